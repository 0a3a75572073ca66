package io.frameweave.interpreter.runtime;

import io.frameweave.interpreter.unicode.Ucd;

/** Splitting, joining and stripping strs: split/rsplit (whitespace and separator forms), splitlines, partition, join, strip. */
final class StrSplit {
    private StrSplit() {}

    /** Python's {@code str.isspace} for one code point (Unicode White_Space as CPython defines it). */
    static boolean isSpace(int c) {
        if (c < 128) {
            return c == ' ' || (c >= 9 && c <= 13) || (c >= 0x1c && c <= 0x1f);
        }
        return Ucd.isSpace(c);
    }

    /** The most items a split's list is made with room for, as CPython (which then grows it as any list). */
    private static final int PREALLOCATED = 12;

    /** The list a split fills: room for {@code maxsplit + 1} items, at most {@link #PREALLOCATED}. */
    private static PyList splitList(long maxsplit) {
        return new PyList(new PyObject[(int) Math.min(maxsplit + 1, PREALLOCATED)], 0);
    }

    /** {@code s.split(sep, maxsplit)}; sep null splits on runs of whitespace. */
    static PyList split(String s, String sep, long maxsplit) {
        if (maxsplit < 0) {
            maxsplit = Long.MAX_VALUE;
        }
        PyList out = splitList(maxsplit);
        int n = s.length();
        if (sep == null) {
            int i = 0;
            while (true) {
                while (i < n && isSpace(s.charAt(i))) {
                    i++;
                }
                if (i >= n) {
                    break;
                }
                if (maxsplit == 0) {
                    out.append(PyStr.of(s.substring(i, n)));
                    break;
                }
                int j = i;
                while (j < n && !isSpace(s.charAt(j))) {
                    j++;
                }
                out.append(PyStr.of(s.substring(i, j)));
                maxsplit--;
                i = j;
            }
            return out;
        }
        if (sep.isEmpty()) {
            throw Py.ValueError("empty separator");
        }
        int i = 0;
        int j;
        while (maxsplit > 0 && (j = s.indexOf(sep, i)) >= 0) {
            out.append(PyStr.of(s.substring(i, j)));
            i = j + sep.length();
            maxsplit--;
        }
        out.append(PyStr.of(s.substring(i)));
        return out;
    }

    /** {@code s.rsplit(sep, maxsplit)}. */
    static PyList rsplit(String s, String sep, long maxsplit) {
        if (maxsplit < 0) {
            maxsplit = Long.MAX_VALUE;
        }
        PyList out = splitList(maxsplit);
        if (sep == null) {
            int i = s.length();
            while (true) {
                while (i > 0 && isSpace(s.charAt(i - 1))) {
                    i--;
                }
                if (i <= 0) {
                    break;
                }
                if (maxsplit == 0) {
                    out.append(PyStr.of(s.substring(0, i)));
                    break;
                }
                int j = i;
                while (j > 0 && !isSpace(s.charAt(j - 1))) {
                    j--;
                }
                out.append(PyStr.of(s.substring(j, i)));
                maxsplit--;
                i = j;
            }
            out.reverse();
            return out;
        }
        if (sep.isEmpty()) {
            throw Py.ValueError("empty separator");
        }
        int end = s.length();
        int j;
        while (maxsplit > 0 && end - sep.length() >= 0 && (j = s.lastIndexOf(sep, end - sep.length())) >= 0) {
            out.append(PyStr.of(s.substring(j + sep.length(), end)));
            end = j;
            maxsplit--;
        }
        out.append(PyStr.of(s.substring(0, end)));
        out.reverse();
        return out;
    }

    private static boolean isLineBreak(char c) {
        if (c < 128) {
            return c == '\n' || c == '\r' || c == 0x0b || c == 0x0c || (c >= 0x1c && c <= 0x1e);
        }
        return Ucd.isLinebreak(c);
    }

    /** {@code s.splitlines(keepends)}. */
    static PyList splitLines(String s, boolean keepEnds) {
        PyList out = new PyList();
        int n = s.length();
        int i = 0;
        while (i < n) {
            int j = i;
            while (j < n && !isLineBreak(s.charAt(j))) {
                j++;
            }
            int eol = j;
            if (j < n) {
                if (s.charAt(j) == '\r' && j + 1 < n && s.charAt(j + 1) == '\n') {
                    j += 2;
                } else {
                    j++;
                }
                if (keepEnds) {
                    eol = j;
                }
            }
            out.append(PyStr.of(s.substring(i, eol)));
            i = j;
        }
        return out;
    }

    /** {@code s.partition(sep)} or {@code s.rpartition(sep)}. */
    static PyTuple partition(PyStr s, String sep, boolean fromRight) {
        if (sep.isEmpty()) {
            throw Py.ValueError("empty separator");
        }
        String v = s.value;
        int i = fromRight ? v.lastIndexOf(sep) : v.indexOf(sep);
        if (i < 0) {
            return fromRight ? PyTuple.of(PyStr.EMPTY, PyStr.EMPTY, s) : PyTuple.of(s, PyStr.EMPTY, PyStr.EMPTY);
        }
        return PyTuple.of(PyStr.of(v.substring(0, i)), PyStr.of(sep), PyStr.of(v.substring(i + sep.length())));
    }

    /** {@code sep.join(iterable)}: every item must be a str. */
    static String join(String sep, PyObject iterable) {
        PyObject[] items;
        int n;
        if (iterable.getClass() == PyList.class) {
            // read in place, as CPython does: nothing below runs guest code that could change the list
            PyList l = (PyList) iterable;
            items = l.items;
            n = l.size;
        } else if (iterable.getClass() == PyTuple.class) {
            items = ((PyTuple) iterable).items;
            n = items.length;
        } else {
            PyObject it;
            try {
                it = Ops.iter(iterable);
            } catch (PyException e) {
                // CPython's PySequence_Fast words any TypeError of getting the iterator so
                if (e.matches(ExceptionTypes.TypeError)) {
                    throw Py.TypeError("can only join an iterable");
                }
                throw e;
            }
            items = Iterables.drain(iterable, it);
            n = items.length;
        }
        if (n == 1 && items[0].getClass() == PyStr.class) {
            return ((PyStr) items[0]).value;
        }
        // the parts and their total length first, so the result is made in one allocation of its exact size
        String[] parts = new String[n];
        long length = (long) sep.length() * Math.max(n - 1, 0);
        for (int i = 0; i < n; i++) {
            if (!(items[i] instanceof PyStr p)) {
                throw Py.TypeError("sequence item " + i + ": expected str instance, " + Py.typeName(items[i]) + " found");
            }
            parts[i] = p.value;
            length += p.value.length();
        }
        PyStr.checkSize(length);
        return String.join(sep, parts);
    }

    /** strip/lstrip/rstrip: {@code chars} null strips whitespace. */
    static String strip(String s, String chars, boolean left, boolean right) {
        int a = 0;
        int b = s.length();
        if (chars == null) {
            while (left && a < b && isSpace(s.charAt(a))) {
                a++;
            }
            while (right && b > a && isSpace(s.charAt(b - 1))) {
                b--;
            }
        } else {
            while (left && a < b) {
                int cp = s.codePointAt(a);
                if (chars.indexOf(cp) < 0) {
                    break;
                }
                a += Character.charCount(cp);
            }
            while (right && b > a) {
                int cp = s.codePointBefore(b);
                if (chars.indexOf(cp) < 0) {
                    break;
                }
                b -= Character.charCount(cp);
            }
        }
        return a == 0 && b == s.length() ? s : s.substring(a, b);
    }
}
