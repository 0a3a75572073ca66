package io.frameweave.interpreter.runtime;

/** {@code list_iterator}: reads the list live, so items appended during iteration are seen, as in CPython. */
public final class PyListIterator extends PyIterator {
    public static final PyType TYPE = PyType.newBuiltin("list_iterator", PyType.OBJECT);

    static {
        defineProtocol(TYPE);
        IteratorState.define(TYPE, self -> {
            PyListIterator it = (PyListIterator) self;
            return it.list == null ? IteratorState.exhausted(new PyList()) : IteratorState.running(it.list, it.index);
        }, (self, state) -> {
            PyListIterator it = (PyListIterator) self;
            it.setIndex(IteratorState.index(state, Long.MAX_VALUE));
        });
    }

    private PyList list;
    private int index;

    public PyListIterator(PyList list) {
        this.list = list;
    }

    /** Moves the iterator to {@code index} (clamped to the list), as {@code __setstate__} does. */
    public void setIndex(long index) {
        if (list != null) {
            this.index = (int) Math.max(0, Math.min(index, list.size));
        }
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
