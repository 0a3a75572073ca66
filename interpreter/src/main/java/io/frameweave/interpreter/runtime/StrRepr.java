package io.frameweave.interpreter.runtime;

import io.frameweave.interpreter.unicode.Ucd;

/**
 * The quoted form of a str as {@code repr()} and {@code ascii()} write it: CPython's quote choice (single
 * quotes unless the text has a single quote and no double quote), its escapes for backslash, the quote,
 * tab, newline and carriage return, and {@code \x.. \\u.... \U........} for characters that are not printable
 * (or, for {@code ascii()}, not ASCII).
 */
final class StrRepr {
    private StrRepr() {}

    static String repr(String s, boolean asciiOnly) {
        char quote = '\'';
        if (s.indexOf('\'') >= 0 && s.indexOf('"') < 0) {
            quote = '"';
        }
        StringBuilder sb = new StringBuilder(s.length() + 2);
        sb.append(quote);
        for (int i = 0; i < s.length(); ) {
            int c = s.codePointAt(i);
            i += Character.charCount(c);
            if (c == quote || c == '\\') {
                sb.append('\\').append((char) c);
            } else if (c == '\t') {
                sb.append("\\t");
            } else if (c == '\n') {
                sb.append("\\n");
            } else if (c == '\r') {
                sb.append("\\r");
            } else if (c < 0x20 || c == 0x7f) {
                hex(sb, 'x', c, 2);
            } else if (c < 0x7f) {
                sb.append((char) c);
            } else if (asciiOnly || !isPrintable(c)) {
                if (c < 0x100) {
                    hex(sb, 'x', c, 2);
                } else if (c < 0x10000) {
                    hex(sb, 'u', c, 4);
                } else {
                    hex(sb, 'U', c, 8);
                }
            } else {
                sb.appendCodePoint(c);
            }
        }
        return sb.append(quote).toString();
    }

    private static void hex(StringBuilder sb, char kind, int c, int digits) {
        sb.append('\\').append(kind);
        String h = Integer.toHexString(c);
        for (int k = h.length(); k < digits; k++) {
            sb.append('0');
        }
        sb.append(h);
    }

    /**
     * CPython's {@code Py_UNICODE_ISPRINTABLE}: everything but the categories Cc, Cf, Cs, Co, Cn, Zl, Zp and
     * Zs, except that the ASCII space is printable.
     */
    static boolean isPrintable(int c) {
        return Ucd.isPrintable(c);
    }
}
