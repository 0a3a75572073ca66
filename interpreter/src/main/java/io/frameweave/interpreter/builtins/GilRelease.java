package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.vm.GIL;
import java.io.IOException;
import java.io.Reader;

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
        GIL.release();
        try {
            return action.run();
        } finally {
            GIL.acquire();
        }
    }

    static int read(Reader reader, char[] buf, int off, int len) throws IOException {
        if (!GIL.isHeld()) {
            return reader.read(buf, off, len);
        }
        GIL.release();
        try {
            return reader.read(buf, off, len);
        } finally {
            GIL.acquire();
        }
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
