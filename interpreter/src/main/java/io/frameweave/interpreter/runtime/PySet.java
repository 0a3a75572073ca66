package io.frameweave.interpreter.runtime;

/** The builtin {@code set}: a mutable {@link PyAnySet}, iterating in CPython's table order. */
public class PySet extends PyAnySet {
    public static final PyType TYPE = PyType.newBuiltin("set", PyType.OBJECT);

    static {
        TYPE.defineAttr("__class_getitem__", PyGenericAlias.classGetItem());
        SetMethods.defineSet(TYPE);
    }

    public PySet() {}

    /** A set of the elements of {@code iterable}, inserted in iteration order. */
    public static PySet of(PyObject iterable) {
        PySet s = new PySet();
        s.updateFrom(iterable);
        return s;
    }

    @Override
    public PyType type() {
        return TYPE;
    }

    /** {@code s.add(key)}. */
    public void add(PyObject key) {
        addEntry(key, Ops.hash(key));
    }

    /** {@code s.discard(key)}; true if it was present. */
    public boolean discard(PyObject key) {
        return discardEntry(key, hashForLookup(key));
    }

    /** {@code s.remove(key)}: KeyError(key) when absent. */
    public void remove(PyObject key) {
        if (!discard(key)) {
            throw Py.KeyError(key);
        }
    }

    /** {@code s.pop()}: KeyError "pop from an empty set" when empty; resumes where the last pop stopped. */
    public PyObject pop() {
        if (used == 0) {
            throw Py.KeyError(PyStr.of("pop from an empty set"));
        }
        int i = finger & mask;
        while (table[i] == null || table[i] == DUMMY) {
            i++;
            if (i > mask) {
                i = 0;
            }
        }
        PyObject k = table[i];
        table[i] = DUMMY;
        hashes[i] = -1;
        used--;
        finger = i + 1;
        return k;
    }

    public void clear() {
        clearTable();
    }

    /** {@code s.update(iterable)}. */
    public void update(PyObject iterable) {
        updateFrom(iterable);
    }

    @Override
    PyAnySet newEmptyOfBaseType() {
        return new PySet();
    }
}
