package io.frameweave.interpreter.vm;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/**
 * The program's standard output or standard error: everything the VM writes there ({@code sys.stdout},
 * {@code sys.stderr}, tracebacks, the interactive prompt) passes through one {@link #write(byte[], int, int)} on
 * its way to the stream the VM was given, which keeps its own buffering and flushing. A print stream of its own,
 * so that the bytes of {@code sys.stdout} pass one lock (the given stream's), as they would without it; its
 * {@code print} methods encode text in UTF-8 and write it through the same method.
 */
public final class StandardStream extends PrintStream {
    /** The file descriptor the stream stands for, as in C: 1 for standard output, 2 for standard error. */
    public final int fd;
    private final PrintStream to;

    StandardStream(int fd, PrintStream to) {
        super(to, false, StandardCharsets.UTF_8);
        this.fd = fd;
        this.to = to;
    }

    /** Bytes written to the program's standard output or error (weave point STANDARD_STREAM_WRITE). */
    @Override
    public void write(byte[] bytes, int offset, int length) {
        to.write(bytes, offset, length);
    }

    /**
     * The error the given stream met in a write or flush since the last call (a closed pipe), or null when it
     * keeps none ({@link FailureKeepingStream}); forgets it.
     */
    public IOException takeFailure() {
        return to instanceof FailureKeepingStream k ? k.takeFailure() : null;
    }

    @Override
    public void write(int b) {
        write(new byte[] {(byte) b}, 0, 1);
    }
}
