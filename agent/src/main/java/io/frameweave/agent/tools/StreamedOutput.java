package io.frameweave.agent.tools;

import java.io.BufferedOutputStream;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;

/**
 * One output file being written, whole or over time. A {@link OutputTarget#FILE} is written to its temporary
 * and {@link #publish}ed by renaming it over the target, so the target is whole or untouched; a
 * {@link OutputTarget#STREAM} is written into directly. A write that fails (a full disk, {@code /dev/full}) is
 * kept and reported by {@link #publish}, never thrown at the guest thread whose event was being written.
 */
public final class StreamedOutput {
    private final Path target;
    private final Path temp;
    private final OutputStream out;
    private IOException failure;
    private boolean done;

    /** Opens {@code target}: through {@code temp} when it is a file, directly when temp is null (a stream). */
    StreamedOutput(Path target, Path temp) throws IOException {
        this.target = target;
        this.temp = temp;
        OutputStream raw = temp != null
                ? Files.newOutputStream(temp, StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING)
                : openStream(target);
        this.out = new BufferedOutputStream(raw, 1 << 16);
    }

    /**
     * A stream target opened for appending. This JVM's stdout and stderr are written through its own descriptors
     * (after what it has buffered), not opened anew: a new opening of a file the shell redirected them to would
     * write at its own offset, over the program's output or under it.
     */
    private static OutputStream openStream(Path target) throws IOException {
        String name = target.toString();
        if (name.equals("/dev/stdout") || name.equals("/dev/fd/1") || name.equals("/proc/self/fd/1")) {
            System.out.flush();
            return new KeptOpen(new FileOutputStream(FileDescriptor.out));
        }
        if (name.equals("/dev/stderr") || name.equals("/dev/fd/2") || name.equals("/proc/self/fd/2")) {
            System.err.flush();
            return new KeptOpen(new FileOutputStream(FileDescriptor.err));
        }
        return Files.newOutputStream(target, StandardOpenOption.WRITE, StandardOpenOption.APPEND);
    }

    /** One of the JVM's own streams: closing the output flushes it and leaves the descriptor to the JVM. */
    private static final class KeptOpen extends FilterOutputStream {
        KeptOpen(OutputStream out) {
            super(out);
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            out.write(b, off, len);
        }

        @Override
        public void close() throws IOException {
            flush();
        }
    }

    public Path target() {
        return target;
    }

    /** Appends text (UTF-8); after a failed write, later ones are dropped and {@link #publish} reports it. */
    public synchronized void write(String text) {
        if (failure != null || done) {
            return;
        }
        try {
            out.write(text.getBytes(StandardCharsets.UTF_8));
        } catch (IOException e) {
            failure = e;
        }
    }

    /** Completes the file: closes it and, for a file, renames its temporary over the target. */
    public synchronized Path publish() throws IOException {
        if (done) {
            throw new IOException(target + " was already completed or discarded");
        }
        done = true;
        try {
            out.close();
        } catch (IOException e) {
            if (failure == null) {
                failure = e;
            }
        }
        if (failure != null) {
            deleteTemp();
            throw new IOException(target + ": " + reason(failure), failure);
        }
        if (temp != null) {
            try {
                OutputTarget.of(target); // it may have become a link or a FIFO while the tool ran
                Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE);
            } catch (IOException e) {
                deleteTemp();
                throw e;
            }
        }
        return target;
    }

    /** Gives the file up: closes it and removes its temporary; the target is left as it was. */
    public synchronized void discard() {
        if (done) {
            return;
        }
        done = true;
        try {
            out.close();
        } catch (IOException e) {
            // the temporary is removed all the same
        }
        deleteTemp();
    }

    synchronized boolean isDone() {
        return done;
    }

    private void deleteTemp() {
        if (temp != null) {
            try {
                Files.deleteIfExists(temp);
            } catch (IOException e) {
                // nothing more can be done about a temporary that cannot be removed
            }
        }
    }

    /** The system's words for a failed write ("No space left on device"), without the JDK's path prefix. */
    private static String reason(IOException e) {
        String m = e.getMessage();
        return m == null ? e.getClass().getSimpleName() : m;
    }
}
