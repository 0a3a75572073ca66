package io.frameweave.interpreter.parser;

import io.frameweave.interpreter.unicode.CharacterNames;

/**
 * Decodes the backslash escapes of a (non-raw) string literal's body as CPython's 'unicodeescape' codec does.
 * Unknown escapes such as {@code \d} keep their backslash (CPython only warns about them).
 */
final class StringDecoder {
    private StringDecoder() {}

    /** A malformed escape; its message is CPython's, without the "(unicode error)" prefix. */
    static final class DecodeError extends Exception {
        DecodeError(String message) {
            super(message, null, false, false);
        }
    }

    static String decode(String s) throws DecodeError {
        int bs = s.indexOf('\\');
        if (bs < 0) {
            return s;
        }
        StringBuilder sb = new StringBuilder(s.length());
        sb.append(s, 0, bs);
        int i = bs;
        int n = s.length();
        while (i < n) {
            char c = s.charAt(i);
            if (c != '\\') {
                sb.append(c);
                i++;
                continue;
            }
            int start = i;
            i++;
            if (i >= n) {
                throw new DecodeError(codecError(start, start, "\\ at end of string"));
            }
            char e = s.charAt(i++);
            switch (e) {
                case '\n' -> { }
                case '\\' -> sb.append('\\');
                case '\'' -> sb.append('\'');
                case '"' -> sb.append('"');
                case 'a' -> sb.append('\u0007');
                case 'b' -> sb.append('\b');
                case 'f' -> sb.append('\f');
                case 'n' -> sb.append('\n');
                case 'r' -> sb.append('\r');
                case 't' -> sb.append('\t');
                case 'v' -> sb.append('\u000b');
                case '0', '1', '2', '3', '4', '5', '6', '7' -> {
                    int v = e - '0';
                    for (int k = 0; k < 2 && i < n && s.charAt(i) >= '0' && s.charAt(i) <= '7'; k++) {
                        v = v * 8 + (s.charAt(i++) - '0');
                    }
                    sb.append((char) v);
                }
                case 'x' -> i = hex(s, i, 2, start, "truncated \\xXX escape", sb);
                case 'u' -> i = hex(s, i, 4, start, "truncated \\uXXXX escape", sb);
                case 'U' -> i = hex(s, i, 8, start, "truncated \\UXXXXXXXX escape", sb);
                case 'N' -> i = named(s, i, start, sb);
                default -> {
                    sb.append('\\');
                    i--;
                }
            }
        }
        return sb.toString();
    }

    private static int hex(String s, int i, int digits, int start, String truncated, StringBuilder sb)
            throws DecodeError {
        int v = 0;
        for (int k = 0; k < digits; k++) {
            int d = i < s.length() ? Character.digit(s.charAt(i), 16) : -1;
            if (d < 0) {
                throw new DecodeError(codecError(start, i - 1, truncated));
            }
            v = v * 16 + d;
            i++;
        }
        if (v < 0 || v > 0x10FFFF) {
            throw new DecodeError(codecError(start, i - 1, "illegal Unicode character"));
        }
        sb.appendCodePoint(v);
        return i;
    }

    private static int named(String s, int i, int start, StringBuilder sb) throws DecodeError {
        int close = i < s.length() && s.charAt(i) == '{' ? s.indexOf('}', i) : -1;
        if (close < 0 || close == i + 1) {
            throw new DecodeError(codecError(start, Math.max(start + 1, Math.min(i, s.length() - 1)),
                    "malformed \\N character escape"));
        }
        String name = s.substring(i + 1, close);
        int cp = CharacterNames.codePoint(name, true);
        if (cp < 0) {
            throw new DecodeError(codecError(start, close, "unknown Unicode character name"));
        }
        sb.appendCodePoint(cp);
        return close + 1;
    }

    private static String codecError(int from, int to, String reason) {
        String where = from == to ? "byte 0x5c in position " + from : "bytes in position " + from + "-" + to;
        return "'unicodeescape' codec can't decode " + where + ": " + reason;
    }
}
