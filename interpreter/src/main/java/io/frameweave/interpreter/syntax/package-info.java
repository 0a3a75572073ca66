/**
 * Syntax errors: {@link io.frameweave.interpreter.syntax.SyntaxErrorException}, the one error type of the
 * lexer, the parser and the compiler for bad source text, with CPython's location fields and its report. It
 * touches nothing.
 */
package io.frameweave.interpreter.syntax;
