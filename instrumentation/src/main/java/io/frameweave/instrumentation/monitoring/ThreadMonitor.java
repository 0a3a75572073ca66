package io.frameweave.instrumentation.monitoring;

import io.frameweave.interpreter.bytecode.PyCode;
import io.frameweave.interpreter.runtime.PyBaseException;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.vm.PyFrame;
import io.frameweave.interpreter.vm.ThreadState;

import java.util.Arrays;

/**
 * The probes' state for one guest thread: whether a monitoring callback is running on it (events are then
 * not delivered, as in CPython), a {@link FrameSlot} per frame depth, and a small cache from code object to
 * its {@link CodeInstrumentation}, so that entering a frame does not take the registry's lock. Used only by its
 * own thread.
 */
public final class ThreadMonitor {
    private static final ThreadLocal<ThreadMonitor> BY_THREAD =
            ThreadLocal.withInitial(() -> new ThreadMonitor(ThreadState.forCurrentThread()));
    /** The monitor used last: the GIL makes consecutive probes mostly come from one thread. */
    private static ThreadMonitor last;
    private static final int CACHE = 64;

    private final ThreadState ts;
    /** The thread this monitor is for (as its thread state's: one each, for the thread's life). */
    private final Thread owner = Thread.currentThread();
    /** True while a callback runs on this thread. */
    public boolean tracing;
    /**
     * A callback's exception that takes the place of the one {@link #replacedIn}'s dispatch loop is unwinding
     * with (CPython: an exception raised by a RAISE, C_RAISE or EXCEPTION_HANDLED callback replaces the original
     * one), until the frame's handler search or its exit uses it.
     */
    PyBaseException replacement;
    PyFrame replacedIn;
    /** The exception to put on the stack at the handler {@link #swapPc} of {@link #swapFrame}, at its fetch. */
    PyBaseException swapExc;
    PyFrame swapFrame;
    int swapPc;
    private FrameSlot[] slots = new FrameSlot[32];
    /** Told of every frame that leaves this thread's stack (legacy tracing's caches), or null. */
    private FrameExitListener exitListener;
    /**
     * The slot {@link #slot} or {@link #enter} gave last. A frame resumed at another depth (a generator) is given
     * a slot there by {@link #enter}, which makes that one the last: the slot it left holds it no longer.
     */
    private FrameSlot lastSlot;
    private final PyCode[] cachedCodes = new PyCode[CACHE];
    private final CodeInstrumentation[] cachedData = new CodeInstrumentation[CACHE];

    private ThreadMonitor(ThreadState ts) {
        this.ts = ts;
    }

    /** The calling thread's monitor. */
    public static ThreadMonitor current() {
        ThreadMonitor m = last;
        if (m != null && m.owner == Thread.currentThread()) {
            return m;
        }
        m = BY_THREAD.get();
        last = m;
        return m;
    }

    public ThreadState threadState() {
        return ts;
    }

    /** The slot of {@code frame}, the frame running at the thread's current depth (re-set when it changed). */
    FrameSlot slot(PyFrame frame) {
        FrameSlot s = lastSlot;
        // consecutive probes are mostly of one frame: its slot, while no other frame has taken it, is its own
        return s != null && s.frame == frame ? s : (lastSlot = slotAt(ts.depth, frame, false));
    }

    /** Called as {@code frame} is entered (fresh or resumed): its slot starts anew. */
    FrameSlot enter(PyFrame frame) {
        return lastSlot = slotAt(ts.depth + 1, frame, true);
    }

    /**
     * {@code frame} left the stack (returned, yielded, unwound, or an edge event ran for it while it was not
     * running): its slot at {@code depth} lets go of it, and a FOR_ITER or SEND of the caller waiting on its
     * generator gets what it returned ({@code returned}, null when it unwound). So the probes keep no frame that
     * is not running, nor its locals, nor a just-made generator (as CPython's monitoring keeps none): a generator
     * or an object dropped since is found dead by the next collection, tracing or not.
     */
    void left(PyFrame frame, int depth, PyObject returned) {
        if (depth < slots.length) {
            FrameSlot s = slots[depth];
            if (s != null && s.frame == frame) {
                s.release();
            }
            FrameSlot caller = depth > 0 ? slots[depth - 1] : null;
            if (returned != null && caller != null && caller.pendingIteratorFrame == frame) {
                caller.pendingIteratorExit = returned;
            }
        }
        FrameExitListener l = exitListener;
        if (l != null) {
            l.frameLeft(frame, depth, returned);
        }
    }

    /** Has {@code l} told of every frame that leaves this thread's stack from now on (one listener a thread). */
    public void listenToExits(FrameExitListener l) {
        exitListener = l;
    }

    private FrameSlot slotAt(int depth, PyFrame frame, boolean reset) {
        if (depth >= slots.length) {
            slots = Arrays.copyOf(slots, Math.max(depth + 1, slots.length * 2));
        }
        FrameSlot s = slots[depth];
        if (s == null) {
            s = new FrameSlot();
            slots[depth] = s;
            reset = true;
        }
        if (reset || s.frame != frame) {
            // a loop calling one function meets the same code at the same depth again: no cache lookup then
            PyCode code = frame.code;
            s.reset(frame, code == s.pyCode ? s.code : data(code), code);
        }
        return s;
    }

    /**
     * Notes that {@code exc} replaces the exception {@code frame}'s loop is unwinding with; the probes stay
     * woven until it is taken (the taker calls {@link MonitoringState#release}).
     */
    void replace(PyFrame frame, PyBaseException exc) {
        if (replacement == null) {
            MonitoringState.hold();
        }
        replacedIn = frame;
        replacement = exc;
    }

    /** The replacement noted for {@code frame} (then forgotten; the caller releases its hold), or null. */
    PyBaseException takeReplacement(PyFrame frame) {
        PyBaseException r = replacement;
        if (r == null || replacedIn != frame) {
            return null;
        }
        replacement = null;
        replacedIn = null;
        return r;
    }

    /** The data of {@code code}, through this thread's cache. */
    CodeInstrumentation data(PyCode code) {
        int h = System.identityHashCode(code) & (CACHE - 1);
        if (cachedCodes[h] == code) {
            return cachedData[h];
        }
        CodeInstrumentation ci = CodeRegistry.forCode(code);
        cachedCodes[h] = code;
        cachedData[h] = ci;
        return ci;
    }
}
