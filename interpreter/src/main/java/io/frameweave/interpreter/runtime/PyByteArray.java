package io.frameweave.interpreter.runtime;

import java.util.Arrays;

/**
 * The builtin {@code bytearray}: a mutable sequence of bytes, the first {@link #size} of {@link #storage}. While
 * buffers it lent are out (a memoryview), its storage never moves: resizing raises BufferError, as in CPython.
 * CPython releases a view's buffer when its last reference goes; here a buffer nobody released counts until the
 * JVM's collector finds it unreachable, which a resize that meets one asks for ({@link #checkResizable}).
 */
public class PyByteArray extends ByteSequence implements BufferExporter.Counting {
    public static final PyType TYPE = PyType.newBuiltin("bytearray", PyType.OBJECT);

    static {
        BytesMethods.defineAll(TYPE, "bytearray");
        ByteArrayMethods.defineAll(TYPE);
    }

    private byte[] storage;
    private int size;
    /** Buffers lent and not yet released (null while there are none). */
    private final BufferExports exports = new BufferExports();

    public PyByteArray(byte[] initial) {
        this.storage = initial;
        this.size = initial.length;
    }

    @Override
    public PyType type() {
        return TYPE;
    }

    @Override
    public byte[] storage() {
        return storage;
    }

    @Override
    public int size() {
        return size;
    }

    @Override
    PyObject make(byte[] b) {
        return new PyByteArray(b);
    }

    @Override
    public PyBuffer getBuffer(boolean writable) {
        return exports.lent(new PyBuffer(this, storage, 0, size, false));
    }

    @Override
    public void releaseBuffer(PyBuffer buffer) {
        exports.released(buffer);
    }

    /**
     * BufferError when a buffer is out: CPython's bytearray never resizes under a view. Buffers whose holders
     * are gone do not count; a collection finds them, as CPython's reference counts would have at once.
     */
    void checkResizable() {
        exports.checkResizable();
    }

    /** Replaces the contents (the storage is this array from now on). */
    void setContents(byte[] b, int n) {
        storage = b;
        size = n;
    }

    /** Makes {@code a[from, to)} into {@code with}, growing or shrinking as needed. */
    void replaceRange(int from, int to, byte[] with) {
        int delta = with.length - (to - from);
        if (delta != 0) {
            checkResizable();
            int newSize = size + delta;
            if (newSize > PyStr.MAX_JAVA_LENGTH || newSize < 0) {
                throw Py.MemoryError();
            }
            if (newSize > storage.length || newSize < storage.length / 4) {
                byte[] grown = new byte[newSize > storage.length ? Math.max(newSize, Math.min(
                        PyStr.MAX_JAVA_LENGTH, storage.length + (storage.length >> 1) + 8)) : newSize];
                System.arraycopy(storage, 0, grown, 0, from);
                System.arraycopy(storage, to, grown, from + with.length, size - to);
                storage = grown;
            } else {
                System.arraycopy(storage, to, storage, from + with.length, size - to);
            }
            size = newSize;
        }
        System.arraycopy(with, 0, storage, from, with.length);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof PyByteArray b && Arrays.equals(b.storage, 0, b.size, storage, 0, size);
    }

    @Override
    public int hashCode() {
        return System.identityHashCode(this);
    }

    @Override
    public String toString() {
        return "bytearray(" + BytesRepr.repr("b", storage, size, true) + ")";
    }
}
