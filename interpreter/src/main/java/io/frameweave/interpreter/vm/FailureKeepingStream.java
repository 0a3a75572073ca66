package io.frameweave.interpreter.vm;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/**
 * A print stream that keeps the error its stream raised instead of only noting that one happened, so that the
 * program's {@code sys.stdout} can raise it as CPython does (a closed pipe is {@code BrokenPipeError}): Java's print
 * streams hide every write error.
 */
public final class FailureKeepingStream extends PrintStream {
    private IOException failure;

    public FailureKeepingStream(OutputStream out) {
        super(out, false, StandardCharsets.UTF_8);
    }

    @Override
    public void write(byte[] bytes, int offset, int length) {
        synchronized (this) {
            try {
                out.write(bytes, offset, length);
            } catch (IOException e) {
                failed(e);
            }
        }
    }

    @Override
    public void write(int b) {
        write(new byte[] {(byte) b}, 0, 1);
    }

    @Override
    public void flush() {
        synchronized (this) {
            try {
                out.flush();
            } catch (IOException e) {
                failed(e);
            }
        }
    }

    private void failed(IOException e) {
        failure = e;
        setError();
    }

    /** The error of the last failed write or flush since the last call, or null; forgets it. */
    public synchronized IOException takeFailure() {
        IOException e = failure;
        failure = null;
        return e;
    }
}
