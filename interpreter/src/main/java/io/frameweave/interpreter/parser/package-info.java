/**
 * The recursive-descent parser: turns the lexer's tokens into the {@code ast} records, with CPython 3.11's
 * positions and syntax error messages. It touches {@code lexer} and {@code ast} only; {@link
 * io.frameweave.interpreter.parser.SyntaxErrorException} is the one error type of both packages.
 */
package io.frameweave.interpreter.parser;
