package io.frameweave.interpreter.builtins;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;

/**
 * A thread that copies between a child process's standard stream and the VM: the JVM gives a child its own
 * pipes, never one of the VM's, so where a child's stream must reach a {@link VmPipe} (or a standard stream of the
 * VM that is not the same number), a pump holds the pipe's end in the child's place and copies. It holds that end
 * until its copy ends, so the pipe sees end of file, or a broken pipe, when the child would have made it see one.
 */
final class StreamPump {
    private static final int CHUNK = 8192;

    private StreamPump() {}

    /** Copies the child's output {@code from} into {@code pipe}, as a writer of it, until either end closes. */
    static void fromChild(long pid, String stream, InputStream from, VmPipe pipe) {
        pipe.addEnd(false);
        start(pid, stream, () -> {
            OutputStream to = new PipeStreams(pipe).out();
            try {
                copy(from, to);
            } finally {
                pipe.closeEnd(false);
                closeQuietly(from);
            }
        });
    }

    /** Copies the child's output {@code from} to a stream of the VM's, until the child closes it. */
    static void fromChild(long pid, String stream, InputStream from, OutputStream to) {
        start(pid, stream, () -> {
            try {
                copy(from, to);
            } finally {
                closeQuietly(from);
            }
        });
    }

    /**
     * Copies what is written into {@code pipe} to the child's input {@code to}, as a reader of it; the child's input
     * ends when the pipe's writers are all gone, and the pipe breaks when the child stops reading.
     */
    static void toChild(long pid, VmPipe pipe, OutputStream to) {
        pipe.addEnd(true);
        start(pid, "stdin", () -> {
            InputStream from = new PipeStreams(pipe).in();
            try {
                copy(from, to);
            } finally {
                pipe.closeEnd(true);
                closeQuietly(to);
            }
        });
    }

    private static void copy(InputStream from, OutputStream to) {
        byte[] buf = new byte[CHUNK];
        try {
            int n;
            while ((n = from.read(buf)) > 0) {
                to.write(buf, 0, n);
                to.flush();
            }
        } catch (IOException e) {
            // the other side has gone: the finally blocks pass that on
        }
    }

    private static void start(long pid, String stream, Runnable copy) {
        Thread t = new Thread(copy, "frameweave-pump-" + pid + "-" + stream);
        t.setDaemon(true);
        t.start();
    }

    private static void closeQuietly(java.io.Closeable c) {
        try {
            c.close();
        } catch (IOException e) {
            // already closed by the other side
        }
    }
}
