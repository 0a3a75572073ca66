package io.frameweave.interpreter.vm;

import io.frameweave.interpreter.runtime.PyBaseException;
import io.frameweave.interpreter.runtime.PyObject;

import java.lang.ref.Reference;
import java.lang.ref.ReferenceQueue;
import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The state of one guest thread: its top frame, the exception being handled (for {@code sys.exc_info()} and
 * a bare {@code raise}), and the recursion depth. Guest code only runs while its thread holds the {@link GIL},
 * so the running thread's state is kept in one static field that the GIL sets on every acquire: reading it
 * costs a field load, not a thread-local lookup.
 *
 * <p>Every state is also entered, once, in a registry of live states ({@link #live()}), so that a tool can
 * enumerate the guest threads and their top frames ({@code sys._current_frames()}). The registry holds weak
 * references: a thread's state lives as long as its thread-local entry, so a finished thread's state drops
 * out by itself, and {@link #live()} skips states whose thread has ended but is not yet collected.
 */
public final class ThreadState {
    private static final ThreadLocal<ThreadState> BY_THREAD = ThreadLocal.withInitial(ThreadState::new);
    /** The state of the thread holding the GIL (set by {@link GIL#acquire}). */
    static ThreadState running;

    /** The innermost running frame, or null. */
    public PyFrame frame;
    /**
     * The exception being handled (an except or finally block is running) in the running generator's frame, or
     * outside generators; null when none is. A running generator has its own, as CPython's exc_state: what is
     * handled where it was resumed from waits on {@link #enterGenerator}'s stack, and {@link #topmostHandled} looks
     * there when the generator handles none.
     */
    public PyObject handled;
    /**
     * The exception a generator's {@code throw()} is raising at its suspension point, until the frame records it:
     * its context is the generator's own handled exception (set when it resumes), not the callers', as CPython's.
     */
    PyBaseException thrownIn;
    /** The {@link #handled} of the frames a running generator was resumed from, outermost first. */
    private PyObject[] outerHandled = new PyObject[4];
    private int outerDepth;
    /** The number of guest frames being executed. */
    public int depth;
    /** How many frames a coroutine made on this thread records as its {@code cr_origin} (0: none). */
    public int coroutineOriginDepth;

    /** A generator resumes with {@code own} as the exception it handles (null: none of its own). */
    void enterGenerator(PyObject own) {
        if (outerDepth == outerHandled.length) {
            outerHandled = java.util.Arrays.copyOf(outerHandled, outerDepth * 2);
        }
        outerHandled[outerDepth++] = handled;
        handled = own;
    }

    /** The generator suspended or ended: returns the exception it handles now, its caller's comes back. */
    PyObject leaveGenerator() {
        PyObject own = handled;
        handled = outerHandled[--outerDepth];
        outerHandled[outerDepth] = null;
        return own;
    }

    /**
     * The exception {@code sys.exc_info()}, a bare {@code raise} and a new exception's {@code __context__} see: the
     * running generator's own, else that of the frames it was resumed from, innermost first; null when none.
     */
    public PyObject topmostHandled() {
        PyObject h = handled;
        for (int i = outerDepth - 1; h == null && i >= 0; i--) {
            h = outerHandled[i];
        }
        return h;
    }

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

    /** The registry of states: weak, so it never keeps a finished thread's state (and frames) alive. */
    private static final Set<Reference<ThreadState>> REGISTERED = ConcurrentHashMap.newKeySet();
    /** Where the collector puts references to states that are gone; drained on each registration. */
    private static final ReferenceQueue<ThreadState> GONE = new ReferenceQueue<>();

    private ThreadState() {
        for (Reference<? extends ThreadState> r = GONE.poll(); r != null; r = GONE.poll()) {
            REGISTERED.remove(r);
        }
        REGISTERED.add(new WeakReference<>(this, GONE));
    }

    /**
     * The states of the threads that are alive now, in no particular order: a snapshot. Callable from any
     * thread; the fields of another thread's state (its {@link #frame} above all) change while that thread
     * runs, so a reader that does not hold the GIL sees them as they were at some recent moment.
     */
    public static List<ThreadState> live() {
        List<ThreadState> out = new ArrayList<>();
        for (Reference<ThreadState> r : REGISTERED) {
            ThreadState ts = r.get();
            if (ts == null) {
                REGISTERED.remove(r);
            } else if (ts.owner.isAlive()) {
                out.add(ts);
            }
        }
        return out;
    }

    public Thread owner() {
        return owner;
    }
}
