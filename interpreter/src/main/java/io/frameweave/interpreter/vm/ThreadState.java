package io.frameweave.interpreter.vm;

import io.frameweave.interpreter.runtime.PyObject;

/**
 * The state of one guest thread: its top frame, the exception being handled (for {@code sys.exc_info()} and
 * a bare {@code raise}), and the recursion depth. Guest code only runs while its thread holds the {@link GIL},
 * so the running thread's state is kept in one static field that the GIL sets on every acquire: reading it
 * costs a field load, not a thread-local lookup.
 */
public final class ThreadState {
    private static final ThreadLocal<ThreadState> BY_THREAD = ThreadLocal.withInitial(ThreadState::new);
    /** The state of the thread holding the GIL (set by {@link GIL#acquire}). */
    static ThreadState running;

    /** The innermost running frame, or null. */
    public PyFrame frame;
    /** The exception currently being handled (an except or finally block is running), or null. */
    public PyObject handled;
    /** The number of guest frames being executed. */
    public int depth;
    /** The guest-visible thread object (set by the threading module), or null. */
    public PyObject threadObject;

    /** The state of the calling thread; only valid while the caller holds the GIL. */
    public static ThreadState current() {
        ThreadState ts = running;
        if (ts != null && ts.owner == Thread.currentThread()) {
            return ts;
        }
        return BY_THREAD.get();
    }

    /** The state of the calling thread, whether or not it holds the GIL. */
    public static ThreadState forCurrentThread() {
        return BY_THREAD.get();
    }

    private final Thread owner = Thread.currentThread();

    public Thread owner() {
        return owner;
    }
}
