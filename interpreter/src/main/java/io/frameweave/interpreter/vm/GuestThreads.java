package io.frameweave.interpreter.vm;

import java.util.concurrent.atomic.AtomicReference;
import java.util.function.IntSupplier;

/**
 * Runs guest code on JVM threads with a large stack (512 MB reserved), so deep guest recursion (a recursion
 * limit of 10000) fits before the JVM's own stack runs out.
 */
public final class GuestThreads {
    private GuestThreads() {}

    public static final long STACK_SIZE = 512L << 20;

    /** Runs {@code body} on a new big-stack thread (the main guest thread) and returns its result. */
    public static int runMain(String name, IntSupplier body) {
        AtomicReference<Throwable> failure = new AtomicReference<>();
        int[] result = new int[1];
        Thread t = new Thread(null, () -> {
            try {
                result[0] = body.getAsInt();
            } catch (Throwable e) {
                failure.set(e);
            }
        }, name, STACK_SIZE);
        GIL.setMainThread(t);
        t.start();
        boolean interrupted = false;
        while (true) {
            try {
                t.join();
                break;
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
        Throwable f = failure.get();
        if (f instanceof RuntimeException re) {
            throw re;
        }
        if (f instanceof Error err) {
            throw err;
        }
        return result[0];
    }
}
