package io.frameweave.interpreter.runtime;

/**
 * The shared cursor of the dict iterators: walks the entry indexes in insertion order (or backwards) and
 * raises CPython's RuntimeErrors when the dict changes size ("dictionary changed size during iteration",
 * sticky like CPython's) or yields more keys than it had ("dictionary keys changed during iteration").
 */
public abstract class PyDictIterator extends PyIterator {
    private PyDict dict;
    private int pos;
    private int expectedSize;
    private int remaining;
    final boolean reversed;

    PyDictIterator(PyDict dict, boolean reversed) {
        this.dict = dict;
        this.expectedSize = dict.size();
        this.remaining = expectedSize;
        this.reversed = reversed;
        this.pos = reversed ? dict.entryLimit() - 1 : 0;
    }

    /** The entry index of the next item, or -1 at the end; the dict is {@link #dict()} while it is not -1. */
    final int advance() {
        PyDict d = dict;
        if (d == null) {
            return -1;
        }
        if (d.size() != expectedSize) {
            expectedSize = -1;
            throw Py.RuntimeError("dictionary changed size during iteration");
        }
        int i;
        if (reversed) {
            i = pos < d.entryLimit() ? pos : d.entryLimit() - 1;
            while (i >= 0 && d.keyAt(i) == null) {
                i--;
            }
            pos = i - 1;
        } else {
            i = d.nextIndex(pos);
            pos = i + 1;
        }
        if (i < 0) {
            dict = null;
            return -1;
        }
        if (remaining == 0) {
            dict = null;
            throw Py.RuntimeError("dictionary keys changed during iteration");
        }
        remaining--;
        return i;
    }

    final PyDict dict() {
        return dict;
    }

    /** {@code dict_keyiterator} and {@code dict_reversekeyiterator}. */
    static final PyType KEYS = PyType.newBuiltin("dict_keyiterator", PyType.OBJECT);
    static final PyType VALUES = PyType.newBuiltin("dict_valueiterator", PyType.OBJECT);
    static final PyType ITEMS = PyType.newBuiltin("dict_itemiterator", PyType.OBJECT);
    static final PyType REVERSE_KEYS = PyType.newBuiltin("dict_reversekeyiterator", PyType.OBJECT);
    static final PyType REVERSE_VALUES = PyType.newBuiltin("dict_reversevalueiterator", PyType.OBJECT);
    static final PyType REVERSE_ITEMS = PyType.newBuiltin("dict_reverseitemiterator", PyType.OBJECT);

    static {
        for (PyType t : new PyType[] {KEYS, VALUES, ITEMS, REVERSE_KEYS, REVERSE_VALUES, REVERSE_ITEMS}) {
            defineProtocol(t);
        }
    }
}
