package io.frameweave.interpreter.runtime;

/** {@code list_reverseiterator}, from {@code reversed(list)}. */
public final class PyListReverseIterator extends PyIterator {
    public static final PyType TYPE = PyType.newBuiltin("list_reverseiterator", PyType.OBJECT);

    static {
        defineProtocol(TYPE);
    }

    private PyList list;
    private int index;

    public PyListReverseIterator(PyList list) {
        this.list = list;
        this.index = list.size - 1;
    }

    @Override
    public PyType type() {
        return TYPE;
    }

    @Override
    public PyObject next() {
        PyList l = list;
        if (l != null) {
            int i = index;
            if (i >= 0 && i < l.size) {
                index = i - 1;
                return l.items[i];
            }
            list = null;
        }
        return null;
    }
}
