package io.frameweave.interpreter.runtime;

/** {@code dict_keyiterator} (and its reversed twin): yields each entry's key. */
public final class PyDictKeyIterator extends PyDictIterator {

    public PyDictKeyIterator(PyDict dict) {
        super(dict, false);
    }

    PyDictKeyIterator(PyDict dict, boolean reversed) {
        super(dict, reversed);
    }

    @Override
    public PyType type() {
        return reversed ? REVERSE_KEYS : KEYS;
    }

    @Override
    public PyObject next() {
        int i = advance();
        if (i < 0) {
            return null;
        }
        PyDict d = dict();
        return d.keyAt(i);
    }
}
