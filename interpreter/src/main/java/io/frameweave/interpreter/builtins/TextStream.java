package io.frameweave.interpreter.builtins;

import java.io.IOException;

/**
 * The storage behind a {@link PyTextFile}: decoded text in, encoded text out, newlines already handled.
 * Read methods return "" at end of file.
 */
interface TextStream {
    /** Up to {@code n} characters, or everything that is left when {@code n < 0}. */
    String read(int n) throws IOException;

    /** One line including its terminator, at most {@code limit} characters when {@code limit >= 0}. */
    String readLine(int limit) throws IOException;

    void write(String s) throws IOException;

    void flush() throws IOException;

    void close() throws IOException;

    /** Whether {@link #seek} and {@link #tell} work. */
    default boolean seekable() {
        return false;
    }

    default long seek(long offset, int whence) throws IOException {
        throw new UnsupportedOperationException("seek");
    }

    default long tell() throws IOException {
        throw new UnsupportedOperationException("tell");
    }
}
