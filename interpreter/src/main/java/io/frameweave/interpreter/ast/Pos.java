package io.frameweave.interpreter.ast;

/**
 * A source span: 1-based lines, 0-based UTF-8-agnostic character columns, end exclusive, as CPython's
 * {@code lineno/col_offset/end_lineno/end_col_offset} (but counted in characters, not bytes).
 */
public record Pos(int line, int col, int endLine, int endCol) {
    public static final Pos NONE = new Pos(0, 0, 0, 0);

    /** The span from the start of {@code this} to the end of {@code last}. */
    public Pos to(Pos last) {
        return new Pos(line, col, last.endLine, last.endCol);
    }
}
