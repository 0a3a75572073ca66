package io.frameweave.interpreter.runtime;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/** The builtin {@code bytes}: an immutable sequence of bytes, held in an array nobody changes. */
public class PyBytes extends ByteSequence {
    private static final PyBytes[] SINGLE = singles();
    public static final PyBytes EMPTY = new PyBytes(new byte[0]);

    public static final PyType TYPE = PyType.newBuiltin("bytes", PyType.OBJECT);

    static {
        BytesMethods.defineAll(TYPE, "bytes");
        BytesMethods.defineBytesOnly(TYPE);
    }

    private static PyBytes[] singles() {
        PyBytes[] a = new PyBytes[256];
        for (int i = 0; i < 256; i++) {
            a[i] = new PyBytes(new byte[] {(byte) i});
        }
        return a;
    }

    /** The bytes; never changed after construction. */
    public final byte[] value;

    protected PyBytes(byte[] value) {
        this.value = value;
    }

    /** A bytes that takes {@code b} over (the caller never changes it again). */
    public static PyBytes wrap(byte[] b) {
        if (b.length == 0) {
            return EMPTY;
        }
        if (b.length == 1) {
            return SINGLE[b[0] & 0xff];
        }
        return new PyBytes(b);
    }

    /** A bytes of a copy of {@code b[from, to)}. */
    public static PyBytes of(byte[] b, int from, int to) {
        return wrap(Arrays.copyOfRange(b, from, to));
    }

    /** The bytes of a string of chars below 256 (a bytes literal's value as the compiler keeps it). */
    public static PyBytes ofLatin1(String s) {
        return wrap(s.getBytes(StandardCharsets.ISO_8859_1));
    }

    /** The chars 0..255 of these bytes, one per byte. */
    public String toLatin1() {
        return new String(value, StandardCharsets.ISO_8859_1);
    }

    @Override
    public PyType type() {
        return TYPE;
    }

    @Override
    public byte[] storage() {
        return value;
    }

    @Override
    public int size() {
        return value.length;
    }

    @Override
    PyObject make(byte[] b) {
        return wrap(b);
    }

    @Override
    public byte[] toByteArray() {
        return value.clone();
    }

    @Override
    public PyBuffer getBuffer(boolean writable) {
        if (writable) {
            throw Buffers.notWritable();
        }
        return new PyBuffer(this, value, 0, value.length, true);
    }

    /** CPython's bytes hash is its str hash of the same chars; this follows {@link PyStr#hashOf}. */
    public long hash() {
        return PyStr.hashOf(toLatin1());
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof PyBytes b && Arrays.equals(b.value, value);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(value);
    }

    @Override
    public String toString() {
        return BytesRepr.repr("b", value, value.length);
    }
}
