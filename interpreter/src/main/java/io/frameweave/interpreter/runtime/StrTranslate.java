package io.frameweave.interpreter.runtime;

/** {@code str.maketrans} and {@code str.translate}. */
final class StrTranslate {
    private StrTranslate() {}

    /** {@code str.maketrans(x[, y[, z]])}: a dict from code points to code points, strs or None. */
    static PyDict maketrans(PyObject[] args) {
        PyDict d = new PyDict();
        if (args.length == 1) {
            if (!(args[0] instanceof PyDict src)) {
                throw Py.TypeError("if you give only one argument to maketrans it must be a dict");
            }
            for (int i = src.nextIndex(0); i >= 0; i = src.nextIndex(i + 1)) {
                PyObject k = src.keyAt(i);
                PyObject v = src.valueAt(i);
                if (k instanceof PyStr s) {
                    if (s.len() != 1) {
                        throw Py.ValueError("string keys in translate table must be of length 1");
                    }
                    d.put(PyInt.of(s.value.codePointAt(0)), v);
                } else if (k instanceof PyInt) {
                    d.put(k, v);
                } else {
                    throw Py.TypeError("keys in translate table must be strings or integers");
                }
            }
            return d;
        }
        if (!(args[0] instanceof PyStr x)) {
            throw Py.TypeError("maketrans() argument 1 must be str, not " + Py.typeName(args[0]));
        }
        if (!(args[1] instanceof PyStr y)) {
            throw Py.TypeError("maketrans() argument 2 must be str, not " + Py.typeName(args[1]));
        }
        if (x.len() != y.len()) {
            throw Py.ValueError("the first two maketrans arguments must have equal length");
        }
        int[] xs = x.toCodePoints();
        int[] ys = y.toCodePoints();
        for (int i = 0; i < xs.length; i++) {
            d.put(PyInt.of(xs[i]), PyInt.of(ys[i]));
        }
        if (args.length == 3) {
            if (!(args[2] instanceof PyStr z)) {
                throw Py.TypeError("maketrans() argument 3 must be str, not " + Py.typeName(args[2]));
            }
            for (int c : z.toCodePoints()) {
                d.put(PyInt.of(c), Py.None);
            }
        }
        return d;
    }

    /** {@code s.translate(table)}: each code point looked up in the table; LookupError keeps it. */
    static String translate(String s, PyObject table) {
        StringBuilder sb = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); ) {
            int c = s.codePointAt(i);
            i += Character.charCount(c);
            PyObject r;
            if (table.getClass() == PyDict.class) {
                r = ((PyDict) table).get(PyInt.of(c));
                if (r == null) {
                    sb.appendCodePoint(c);
                    continue;
                }
            } else {
                try {
                    r = Ops.getItem(table, PyInt.of(c));
                } catch (PyException e) {
                    if (e.matches(ExceptionTypes.LookupError)) {
                        sb.appendCodePoint(c);
                        continue;
                    }
                    throw e;
                }
            }
            if (r == Py.None) {
                continue;
            }
            if (r instanceof PyInt n) {
                if (n.big != null || n.value < 0 || n.value > 0x10ffff) {
                    throw Py.ValueError("character mapping must be in range(0x110000)");
                }
                sb.appendCodePoint((int) n.value);
            } else if (r instanceof PyStr t) {
                sb.append(t.value);
            } else {
                throw Py.TypeError("character mapping must return integer, None or str");
            }
        }
        return sb.toString();
    }
}
