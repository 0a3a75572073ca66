package io.frameweave.interpreter.builtins;

import java.io.IOException;

/**
 * A pipe inside the VM, as {@code os.pipe()} makes one: a bounded buffer with a read end and a write end, each
 * counted wherever it is held (a descriptor, or a {@link StreamPump} standing in for a child process). A read waits
 * for bytes and returns what there is, or nothing once no write end is left (end of file); a write waits for room
 * and fails with "Broken pipe" once no read end is left, as on Linux. A JVM cannot make a kernel pipe it could hand
 * to a child, so a child's end of one of these is a pump over the child's own stream.
 *
 * <p>All pipes share one lock, so {@link #awaitChange} can wait for any of them: what {@code select} needs.
 */
final class VmPipe {
    /** Linux's default pipe size. */
    static final int CAPACITY = 65536;
    /** PIPE_BUF: a write of at most this many bytes is atomic, and select calls a pipe writable when this much fits. */
    static final int ATOMIC_WRITE = 4096;

    private static final Object LOCK = new Object();
    /** Bumped on every change of any pipe, so a waiter can tell that something happened. */
    private static long changes;

    private final byte[] buffer = new byte[CAPACITY];
    private int head;
    private int count;
    private int readers;
    private int writers;

    private VmPipe() {}

    /** A new pipe with one read end and one write end. */
    static VmPipe open() {
        VmPipe p = new VmPipe();
        p.readers = 1;
        p.writers = 1;
        return p;
    }

    /** One more holder of the read end ({@code reading}) or of the write end. */
    void addEnd(boolean reading) {
        synchronized (LOCK) {
            if (reading) {
                readers++;
            } else {
                writers++;
            }
        }
    }

    /** A holder lets its end go: the last write end makes readers see end of file, the last read end breaks writers. */
    void closeEnd(boolean reading) {
        synchronized (LOCK) {
            if (reading) {
                readers--;
                if (readers == 0) {
                    count = 0; // nobody can read it any more
                }
            } else {
                writers--;
            }
            changed();
        }
    }

    /** Up to {@code max} bytes once some are there, with the GIL released while waiting; empty at end of file. */
    byte[] read(int max) throws IOException {
        return blocking(() -> {
            synchronized (LOCK) {
                while (count == 0 && writers > 0) {
                    LOCK.wait();
                }
                int n = Math.min(max, count);
                byte[] out = new byte[n];
                int first = Math.min(n, CAPACITY - head);
                System.arraycopy(buffer, head, out, 0, first);
                System.arraycopy(buffer, 0, out, first, n - first);
                head = (head + n) % CAPACITY;
                count -= n;
                if (n > 0) {
                    changed();
                }
                return out;
            }
        });
    }

    /** Writes all of {@code b}, waiting for room with the GIL released; "Broken pipe" when nobody can read. */
    void write(byte[] b, int off, int len) throws IOException {
        blocking(() -> {
            int done = 0;
            synchronized (LOCK) {
                while (done < len) {
                    while (readers > 0 && count == CAPACITY) {
                        LOCK.wait();
                    }
                    if (readers == 0) {
                        return new IOException("Broken pipe");
                    }
                    int n = Math.min(len - done, CAPACITY - count);
                    int tail = (head + count) % CAPACITY;
                    int first = Math.min(n, CAPACITY - tail);
                    System.arraycopy(b, off + done, buffer, tail, first);
                    System.arraycopy(b, off + done + first, buffer, 0, n - first);
                    count += n;
                    done += n;
                    changed();
                }
            }
            return null;
        });
    }

    /** The number of bytes a read can take at once. */
    int available() {
        synchronized (LOCK) {
            return count;
        }
    }

    /** Whether no write end is left. */
    boolean hungUp() {
        synchronized (LOCK) {
            return writers == 0;
        }
    }

    /** Whether a write of {@link #ATOMIC_WRITE} bytes would not wait (it fails at once when nobody can read). */
    boolean writable() {
        synchronized (LOCK) {
            return CAPACITY - count >= ATOMIC_WRITE || readers == 0;
        }
    }

    /** Whether no read end is left. */
    boolean broken() {
        synchronized (LOCK) {
            return readers == 0;
        }
    }

    /** The number of changes so far, for {@link #awaitChange}. */
    static long changeCount() {
        synchronized (LOCK) {
            return changes;
        }
    }

    /**
     * Waits, with the GIL released, until some pipe has changed since {@code seen} or {@code nanos} have passed
     * (negative: no limit).
     */
    static void awaitChange(long seen, long nanos) throws IOException {
        long deadline = System.nanoTime() + nanos;
        blocking(() -> {
            synchronized (LOCK) {
                while (changes == seen) {
                    if (nanos < 0) {
                        LOCK.wait();
                    } else {
                        long left = deadline - System.nanoTime();
                        if (left <= 0) {
                            break;
                        }
                        LOCK.wait(left / 1_000_000, (int) (left % 1_000_000));
                    }
                }
            }
            return null;
        });
    }

    private static void changed() {
        changes++;
        LOCK.notifyAll();
    }

    /**
     * Runs a wait with the GIL released; an IOException it returns is thrown. The one place where a pipe's wait meets
     * a signal: its handlers run (a KeyboardInterrupt from Ctrl-C's ends the wait), then the wait goes on (PEP 475).
     */
    private static <T> T blocking(GilRelease.Blocking<T> wait) throws IOException {
        Object result = GilRelease.untilDone(wait);
        if (result instanceof IOException e) {
            throw e;
        }
        @SuppressWarnings("unchecked")
        T t = (T) result;
        return t;
    }
}
