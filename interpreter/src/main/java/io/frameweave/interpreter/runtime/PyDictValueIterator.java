package io.frameweave.interpreter.runtime;

/** {@code dict_valueiterator} (and its reversed twin): yields each entry's value. */
public final class PyDictValueIterator extends PyDictIterator {

    public PyDictValueIterator(PyDict dict) {
        super(dict, false);
    }

    PyDictValueIterator(PyDict dict, boolean reversed) {
        super(dict, reversed);
    }

    @Override
    public PyType type() {
        return reversed ? REVERSE_VALUES : VALUES;
    }

    @Override
    public PyObject next() {
        int i = advance();
        if (i < 0) {
            return null;
        }
        PyDict d = dict();
        return d.valueAt(i);
    }
}
