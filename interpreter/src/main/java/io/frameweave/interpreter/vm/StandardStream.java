package io.frameweave.interpreter.vm;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/**
 * The program's standard output or standard error, as bytes: everything the VM writes there ({@code sys.stdout},
 * {@code sys.stderr}, tracebacks, the interactive prompt's echo) passes through one {@link #write(byte[], int, int)}
 * on its way to the stream the VM was given, which keeps its own buffering. It has none of its own, so the bytes
 * pass in the order they were written and a flush reaches the stream under it.
 */
public final class StandardStream extends OutputStream {
    /** The file descriptor the stream stands for, as in C: 1 for standard output, 2 for standard error. */
    public final int fd;
    private final OutputStream to;

    private StandardStream(int fd, OutputStream to) {
        this.fd = fd;
        this.to = to;
    }

    /**
     * A print stream whose bytes pass through a standard stream for {@code fd} into {@code to}; it adds no
     * buffering and no flushing of its own ({@code to} keeps its own, such as flushing stderr at each write).
     */
    static PrintStream over(PrintStream to, int fd) {
        return new PrintStream(new StandardStream(fd, to), false, StandardCharsets.UTF_8);
    }

    /** Bytes written to the program's standard output or error (weave point STANDARD_STREAM_WRITE). */
    @Override
    public void write(byte[] bytes, int offset, int length) throws IOException {
        to.write(bytes, offset, length);
    }

    @Override
    public void write(int b) throws IOException {
        write(new byte[] {(byte) b}, 0, 1);
    }

    @Override
    public void flush() throws IOException {
        to.flush();
    }

    @Override
    public void close() throws IOException {
        to.close();
    }
}
