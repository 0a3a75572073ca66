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
        PyStr.checkSize(s.value.length() + (Math.max(left, 0) + Math.max(right, 0)) * Character.charCount(fill));
        StringBuilder sb = new StringBuilder((int) (s.value.length() + left + right));
        repeat(sb, fill, left);
        sb.append(s.value);
        repeat(sb, fill, right);
        return PyStr.of(sb.toString());
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
