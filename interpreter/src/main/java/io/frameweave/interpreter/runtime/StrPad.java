package io.frameweave.interpreter.runtime;

/** Padding and tab expansion of strs: center, ljust, rjust, zfill, expandtabs. Widths count code points. */
final class StrPad {
    private StrPad() {}

    /** The fill character argument: exactly one code point. */
    static int fillChar(PyObject o) {
        if (o == null) {
            return ' ';
        }
        if (!(o instanceof PyStr s)) {
            throw Py.TypeError("The fill character must be a unicode character, not " + Py.typeName(o));
        }
        if (s.len() != 1) {
            throw Py.TypeError("The fill character must be exactly one character long");
        }
        return s.value.codePointAt(0);
    }

    private static void repeat(StringBuilder sb, int c, long n) {
        for (long i = 0; i < n; i++) {
            sb.appendCodePoint(c);
        }
    }

    static PyStr pad(PyStr s, long left, long right, int fill) {
        if (left <= 0 && right <= 0) {
            return s;
        }
        left = Math.max(left, 0);
        right = Math.max(right, 0);
        PyStr.checkSize(s.value.length() + (left + right) * Character.charCount(fill));
        return PyStr.of(padded(s.value, (int) left, (int) right, fill));
    }

    /**
     * {@code left} fill characters, {@code body}, then {@code right} fill characters (the caller checked the size).
     * A fill of one char is written into one array (the JDK fills and copies it in blocks), not appended one by one.
     */
    static String padded(String body, int left, int right, int fill) {
        int n = body.length();
        if (Character.isBmpCodePoint(fill)) {
            char c = (char) fill;
            char[] out = new char[left + n + right];
            java.util.Arrays.fill(out, 0, left, c);
            body.getChars(0, n, out, left);
            java.util.Arrays.fill(out, left + n, out.length, c);
            return new String(out);
        }
        StringBuilder sb = new StringBuilder(n + 2 * (left + right));
        repeat(sb, fill, left);
        sb.append(body);
        repeat(sb, fill, right);
        return sb.toString();
    }

    static PyStr center(PyStr s, long width, int fill) {
        int len = s.len();
        if (width <= len) {
            return s;
        }
        long marg = width - len;
        long left = marg / 2 + (marg & width & 1);
        return pad(s, left, marg - left, fill);
    }

    static PyStr ljust(PyStr s, long width, int fill) {
        return width <= s.len() ? s : pad(s, 0, width - s.len(), fill);
    }

    static PyStr rjust(PyStr s, long width, int fill) {
        return width <= s.len() ? s : pad(s, width - s.len(), 0, fill);
    }

    static PyStr zfill(PyStr s, long width) {
        int len = s.len();
        if (width <= len) {
            return s;
        }
        String v = s.value;
        PyStr.checkSize(v.length() + width - len);
        StringBuilder sb = new StringBuilder((int) (v.length() + width - len));
        int start = 0;
        if (!v.isEmpty() && (v.charAt(0) == '+' || v.charAt(0) == '-')) {
            sb.append(v.charAt(0));
            start = 1;
        }
        repeat(sb, '0', width - len);
        sb.append(v, start, v.length());
        return PyStr.of(sb.toString());
    }

    static String expandTabs(String s, long tabsize) {
        StringBuilder sb = new StringBuilder(s.length() + 16);
        long col = 0;
        for (int i = 0; i < s.length(); ) {
            int c = s.codePointAt(i);
            i += Character.charCount(c);
            if (c == '\t') {
                if (tabsize > 0) {
                    long n = tabsize - col % tabsize;
                    repeat(sb, ' ', n);
                    col += n;
                }
            } else {
                sb.appendCodePoint(c);
                col = (c == '\n' || c == '\r') ? 0 : col + 1;
            }
        }
        return sb.toString();
    }
}
