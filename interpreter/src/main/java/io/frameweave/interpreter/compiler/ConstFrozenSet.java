package io.frameweave.interpreter.compiler;

import java.util.List;

/**
 * A frozenset constant while compiling: the items of a constant set display such as {@code {3, 1, 2}}. It is
 * built like CPython's (a set of the items, then copied once more when constants are merged), because that
 * double build decides the iteration order a program sees when it prints the set.
 */
record ConstFrozenSet(List<Object> items) {}
