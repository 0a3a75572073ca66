/**
 * The tokenizer: turns Python source text into {@link io.frameweave.interpreter.lexer.Token}s with CPython
 * 3.11's rules (INDENT/DEDENT/NEWLINE, implicit line joining, numbers, string literals). It touches nothing but
 * {@link io.frameweave.interpreter.syntax.SyntaxErrorException}, which it throws for bad input.
 */
package io.frameweave.interpreter.lexer;
