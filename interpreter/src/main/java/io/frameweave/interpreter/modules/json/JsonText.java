package io.frameweave.interpreter.modules.json;

import io.frameweave.interpreter.runtime.PyStr;

/**
 * A JSON document being read, and the reading of its strings ({@code scanstring}). Offsets are char offsets into
 * the document's Java string (JSON's syntax is all ASCII, so a surrogate pair is only ever copied); each read
 * leaves the offset after what it read in {@link #next}.
 */
class JsonText {
    final PyStr doc;
    /** The document's chars: indexing an array is cheaper than {@code String.charAt} on a non-Latin-1 string. */
    final char[] s;
    final int length;
    /** The offset just after the last string or value read. */
    int next;
    private final StringBuilder buffer = new StringBuilder();

    JsonText(PyStr doc) {
        this(doc, doc.value.toCharArray());
    }

    /** A reader of {@code doc} over {@code chars}, which hold its value. */
    JsonText(PyStr doc, char[] chars) {
        this.doc = doc;
        this.s = chars;
        this.length = chars.length;
    }

    /**
     * The string whose opening quote is just before {@code end}, unescaped, as CPython's {@code scanstring_unicode}:
     * with {@code strict} a control character in it is an error; the errors name the positions CPython names.
     */
    final PyStr string(int end, boolean strict) {
        char[] s = this.s;
        int len = length;
        int begin = end - 1;
        StringBuilder out = null;
        while (true) {
            int next = end;
            char c = 0;
            for (; next < len; next++) {
                c = s[next];
                if (c == '"' || c == '\\') {
                    break;
                }
                if (c <= 0x1f && strict) {
                    throw DecodeErrors.error("Invalid control character at", doc, next);
                }
            }
            if (next == len) {
                throw DecodeErrors.error("Unterminated string starting at", doc, begin);
            }
            if (c == '"' && out == null) {
                this.next = next + 1;
                return PyStr.of(new String(s, end, next - end));
            }
            if (out == null) {
                out = buffer;
                out.setLength(0);
            }
            out.append(s, end, next - end);
            next++;
            if (c == '"') {
                this.next = next;
                return PyStr.of(out.toString());
            }
            if (next == len) {
                throw DecodeErrors.error("Unterminated string starting at", doc, begin);
            }
            c = s[next];
            if (c != 'u') {
                end = next + 1;
                switch (c) {
                    case '"', '\\', '/' -> out.append(c);
                    case 'b' -> out.append('\b');
                    case 'f' -> out.append('\f');
                    case 'n' -> out.append('\n');
                    case 'r' -> out.append('\r');
                    case 't' -> out.append('\t');
                    default -> throw DecodeErrors.error("Invalid \\escape", doc, end - 2);
                }
                continue;
            }
            next++;
            end = next + 4;
            if (end >= len) {
                throw DecodeErrors.error("Invalid \\uXXXX escape", doc, next - 1);
            }
            int u = hex4(next, end);
            next = end;
            // a high surrogate joins the low one of a following \\u escape; anything else leaves it alone
            if (Character.isHighSurrogate((char) u) && end + 6 < len && s[next] == '\\'
                    && s[next + 1] == 'u') {
                int low = hex4(next + 2, end + 6);
                if (Character.isLowSurrogate((char) low)) {
                    out.append((char) u);
                    u = low;
                    end += 6;
                }
            }
            out.append((char) u);
        }
    }

    /** The value of the four hex digits at {@code [from, to)}; an error naming the escape's backslash otherwise. */
    private int hex4(int from, int to) {
        int v = 0;
        for (int i = from; i < to; i++) {
            int d = Character.digit(s[i], 16);
            if (d < 0 || s[i] > 'f') {
                throw DecodeErrors.error("Invalid \\uXXXX escape", doc, to - 5);
            }
            v = (v << 4) | d;
        }
        return v;
    }
}
