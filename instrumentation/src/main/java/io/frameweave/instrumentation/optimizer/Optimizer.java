package io.frameweave.instrumentation.optimizer;

/**
 * The speculating optimizer (agent option {@code optimize=on}, or this API): it finds hot code objects and
 * recompiles them with their global and builtin loads, attribute loads on modules and classes, and calls to
 * known functions replaced by the values they found, with no inline guard; watchers tell it when one of those
 * values is about to change, and it de-optimizes every dependent code object before the change is visible.
 */
public final class Optimizer {
    private Optimizer() {}

    /** Switches the optimizer on (idempotent). Needs the agent's weaving in this JVM. */
    public static synchronized void enable() {
        throw new UnsupportedOperationException("not yet");
    }

    /** Switches it off: every optimized code object goes back to the VM's own form, every watcher goes. */
    public static synchronized void disable() {
        throw new UnsupportedOperationException("not yet");
    }

    public static boolean isEnabled() {
        return false;
    }

    /**
     * Optimizes, now and on the calling thread, every hot code object it may; returns how many it optimized.
     * Does nothing (returns 0) when the optimizer is off.
     */
    public static int optimizeNow() {
        return 0;
    }
}
