/**
 * The command line: {@code java -jar frameweave-interpreter.jar prog.py | -c CODE | -} and the interactive
 * prompt. It may touch {@code vm}, {@code builtins}, {@code syntax} and {@code runtime}; it never calls {@code System.exit}
 * except in {@code main}.
 */
package io.frameweave.interpreter.cli;
