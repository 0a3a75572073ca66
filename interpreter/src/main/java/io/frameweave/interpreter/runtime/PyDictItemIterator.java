package io.frameweave.interpreter.runtime;

/** {@code dict_itemiterator} (and its reversed twin): yields each entry's item. */
public final class PyDictItemIterator extends PyDictIterator {

    public PyDictItemIterator(PyDict dict) {
        super(dict, false);
    }

    PyDictItemIterator(PyDict dict, boolean reversed) {
        super(dict, reversed);
    }

    @Override
    public PyType type() {
        return reversed ? REVERSE_ITEMS : ITEMS;
    }

    @Override
    public PyObject next() {
        int i = advance();
        if (i < 0) {
            return null;
        }
        PyDict d = dict();
        return PyTuple.of(d.keyAt(i), d.valueAt(i));
    }
}
