package io.frameweave.interpreter.runtime;

/** {@code set_iterator}: walks the table in slot order; RuntimeError "Set changed size during iteration". */
public final class PySetIterator extends PyIterator {
    public static final PyType TYPE = PyType.newBuiltin("set_iterator", PyType.OBJECT);

    static {
        defineProtocol(TYPE);
        IteratorState.define(TYPE, self -> {
            PySetIterator it = (PySetIterator) self;
            PySetIterator copy = new PySetIterator(it.set);
            copy.set = it.set;
            copy.pos = it.pos;
            copy.expectedSize = it.expectedSize;
            copy.left = it.left;
            return IteratorState.remaining(copy);
        }, null);
        TYPE.define("__length_hint__", (self, args, kw) -> {
            ArgParser.checkArity("__length_hint__", args, kw, 0, 0);
            PySetIterator it = (PySetIterator) self;
            return PyInt.of(it.set != null && it.set.used == it.expectedSize ? it.left : 0);
        });
    }

    private PyAnySet set;
    private int pos;
    private int expectedSize;
    /** How many elements it has still to give. */
    private int left;

    public PySetIterator(PyAnySet set) {
        this.set = set;
        this.expectedSize = set == null ? -1 : set.used;
        this.left = set == null ? 0 : set.used;
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
        left--;
        return s.table[i];
    }
}
