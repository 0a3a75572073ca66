package io.frameweave.interpreter.runtime;

/**
 * The builtin {@code tuple}: an immutable sequence. {@link #items} is never mutated after construction, so
 * the VM may read it directly and share it.
 */
public class PyTuple extends PyObject {
    private static final PyObject[] NO_ITEMS = new PyObject[0];
    public static final PyTuple EMPTY = new PyTuple(NO_ITEMS);

    public static final PyType TYPE = PyType.newBuiltin("tuple", PyType.OBJECT);

    static {
        TYPE.defineAttr("__class_getitem__", PyGenericAlias.classGetItem());
        TupleMethods.defineAll(TYPE);
        TYPE.setCollectionFlags(PyType.SEQUENCE, true);
    }

    public final PyObject[] items;

    /** Wraps {@code items} without copying: the caller hands the array over and never changes it again. */
    protected PyTuple(PyObject[] items) {
        this.items = items;
    }

    /** A tuple of a copy of {@code items}. */
    public static PyTuple of(PyObject... items) {
        return items.length == 0 ? EMPTY : new PyTuple(items.clone());
    }

    /** A tuple that takes {@code items} over without copying (the caller must not change the array again). */
    public static PyTuple wrap(PyObject[] items) {
        return items.length == 0 ? EMPTY : new PyTuple(items);
    }

    @Override
    public PyType type() {
        return TYPE;
    }

    public int size() {
        return items.length;
    }

    public PyObject get(int i) {
        return items[i];
    }

    /**
     * CPython 3.8+'s tuple hash (an xxHash-like mix over the items' hashes), so {@code hash((1, 2))} has
     * CPython's value.
     */
    public long hash() {
        final long prime1 = -7046029288634856825L;  // 11400714785074694791
        final long prime2 = -4417276706812531889L;  // 14029467366897019727
        final long prime5 = 2870177450012600261L;
        long acc = prime5;
        for (PyObject item : items) {
            long lane = Ops.hash(item);
            acc += lane * prime2;
            acc = Long.rotateLeft(acc, 31);
            acc *= prime1;
        }
        acc += items.length ^ (prime5 ^ 3527539L);
        return acc == -1 ? 1546275796L : acc;
    }

    /** {@code t[key]} for an int or a slice. */
    public PyObject getItem(PyObject key) {
        if (key instanceof PyInt i && i.big == null) {
            return get(i.value);
        }
        if (key instanceof PySlice s) {
            return getSlice(s);
        }
        if (SequenceIndex.isIndex(key)) {
            return get(SequenceIndex.value(key));
        }
        throw Py.TypeError("tuple indices must be integers or slices, not " + Py.typeName(key));
    }

    /** {@code t[i]} with Python's negative indexes; IndexError "tuple index out of range". */
    public PyObject get(long i) {
        int n = items.length;
        if (i < 0) {
            i += n;
        }
        if (i < 0 || i >= n) {
            throw Py.IndexError("tuple index out of range");
        }
        return items[(int) i];
    }

    public PyTuple getSlice(PySlice s) {
        PySlice.Bounds b = s.adjust(items.length);
        if (b.step == 1 && b.length == items.length && getClass() == PyTuple.class) {
            return this;
        }
        PyObject[] out = new PyObject[b.length];
        for (int k = 0, j = b.start; k < b.length; k++, j += b.step) {
            out[k] = items[j];
        }
        return wrap(out);
    }

    public boolean contains(PyObject x) {
        for (PyObject y : items) {
            if (y == x || Ops.eq(y, x)) {
                return true;
            }
        }
        return false;
    }

    /** {@code t + other}; TypeError unless other is a tuple. */
    public PyTuple add(PyObject other) {
        if (!(other instanceof PyTuple o)) {
            throw Py.TypeError("can only concatenate tuple (not \"" + Py.typeName(other) + "\") to tuple");
        }
        if (o.items.length == 0 && getClass() == PyTuple.class) {
            return this;
        }
        if (items.length == 0 && o.getClass() == PyTuple.class) {
            return o;
        }
        PyObject[] out = new PyObject[items.length + o.items.length];
        System.arraycopy(items, 0, out, 0, items.length);
        System.arraycopy(o.items, 0, out, items.length, o.items.length);
        return wrap(out);
    }

    /** {@code t * n}. */
    public PyTuple repeat(long n) {
        int size = items.length;
        if (n == 1 && getClass() == PyTuple.class) {
            return this;
        }
        if (n <= 0 || size == 0) {
            return EMPTY;
        }
        if (n > (Integer.MAX_VALUE - 8) / size) {
            throw Py.MemoryError();
        }
        int total = (int) (size * n);
        PyObject[] out = new PyObject[total];
        for (int k = 0; k < total; k += size) {
            System.arraycopy(items, 0, out, k, size);
        }
        return wrap(out);
    }

    /** Rich comparison with another tuple; NotImplemented for other types. */
    public PyObject richCompare(PyObject other, int op) {
        if (!(other instanceof PyTuple o)) {
            return Py.NotImplemented;
        }
        return SequenceCompare.compare(items, items.length, o.items, o.items.length, op);
    }

    public PyTupleIterator iter() {
        return new PyTupleIterator(items);
    }

    /** {@code repr(t)}: {@code (1,)} for one item, with a guard for recursive contents. */
    public String repr() {
        if (items.length == 0) {
            return "()";
        }
        if (!ReprGuard.enter(this)) {
            return "(...)";
        }
        try {
            StringBuilder sb = new StringBuilder("(");
            for (int i = 0; i < items.length; i++) {
                if (i > 0) {
                    sb.append(", ");
                }
                sb.append(Ops.repr(items[i]));
            }
            if (items.length == 1) {
                sb.append(',');
            }
            return sb.append(')').toString();
        } finally {
            ReprGuard.exit(this);
        }
    }
}
