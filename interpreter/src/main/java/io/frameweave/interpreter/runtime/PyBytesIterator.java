package io.frameweave.interpreter.runtime;

/** {@code bytes_iterator} and {@code bytearray_iterator}: yields the bytes as ints, seeing a bytearray's changes. */
public final class PyBytesIterator extends PyIterator {
    public static final PyType BYTES_TYPE = PyType.newBuiltin("bytes_iterator", PyType.OBJECT);
    public static final PyType BYTEARRAY_TYPE = PyType.newBuiltin("bytearray_iterator", PyType.OBJECT);

    static {
        defineProtocol(BYTES_TYPE);
        defineProtocol(BYTEARRAY_TYPE);
    }

    private ByteSequence seq;
    private int index;

    PyBytesIterator(ByteSequence seq) {
        this.seq = seq;
    }

    @Override
    public PyType type() {
        return seq instanceof PyByteArray ? BYTEARRAY_TYPE : BYTES_TYPE;
    }

    @Override
    public PyObject next() {
        if (seq == null || index >= seq.size()) {
            return null;
        }
        return PyInt.of(seq.byteAt(index++));
    }
}
