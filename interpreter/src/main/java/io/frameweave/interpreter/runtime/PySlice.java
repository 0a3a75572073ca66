package io.frameweave.interpreter.runtime;

/**
 * The builtin {@code slice}: {@code start:stop:step}, each an object or None. {@link #adjust} resolves it
 * against a sequence length exactly as CPython's {@code PySlice_Unpack} plus {@code PySlice_AdjustIndices}.
 */
public final class PySlice extends PyObject {
    public static final PyType TYPE = PyType.newBuiltin("slice", PyType.OBJECT);

    static {
        SliceMethods.defineAll(TYPE);
    }

    public final PyObject start;
    public final PyObject stop;
    public final PyObject step;

    /** A slice; null parts mean None. */
    public PySlice(PyObject start, PyObject stop, PyObject step) {
        this.start = start == null ? Py.None : start;
        this.stop = stop == null ? Py.None : stop;
        this.step = step == null ? Py.None : step;
    }

    @Override
    public PyType type() {
        return TYPE;
    }

    /** The resolved indices of a slice over a sequence: iterate {@code length} times from start by step. */
    public static final class Bounds {
        public final int start;
        public final int stop;
        public final int step;
        public final int length;

        Bounds(int start, int stop, int step, int length) {
            this.start = start;
            this.stop = stop;
            this.step = step;
            this.length = length;
        }
    }

    /** Resolves this slice against a sequence of {@code len} items (clamping, negative indexes, negative steps). */
    public Bounds adjust(int len) {
        long st = 1;
        if (step != Py.None) {
            st = sliceIndex(step);
            if (st == 0) {
                throw Py.ValueError("slice step cannot be zero");
            }
            if (st < -Long.MAX_VALUE) {
                st = -Long.MAX_VALUE;
            }
        }
        long lo = start == Py.None ? (st < 0 ? Long.MAX_VALUE : 0) : sliceIndex(start);
        long hi = stop == Py.None ? (st < 0 ? Long.MIN_VALUE : Long.MAX_VALUE) : sliceIndex(stop);
        if (lo < 0) {
            lo += len;
            if (lo < 0) {
                lo = st < 0 ? -1 : 0;
            }
        } else if (lo >= len) {
            lo = st < 0 ? len - 1 : len;
        }
        if (hi < 0) {
            hi += len;
            if (hi < 0) {
                hi = st < 0 ? -1 : 0;
            }
        } else if (hi >= len) {
            hi = st < 0 ? len - 1 : len;
        }
        long n = 0;
        if (st < 0) {
            if (hi < lo) {
                n = (lo - hi - 1) / (-st) + 1;
            }
        } else if (lo < hi) {
            n = (hi - lo - 1) / st + 1;
        }
        int stepInt = (int) Math.max(Math.min(st, Integer.MAX_VALUE), -Integer.MAX_VALUE);
        return new Bounds((int) lo, (int) hi, stepInt, (int) n);
    }

    /** A slice bound as CPython's {@code _PyEval_SliceIndex}: an index, clamped to the long range. */
    static long sliceIndex(PyObject o) {
        if (o instanceof PyInt i) {
            return i.big == null ? i.value : (i.big.signum() < 0 ? Long.MIN_VALUE : Long.MAX_VALUE);
        }
        if (o.type().lookup("__index__") == null) {
            throw Py.TypeError("slice indices must be integers or None or have an __index__ method");
        }
        return sliceIndex(Ops.index(o));
    }

    /** {@code slice.indices(length)}: the (start, stop, step) triple CPython returns, exact for any size. */
    public PyTuple indices(long length) {
        if (length < 0) {
            throw Py.ValueError("length should not be negative");
        }
        java.math.BigInteger[] r = PyRange.sliceIndices(this, java.math.BigInteger.valueOf(length));
        return PyTuple.of(PyInt.of(r[0]), PyInt.of(r[1]), PyInt.of(r[2]));
    }

    public String repr() {
        return "slice(" + Ops.repr(start) + ", " + Ops.repr(stop) + ", " + Ops.repr(step) + ")";
    }
}
