/**
 * Syntax errors: {@link io.frameweave.interpreter.syntax.SyntaxErrorException}, the one error type of the
 * lexer, the parser and the compiler for bad source text, with CPython's location fields and its report; and
 * {@link io.frameweave.interpreter.syntax.Imaginary} and {@link io.frameweave.interpreter.syntax.Bytes}, the values
 * of imaginary and bytes literals, which no plain Java type holds. It touches nothing.
 */
package io.frameweave.interpreter.syntax;
