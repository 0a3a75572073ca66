package io.frameweave.interpreter.modules.ast;

/**
 * The columns of a source text in UTF-8 bytes, as CPython's {@code col_offset} counts them, from the code-point
 * columns the VM's tree holds. Lines end at {@code \n}, {@code \r\n} or {@code \r}, as the tokenizer splits them.
 */
final class Utf8Columns {
    private final String source;
    /** The index in {@code source} where each line starts; line 1 is at index 0. */
    private final int[] lineStarts;
    private final int lineCount;

    Utf8Columns(String source) {
        this.source = source;
        int[] starts = new int[16];
        int n = 1;
        for (int i = 0; i < source.length(); i++) {
            char c = source.charAt(i);
            if (c == '\n' || (c == '\r' && (i + 1 == source.length() || source.charAt(i + 1) != '\n'))) {
                if (n == starts.length) {
                    starts = java.util.Arrays.copyOf(starts, n * 2);
                }
                starts[n++] = i + 1;
            }
        }
        this.lineStarts = starts;
        this.lineCount = n;
    }

    /** The byte column of code-point column {@code col} of 1-based {@code line}. */
    int bytes(int line, int col) {
        if (line < 1 || line > lineCount) {
            return col;
        }
        int bytes = 0;
        int i = lineStarts[line - 1];
        for (int k = 0; k < col && i < source.length(); k++) {
            int cp = source.codePointAt(i);
            i += Character.charCount(cp);
            bytes += cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
        }
        return bytes + Math.max(0, col - countedUpTo(line, col));
    }

    /** How many of the first {@code col} code points line {@code line} really has (a column may pass its end). */
    private int countedUpTo(int line, int col) {
        int i = lineStarts[line - 1];
        int k = 0;
        while (k < col && i < source.length()) {
            i += Character.charCount(source.codePointAt(i));
            k++;
        }
        return k;
    }

    /** The code point at {@code col} of {@code line}, or -1 past the text. */
    int codePointAt(int line, int col) {
        if (line < 1 || line > lineCount) {
            return -1;
        }
        int i = lineStarts[line - 1];
        for (int k = 0; k < col && i < source.length(); k++) {
            i += Character.charCount(source.codePointAt(i));
        }
        return i < source.length() ? source.codePointAt(i) : -1;
    }
}
