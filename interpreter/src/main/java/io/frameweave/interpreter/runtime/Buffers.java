package io.frameweave.interpreter.runtime;

/** Asking an object for its bytes, with CPython's errors for objects that have none. */
public final class Buffers {
    private Buffers() {}

    /** Whether {@code o} exports a buffer (is "bytes-like"). */
    public static boolean isBytesLike(PyObject o) {
        return o instanceof BufferExporter;
    }

    /** A read-only buffer of {@code o}; TypeError "a bytes-like object is required, not 'str'" when it has none. */
    public static PyBuffer get(PyObject o) {
        if (!(o instanceof BufferExporter e)) {
            throw Py.TypeError("a bytes-like object is required, not '" + Py.typeName(o) + "'");
        }
        return e.getBuffer(false);
    }

    /** A copy of the bytes of a bytes-like {@code o}, or null when it is not bytes-like. */
    public static byte[] copyOrNull(PyObject o) {
        if (o instanceof PyBytes b) {
            return b.value;
        }
        if (!(o instanceof BufferExporter e)) {
            return null;
        }
        PyBuffer buf = e.getBuffer(false);
        try {
            return buf.toByteArray();
        } finally {
            buf.release();
        }
    }

    /**
     * The bytes of a bytes-like {@code o} (shared, not to be changed, when {@code o} is a bytes); TypeError
     * "a bytes-like object is required, not 'str'" when it is not bytes-like.
     */
    public static byte[] bytesOf(PyObject o) {
        byte[] b = copyOrNull(o);
        if (b == null) {
            throw Py.TypeError("a bytes-like object is required, not '" + Py.typeName(o) + "'");
        }
        return b;
    }

    /** The TypeError a writable buffer request of a read-only object raises. */
    static PyException notWritable() {
        return Py.TypeError("Object is not writable.");
    }
}
