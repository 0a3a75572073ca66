package io.frameweave.interpreter.lexer;

import java.util.Arrays;

/**
 * Source text as the tokenizer reads it: code points with {@code \r\n} and {@code \r} turned into {@code \n}
 * and a final newline added when missing (as CPython does), plus the start of every line for error reports.
 */
public final class SourceLines {
    private final int[] cps;
    private int[] starts;
    private int count;

    /**
     * The code points of {@code s}. (A loop, not {@code String.codePoints().toArray()}: that stream links the
     * JDK's first lambda of a run, about 5 ms of method-handle set-up before the first line is read.)
     */
    private static int[] codePointsOf(String s) {
        int[] out = new int[s.codePointCount(0, s.length())];
        for (int i = 0, k = 0; i < s.length(); k++) {
            int cp = s.codePointAt(i);
            out[k] = cp;
            i += Character.charCount(cp);
        }
        return out;
    }

    public SourceLines(String source) {
        int[] raw = codePointsOf(source);
        int[] out = new int[raw.length + 1];
        int n = 0;
        for (int i = 0; i < raw.length; i++) {
            int c = raw[i];
            if (c == '\r') {
                if (i + 1 < raw.length && raw[i + 1] == '\n') {
                    continue;
                }
                c = '\n';
            }
            out[n++] = c;
        }
        if (n == 0 || out[n - 1] != '\n') {
            out[n++] = '\n';
        }
        cps = n == out.length ? out : Arrays.copyOf(out, n);
        starts = new int[16];
        starts[count++] = 0;
        for (int i = 0; i < cps.length; i++) {
            if (cps[i] == '\n' && i + 1 < cps.length) {
                if (count == starts.length) {
                    starts = Arrays.copyOf(starts, count * 2);
                }
                starts[count++] = i + 1;
            }
        }
    }

    public int[] codePoints() {
        return cps;
    }

    public int lineCount() {
        return count;
    }

    /** Index of the first code point of 1-based line {@code n}. */
    public int lineStart(int n) {
        return n >= 1 && n <= count ? starts[n - 1] : cps.length;
    }

    /** Line {@code n} with its newline; "" past the end. */
    public String line(int n) {
        if (n < 1 || n > count) {
            return "";
        }
        int s = starts[n - 1];
        int e = n < count ? starts[n] : cps.length;
        return new String(cps, s, e - s);
    }

    public String lineWithoutNewline(int n) {
        String l = line(n);
        return l.endsWith("\n") ? l.substring(0, l.length() - 1) : l;
    }
}
