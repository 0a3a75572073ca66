package io.frameweave.instrumentation.tracing;

import io.frameweave.interpreter.vm.PyFrame;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.WeakHashMap;

/**
 * Where the tracer state of a frame ({@link FrameTrace}) is found. While a frame runs, its state sits in its
 * thread's cache by call depth ({@link ThreadTrace}), where the frame's events find it; when the frame leaves
 * the stack with a state a guest could still read, the state goes to its thread's {@link DepartedStates}. The
 * shared table here, weakly keyed by frame, takes a state only when it must be found from another depth or
 * another thread:
 * <ul>
 *   <li>a generator's frame, from its first event on: it may resume at another depth or on another thread;</li>
 *   <li>a state that {@link #find} found for a use from outside the frame's own events
 *       ({@code sys._getframe(1).f_trace = ...}, the {@code f_trace} of a frame that has finished, another
 *       thread's frame): it looks through the table, then every thread's depth cache and departed states, and
 *       shares what it finds, so the next use finds it at once.</li>
 * </ul>
 * So a traced call of a plain function puts nothing here: its state is made, used and dropped by its thread.
 */
final class FrameTraceTable {
    private static final Map<PyFrame, FrameTrace> TABLE = Collections.synchronizedMap(new WeakHashMap<>());
    /** The tracer state of every thread that has one, until its thread ended and its states were shared. */
    private static final List<ThreadTrace> THREADS = new ArrayList<>();

    private FrameTraceTable() {}

    /** Enters a new thread's state, whose depth cache and departed states {@link #find} looks through. */
    static void register(ThreadTrace tt) {
        synchronized (THREADS) {
            retireEnded();
            THREADS.add(tt);
        }
    }

    /** The shared state of {@code frame}, or null (a frame's events look here after their thread's cache). */
    static FrameTrace shared(PyFrame frame) {
        return TABLE.get(frame);
    }

    /** Puts {@code st}, the state of {@code frame}, into the shared table (once): found from anywhere then. */
    static void share(PyFrame frame, FrameTrace st) {
        if (!st.shared) {
            st.shared = true;
            TABLE.put(frame, st);
        }
    }

    /**
     * The state of {@code frame} wherever it is kept, or null when it has none: for the frame attributes and
     * jumps, which may come from outside the frame's own events. A state found in a thread's cache is shared;
     * on a miss, every thread's departed states are shared (each state at most once) and the table is asked
     * again. Called under the GIL, so the other threads' caches stand still.
     */
    static FrameTrace find(PyFrame frame) {
        ThreadTrace own = ThreadTrace.ifCreated();
        FrameTrace st = own == null ? null : own.running(frame);
        if (st != null) {
            return st;
        }
        st = TABLE.get(frame);
        if (st != null) {
            return st;
        }
        synchronized (THREADS) {
            retireEnded();
            for (ThreadTrace tt : THREADS) {
                st = tt.cached(frame);
                if (st != null) {
                    share(frame, st);
                    return st;
                }
            }
            for (ThreadTrace tt : THREADS) {
                tt.departed.drainTo(FrameTraceTable::share);
            }
        }
        return TABLE.get(frame);
    }

    /** The state of {@code frame}, made (and shared) when it has none: for setting a frame attribute. */
    static FrameTrace of(PyFrame frame) {
        FrameTrace st = find(frame);
        if (st == null) {
            st = new FrameTrace(CodeTraceInfo.of(frame.code));
            share(frame, st);
        }
        return st;
    }

    /** Every frame of every thread may be known to a guest now ({@code sys._current_frames()}). */
    static void exposeAllThreads() {
        synchronized (THREADS) {
            for (ThreadTrace tt : THREADS) {
                tt.exposeAll();
            }
        }
    }

    /** Shares the states of the threads that ended (their frames are all departed) and forgets the threads. */
    private static void retireEnded() {
        for (Iterator<ThreadTrace> it = THREADS.iterator(); it.hasNext(); ) {
            ThreadTrace tt = it.next();
            if (!tt.owner().isAlive()) {
                tt.departAll();
                tt.departed.drainTo(FrameTraceTable::share);
                it.remove();
            }
        }
    }
}
