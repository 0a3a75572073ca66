package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.vm.GIL;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.io.Reader;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;

/**
 * Runs a blocking Java operation with the GIL released, so other guest threads run meanwhile, and takes the
 * GIL back afterwards whatever happens. Callers that do not hold the GIL (plain Java tests) just block.
 */
final class GilRelease {
    private GilRelease() {}

    /** A blocking action that may be interrupted. */
    @FunctionalInterface
    interface Blocking<T> {
        T run() throws InterruptedException;
    }

    static <T> T call(Blocking<T> action) throws InterruptedException {
        if (!GIL.isHeld()) {
            return action.run();
        }
        int holds = GIL.releaseAll();
        try {
            if (GIL.takeInterrupt()) {
                // a Ctrl-C that came while this thread still held the lock woke nobody: it ends the wait now
                throw new InterruptedException();
            }
            return action.run();
        } finally {
            GIL.reacquire(holds);
        }
    }

    /**
     * Takes one permit, waiting at most {@code timeoutNanos} (negative: forever) with the GIL released; true
     * when taken. The uncontended case neither waits nor touches the GIL.
     */
    static boolean acquirePermit(Semaphore permits, boolean blocking, long timeoutNanos) {
        if (permits.tryAcquire()) {
            return true;
        }
        if (!blocking || timeoutNanos == 0) {
            return false;
        }
        try {
            return call(() -> {
                if (timeoutNanos < 0) {
                    permits.acquire();
                    return true;
                }
                return permits.tryAcquire(timeoutNanos, TimeUnit.NANOSECONDS);
            });
        } catch (InterruptedException e) {
            throw BlockingArgs.interrupted();
        }
    }

    /** Reads with the GIL released; KeyboardInterrupt when Ctrl-C ends the wait ({@link InterruptibleReader}). */
    static int read(Reader reader, char[] buf, int off, int len) throws IOException {
        if (!GIL.isHeld()) {
            return reader.read(buf, off, len);
        }
        int holds = GIL.releaseAll();
        try {
            if (!GIL.takeInterrupt()) {
                return reader.read(buf, off, len);
            }
        } catch (InterruptedIOException e) {
            // raised below, once the lock is held again
        } finally {
            GIL.reacquire(holds);
        }
        throw BlockingArgs.interrupted();
    }

    static void sleepNanos(long nanos) throws InterruptedException {
        call(() -> {
            long deadline = System.nanoTime() + nanos;
            long left = nanos;
            while (left > 0) {
                Thread.sleep(left / 1_000_000, (int) (left % 1_000_000));
                left = deadline - System.nanoTime();
            }
            return null;
        });
    }
}
