package io.frameweave.interpreter.modules.json;

/**
 * JSON string literals of Python strs: {@code encode_basestring} escapes only what JSON requires (the quote, the
 * backslash and the control characters); {@code encode_basestring_ascii} also escapes everything past ASCII, a
 * character beyond the BMP as its UTF-16 pair. Both work on Java chars, which are exactly those UTF-16 units.
 */
final class StringEscapes {
    private StringEscapes() {}

    private static final char[] HEX = "0123456789abcdef".toCharArray();

    /** Appends {@code s} quoted, escaping non-ASCII characters when {@code ascii}. */
    static void append(StringBuilder out, String s, boolean ascii) {
        out.append('"');
        int n = s.length();
        int plain = 0; // the start of the run of characters not yet copied
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            if (c >= ' ' && c != '"' && c != '\\' && (c <= '~' || !ascii)) {
                continue;
            }
            out.append(s, plain, i);
            plain = i + 1;
            out.append('\\');
            switch (c) {
                case '"', '\\' -> out.append(c);
                case '\b' -> out.append('b');
                case '\f' -> out.append('f');
                case '\n' -> out.append('n');
                case '\r' -> out.append('r');
                case '\t' -> out.append('t');
                default -> out.append('u').append(HEX[c >> 12]).append(HEX[(c >> 8) & 0xf])
                        .append(HEX[(c >> 4) & 0xf]).append(HEX[c & 0xf]);
            }
        }
        out.append(s, plain, n).append('"');
    }

    /** {@code s} as a JSON string literal. */
    static String quote(String s, boolean ascii) {
        StringBuilder out = new StringBuilder(s.length() + 2);
        append(out, s, ascii);
        return out.toString();
    }
}
