package io.frameweave.interpreter.runtime;

import java.util.Arrays;

/**
 * What {@code bytes} and {@code bytearray} share in Java (they are unrelated types in Python): their bytes are the
 * first {@link #size()} of {@link #storage()}, and their common methods ({@link BytesMethods}) make results of
 * the receiver's kind through {@link #make}.
 */
public abstract class ByteSequence extends PyObject implements BufferExporter {
    /** The array holding the bytes (maybe longer than {@link #size()}); callers do not change it. */
    public abstract byte[] storage();

    public abstract int size();

    /** A new object of the receiver's builtin type (bytes or bytearray) that takes {@code b} over. */
    abstract PyObject make(byte[] b);

    /** A copy of the bytes. */
    public byte[] toByteArray() {
        return Arrays.copyOf(storage(), size());
    }

    /** Byte {@code i} as 0..255 (0 <= i < size). */
    public final int byteAt(int i) {
        return storage()[i] & 0xff;
    }
}
