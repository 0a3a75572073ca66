package io.frameweave.interpreter.runtime;

/** {@code list_iterator}: reads the list live, so items appended during iteration are seen, as in CPython. */
public final class PyListIterator extends PyIterator {
    public static final PyType TYPE = PyType.newBuiltin("list_iterator", PyType.OBJECT);

    static {
        defineProtocol(TYPE);
    }

    private PyList list;
    private int index;

    public PyListIterator(PyList list) {
        this.list = list;
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
            if (i < l.size) {
                index = i + 1;
                return l.items[i];
            }
            list = null;
        }
        return null;
    }
}
