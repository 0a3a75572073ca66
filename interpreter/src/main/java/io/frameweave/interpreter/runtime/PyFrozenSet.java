package io.frameweave.interpreter.runtime;

/** The builtin {@code frozenset}: an immutable, hashable {@link PyAnySet} with CPython's hash. */
public class PyFrozenSet extends PyAnySet {
    public static final PyType TYPE = PyType.newBuiltin("frozenset", PyType.OBJECT);

    static {
        TYPE.defineAttr("__class_getitem__", PyGenericAlias.classGetItem());
        SetMethods.defineFrozenSet(TYPE);
    }

    /** The cached hash, or -1 until computed. */
    private long hash = -1;
    /** The items {@link #fromConstants} built this set from, in their order; null for any other frozenset. */
    private PyObject[] constantItems;

    public PyFrozenSet() {}

    /** A frozenset of the elements of {@code iterable}. */
    public static PyFrozenSet of(PyObject iterable) {
        PyFrozenSet s = new PyFrozenSet();
        s.updateFrom(iterable);
        return s;
    }

    /**
     * The frozenset CPython's compiler makes for a constant set display such as {@code {33, 1, 17, 9}}
     * (three or more constants): built from the items in order, then rebuilt from its own iteration order
     * when the compiler merges constants ({@code merge_consts_recursive}). A display compiled as
     * {@code BUILD_SET 0; LOAD_CONST <this>; SET_UPDATE 1} then prints in exactly CPython's order, which
     * differs from adding the items one by one.
     */
    public static PyFrozenSet fromConstants(PyObject... items) {
        PyFrozenSet first = new PyFrozenSet();
        for (PyObject o : items) {
            first.addEntry(o, Ops.hash(o));
        }
        PyFrozenSet merged = new PyFrozenSet();
        for (int i = first.nextSlot(0); i >= 0; i = first.nextSlot(i + 1)) {
            merged.addEntry(first.table[i], first.hashes[i]);
        }
        merged.constantItems = items.clone();
        return merged;
    }

    /**
     * The items a constant set was made from by {@link #fromConstants}, in the order it was given them (a cache of
     * compiled code keeps them so, and so builds the same set again: its order depends on that order); null when
     * this set was made otherwise.
     */
    public PyObject[] constantItems() {
        return constantItems == null ? null : constantItems.clone();
    }

    @Override
    public PyType type() {
        return TYPE;
    }

    public long hash() {
        long h = hash;
        if (h == -1) {
            h = hashOf(this);
            hash = h;
        }
        return h;
    }

    /** CPython's frozenset hash of any set's elements (order independent). */
    static long hashOf(PyAnySet s) {
        long h = 0;
        for (int i = s.nextSlot(0); i >= 0; i = s.nextSlot(i + 1)) {
            h ^= shuffleBits(s.hashes[i]);
        }
        h ^= ((long) s.used + 1) * 1927868237L;
        h ^= (h >>> 11) ^ (h >>> 25);
        h = h * 69069L + 907133923L;
        return h == -1 ? 590923713L : h;
    }

    private static long shuffleBits(long h) {
        return ((h ^ 89869747L) ^ (h << 16)) * 3644798167L;
    }

    @Override
    PyAnySet newEmptyOfBaseType() {
        return new PyFrozenSet();
    }
}
