package io.frameweave.interpreter.runtime;

import java.math.BigInteger;

/**
 * The builtin {@code range}: an immutable arithmetic sequence of ints. Bounds of any size are allowed; when
 * the bounds and the length fit a Java long ({@link #small}) every operation uses long arithmetic, and
 * iteration is a {@link PyRangeIterator} whose public fields the VM may read directly.
 */
public final class PyRange extends PyObject {
    public static final PyType TYPE = PyType.newBuiltin("range", PyType.OBJECT);

    static {
        RangeMethods.defineAll(TYPE);
        TYPE.setCollectionFlags(PyType.SEQUENCE, true);
    }

    public final PyInt start;
    public final PyInt stop;
    public final PyInt step;
    /** Whether start, stop, step and the length all fit a long (then the long fields below are valid). */
    public final boolean small;
    public final long lstart;
    public final long lstep;
    public final long length;
    /** The length when it is not {@link #small}; made on first use otherwise. */
    private BigInteger bigLength;

    public PyRange(PyInt start, PyInt stop, PyInt step) {
        if (step.big == null && step.value == 0) {
            throw Py.ValueError("range() arg 3 must not be zero");
        }
        this.start = start;
        this.stop = stop;
        this.step = step;
        this.lstart = start.value;
        this.lstep = step.value;
        boolean longBounds = start.big == null && stop.big == null && step.big == null;
        long len = longBounds ? smallLength(start.value, stop.value, step.value) : -1;
        if (len >= 0) {
            this.small = true;
            this.length = len;
        } else {
            BigInteger big = computeLength(start.asBig(), stop.asBig(), step.asBig());
            this.bigLength = big;
            this.small = longBounds && big.bitLength() < 63;
            this.length = small ? big.longValue() : -1;
        }
    }

    /**
     * The length of a range of long bounds when it is below 2**62 (what {@link #small} asks of it), else -1;
     * computed without allocating, as every {@code for i in range(n)} makes a range. The distance between the
     * bounds and the step's magnitude are taken as unsigned 64-bit numbers, which they always fit.
     */
    private static long smallLength(long lo, long hi, long step) {
        long distance;
        long magnitude;
        if (step > 0) {
            if (lo >= hi) {
                return 0;
            }
            distance = hi - lo;
            magnitude = step;
        } else {
            if (lo <= hi) {
                return 0;
            }
            distance = lo - hi;
            magnitude = -step;
        }
        long len = Long.divideUnsigned(distance - 1, magnitude) + 1;
        return len > 0 && len < (1L << 62) ? len : -1;
    }

    /** {@code range(start, stop, step)} over longs. */
    public PyRange(long start, long stop, long step) {
        this(PyInt.of(start), PyInt.of(stop), PyInt.of(step));
    }

    private static BigInteger computeLength(BigInteger lo, BigInteger hi, BigInteger step) {
        if (step.signum() > 0) {
            if (lo.compareTo(hi) >= 0) {
                return BigInteger.ZERO;
            }
            return hi.subtract(lo).subtract(BigInteger.ONE).divide(step).add(BigInteger.ONE);
        }
        if (lo.compareTo(hi) <= 0) {
            return BigInteger.ZERO;
        }
        return lo.subtract(hi).subtract(BigInteger.ONE).divide(step.negate()).add(BigInteger.ONE);
    }

    @Override
    public PyType type() {
        return TYPE;
    }

    /** The length as a BigInteger (always valid). */
    public BigInteger lengthBig() {
        BigInteger b = bigLength;
        if (b == null) {
            b = BigInteger.valueOf(length);
            bigLength = b;
        }
        return b;
    }

    /** {@code len(r)}; OverflowError when it does not fit a Java int-sized length. */
    public int len() {
        if (!small || length > Integer.MAX_VALUE) {
            throw Py.OverflowError("Python int too large to convert to C ssize_t");
        }
        return (int) length;
    }

    public boolean isEmpty() {
        return small ? length == 0 : bigLength.signum() == 0;
    }

    /** The item at {@code i} (0 <= i < length). */
    private PyInt itemAt(BigInteger i) {
        return PyInt.of(start.asBig().add(step.asBig().multiply(i)));
    }

    /** {@code r[key]} for an int or a slice. */
    public PyObject getItem(PyObject key) {
        if (key instanceof PySlice s) {
            return getSlice(s);
        }
        if (!SequenceIndex.isIndex(key)) {
            throw Py.TypeError("range indices must be integers or slices, not " + Py.typeName(key));
        }
        PyInt ix = key instanceof PyInt p ? p : Ops.index(key);
        if (small && ix.big == null) {
            long i = ix.value;
            if (i < 0) {
                i += length;
            }
            if (i < 0 || i >= length) {
                throw Py.IndexError("range object index out of range");
            }
            return PyInt.of(lstart + i * lstep);
        }
        BigInteger i = ix.asBig();
        if (i.signum() < 0) {
            i = i.add(lengthBig());
        }
        if (i.signum() < 0 || i.compareTo(lengthBig()) >= 0) {
            throw Py.IndexError("range object index out of range");
        }
        return itemAt(i);
    }

    private PyRange getSlice(PySlice s) {
        BigInteger[] ix = sliceIndices(s, lengthBig());
        BigInteger st = step.asBig();
        return new PyRange(itemOrBound(ix[0], st), itemOrBound(ix[1], st), PyInt.of(st.multiply(ix[2])));
    }

    private PyInt itemOrBound(BigInteger i, BigInteger st) {
        return PyInt.of(start.asBig().add(st.multiply(i)));
    }

    /** CPython's {@code _PySlice_GetLongIndices}: (start, stop, step) of a slice over {@code length} items. */
    static BigInteger[] sliceIndices(PySlice s, BigInteger length) {
        BigInteger st = BigInteger.ONE;
        if (s.step != Py.None) {
            st = sliceBound(s.step);
            if (st.signum() == 0) {
                throw Py.ValueError("slice step cannot be zero");
            }
        }
        boolean neg = st.signum() < 0;
        BigInteger lower = neg ? BigInteger.ONE.negate() : BigInteger.ZERO;
        BigInteger upper = neg ? length.subtract(BigInteger.ONE) : length;
        BigInteger a = s.start == Py.None ? (neg ? upper : lower) : clamp(sliceBound(s.start), length, lower, upper);
        BigInteger b = s.stop == Py.None ? (neg ? lower : upper) : clamp(sliceBound(s.stop), length, lower, upper);
        return new BigInteger[] {a, b, st};
    }

    private static BigInteger sliceBound(PyObject o) {
        if (!(o instanceof PyInt) && o.type().lookup("__index__") == null) {
            throw Py.TypeError("slice indices must be integers or None or have an __index__ method");
        }
        return (o instanceof PyInt p ? p : Ops.index(o)).asBig();
    }

    private static BigInteger clamp(BigInteger v, BigInteger length, BigInteger lower, BigInteger upper) {
        if (v.signum() < 0) {
            v = v.add(length);
            return v.compareTo(lower) < 0 ? lower : v;
        }
        return v.compareTo(upper) > 0 ? upper : v;
    }

    /** The index of int value {@code v} in this range, or -1 (as BigInteger null) when absent. */
    private BigInteger indexOfInt(PyInt v) {
        if (small && v.big == null) {
            // the distance from the start and the step's magnitude as unsigned 64-bit numbers: bounds near
            // Long.MIN_VALUE or MAX_VALUE would overflow a signed end or difference
            long x = v.value;
            long d;
            long magnitude;
            if (lstep > 0) {
                if (x < lstart) {
                    return null;
                }
                d = x - lstart;
                magnitude = lstep;
            } else {
                if (x > lstart) {
                    return null;
                }
                d = lstart - x;
                magnitude = -lstep;
            }
            long i = Long.divideUnsigned(d, magnitude);
            return Long.remainderUnsigned(d, magnitude) == 0 && Long.compareUnsigned(i, length) < 0
                    ? BigInteger.valueOf(i) : null;
        }
        BigInteger x = v.asBig();
        BigInteger d = x.subtract(start.asBig());
        BigInteger[] qr = d.divideAndRemainder(step.asBig());
        if (qr[1].signum() != 0 || qr[0].signum() < 0 || qr[0].compareTo(lengthBig()) >= 0) {
            return null;
        }
        return qr[0];
    }

    /** {@code x in r}: O(1) for ints, a search by equality otherwise. */
    public boolean contains(PyObject x) {
        if (x.getClass() == PyInt.class || x.getClass() == PyBool.class) {
            return indexOfInt((PyInt) x) != null;
        }
        PyRangeIterator it = small ? iter() : null;
        if (it == null) {
            PyObject bit = new PyBigRangeIterator(start.asBig(), step.asBig(), lengthBig());
            for (PyObject y = ((PyIterator) bit).next(); y != null; y = ((PyIterator) bit).next()) {
                if (Ops.eq(y, x)) {
                    return true;
                }
            }
            return false;
        }
        for (PyObject y = it.next(); y != null; y = it.next()) {
            if (Ops.eq(y, x)) {
                return true;
            }
        }
        return false;
    }

    /** {@code r.index(x)}. */
    public PyInt index(PyObject x) {
        if (x.getClass() == PyInt.class || x.getClass() == PyBool.class) {
            BigInteger i = indexOfInt((PyInt) x);
            if (i == null) {
                throw Py.ValueError(Ops.repr(x) + " is not in range");
            }
            return PyInt.of(i);
        }
        long i = 0;
        PyIterator it = iterAny();
        for (PyObject y = it.next(); y != null; y = it.next(), i++) {
            if (Ops.eq(y, x)) {
                return PyInt.of(i);
            }
        }
        throw Py.ValueError("sequence.index(x): x not in sequence");
    }

    /** {@code r.count(x)}. */
    public PyInt count(PyObject x) {
        if (x.getClass() == PyInt.class || x.getClass() == PyBool.class) {
            return PyInt.of(indexOfInt((PyInt) x) != null ? 1 : 0);
        }
        long n = 0;
        PyIterator it = iterAny();
        for (PyObject y = it.next(); y != null; y = it.next()) {
            if (Ops.eq(y, x)) {
                n++;
            }
        }
        return PyInt.of(n);
    }

    /** Equality as sequences: same length, and same start (and step when longer than one). */
    public boolean equalTo(PyRange o) {
        if (this == o) {
            return true;
        }
        if (!lengthBig().equals(o.lengthBig())) {
            return false;
        }
        if (lengthBig().signum() == 0) {
            return true;
        }
        if (!start.asBig().equals(o.start.asBig())) {
            return false;
        }
        return lengthBig().equals(BigInteger.ONE) || step.asBig().equals(o.step.asBig());
    }

    /** CPython's range hash: the hash of (len, start, step) with start/step replaced by None when irrelevant. */
    public long hash() {
        PyObject len = PyInt.of(lengthBig());
        if (lengthBig().signum() == 0) {
            return PyTuple.of(len, Py.None, Py.None).hash();
        }
        if (lengthBig().equals(BigInteger.ONE)) {
            return PyTuple.of(len, start, Py.None).hash();
        }
        return PyTuple.of(len, start, step).hash();
    }

    /** A forward iterator; the long-based {@link PyRangeIterator} when {@link #small}. */
    public PyRangeIterator iter() {
        return new PyRangeIterator(lstart, lstep, length);
    }

    /** A forward iterator for any range. */
    public PyIterator iterAny() {
        return small ? iter() : new PyBigRangeIterator(start.asBig(), step.asBig(), lengthBig());
    }

    /** {@code reversed(r)}. */
    public PyIterator reversed() {
        if (small) {
            return new PyRangeIterator(lstart + (length - 1) * lstep, -lstep, length);
        }
        BigInteger st = step.asBig();
        BigInteger last = start.asBig().add(lengthBig().subtract(BigInteger.ONE).multiply(st));
        return new PyBigRangeIterator(last, st.negate(), lengthBig());
    }

    public String repr() {
        String s = "range(" + Ops.repr(start) + ", " + Ops.repr(stop);
        if (step.big != null || step.value != 1) {
            s += ", " + Ops.repr(step);
        }
        return s + ")";
    }
}
