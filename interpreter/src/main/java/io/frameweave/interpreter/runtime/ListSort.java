package io.frameweave.interpreter.runtime;

import java.util.Arrays;

/**
 * {@code list.sort}: CPython's sort ({@link TimSort}), comparing only with {@code <}, as CPython's does. Like CPython
 * it empties the list while sorting (so guest code that looks at it sees {@code []}), raises
 * "list modified during sort" when the list changed meanwhile, and reverses before and after sorting for
 * {@code reverse=True} so equal items keep their order. If a comparison or the key function raises, the
 * list keeps its original order.
 */
final class ListSort {
    private ListSort() {}

    /** Below this many strs, making {@link StrKey}s costs more than it saves. */
    private static final int STR_KEYS_FROM = 64;

    static void sort(PyList list, PyObject key, boolean reverse) {
        int n = list.size;
        PyObject[] saved = list.items;
        list.items = PyList.NO_ITEMS;
        list.size = 0;
        PyObject[] values = Arrays.copyOf(saved, n);
        PyException failure = null;
        try {
            PyObject[] keys = values;
            if (key != null && key != Py.None) {
                keys = new PyObject[n];
                for (int i = 0; i < n; i++) {
                    keys[i] = Ops.call(key, values[i]);
                }
            }
            if (reverse) {
                reverseBoth(keys, values);
            }
            PyObject[] flat = intStrPairs(keys);
            PyObject[] strs = flat == null ? strKeys(keys) : null;
            if (flat != null) {
                TimSort.sort(flat, values, INT_STR_LESS);
            } else if (strs != null) {
                TimSort.sort(strs, values, STR_LESS);
            } else {
                TimSort.sort(keys, values, chooseLess(keys));
            }
            if (reverse) {
                reverseBoth(keys, values);
            }
        } catch (PyException e) {
            failure = e;
            values = null;
        }
        boolean modified = list.items != PyList.NO_ITEMS || list.size != 0;
        if (values != null) {
            System.arraycopy(values, 0, saved, 0, n);
        }
        list.items = saved;
        list.size = n;
        if (failure != null) {
            throw failure;
        }
        if (modified) {
            throw Py.ValueError("list modified during sort");
        }
    }

    private static void reverseBoth(PyObject[] k, PyObject[] v) {
        reverse(k);
        if (v != k) {
            reverse(v);
        }
    }

    private static void reverse(PyObject[] a) {
        for (int i = 0, j = a.length - 1; i < j; i++, j--) {
            PyObject t = a[i];
            a[i] = a[j];
            a[j] = t;
        }
    }

    /** Like CPython's pre-sort check: homogeneous small ints, floats or strs compare without dispatch. */
    private static TimSort.Less chooseLess(PyObject[] keys) {
        if (keys.length == 0) {
            return Ops::lessThan;
        }
        Class<?> c = keys[0].getClass();
        boolean same = true;
        for (PyObject k : keys) {
            if (k.getClass() != c) {
                same = false;
                break;
            }
        }
        if (same && (c == PyInt.class || c == PyBool.class)) {
            for (PyObject k : keys) {
                if (((PyInt) k).big != null) {
                    return Ops::lessThan;
                }
            }
            return (a, b) -> ((PyInt) a).value < ((PyInt) b).value;
        }
        if (same && c == PyFloat.class) {
            return (a, b) -> ((PyFloat) a).value < ((PyFloat) b).value;
        }
        if (same && c == PyStr.class) {
            return (a, b) -> PyStr.compare((PyStr) a, (PyStr) b) < 0;
        }
        if (same && c == PyTuple.class) {
            return tupleLess(keys);
        }
        return Ops::lessThan;
    }

    /**
     * Tuples whose first items are all small ints or all strs (the usual {@code key=lambda kv: (-kv[1], kv[0])}):
     * the first items compare without dispatch, and the rest item by item as tuple comparison does.
     */
    private static TimSort.Less tupleLess(PyObject[] keys) {
        Class<?> first = null;
        for (PyObject k : keys) {
            PyObject[] items = ((PyTuple) k).items;
            if (items.length == 0) {
                return Ops::lessThan;
            }
            Class<?> c = items[0].getClass();
            if (first == null) {
                first = c;
            }
            if (c != first || (c == PyInt.class && ((PyInt) items[0]).big != null)) {
                return Ops::lessThan;
            }
        }
        if (first == PyInt.class) {
            return (a, b) -> {
                PyObject[] x = ((PyTuple) a).items;
                PyObject[] y = ((PyTuple) b).items;
                long p = ((PyInt) x[0]).value;
                long q = ((PyInt) y[0]).value;
                return p != q ? p < q : tailLess(x, y);
            };
        }
        if (first == PyStr.class) {
            return (a, b) -> {
                PyObject[] x = ((PyTuple) a).items;
                PyObject[] y = ((PyTuple) b).items;
                int c = PyStr.compare((PyStr) x[0], (PyStr) y[0]);
                return c != 0 ? c < 0 : tailLess(x, y);
            };
        }
        return Ops::lessThan;
    }

    /**
     * How many of a str key's first characters are packed into two longs, highest first, so that comparing two keys
     * reads the text only when those are all equal: sorting strs spends its time following pointers (str, string,
     * bytes) more than comparing. A sort packs all its keys one way: eight Latin-1 characters a long when
     * every key's first sixteen are Latin-1, else four UTF-16 units. A missing character packs as 0, which sorts
     * before any other, as the shorter string does; equal packs leave it to the strings.
     */
    private static final int PACKED_CHARS = 16;

    /** Whether every text's first {@link #PACKED_CHARS} characters are Latin-1 (then 8 bits each suffice). */
    private static boolean packNarrow(String[] texts) {
        for (String t : texts) {
            for (int i = 0, n = Math.min(t.length(), PACKED_CHARS); i < n; i++) {
                if (t.charAt(i) > 0xFF) {
                    return false;
                }
            }
        }
        return true;
    }

    /** The {@code half}-th (0 or 1) long of {@code s}'s packed first characters. */
    private static long pack(String s, int half, boolean narrow) {
        int count = narrow ? 8 : 4;
        int bits = narrow ? 8 : 16;
        long p = 0;
        for (int i = half * count, end = i + count; i < end; i++) {
            p = p << bits | (i < s.length() ? s.charAt(i) : 0);
        }
        return p;
    }

    /** Order of two strs without surrogates (String order is code point order then) by their packs, then text. */
    private static boolean textLess(long p1, long q1, long p2, long q2, String x, String y) {
        if (p1 != q1) {
            return Long.compareUnsigned(p1, q1) < 0;
        }
        if (p2 != q2) {
            return Long.compareUnsigned(p2, q2) < 0;
        }
        return x.compareTo(y) < 0;
    }

    /**
     * A (small int, str) tuple key flattened into one object. Sorting by such keys (the usual
     * {@code key=lambda kv: (-kv[1], kv[0])}) spends its time following pointers (tuple, items, int; str,
     * string, bytes) more than comparing; flat keys, made one after another, are compared with two reads.
     */
    private static final class IntStrKey extends PyObject {
        final long number;
        final long prefix;
        final long prefix2;
        final String text;

        IntStrKey(long number, String text, boolean narrow) {
            this.number = number;
            this.prefix = pack(text, 0, narrow);
            this.prefix2 = pack(text, 1, narrow);
            this.text = text;
        }

        @Override
        public PyType type() {
            return PyTuple.TYPE;
        }
    }

    /** Tuple order for two (small int, str without surrogates) pairs. */
    private static final TimSort.Less INT_STR_LESS = (a, b) -> {
        IntStrKey x = (IntStrKey) a;
        IntStrKey y = (IntStrKey) b;
        return x.number != y.number ? x.number < y.number
                : textLess(x.prefix, y.prefix, x.prefix2, y.prefix2, x.text, y.text);
    };

    /** The keys flattened when every one is an exact 2-tuple of a small int and a str without surrogates, else null. */
    private static PyObject[] intStrPairs(PyObject[] keys) {
        if (keys.length < 2 || keys[0].getClass() != PyTuple.class) {
            return null;
        }
        String[] texts = new String[keys.length];
        for (int i = 0; i < keys.length; i++) {
            if (keys[i].getClass() != PyTuple.class) {
                return null;
            }
            PyObject[] items = ((PyTuple) keys[i]).items;
            if (items.length != 2 || items[0].getClass() != PyInt.class || ((PyInt) items[0]).big != null
                    || items[1].getClass() != PyStr.class) {
                return null;
            }
            PyStr s = (PyStr) items[1];
            if (s.len() != s.value.length()) {
                return null;
            }
            texts[i] = s.value;
        }
        boolean narrow = packNarrow(texts);
        PyObject[] flat = new PyObject[keys.length];
        for (int i = 0; i < keys.length; i++) {
            flat[i] = new IntStrKey(((PyInt) ((PyTuple) keys[i]).items[0]).value, texts[i], narrow);
        }
        return flat;
    }

    /** A str key with its first characters packed (see {@link #PACKED_CHARS}). */
    private static final class StrKey extends PyObject {
        final long prefix;
        final long prefix2;
        final String text;

        StrKey(String text, boolean narrow) {
            this.prefix = pack(text, 0, narrow);
            this.prefix2 = pack(text, 1, narrow);
            this.text = text;
        }

        @Override
        public PyType type() {
            return PyStr.TYPE;
        }
    }

    private static final TimSort.Less STR_LESS = (a, b) -> {
        StrKey x = (StrKey) a;
        StrKey y = (StrKey) b;
        return textLess(x.prefix, y.prefix, x.prefix2, y.prefix2, x.text, y.text);
    };

    /** The keys as {@link StrKey}s when every one is an exact str without surrogates, else null. */
    private static PyObject[] strKeys(PyObject[] keys) {
        if (keys.length < STR_KEYS_FROM) {
            return null;
        }
        String[] texts = new String[keys.length];
        for (int i = 0; i < keys.length; i++) {
            if (keys[i].getClass() != PyStr.class) {
                return null;
            }
            PyStr s = (PyStr) keys[i];
            if (s.len() != s.value.length()) {
                return null;
            }
            texts[i] = s.value;
        }
        boolean narrow = packNarrow(texts);
        PyObject[] flat = new PyObject[keys.length];
        for (int i = 0; i < keys.length; i++) {
            flat[i] = new StrKey(texts[i], narrow);
        }
        return flat;
    }

    /** Tuple {@code <} for two tuples whose first items are equal. */
    private static boolean tailLess(PyObject[] x, PyObject[] y) {
        int n = Math.min(x.length, y.length);
        for (int i = 1; i < n; i++) {
            PyObject p = x[i];
            PyObject q = y[i];
            if (p == q) {
                continue;
            }
            Class<?> c = p.getClass();
            if (c == q.getClass()) {
                if (c == PyStr.class) {
                    int r = PyStr.compare((PyStr) p, (PyStr) q);
                    if (r != 0) {
                        return r < 0;
                    }
                    continue;
                }
                if (c == PyInt.class && ((PyInt) p).big == null && ((PyInt) q).big == null) {
                    long a = ((PyInt) p).value;
                    long b = ((PyInt) q).value;
                    if (a != b) {
                        return a < b;
                    }
                    continue;
                }
            }
            if (!Ops.eq(p, q)) {
                return Ops.lessThan(p, q);
            }
        }
        return x.length < y.length;
    }
}
