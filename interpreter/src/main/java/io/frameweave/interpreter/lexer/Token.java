package io.frameweave.interpreter.lexer;

/**
 * One token with its span (1-based lines, 0-based character columns, end exclusive, as CPython's tokens).
 * {@code text} is the name, the operator, or the source text of a number or string; {@code value} is a number's
 * value ({@link Long}, {@link java.math.BigInteger} or {@link Double}) or a string's {@link StringLiteral}.
 * {@code level} is the bracket depth before the token.
 */
public record Token(TokenKind kind, String text, Object value, int line, int col, int endLine, int endCol,
                    int level) {

    @Override
    public String toString() {
        return kind + (text != null && kind.symbol == null ? "(" + text + ")" : "") + "@" + line + ":" + col;
    }
}
