package io.frameweave.interpreter.syntax;

/**
 * A SyntaxError (or IndentationError / TabError, by {@link #kind}) found in source text, with the location
 * fields of CPython's exception: {@code offset} and {@code endOffset} are 1-based character columns as CPython
 * prints the caret; {@code text} is the source line (it may end with a newline, as CPython's may).
 */
public class SyntaxErrorException extends RuntimeException {
    /** An {@code endOffset} (or {@code endLineno}) that the guest sees as None. */
    public static final int NO_END_OFFSET = Integer.MIN_VALUE;

    public final String kind;
    public final String msg;
    public final String filename;
    public final int lineno;
    public final int offset;
    public final int endLineno;
    public final int endOffset;
    public final String text;

    public SyntaxErrorException(String kind, String msg, String filename, int lineno, int offset, int endLineno,
                                int endOffset, String text) {
        super(msg + " (" + filename + ", line " + lineno + ")", null, false, false);
        this.kind = kind;
        this.msg = msg;
        this.filename = filename;
        this.lineno = lineno;
        this.offset = offset;
        this.endLineno = endLineno;
        this.endOffset = endOffset;
        this.text = text;
    }

    /**
     * An error of the source as a whole (its encoding) in file {@code filename}: CPython gives it line 0, offset -1
     * and no end, and prints the message alone.
     */
    public static SyntaxErrorException unlocated(String msg, String filename) {
        return new SyntaxErrorException("SyntaxError", msg, filename, 0, -1, NO_END_OFFSET, NO_END_OFFSET, null);
    }

    /** Whether this is an {@link #unlocated} error. */
    public boolean isUnlocated() {
        return lineno == 0 && offset == -1 && endLineno == NO_END_OFFSET;
    }

    /**
     * The report CPython 3.11 prints for this error when it stops a program: the file line, the source line
     * without its indentation, a caret line, and {@code kind: msg}; each line ends with a newline.
     */
    public String format() {
        StringBuilder sb = new StringBuilder();
        if (filename == null || isUnlocated()) {
            // an undecodable source file: CPython prints the message alone
            return kind + ": " + msg + "\n";
        }
        sb.append("  File \"").append(filename).append("\", line ").append(lineno).append('\n');
        if (text != null) {
            int end = endOffset;
            if (endLineno > lineno) {
                end = text.length();
            }
            if (end > text.length() + 1) {
                end = text.length() + 1;
            }
            // CPython's printer shows a single caret for IndentationError and TabError, whatever their span.
            if (!kind.equals("SyntaxError")) {
                end = offset;
            }
            appendSourceAndCaret(sb, text, offset, end);
        }
        sb.append(kind).append(": ").append(msg).append('\n');
        return sb.toString();
    }

    /** CPython's print_error_text: strip the indentation, shift the caret with it, one caret per column. */
    private static void appendSourceAndCaret(StringBuilder sb, String text, int offset, int endOffset) {
        int carets = endOffset > 0 && endOffset > offset ? endOffset - offset : 1;
        int col = offset - 1;
        int start = 0;
        while (start < text.length() && (text.charAt(start) == ' ' || text.charAt(start) == '\t'
                || text.charAt(start) == '\f')) {
            start++;
            col--;
        }
        String line = text.substring(start);
        int len = line.length();
        if (len > 0 && line.charAt(len - 1) == '\n') {
            len--;
        }
        if (col > len) {
            col = len;
        }
        for (;;) {
            int nl = line.indexOf('\n');
            if (nl < 0 || nl >= col) {
                break;
            }
            line = line.substring(nl + 1);
            len -= nl + 1;
            col -= nl + 1;
        }
        sb.append("    ").append(line);
        if (!line.endsWith("\n")) {
            sb.append('\n');
        }
        if (col < 0) {
            return;
        }
        sb.append("    ");
        sb.append(" ".repeat(col));
        sb.append("^".repeat(carets));
        sb.append('\n');
    }
}
