/**
 * The part of the {@code _operator} module that sorting keys lean on: {@code itemgetter}, {@code attrgetter} and
 * {@code methodcaller}, and {@code index} (whose pure-Python version raises AttributeError, not TypeError, for
 * an object without {@code __index__}). {@code operator.py} takes these from here and keeps its own pure-Python
 * definitions of everything else ({@code add}, {@code eq} ...), as its {@code from _operator import *} allows.
 *
 * <p>May touch: {@code runtime}, the shared {@code modules} package and {@code modules.functools} (a
 * {@code methodcaller} with keywords pickles through {@code partial}).
 */
package io.frameweave.interpreter.modules.operator;
