package io.frameweave.interpreter.runtime;

/** {@code set_iterator}: walks the table in slot order; RuntimeError "Set changed size during iteration". */
public final class PySetIterator extends PyIterator {
    public static final PyType TYPE = PyType.newBuiltin("set_iterator", PyType.OBJECT);

    static {
        defineProtocol(TYPE);
    }

    private PyAnySet set;
    private int pos;
    private int expectedSize;

    public PySetIterator(PyAnySet set) {
        this.set = set;
        this.expectedSize = set.used;
    }

    @Override
    public PyType type() {
        return TYPE;
    }

    @Override
    public PyObject next() {
        PyAnySet s = set;
        if (s == null) {
            return null;
        }
        if (s.used != expectedSize) {
            expectedSize = -1;
            throw Py.RuntimeError("Set changed size during iteration");
        }
        int i = s.nextSlot(pos);
        if (i < 0) {
            set = null;
            return null;
        }
        pos = i + 1;
        return s.table[i];
    }
}
