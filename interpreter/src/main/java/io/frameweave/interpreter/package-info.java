/**
 * frameweave's core VM for a Python 3.11 subset. Source text flows {@code lexer} → {@code parser} (a tree of
 * {@code ast} records) → {@code compiler} (a {@code bytecode.PyCode}) → {@code vm} (frames and the dispatch
 * loop) over the object model in {@code runtime}, with the builtin modules in {@code builtins}, the Java versions
 * of CPython's C modules beneath its standard library in {@code modules}, the text codecs in {@code codecs}, the
 * cache of compiled modules in {@code codecache} and the command line in {@code cli}. The core contains no tracing, profiling or watcher code; {@link io.frameweave.interpreter.WeavePoint}
 * lists the methods a java agent may weave into.
 */
package io.frameweave.interpreter;
