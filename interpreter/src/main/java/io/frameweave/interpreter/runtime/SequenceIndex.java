package io.frameweave.interpreter.runtime;

/** Converting subscripts of builtin sequences: ints, objects with {@code __index__}, and their overflow rule. */
final class SequenceIndex {
    private SequenceIndex() {}

    /** Whether {@code key} can index a sequence (an int or an object with {@code __index__}). */
    static boolean isIndex(PyObject key) {
        return key instanceof PyInt || key.type().lookup("__index__") != null;
    }

    /** The index value; IndexError "cannot fit 'int' into an index-sized integer" when beyond a Java long. */
    static long value(PyObject key) {
        PyInt i = key instanceof PyInt p ? p : Ops.index(key);
        if (i.big != null) {
            throw Py.IndexError("cannot fit 'int' into an index-sized integer");
        }
        return i.value;
    }

    /** An index argument of a method (insert, pop, list.index bounds): clamps like CPython's ssize_t conversion. */
    static long argument(PyObject o) {
        PyInt i = o instanceof PyInt p ? p : Ops.index(o);
        if (i.big != null) {
            throw Py.OverflowError("Python int too large to convert to C ssize_t");
        }
        return i.value;
    }

    /** A start/end bound of index/count/find: None allowed, clamped to the long range. */
    static long bound(PyObject o, long dflt) {
        if (o == null || o == Py.None) {
            return dflt;
        }
        return PySlice.sliceIndex(o);
    }

    /** CPython's adjustment of start/end bounds against a length (as in str.find and list.index). */
    static long clampStart(long start, int len) {
        if (start < 0) {
            start += len;
            if (start < 0) {
                start = 0;
            }
        }
        return start;
    }

    static long clampEnd(long end, int len) {
        if (end > len) {
            return len;
        }
        if (end < 0) {
            end += len;
            if (end < 0) {
                end = 0;
            }
        }
        return end;
    }
}
