/**
 * The recursive-descent parser: turns the lexer's tokens into the {@code ast} records, with CPython 3.11's
 * positions and syntax error messages. It touches {@code lexer}, {@code ast}, {@code syntax} (the
 * error it throws) and {@code unicode} (the names of {@code \N{...}}) only.
 */
package io.frameweave.interpreter.parser;
