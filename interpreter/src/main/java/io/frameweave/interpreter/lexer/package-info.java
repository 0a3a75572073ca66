/**
 * The tokenizer: turns Python source text into {@link io.frameweave.interpreter.lexer.Token}s with CPython
 * 3.11's rules (INDENT/DEDENT/NEWLINE, implicit line joining, numbers, string literals), and the decoding of a
 * source file's bytes (coding cookie, BOM). It touches nothing but
 * {@link io.frameweave.interpreter.syntax.SyntaxErrorException}, which it throws for bad input, the codecs, and
 * {@code unicode} (which characters make identifiers, and their NFKC form).
 */
package io.frameweave.interpreter.lexer;
