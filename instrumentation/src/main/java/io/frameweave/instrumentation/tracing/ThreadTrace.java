package io.frameweave.instrumentation.tracing;

import io.frameweave.instrumentation.monitoring.ThreadMonitor;
import io.frameweave.interpreter.bytecode.PyCode;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.vm.PyCoroutine;
import io.frameweave.interpreter.vm.PyFrame;
import io.frameweave.interpreter.vm.PyFunction;
import io.frameweave.interpreter.vm.PyGenerator;
import io.frameweave.interpreter.vm.ThreadState;

import java.util.Arrays;

/**
 * The tracer state of one guest thread: its trace function ({@code sys.settrace}) and profile function
 * ({@code sys.setprofile}), the event being delivered (CPython's {@code tracing_what}, which decides whether
 * {@code f_lineno} may be assigned), and caches of frame states and code data, so that the lookups of an event
 * seldom reach the shared tables.
 */
final class ThreadTrace {
    private static final ThreadLocal<ThreadTrace> BY_THREAD = ThreadLocal.withInitial(ThreadTrace::forNewThread);

    PyObject traceFunction;
    PyObject profileFunction;
    /** The event whose trace call is running; CALL when none (as CPython's initial {@code tracing_what}). */
    TraceEvent what = TraceEvent.CALL;
    /** The frame whose trace call is running, or null. */
    PyFrame tracing;
    private PyFrame cachedFrame;
    private FrameTrace cachedState;
    /**
     * By call depth, the frame last seen there and its state. A state of a frame that is running is kept here
     * (and, for a generator's frame, in the shared table) and nowhere else: the frame's events find it here;
     * when the depth is taken by another frame, the state goes to {@link #departed} if a guest could still
     * read it. Holds a frame only while it runs: its exit lets go of it ({@link #frameLeft}), so that no frame that
     * returned (nor its locals, nor a generator just made) outlives its run because it was traced.
     */
    private PyFrame[] depthFrames = new PyFrame[32];
    private FrameTrace[] depthStates = new FrameTrace[32];
    /** The highest depth in use in {@link #depthFrames}; the entries above it are null. */
    private int top = -1;
    /**
     * The frames of this thread at this depth and below that are on the stack may be known to a guest (see
     * {@link #expose}); -1 when none is. Only a state of such a frame is kept when its frame leaves the stack.
     */
    private int exposedDepth = Integer.MAX_VALUE;
    /** The code last asked about in {@link #isBlind}, and the answer. */
    private PyCode blindCode;
    private boolean blind;
    /** The states of frames that left this thread's stack, for {@link FrameTraceTable#find}. */
    final DepartedStates departed = new DepartedStates();
    private final ThreadState ts = ThreadState.forCurrentThread();
    /** A small direct-mapped cache of code → {@link CodeTraceInfo}, so a new frame takes no lock for it. */
    private final PyCode[] infoCodes = new PyCode[64];
    private final CodeTraceInfo[] infos = new CodeTraceInfo[64];

    /** The state used last: under the GIL consecutive events mostly come from one thread (no ThreadLocal then). */
    private static ThreadTrace last;
    private final Thread owner = Thread.currentThread();

    static ThreadTrace current() {
        ThreadTrace t = last;
        if (t != null && t.owner == Thread.currentThread()) {
            return t;
        }
        t = BY_THREAD.get();
        last = t;
        return t;
    }

    /** The calling thread's state if it is the one used last, else null (no state is made, no hook taken). */
    static ThreadTrace ifCreated() {
        ThreadTrace t = last;
        return t != null && t.owner == Thread.currentThread() ? t : null;
    }

    private static ThreadTrace forNewThread() {
        ThreadTrace t = new ThreadTrace();
        ThreadMonitor.current().listenToExits(t::frameLeft);
        FrameTraceTable.register(t);
        return t;
    }

    /**
     * The state of {@code frame}, an event's frame: through the one-entry cache, the cache by depth (the frame's
     * own, or the one below it for a frame that is unwinding, whose exit event comes after the VM left its
     * depth), then the shared table; made when it has none.
     */
    FrameTrace frame(PyFrame frame) {
        if (frame == cachedFrame) {
            return cachedState;
        }
        int d = ts.depth;
        FrameTrace state;
        if (d < depthFrames.length && depthFrames[d] == frame) {
            state = depthStates[d];
        } else if (d + 1 < depthFrames.length && depthFrames[d + 1] == frame) {
            state = depthStates[d + 1];
        } else {
            state = uncached(frame, d);
        }
        cachedFrame = frame;
        cachedState = state;
        return state;
    }

    private FrameTrace uncached(PyFrame frame, int d) {
        FrameTrace state = FrameTraceTable.shared(frame);
        boolean generator = (frame.code.flags & PyCode.CO_SUSPENDS) != 0;
        if (state == null && !generator) {
            // a running frame is cached at its own depth; this looks elsewhere only should an event come from a
            // frame that is not the running one (a generator's state is always shared, so needs no search)
            state = cached(frame);
        }
        if (state == null) {
            state = new FrameTrace(info(frame.code));
            if (generator) {
                // it may resume at another depth or on another thread
                FrameTraceTable.share(frame, state);
            }
        }
        if (ts.frame == frame) {
            remember(d, frame, state);
        } else {
            FrameTraceTable.share(frame, state); // not at its depth: found through the table
        }
        return state;
    }

    /**
     * {@code frame} left the stack at {@code depth} (after its events): it leaves the caches, its state departs as
     * when another frame takes its depth. A generator made while this thread is traced or profiled is closed by the
     * VM when it is dropped, wherever it is then, as CPython closes every generator it frees: the function sees
     * that closing run ('call', 'exception' GeneratorExit, 'return'). A coroutine that never started is not closed
     * (CPython warns that it was never awaited instead), nor a generator a callback made: CPython closes that one
     * when the callback drops it, where no event is given.
     */
    void frameLeft(PyFrame frame, int depth, PyObject returned) {
        if (frame == cachedFrame) {
            cachedFrame = null;
            cachedState = null;
        }
        if (depth < depthFrames.length && depthFrames[depth] == frame) {
            depart(frame, depthStates[depth], null, depth);
            depthFrames[depth] = null;
            depthStates[depth] = null;
        }
        if (returned instanceof PyGenerator g && g.frame() == frame && !(g instanceof PyCoroutine)
                && (traceFunction != null || profileFunction != null) && !ThreadMonitor.current().tracing) {
            g.closeWhenDropped();
        }
    }

    /**
     * The state of the frame that resumed {@code frame} (its caller, a depth below) if it is cached there, else
     * null: where a FOR_ITER or SEND waits to learn what a generator returned.
     */
    FrameTrace caller(PyFrame frame) {
        int d = ts.depth - 1;
        PyFrame back = frame.back;
        return back != null && d >= 0 && d < depthFrames.length && depthFrames[d] == back ? depthStates[d] : null;
    }

    /** Whether {@code frame} is the frame whose state was used last. */
    boolean isCached(PyFrame frame) {
        return frame == cachedFrame;
    }

    /**
     * The state of {@code frame}, a frame at its very start (its first RESUME, not a generator's): nobody can
     * have given it tracer state yet, so a new one is made without looking anywhere first.
     */
    FrameTrace freshFrame(PyFrame frame, CodeTraceInfo info) {
        FrameTrace state = new FrameTrace(info);
        int d = ts.depth;
        remember(d, frame, state);
        if (exposedDepth >= d) {
            exposedDepth = d - 1; // what was exposed at this depth and above has left; the new frame was not
        }
        cachedFrame = frame;
        cachedState = state;
        return state;
    }

    /** The state of {@code frame} if it is the frame used last or the one at the current depth, else null. */
    FrameTrace running(PyFrame frame) {
        if (frame == cachedFrame) {
            return cachedState;
        }
        int d = ts.depth;
        return d < depthFrames.length && depthFrames[d] == frame ? depthStates[d] : null;
    }

    /** The state of {@code frame} if it is in the cache by depth (any depth), else null. */
    FrameTrace cached(PyFrame frame) {
        for (int d = depthFrames.length - 1; d >= 0; d--) {
            if (depthFrames[d] == frame) {
                return depthStates[d];
            }
        }
        return null;
    }

    private void remember(int d, PyFrame frame, FrameTrace state) {
        if (d >= depthFrames.length) {
            depthFrames = Arrays.copyOf(depthFrames, Math.max(d + 1, depthFrames.length * 2));
            depthStates = Arrays.copyOf(depthStates, depthFrames.length);
        }
        // a frame runs at depth d: the frames cached deeper have left the stack
        for (int k = top; k > d; k--) {
            depart(depthFrames[k], depthStates[k], null, k);
            depthFrames[k] = null;
            depthStates[k] = null;
        }
        depart(depthFrames[d], depthStates[d], state, d);
        depthFrames[d] = frame;
        depthStates[d] = state;
        top = d;
    }

    /**
     * {@code old}, the state of {@code frame} at depth {@code d}, leaves the depth cache for {@code next}: kept if a
     * guest can still read it, that is when it is visible and its frame may be known to a guest.
     */
    private void depart(PyFrame frame, FrameTrace old, FrameTrace next, int d) {
        if (old != null && old != next && !old.shared && old.visible() && d <= exposedDepth) {
            departed.add(frame, old);
        }
    }

    /**
     * A guest may have got hold of a frame of this thread at depth {@code depth} or below (each frame leads to
     * those below it through {@code f_back}): a trace function that could keep its frame was called, an exception
     * passed (its traceback), {@code sys._getframe} ran, a generator's frame runs. A frame nobody was ever shown
     * cannot be asked for its {@code f_trace} once it returned, so its state need not be kept then.
     */
    void expose(int depth) {
        if (depth > exposedDepth) {
            exposedDepth = depth;
        }
    }

    /** As {@link #expose}, for the running frame and one that is leaving (its exit event comes after its depth). */
    void exposeRunning() {
        expose(ts.depth + 1);
    }

    /** Every frame of this thread on the stack now may be known to a guest (tracing switched, frames listed). */
    void exposeAll() {
        exposedDepth = Integer.MAX_VALUE;
    }

    /** Whether {@code fn}, a trace or profile function, cannot keep the frame it is called with ({@link BlindTracers}). */
    boolean isBlind(PyObject fn) {
        if (!(fn instanceof PyFunction f)) {
            return false;
        }
        PyCode code = f.getCode();
        if (code != blindCode) {
            blind = BlindTracers.isBlind(code);
            blindCode = code;
        }
        return blind;
    }

    /** The thread this state belongs to. */
    Thread owner() {
        return owner;
    }

    /** Empties the cache by depth (the thread ended: none of its frames runs): its states depart. */
    void departAll() {
        exposeAll();
        for (int d = 0; d < depthStates.length; d++) {
            depart(depthFrames[d], depthStates[d], null, d);
            depthFrames[d] = null;
            depthStates[d] = null;
        }
        cachedFrame = null;
        cachedState = null;
        top = -1;
    }

    /** The tracing data of {@code frame}'s code: its state's when it is the frame used last, else by its code. */
    CodeTraceInfo info(PyFrame frame) {
        return frame == cachedFrame ? cachedState.code : info(frame.code);
    }

    /** The tracing data of {@code code}, through this thread's cache. */
    CodeTraceInfo info(PyCode code) {
        int h = System.identityHashCode(code) & (infoCodes.length - 1);
        if (infoCodes[h] == code) {
            return infos[h];
        }
        CodeTraceInfo info = CodeTraceInfo.of(code);
        infoCodes[h] = code;
        infos[h] = info;
        return info;
    }
}
