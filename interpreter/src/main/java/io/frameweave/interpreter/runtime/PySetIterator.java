package io.frameweave.interpreter.runtime;

/** {@code set_iterator}: walks the table in slot order; RuntimeError "Set changed size during iteration". */
public final class PySetIterator extends PyIterator {
    public static final PyType TYPE = PyType.newBuiltin("set_iterator", PyType.OBJECT);

    static {
        defineProtocol(TYPE);
        IteratorState.define(TYPE, self -> {
            return IteratorState.remaining(new PySetIterator((PySetIterator) self));
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
        this.expectedSize = set.used;
        this.left = set.used;
    }

    /** A copy of {@code it}, at the same place (what {@code __reduce__} reads the rest from). */
    private PySetIterator(PySetIterator it) {
        this.set = it.set;
        this.pos = it.pos;
        this.expectedSize = it.expectedSize;
        this.left = it.left;
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
