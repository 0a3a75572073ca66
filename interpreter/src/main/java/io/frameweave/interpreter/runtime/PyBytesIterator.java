package io.frameweave.interpreter.runtime;

/** {@code bytes_iterator} and {@code bytearray_iterator}: yields the bytes as ints, seeing a bytearray's changes. */
public final class PyBytesIterator extends PyIterator {
    public static final PyType BYTES_TYPE = PyType.newBuiltin("bytes_iterator", PyType.OBJECT);
    public static final PyType BYTEARRAY_TYPE = PyType.newBuiltin("bytearray_iterator", PyType.OBJECT);

    static {
        for (PyType t : new PyType[] {BYTES_TYPE, BYTEARRAY_TYPE}) {
            defineProtocol(t);
            IteratorState.define(t, self -> {
                PyBytesIterator it = (PyBytesIterator) self;
                return it.seq == null ? IteratorState.exhausted(PyTuple.EMPTY)
                        : IteratorState.running((PyObject) it.seq, it.index);
            }, (self, state) -> {
                PyBytesIterator it = (PyBytesIterator) self;
                if (it.seq != null) {
                    it.index = (int) IteratorState.index(state, it.seq.size());
                }
            });
        }
    }

    private ByteSequence seq;
    private int index;
    private final PyType type;

    PyBytesIterator(ByteSequence seq) {
        this.seq = seq;
        this.type = seq instanceof PyByteArray ? BYTEARRAY_TYPE : BYTES_TYPE;
    }

    @Override
    public PyType type() {
        return type;
    }

    @Override
    public PyObject next() {
        ByteSequence s = seq;
        if (s == null) {
            return null;
        }
        if (index >= s.size()) {
            seq = null; // exhausted for good: a bytearray that grows later is not seen
            return null;
        }
        return PyInt.of(s.byteAt(index++));
    }
}
