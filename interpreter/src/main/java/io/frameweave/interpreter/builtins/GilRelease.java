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
 *
 * <p>A signal that comes while the main thread waits ends the wait: its handlers run, with the GIL, and the
 * operation starts again with what is left of its time, unless a handler raised, as CPython retries a system call
 * a signal interrupted (PEP 475). So Ctrl-C ends a wait with KeyboardInterrupt, which SIGINT's default handler
 * raises.
 */
final class GilRelease {
    private GilRelease() {}

    /** A blocking action that may be interrupted. */
    @FunctionalInterface
    interface Blocking<T> {
        T run() throws InterruptedException;
    }

    /** Runs {@code action} once with the GIL released; InterruptedException when a signal ended it. */
    static <T> T call(Blocking<T> action) throws InterruptedException {
        if (!GIL.isHeld()) {
            return action.run();
        }
        int holds = GIL.releaseAll();
        try {
            if (GIL.signalsDue()) {
                // a signal that came while this thread still held the lock woke nobody: it ends the wait now
                throw new InterruptedException();
            }
            return action.run();
        } finally {
            GIL.reacquire(holds);
        }
    }

    /**
     * Runs {@code action} with the GIL released until it completes: each time a signal interrupts it, the signal's
     * handlers run and it runs again. An action with a timeout counts it from a deadline fixed before the first run.
     */
    static <T> T untilDone(Blocking<T> action) {
        while (true) {
            try {
                return call(action);
            } catch (InterruptedException e) {
                GIL.runSignalHandlers();
            }
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
        long deadline = Deadlines.after(timeoutNanos);
        return untilDone(() -> {
            if (timeoutNanos < 0) {
                permits.acquire();
                return true;
            }
            return permits.tryAcquire(Deadlines.left(deadline), TimeUnit.NANOSECONDS);
        });
    }

    /** Reads with the GIL released; a signal's handlers run when it interrupts the wait, then the read goes on. */
    static int read(Reader reader, char[] buf, int off, int len) throws IOException {
        if (!GIL.isHeld()) {
            return reader.read(buf, off, len);
        }
        while (true) {
            int holds = GIL.releaseAll();
            try {
                if (!GIL.signalsDue()) {
                    return reader.read(buf, off, len);
                }
            } catch (InterruptedIOException e) {
                // the handlers run below, once the lock is held again; the read left running is kept
            } finally {
                GIL.reacquire(holds);
            }
            GIL.runSignalHandlers();
        }
    }

    /** Sleeps {@code nanos} with the GIL released, as {@code time.sleep} does. */
    static void sleepNanos(long nanos) {
        long deadline = Deadlines.after(nanos);
        untilDone(() -> {
            for (long left = Deadlines.left(deadline); left > 0; left = Deadlines.left(deadline)) {
                Thread.sleep(left / 1_000_000, (int) (left % 1_000_000));
            }
            return null;
        });
    }
}
