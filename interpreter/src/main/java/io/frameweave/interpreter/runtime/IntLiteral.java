package io.frameweave.interpreter.runtime;

import io.frameweave.interpreter.unicode.Ucd;

import java.math.BigInteger;

/** The parser behind {@code int(text, base)}: Python's integer literal syntax with CPython's error message. */
final class IntLiteral {
    private IntLiteral() {}

    static PyInt parse(String text, int base) {
        return parse(text, base, PyStr.of(text));
    }

    /** {@code source}: the str or bytes-like object the text came from, shown in the error. */
    static PyInt parse(String text, int base, PyObject source) {
        if (base != 0 && (base < 2 || base > 36)) {
            throw Py.ValueError("int() base must be >= 2 and <= 36, or 0");
        }
        PyInt r = tryParse(text, base);
        if (r == null) {
            throw Py.ValueError("invalid literal for int() with base " + base + ": " + Ops.repr(source));
        }
        return r;
    }

    /** {@code int(b, base)} of a bytes-like object, or null when {@code o} is not one. */
    static PyInt parseBytes(PyObject o, int base) {
        byte[] b = Buffers.copyOrNull(o);
        if (b == null) {
            return null;
        }
        String text = new String(b, java.nio.charset.StandardCharsets.ISO_8859_1);
        return parse(text, base, o instanceof PyBytes ? o : PyBytes.wrap(b));
    }

    /** The value, or null when {@code text} is not a valid literal in {@code base}. */
    static PyInt tryParse(String text, int base) {
        PyInt plain = base == 10 ? plainDecimal(text) : null;
        if (plain != null) {
            return plain;
        }
        int start = 0;
        int end = text.length();
        while (start < end && isSpace(text.charAt(start))) {
            start++;
        }
        while (end > start && isSpace(text.charAt(end - 1))) {
            end--;
        }
        if (start == end) {
            return null;
        }
        boolean negative = false;
        char c0 = text.charAt(start);
        if (c0 == '+' || c0 == '-') {
            negative = c0 == '-';
            start++;
        }
        boolean prefixed = false;
        if (end - start >= 2 && text.charAt(start) == '0') {
            char p = Character.toLowerCase(text.charAt(start + 1));
            int prefixBase = p == 'x' ? 16 : p == 'o' ? 8 : p == 'b' ? 2 : 0;
            if (prefixBase != 0 && (base == 0 || base == prefixBase)) {
                base = prefixBase;
                start += 2;
                prefixed = true;
            }
        }
        boolean baseZeroDecimal = false;
        if (base == 0) {
            base = 10;
            baseZeroDecimal = true;
        }
        StringBuilder digits = new StringBuilder(end - start);
        boolean prevDigit = false;
        boolean lastUnderscore = false;
        int digitsStart = start;
        for (int i = start; i < end; i += Character.charCount(text.codePointAt(i))) {
            int c = text.codePointAt(i);
            if (c == '_') {
                // only between digits, or right after a 0x/0o/0b prefix
                if (!(prevDigit || (prefixed && i == digitsStart))) {
                    return null;
                }
                prevDigit = false;
                lastUnderscore = true;
                continue;
            }
            int d = digitValue(c, base);
            if (d < 0) {
                return null;
            }
            digits.append(Character.forDigit(d, base));
            prevDigit = true;
            lastUnderscore = false;
        }
        if (digits.length() == 0 || lastUnderscore) {
            return null;
        }
        String ds = digits.toString();
        if (baseZeroDecimal && ds.length() > 1 && ds.charAt(0) == '0') {
            for (int i = 0; i < ds.length(); i++) {
                if (ds.charAt(i) != '0') {
                    return null;
                }
            }
        }
        if (ds.length() <= 18 && base <= 10 || ds.length() <= 12) {
            long v = Long.parseLong(ds, base);
            return PyInt.of(negative ? -v : v);
        }
        if (PyInt.maxStrDigits > 0 && ds.length() > PyInt.maxStrDigits && Integer.bitCount(base) != 1) {
            throw Py.ValueError("Exceeds the limit (" + PyInt.maxStrDigits + " digits) for integer string conversion: "
                    + "value has " + ds.length() + " digits; use sys.set_int_max_str_digits() to increase the limit");
        }
        BigInteger v = new BigInteger(ds, base);
        return PyInt.of(negative ? v.negate() : v);
    }

    /**
     * The value of the commonest text, an optional sign and 1 to 18 ASCII digits and nothing else (what str(i) and
     * most files hold), without copying the digits; null for anything else, which the full syntax then decides.
     */
    private static PyInt plainDecimal(String text) {
        int n = text.length();
        int i = 0;
        boolean negative = false;
        if (n > 0 && (text.charAt(0) == '-' || text.charAt(0) == '+')) {
            negative = text.charAt(0) == '-';
            i = 1;
        }
        if (n == i || n - i > 18) {
            return null;
        }
        long v = 0;
        for (; i < n; i++) {
            char c = text.charAt(i);
            if (c < '0' || c > '9') {
                return null;
            }
            v = v * 10 + (c - '0');
        }
        return PyInt.of(negative ? -v : v);
    }

    static boolean isSpace(char c) {
        return Ucd.isSpace(c);
    }

    /**
     * The value of the digit {@code c} in {@code base}, or -1: ASCII digits and letters, and any Unicode decimal
     * digit (CPython turns those into ASCII first), but not the full-width letters Java's {@code Character.digit} takes.
     */
    static int digitValue(int c, int base) {
        int d;
        if (c < 128) {
            d = Character.digit(c, base);
        } else {
            d = Ucd.decimal(c);
        }
        return d < base ? d : -1;
    }
}
