package io.frameweave.interpreter.runtime;

/**
 * A type whose instances lend their bytes to others without copying: CPython's buffer protocol. {@code bytes},
 * {@code bytearray} and {@code memoryview} implement it; whatever reads or writes raw bytes (bytes methods,
 * {@code memoryview}, binary files, and later {@code struct}, {@code io} and {@code hashlib}) asks through
 * {@link Buffers#get} and releases what it got.
 */
public interface BufferExporter {
    /**
     * Lends this object's bytes. A {@code writable} request of a read-only object raises TypeError; an exporter
     * whose storage may move (a bytearray) refuses to resize until every buffer it lent is released.
     */
    PyBuffer getBuffer(boolean writable);

    /** An exporter that counts the buffers it lent (one whose storage may move, or that may be released). */
    interface Counting extends BufferExporter {
        /** Called once by {@link PyBuffer#release} for each buffer this exporter lent. */
        void releaseBuffer(PyBuffer buffer);
    }
}
