package io.frameweave.instrumentation.tracing;

import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.vm.PyFrame;

import java.util.Collections;
import java.util.Set;
import java.util.WeakHashMap;

/**
 * The tracer state of one guest thread: its trace function ({@code sys.settrace}) and profile function
 * ({@code sys.setprofile}), the event being delivered (CPython's {@code tracing_what}, which decides whether
 * {@code f_lineno} may be assigned), and a one-entry cache of the frame state last used.
 *
 * <p>A thread started after {@code threading.settrace(f)} / {@code threading.setprofile(f)} begins with
 * {@code f}; threads that were alive when the hook was set do not (as CPython, where the hook is installed by
 * the thread's bootstrap).
 */
final class ThreadTrace {
    private static final ThreadLocal<ThreadTrace> BY_THREAD = ThreadLocal.withInitial(ThreadTrace::forNewThread);

    /** {@code threading.settrace}'s function, or null. */
    static volatile PyObject threadingTrace;
    /** {@code threading.setprofile}'s function, or null. */
    static volatile PyObject threadingProfile;
    /** The threads alive when a threading hook was last set: they do not take it. */
    private static final Set<Thread> BEFORE_HOOK = Collections.synchronizedSet(
            Collections.newSetFromMap(new WeakHashMap<>()));

    PyObject traceFunction;
    PyObject profileFunction;
    /** The event whose trace call is running; CALL when none (as CPython's initial {@code tracing_what}). */
    TraceEvent what = TraceEvent.CALL;
    /** The frame whose trace call is running, or null. */
    PyFrame tracing;
    /** The value of the last RETURN_VALUE of a generator frame (to tell how a FOR_ITER or SEND ended). */
    PyObject generatorReturn;

    private PyFrame cachedFrame;
    private FrameTrace cachedState;

    static ThreadTrace current() {
        return BY_THREAD.get();
    }

    private static ThreadTrace forNewThread() {
        ThreadTrace t = new ThreadTrace();
        if (!BEFORE_HOOK.contains(Thread.currentThread())) {
            t.traceFunction = threadingTrace;
            t.profileFunction = threadingProfile;
            if (t.traceFunction != null || t.profileFunction != null) {
                LegacyTracing.threadStarted(t);
            }
        }
        return t;
    }

    /** Records the threads alive now, which must not take a threading hook set now. */
    static void hookSet() {
        for (Thread t : Thread.getAllStackTraces().keySet()) {
            BEFORE_HOOK.add(t);
        }
        BY_THREAD.get();
    }

    /** The state of {@code frame}, through the one-entry cache. */
    FrameTrace frame(PyFrame frame) {
        if (frame == cachedFrame) {
            return cachedState;
        }
        FrameTrace state = FrameTraceTable.of(frame);
        cachedFrame = frame;
        cachedState = state;
        return state;
    }
}
