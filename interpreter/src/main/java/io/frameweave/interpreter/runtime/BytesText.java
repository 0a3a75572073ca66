package io.frameweave.interpreter.runtime;

import java.io.ByteArrayOutputStream;
import java.util.Arrays;

/**
 * The text-like methods of bytes and bytearray over {@code a[0, n)}: case, classification, padding, stripping,
 * tabs and translation. Only ASCII letters, digits and whitespace count as such, as in CPython.
 */
final class BytesText {
    private BytesText() {}

    static boolean isLower(int c) {
        return c >= 'a' && c <= 'z';
    }

    static boolean isUpper(int c) {
        return c >= 'A' && c <= 'Z';
    }

    static boolean isAlpha(int c) {
        return isLower(c) || isUpper(c);
    }

    static boolean isDigit(int c) {
        return c >= '0' && c <= '9';
    }

    /** The is-methods: 0 isalnum, 1 isalpha, 2 isdigit, 3 isspace, 4 isascii. */
    static boolean all(byte[] a, int n, int kind) {
        if (n == 0) {
            return kind == 4;
        }
        for (int i = 0; i < n; i++) {
            int c = a[i] & 0xff;
            boolean ok = switch (kind) {
                case 0 -> isAlpha(c) || isDigit(c);
                case 1 -> isAlpha(c);
                case 2 -> isDigit(c);
                case 3 -> BytesSearch.isSpace(c);
                default -> c < 128;
            };
            if (!ok) {
                return false;
            }
        }
        return true;
    }

    /** {@code islower} (upper false) or {@code isupper} (upper true): some cased byte and none of the other case. */
    static boolean isCase(byte[] a, int n, boolean upper) {
        boolean cased = false;
        for (int i = 0; i < n; i++) {
            int c = a[i] & 0xff;
            if (upper ? isLower(c) : isUpper(c)) {
                return false;
            }
            cased |= upper ? isUpper(c) : isLower(c);
        }
        return cased;
    }

    static boolean isTitle(byte[] a, int n) {
        boolean cased = false;
        boolean previousCased = false;
        for (int i = 0; i < n; i++) {
            int c = a[i] & 0xff;
            if (isUpper(c)) {
                if (previousCased) {
                    return false;
                }
                previousCased = true;
                cased = true;
            } else if (isLower(c)) {
                if (!previousCased) {
                    return false;
                }
                previousCased = true;
                cased = true;
            } else {
                previousCased = false;
            }
        }
        return cased;
    }

    /** 0 lower, 1 upper, 2 swapcase, 3 capitalize, 4 title. */
    static byte[] changeCase(byte[] a, int n, int how) {
        byte[] out = Arrays.copyOf(a, n);
        boolean previousCased = false;
        for (int i = 0; i < n; i++) {
            int c = out[i] & 0xff;
            boolean upperIt = switch (how) {
                case 1 -> true;
                case 2 -> isLower(c);
                case 3 -> i == 0;
                case 4 -> !previousCased;
                default -> false;
            };
            if (how == 2 && isUpper(c)) {
                upperIt = false;
            }
            if (upperIt && isLower(c)) {
                out[i] = (byte) (c - 32);
            } else if (!upperIt && isUpper(c)) {
                out[i] = (byte) (c + 32);
            }
            previousCased = isAlpha(c);
        }
        return out;
    }

    /** Strips bytes in {@code chars} (ASCII whitespace when null): left, right or both. */
    static byte[] strip(byte[] a, int n, byte[] chars, boolean left, boolean right) {
        boolean[] strip = new boolean[256];
        if (chars == null) {
            for (int c : new int[] {' ', '\t', '\n', '\r', 0x0b, 0x0c}) {
                strip[c] = true;
            }
        } else {
            for (byte b : chars) {
                strip[b & 0xff] = true;
            }
        }
        int i = 0;
        int j = n;
        if (left) {
            while (i < j && strip[a[i] & 0xff]) {
                i++;
            }
        }
        if (right) {
            while (j > i && strip[a[j - 1] & 0xff]) {
                j--;
            }
        }
        return Arrays.copyOfRange(a, i, j);
    }

    /** center (0), ljust (1), rjust (2) to {@code width} with {@code fill}. */
    static byte[] pad(byte[] a, int n, long width, byte fill, int how) {
        if (width <= n) {
            return Arrays.copyOf(a, n);
        }
        int total = (int) Math.min(width, PyStr.MAX_JAVA_LENGTH);
        int padding = total - n;
        int left = switch (how) {
            case 0 -> padding / 2 + (padding & (int) width & 1);
            case 1 -> 0;
            default -> padding;
        };
        byte[] out = new byte[total];
        Arrays.fill(out, fill);
        System.arraycopy(a, 0, out, left, n);
        return out;
    }

    static byte[] zfill(byte[] a, int n, long width) {
        if (width <= n) {
            return Arrays.copyOf(a, n);
        }
        byte[] out = pad(a, n, width, (byte) '0', 2);
        int fill = out.length - n;
        if (n > 0 && (a[0] == '+' || a[0] == '-')) {
            out[0] = a[0];
            out[fill] = '0';
        }
        return out;
    }

    static byte[] expandTabs(byte[] a, int n, long tabsize) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(n);
        long column = 0;
        for (int i = 0; i < n; i++) {
            byte c = a[i];
            if (c == '\t') {
                if (tabsize > 0) {
                    long spaces = tabsize - column % tabsize;
                    for (long k = 0; k < spaces; k++) {
                        out.write(' ');
                    }
                    column += spaces;
                }
            } else {
                out.write(c);
                column = c == '\n' || c == '\r' ? 0 : column + 1;
            }
        }
        return out.toByteArray();
    }

    /** {@code translate(table, delete)}: table is null (identity) or 256 bytes. */
    static byte[] translate(byte[] a, int n, byte[] table, byte[] delete) {
        boolean[] drop = new boolean[256];
        for (byte b : delete) {
            drop[b & 0xff] = true;
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream(n);
        for (int i = 0; i < n; i++) {
            int c = a[i] & 0xff;
            if (!drop[c]) {
                out.write(table == null ? c : table[c]);
            }
        }
        return out.toByteArray();
    }

    static byte[] maketrans(byte[] from, byte[] to) {
        if (from.length != to.length) {
            throw Py.ValueError("maketrans arguments must have same length");
        }
        byte[] table = new byte[256];
        for (int i = 0; i < 256; i++) {
            table[i] = (byte) i;
        }
        for (int i = 0; i < from.length; i++) {
            table[from[i] & 0xff] = to[i];
        }
        return table;
    }
}
