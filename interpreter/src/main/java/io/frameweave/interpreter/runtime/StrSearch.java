package io.frameweave.interpreter.runtime;

/**
 * Searching a str: find/rfind/index/rindex/count/startswith/endswith/replace, with Python's start/end bound
 * rules. Bounds and results are code point indexes; the search itself runs on the UTF-16 text, which is
 * exact for well-formed strings.
 */
final class StrSearch {
    private StrSearch() {}

    /**
     * Code point bounds [start, end) of a search, resolved against the length, packed as {@code start << 32 | end}
     * (read with {@link #start} and {@link #end}: no array per search); {@link #NO_SPAN} when start > len.
     */
    static long bounds(PyStr s, PyObject startArg, PyObject endArg) {
        int len = s.len();
        if (startArg == null && endArg == null) {
            return len;
        }
        long start = SequenceIndex.clampStart(SequenceIndex.bound(startArg, 0), len);
        long end = SequenceIndex.clampEnd(SequenceIndex.bound(endArg, len), len);
        if (start > len) {
            return NO_SPAN;
        }
        return start << 32 | (end & 0xFFFFFFFFL);
    }

    /** What {@link #bounds} returns when the start lies past the end of the string. */
    static final long NO_SPAN = -1;

    private static int start(long bounds) {
        return (int) (bounds >> 32);
    }

    private static int end(long bounds) {
        return (int) bounds;
    }

    private static int toCodePointIndex(PyStr s, int charIndex) {
        return s.isBmp() ? charIndex : s.value.codePointCount(0, charIndex);
    }

    /** {@code s.find(sub, start, end)}: a code point index or -1. */
    static int find(PyStr s, String sub, PyObject startArg, PyObject endArg) {
        long b = bounds(s, startArg, endArg);
        if (b == NO_SPAN || end(b) - start(b) < 0) {
            return -1;
        }
        int a = s.offset(start(b));
        int e = s.offset(end(b));
        if (sub.length() > e - a) {
            return -1;
        }
        String v = s.value;
        int m = sub.length();
        int i = v.indexOf(sub, a);
        while (i >= 0 && m > 0 && splitsMatch(v, i, m)) {
            i = v.indexOf(sub, i + 1);
        }
        if (i < 0 || i + m > e) {
            return -1;
        }
        return toCodePointIndex(s, i);
    }

    /** {@code s.rfind(sub, start, end)}. */
    static int rfind(PyStr s, String sub, PyObject startArg, PyObject endArg) {
        long b = bounds(s, startArg, endArg);
        if (b == NO_SPAN || end(b) - start(b) < 0) {
            return -1;
        }
        int a = s.offset(start(b));
        int e = s.offset(end(b));
        if (sub.length() > e - a) {
            return -1;
        }
        String v = s.value;
        int m = sub.length();
        int i = v.lastIndexOf(sub, e - m);
        while (i >= a && m > 0 && splitsMatch(v, i, m)) {
            i = v.lastIndexOf(sub, i - 1);
        }
        if (i < a) {
            return -1;
        }
        return toCodePointIndex(s, i);
    }

    /** {@code s.count(sub, start, end)}: non-overlapping occurrences. */
    static int count(PyStr s, String sub, PyObject startArg, PyObject endArg) {
        long b = bounds(s, startArg, endArg);
        if (b == NO_SPAN) {
            return 0;
        }
        if (end(b) < start(b)) {
            return 0;
        }
        if (sub.isEmpty()) {
            return end(b) - start(b) + 1;
        }
        int a = s.offset(start(b));
        int e = s.offset(end(b));
        int n = 0;
        String v = s.value;
        int m = sub.length();
        int i = v.indexOf(sub, a);
        while (i >= 0 && i + m <= e) {
            if (splitsMatch(v, i, m)) {
                i = v.indexOf(sub, i + 1);
                continue;
            }
            n++;
            i = v.indexOf(sub, i + m);
        }
        return n;
    }

    /** Whether {@code s[start:end]} starts (or ends) with {@code fix}; CPython's tailmatch. */
    static boolean tailMatch(PyStr s, String fix, PyObject startArg, PyObject endArg, boolean atEnd) {
        String v = s.value;
        int a = 0;
        int e = v.length();
        if (startArg != null || endArg != null) {
            long b = bounds(s, startArg, endArg);
            if (b == NO_SPAN || end(b) < start(b)) {
                return false;
            }
            a = s.offset(start(b));
            e = s.offset(end(b));
        }
        int m = fix.length();
        if (e - a < m) {
            return false;
        }
        int at = atEnd ? e - m : a;
        return v.startsWith(fix, at) && (m == 0 || !splitsMatch(v, at, m));
    }

    /**
     * Whether a match of {@code m > 0} UTF-16 units at {@code at} begins or ends inside a surrogate pair of {@code s}:
     * in code points it is no match (a lone surrogate is not half of a character).
     */
    private static boolean splitsMatch(String s, int at, int m) {
        return splitsPair(s, at) || splitsPair(s, at + m);
    }

    /** Whether char offset {@code i} of {@code s} lies inside a surrogate pair (one code point). */
    private static boolean splitsPair(String s, int i) {
        return i > 0 && i < s.length() && Character.isLowSurrogate(s.charAt(i)) && Character.isHighSurrogate(s.charAt(i - 1));
    }

    /** {@code startswith}/{@code endswith} with a str or a tuple of strs. */
    static boolean startsOrEndsWith(PyStr s, PyObject fix, PyObject start, PyObject end, boolean atEnd) {
        String name = atEnd ? "endswith" : "startswith";
        if (fix instanceof PyTuple t) {
            for (PyObject o : t.items) {
                if (!(o instanceof PyStr f)) {
                    throw Py.TypeError("tuple for " + name + " must only contain str, not " + Py.typeName(o));
                }
                if (tailMatch(s, f.value, start, end, atEnd)) {
                    return true;
                }
            }
            return false;
        }
        if (!(fix instanceof PyStr f)) {
            throw Py.TypeError(name + " first arg must be str or a tuple of str, not " + Py.typeName(fix));
        }
        return tailMatch(s, f.value, start, end, atEnd);
    }

    /** {@code s.replace(old, new, count)}; count < 0 means all. */
    static String replace(String s, String old, String rep, long count) {
        if (count == 0 || s.isEmpty() && !old.isEmpty()) {
            return s;
        }
        if (count < 0) {
            count = Long.MAX_VALUE;
        }
        StringBuilder sb = new StringBuilder(s.length() + 16);
        if (old.isEmpty()) {
            int i = 0;
            long done = 0;
            while (i < s.length() && done < count) {
                sb.append(rep);
                done++;
                int cp = s.codePointAt(i);
                sb.appendCodePoint(cp);
                i += Character.charCount(cp);
            }
            if (i >= s.length() && done < count) {
                sb.append(rep);
            } else {
                sb.append(s, i, s.length());
            }
            return sb.toString();
        }
        int i = 0;
        long done = 0;
        int j;
        while (done < count && (j = s.indexOf(old, i)) >= 0) {
            sb.append(s, i, j).append(rep);
            i = j + old.length();
            done++;
        }
        if (done == 0) {
            return s;
        }
        return sb.append(s, i, s.length()).toString();
    }
}
