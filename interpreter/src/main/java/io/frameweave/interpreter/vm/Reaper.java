package io.frameweave.interpreter.vm;

import io.frameweave.interpreter.runtime.Lifetime;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.PyException;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyWeakProxy;
import io.frameweave.interpreter.runtime.PyWeakRef;

import java.lang.ref.Reference;
import java.util.List;

/**
 * Runs what {@link Lifetime} found due, on a guest thread holding the GIL: {@code __del__}, closing a suspended
 * generator, a weak reference's function, the warning of a coroutine never awaited. Exceptions they raise are unraisable (printed, never propagated), as in
 * CPython. Three moments run them: {@code gc.collect()} (after a full collection of the JVM's heap, everything
 * unreachable then), the next back edge or call of a guest thread after the JVM's collector cleared something on
 * its own (a VM thread waiting on {@link Lifetime#QUEUE} raises the GIL's drop request, which those points poll),
 * and the end of the program (then also the objects still alive, as CPython finalizes them at shutdown).
 */
public final class Reaper {
    private Reaper() {}

    /** How long {@code gc.collect()} waits at most for the JVM's finalizer thread to hand back the objects. */
    private static final long FINALIZER_WAIT_MILLIS = 2000;
    private static Thread waiter;
    /** True while due actions run: one that runs guest code reaching a safe point does not start another pass. */
    private static boolean running;
    /** True while {@link #atExit} runs: the program has ended (CPython's finalization). */
    private static boolean exiting;

    /** Starts the VM thread that hears of cleared references (once per JVM); it runs no guest code. */
    static synchronized void start() {
        if (waiter != null) {
            return;
        }
        waiter = new Thread(Reaper::waitForDeaths, "frameweave reaper");
        waiter.setDaemon(true);
        waiter.start();
    }

    private static void waitForDeaths() {
        for (;;) {
            try {
                Reference<?> r = Lifetime.QUEUE.remove();
                Lifetime.noteCleared(r);
                GIL.dropRequest = true;
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    /**
     * {@code gc.collect()}: a full collection of the JVM's heap, then every action due for what it found
     * unreachable. Returns how many objects it acted on. A program that has no weak references and no objects to
     * finalize pays nothing.
     */
    public static int collect() {
        if (!Lifetime.anyObserved()) {
            return 0; // nothing a collection could finalize: the JVM's collector is left to its own pace
        }
        System.gc();
        return run(Lifetime.takeDue(true, FINALIZER_WAIT_MILLIS));
    }

    /** At a safe point after the JVM's collector cleared references by itself. */
    static void runDue() {
        if (!running && Lifetime.anyDue()) {
            run(Lifetime.takeDue(false, 0));
        }
    }

    /** At the end of the program: a collection, then the objects still alive that are to be finalized. */
    static void atExit() {
        exiting = true;
        try {
            collect();
            run(Lifetime.takeAllAlive());
        } finally {
            exiting = false;
        }
    }

    /** Whether the program has ended and the VM finishes the objects left. */
    static boolean exiting() {
        return exiting;
    }

    private static int run(List<Lifetime.Due> due) {
        boolean outer = !running;
        running = true;
        try {
            for (Lifetime.Due d : due) {
                act(d);
            }
        } finally {
            running = !outer;
        }
        return due.size();
    }

    private static void act(Lifetime.Due d) {
        PyObject target = d.target();
        switch (d.kind()) {
            case Lifetime.RUN_DEL -> {
                PyObject del = target.type().lookup("__del__");
                if (del != null) {
                    guarded(del, () -> Ops.callWithSelf(del, target, new PyObject[0], null));
                }
            }
            case Lifetime.CLOSE -> guarded(target, () -> ((PyGenerator) target).close());
            case Lifetime.NEVER_AWAITED -> UnawaitedCoroutineWarning.warn((PyCoroutine) target);
            default -> {
                PyObject f = target instanceof PyWeakRef r ? r.takeWhenDead() : ((PyWeakProxy) target).takeWhenDead();
                if (f != null) {
                    guarded(f, () -> Ops.call(f, target));
                }
            }
        }
    }

    /** Runs an action whose exceptions have nowhere to go: "Exception ignored in: {@code where}". */
    private static void guarded(PyObject where, Runnable action) {
        try {
            action.run();
        } catch (PyException e) {
            Unraisable.report(where, e.value);
        }
    }
}
