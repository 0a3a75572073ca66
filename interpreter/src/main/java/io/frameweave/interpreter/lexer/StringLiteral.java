package io.frameweave.interpreter.lexer;

/**
 * One string literal token, split into what the parser needs: its prefix flags, and its body (between the
 * quotes, escapes not yet processed) with the position where the body starts, so that f-string expressions
 * get their true source positions.
 */
public record StringLiteral(boolean raw, boolean bytes, boolean fstring, String body, int bodyLine, int bodyCol) {}
