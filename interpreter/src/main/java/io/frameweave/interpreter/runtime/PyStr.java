package io.frameweave.interpreter.runtime;

/**
 * The builtin {@code str}: an immutable sequence of Unicode code points held in a Java {@link String}.
 * Lengths, indexes and slices count code points; a string without surrogate pairs (nearly all of them) takes
 * the fast path where a code point is a {@code char}.
 *
 * <p>Hashes are not CPython's (CPython randomises str hashes per process, so no program can depend on them);
 * they derive from {@link String#hashCode()}, which Java caches in the string, so {@link PyDict#getStr} can hash
 * a Java string without allocating.
 */
public class PyStr extends PyObject implements Comparable<PyStr> {
    // The caches come first: creating TYPE makes strs before the rest of this class is initialised.
    private static final PyStr[] LATIN1 = latin1();
    public static final PyStr EMPTY = new PyStr("");

    public static final PyType TYPE = PyType.newBuiltin("str", PyType.OBJECT);

    static {
        StrMethods.defineAll(TYPE);
    }

    private static PyStr[] latin1() {
        PyStr[] a = new PyStr[256];
        for (int c = 0; c < 256; c++) {
            a[c] = new PyStr(String.valueOf((char) c).intern());
        }
        return a;
    }

    public final String value;
    /** Code points, or -1 until first needed. */
    private int codePoints = -1;

    protected PyStr(String value) {
        this.value = value;
    }

    /** The str for {@code s}; single Latin-1 characters and the empty string are shared. */
    public static PyStr of(String s) {
        int n = s.length();
        if (n == 0) {
            return EMPTY;
        }
        if (n == 1) {
            char c = s.charAt(0);
            if (c < 256) {
                return LATIN1[c];
            }
        }
        return new PyStr(s);
    }

    /** The one-code-point str for {@code cp}. */
    public static PyStr ofCodePoint(int cp) {
        if (cp < 256) {
            return LATIN1[cp];
        }
        return new PyStr(new String(Character.toChars(cp)));
    }

    @Override
    public PyType type() {
        return TYPE;
    }

    /** The hash of a str whose value is {@code s}: never -1, equal strings hash equal. */
    public static long hashOf(String s) {
        long h = s.hashCode() * 0x9E3779B97F4A7C15L;
        h ^= h >>> 31;
        return h == -1 ? -2 : h;
    }

    public long hash() {
        return hashOf(value);
    }

    // ---- code points ----

    /** {@code len(s)}: the number of code points. */
    public int len() {
        int n = codePoints;
        if (n < 0) {
            n = value.codePointCount(0, value.length());
            codePoints = n;
        }
        return n;
    }

    /** Whether every code point is one char (no surrogate pairs), so char indexes are code point indexes. */
    public boolean isBmp() {
        return len() == value.length();
    }

    /** The char offset of code point {@code i} (0 <= i <= len). */
    public int offset(int i) {
        return isBmp() ? i : value.offsetByCodePoints(0, i);
    }

    /** The code point at code point index {@code i}, which must be in range. */
    public int codePointAt(int i) {
        return isBmp() ? value.charAt(i) : value.codePointAt(value.offsetByCodePoints(0, i));
    }

    /** {@code s[i]} with Python's negative indexes; IndexError "string index out of range". */
    public PyStr getItem(long i) {
        int n = len();
        if (i < 0) {
            i += n;
        }
        if (i < 0 || i >= n) {
            throw Py.IndexError("string index out of range");
        }
        return ofCodePoint(codePointAt((int) i));
    }

    /** {@code s[key]} for an int or a slice. */
    public PyStr getItem(PyObject key) {
        if (key instanceof PyInt i && i.big == null) {
            return getItem(i.value);
        }
        if (key instanceof PySlice sl) {
            return getSlice(sl);
        }
        if (SequenceIndex.isIndex(key)) {
            return getItem(SequenceIndex.value(key));
        }
        throw Py.TypeError("string indices must be integers, not '" + Py.typeName(key) + "'");
    }

    public PyStr getSlice(PySlice sl) {
        PySlice.Bounds b = sl.adjust(len());
        if (b.length <= 0) {
            return EMPTY;
        }
        if (b.step == 1) {
            if (b.length == len() && getClass() == PyStr.class) {
                return this;
            }
            return of(substring(b.start, b.start + b.length));
        }
        if (isBmp()) {
            char[] out = new char[b.length];
            for (int k = 0, j = b.start; k < b.length; k++, j += b.step) {
                out[k] = value.charAt(j);
            }
            return of(new String(out));
        }
        int[] cps = toCodePoints();
        StringBuilder sb = new StringBuilder(b.length);
        for (int k = 0, j = b.start; k < b.length; k++, j += b.step) {
            sb.appendCodePoint(cps[j]);
        }
        return of(sb.toString());
    }

    /** {@code s + other}; TypeError 'can only concatenate str (not "int") to str'. */
    public PyStr concat(PyObject other) {
        if (!(other instanceof PyStr o)) {
            throw Py.TypeError("can only concatenate str (not \"" + Py.typeName(other) + "\") to str");
        }
        if (o.value.isEmpty() && getClass() == PyStr.class) {
            return this;
        }
        if (value.isEmpty() && o.getClass() == PyStr.class) {
            return o;
        }
        return new PyStr(value.concat(o.value));
    }

    /** {@code s * n}. */
    public PyStr repeat(long n) {
        if (n <= 0 || value.isEmpty()) {
            return EMPTY;
        }
        if (n == 1 && getClass() == PyStr.class) {
            return this;
        }
        if (n > Long.MAX_VALUE / value.length()) {
            throw Py.OverflowError("repeated string is too long");
        }
        checkSize(value.length() * n);
        return of(value.repeat((int) n));
    }

    /** The most UTF-16 units a Java string (so a str) can hold on common JVMs. */
    static final int MAX_JAVA_LENGTH = Integer.MAX_VALUE - 8;

    /**
     * Raises MemoryError, as CPython does when it cannot allocate, for a str of {@code javaChars} UTF-16 units
     * that the JVM cannot make (CPython would try, and on a big enough machine succeed).
     */
    public static void checkSize(long javaChars) {
        if (javaChars < 0 || javaChars > MAX_JAVA_LENGTH) {
            throw Py.MemoryError();
        }
    }

    /** {@code item in s}; TypeError "'in <string>' requires string as left operand, not int". */
    public boolean contains(PyObject item) {
        if (!(item instanceof PyStr o)) {
            throw Py.TypeError("'in <string>' requires string as left operand, not " + Py.typeName(item));
        }
        return value.contains(o.value);
    }

    /** Rich comparison with another str; NotImplemented for other types. op as {@link Ops#compare}. */
    public PyObject richCompare(PyObject other, int op) {
        if (!(other instanceof PyStr o)) {
            return Py.NotImplemented;
        }
        if (op == 2) {
            return Py.newBool(value.equals(o.value));
        }
        if (op == 3) {
            return Py.newBool(!value.equals(o.value));
        }
        return Py.newBool(SequenceCompare.compareInts(compare(value, o.value), 0, op));
    }

    public PyStrIterator iter() {
        return new PyStrIterator(this);
    }

    /** {@code s % args}: printf-style formatting. */
    public PyStr mod(PyObject args) {
        return of(PercentFormat.format(value, args));
    }

    /** The code points from {@code start} (inclusive) to {@code stop} (exclusive), both in range. */
    public String substring(int start, int stop) {
        if (isBmp()) {
            return value.substring(start, stop);
        }
        int a = value.offsetByCodePoints(0, start);
        int b = value.offsetByCodePoints(a, stop - start);
        return value.substring(a, b);
    }

    /** The code points as an array (for strings with surrogate pairs). */
    public int[] toCodePoints() {
        return value.codePoints().toArray();
    }

    // ---- Java object protocol ----

    @Override
    public boolean equals(Object o) {
        return o instanceof PyStr s && s.value.equals(value);
    }

    @Override
    public int hashCode() {
        return value.hashCode();
    }

    /** Orders by code point, as Python compares strings (not by UTF-16 unit as {@link String#compareTo}). */
    @Override
    public int compareTo(PyStr o) {
        return compare(value, o.value);
    }

    /** Code point order of two strs: for strs without surrogates that is {@link String#compareTo}'s order. */
    public static int compare(PyStr a, PyStr b) {
        if (a.len() == a.value.length() && b.len() == b.value.length()) {
            return a.value.compareTo(b.value);
        }
        return compare(a.value, b.value);
    }

    /** Code point order of two Java strings. */
    public static int compare(String a, String b) {
        int n = Math.min(a.length(), b.length());
        for (int i = 0; i < n; i++) {
            char x = a.charAt(i);
            char y = b.charAt(i);
            if (x != y) {
                if (Character.isSurrogate(x) || Character.isSurrogate(y)) {
                    return Integer.compare(a.codePointAt(i), b.codePointAt(i));
                }
                return x - y;
            }
        }
        return a.length() - b.length();
    }

    @Override
    public String toString() {
        return value;
    }

    /** {@code repr(s)} exactly as CPython writes it. */
    public String repr() {
        return StrRepr.repr(value, false);
    }
}
