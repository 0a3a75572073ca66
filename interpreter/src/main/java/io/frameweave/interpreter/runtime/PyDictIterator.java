package io.frameweave.interpreter.runtime;

/**
 * A dict iterator: {@code dict_keyiterator}, {@code dict_valueiterator} or {@code dict_itemiterator}, or one of
 * their reversed twins. It walks the entry indexes in insertion order (or backwards) and raises CPython's
 * RuntimeErrors when the dict changes size ("dictionary changed size during iteration", sticky like CPython's)
 * or yields more keys than it had ("dictionary keys changed during iteration").
 */
public final class PyDictIterator extends PyIterator {
    private static final PyType KEYS = PyType.newBuiltin("dict_keyiterator", PyType.OBJECT);
    private static final PyType VALUES = PyType.newBuiltin("dict_valueiterator", PyType.OBJECT);
    private static final PyType ITEMS = PyType.newBuiltin("dict_itemiterator", PyType.OBJECT);
    private static final PyType REVERSE_KEYS = PyType.newBuiltin("dict_reversekeyiterator", PyType.OBJECT);
    private static final PyType REVERSE_VALUES = PyType.newBuiltin("dict_reversevalueiterator", PyType.OBJECT);
    private static final PyType REVERSE_ITEMS = PyType.newBuiltin("dict_reverseitemiterator", PyType.OBJECT);

    static {
        for (PyType t : new PyType[] {KEYS, VALUES, ITEMS, REVERSE_KEYS, REVERSE_VALUES, REVERSE_ITEMS}) {
            defineProtocol(t);
            IteratorState.define(t, self -> IteratorState.remaining(new PyDictIterator((PyDictIterator) self)), null);
        }
    }

    private PyDict dict;
    private int pos;
    private int expectedSize;
    private int remaining;
    private final boolean reversed;
    private final PyDictView.Kind kind;

    /** A copy of {@code it}, at the same place (what {@code __reduce__} reads the rest from). */
    private PyDictIterator(PyDictIterator it) {
        this.dict = it.dict;
        this.pos = it.pos;
        this.expectedSize = it.expectedSize;
        this.remaining = it.remaining;
        this.reversed = it.reversed;
        this.kind = it.kind;
    }

    /** An iterator over the keys, values or items of {@code dict}, forwards or backwards. */
    public PyDictIterator(PyDict dict, PyDictView.Kind kind, boolean reversed) {
        this.dict = dict;
        this.kind = kind;
        this.expectedSize = dict.size();
        this.remaining = expectedSize;
        this.reversed = reversed;
        this.pos = reversed ? dict.entryLimit() - 1 : 0;
    }

    @Override
    public PyType type() {
        switch (kind) {
            case KEYS: return reversed ? REVERSE_KEYS : KEYS;
            case VALUES: return reversed ? REVERSE_VALUES : VALUES;
            default: return reversed ? REVERSE_ITEMS : ITEMS;
        }
    }

    @Override
    public PyObject next() {
        int i = advance();
        if (i < 0) {
            return null;
        }
        PyDict d = dict;
        // Reference tests rather than a switch: an enum switch goes through a lookup table on every item.
        if (kind == PyDictView.Kind.KEYS) {
            return d.keyAt(i);
        }
        if (kind == PyDictView.Kind.VALUES) {
            return d.valueAt(i);
        }
        return PyTuple.of(d.keyAt(i), d.valueAt(i));
    }

    /** The entry index of the next item, or -1 at the end; {@link #dict} is still set while it is not -1. */
    private int advance() {
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
}
