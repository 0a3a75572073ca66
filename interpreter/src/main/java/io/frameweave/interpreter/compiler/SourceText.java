package io.frameweave.interpreter.compiler;

import io.frameweave.interpreter.ast.Pos;
import io.frameweave.interpreter.syntax.SyntaxErrorException;

/**
 * The file being compiled: its name and, when known, its source lines, for SyntaxErrors that show the line; and
 * where its compile-time warnings go.
 */
final class SourceText {
    final String filename;
    private final String[] lines;
    private final CompileWarnings warnings;

    SourceText(String filename, String source, CompileWarnings warnings) {
        this.filename = filename;
        this.lines = source == null ? null : source.split("\n", -1);
        this.warnings = warnings;
    }

    /** A SyntaxWarning for {@code pos}'s line; a SyntaxError there when the warning filters make it an error. */
    void syntaxWarning(Pos pos, String msg) {
        if (warnings.warn("SyntaxWarning", msg, filename, pos.line())) {
            throw syntaxError(pos, msg);
        }
    }

    /** Line {@code n} (1-based) with its newline, or null when the source is not known. */
    String line(int n) {
        return lines != null && n >= 1 && n <= lines.length ? lines[n - 1] + "\n" : null;
    }

    /** A SyntaxError at {@code pos}, located as CPython locates compiler errors (1-based offsets). */
    SyntaxErrorException syntaxError(Pos pos, String msg) {
        String text = null;
        if (lines != null && pos.line() >= 1 && pos.line() <= lines.length) {
            text = lines[pos.line() - 1] + "\n";
        }
        return new SyntaxErrorException("SyntaxError", msg, filename, pos.line(), pos.col() + 1,
                pos.endLine(), pos.endCol() + 1, text);
    }
}
