package io.frameweave.interpreter.runtime;

/** {@code repr()} of bytes and bytearray as CPython writes it: the quote choice, escapes and {@code \xhh}. */
final class BytesRepr {
    private BytesRepr() {}

    private static final char[] HEX = "0123456789abcdef".toCharArray();

    /** {@code prefix} is "b" for bytes; a bytearray's repr wraps this in {@code bytearray(...)}. */
    static String repr(String prefix, byte[] a, int n) {
        return repr(prefix, a, n, false);
    }

    /** With {@code escapeApostrophe} (bytearray's repr) a {@code '} is escaped whatever the quotes. */
    static String repr(String prefix, byte[] a, int n, boolean escapeApostrophe) {
        boolean single = false;
        boolean dbl = false;
        for (int i = 0; i < n; i++) {
            single |= a[i] == '\'';
            dbl |= a[i] == '"';
        }
        char quote = single && !dbl ? '"' : '\'';
        StringBuilder sb = new StringBuilder(n + 3 + prefix.length());
        sb.append(prefix).append(quote);
        for (int i = 0; i < n; i++) {
            int c = a[i] & 0xff;
            if (c == quote || c == '\\' || escapeApostrophe && c == '\'') {
                sb.append('\\').append((char) c);
            } else if (c == '\t') {
                sb.append("\\t");
            } else if (c == '\n') {
                sb.append("\\n");
            } else if (c == '\r') {
                sb.append("\\r");
            } else if (c < 0x20 || c >= 0x7f) {
                sb.append("\\x").append(HEX[c >> 4]).append(HEX[c & 15]);
            } else {
                sb.append((char) c);
            }
        }
        return sb.append(quote).toString();
    }
}
