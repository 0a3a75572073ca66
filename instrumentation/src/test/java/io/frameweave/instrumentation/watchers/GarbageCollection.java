package io.frameweave.instrumentation.watchers;

import java.util.function.BooleanSupplier;

/** Asks for garbage collection until a condition holds (best-effort events), for at most a minute (a busy machine collects late). */
final class GarbageCollection {
    private GarbageCollection() {}

    static boolean until(BooleanSupplier done) throws InterruptedException {
        long deadline = System.nanoTime() + 60_000_000_000L;
        while (System.nanoTime() < deadline) {
            if (done.getAsBoolean()) {
                return true;
            }
            System.gc();
            Thread.sleep(20);
        }
        return done.getAsBoolean();
    }
}
