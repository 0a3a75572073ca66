package io.frameweave.interpreter.runtime;

import java.util.Arrays;

/**
 * Bytes lent by a {@link BufferExporter} (CPython's {@code Py_buffer}): {@code length} bytes of {@code array} from
 * {@code offset}, shared with the exporter, so writes through a writable buffer are the exporter's. The array
 * stays the exporter's storage until {@link #release}: an exporter never moves its bytes while a buffer is out.
 */
public final class PyBuffer {
    public final PyObject owner;
    public final byte[] array;
    public final int offset;
    public final int length;
    public final boolean readonly;
    /** The struct format of its items, as a memoryview of it shows: {@code "B"} (bytes) but for typed exporters. */
    public final String format;
    private boolean released;

    public PyBuffer(PyObject owner, byte[] array, int offset, int length, boolean readonly) {
        this(owner, array, offset, length, readonly, "B");
    }

    /** Bytes whose items are of {@code format} ({@code array.array('i')} lends {@code "i"}). */
    public PyBuffer(PyObject owner, byte[] array, int offset, int length, boolean readonly, String format) {
        this.owner = owner;
        this.array = array;
        this.offset = offset;
        this.length = length;
        this.readonly = readonly;
        this.format = format;
    }

    /** Byte {@code i} (0 <= i < length) as 0..255. */
    public int get(int i) {
        return array[offset + i] & 0xff;
    }

    public void set(int i, int value) {
        array[offset + i] = (byte) value;
    }

    /** A copy of the bytes. */
    public byte[] toByteArray() {
        return Arrays.copyOfRange(array, offset, offset + length);
    }

    /** Gives the bytes back to their exporter; a second call does nothing. */
    public void release() {
        if (!released) {
            released = true;
            if (owner instanceof BufferExporter.Counting c) {
                c.releaseBuffer(this);
            }
        }
    }
}
