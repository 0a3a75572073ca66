package io.frameweave.agent.tools.dump;

import io.frameweave.agent.tools.GilPause;
import io.frameweave.instrumentation.frames.FrameView;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyObject;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reads every guest thread's stack through {@link FrameView}, pausing the program (by holding the GIL) for
 * one thread's walk at a time: the program is stopped for no longer than one stack walk per thread. A
 * thread whose walk cannot be paused (the GIL did not come in time) is read racily, which FrameView allows,
 * and marked so.
 */
final class StackReader {
    /** How long to wait for the GIL before reading a thread without pausing. */
    private static final long PAUSE_TIMEOUT_MILLIS = 1000;
    /** A stack deeper than this is cut (the guest's recursion limit is far below it). */
    private static final int MAX_FRAMES = 100_000;

    private final boolean withLocals;
    private final int reprLimit;

    StackReader(boolean withLocals, int reprLimit) {
        this.withLocals = withLocals;
        this.reprLimit = reprLimit;
    }

    /** Every guest thread's stack, the main thread first, then by thread id. */
    List<ThreadStack> readAll() throws InterruptedException {
        List<ThreadStack> out = new ArrayList<>();
        try (GilPause pause = new GilPause()) {
            for (Thread t : threadsInOrder()) {
                String state = state(t); // before pausing: then every thread waits for the GIL
                boolean paused = pause.pause(PAUSE_TIMEOUT_MILLIS);
                try {
                    // the top frame is taken again now that the thread is stopped
                    FrameView top = FrameView.ofAllThreads().get(t);
                    if (top != null) {
                        out.add(read(t, state, top, paused));
                    }
                } finally {
                    if (paused) {
                        pause.resume();
                    }
                }
            }
        }
        return out;
    }

    private static List<Thread> threadsInOrder() {
        List<Thread> threads = new ArrayList<>(FrameView.ofAllThreads().keySet());
        threads.sort((a, b) -> {
            boolean am = a.getName().equals("MainThread");
            boolean bm = b.getName().equals("MainThread");
            return am != bm ? (am ? -1 : 1) : Long.compare(a.getId(), b.getId());
        });
        return threads;
    }

    private ThreadStack read(Thread t, String state, FrameView top, boolean paused) {
        List<ThreadStack.Frame> frames = new ArrayList<>();
        Set<FrameView> seen = new HashSet<>();
        for (FrameView f = top; f != null && frames.size() < MAX_FRAMES && seen.add(f); f = f.back()) {
            frames.add(new ThreadStack.Frame(f.functionName(), f.qualname(), f.filename(), f.line(),
                    withLocals ? locals(f) : List.of()));
        }
        Collections.reverse(frames);
        return new ThreadStack(t.getId(), t.getName(), state, paused, frames);
    }

    /** The frame's bound locals, cells and free variables, in the code's order; none for module frames. */
    private List<ThreadStack.Local> locals(FrameView f) {
        if (!f.hasFastLocals()) {
            return List.of();
        }
        List<ThreadStack.Local> out = new ArrayList<>();
        Set<String> names = new HashSet<>();
        String[] all = f.code().localsPlusNames;
        for (int i = 0; i < f.code().nLocalsPlus; i++) {
            String name = all[i];
            if (!names.add(name)) {
                continue;
            }
            PyObject v;
            try {
                v = f.getLocal(name);
            } catch (RuntimeException e) {
                continue; // a racy read of a frame that was not paused
            }
            if (v != null) {
                out.add(new ThreadStack.Local(name, Py.typeName(v), SafeRepr.of(v, reprLimit)));
            }
        }
        return out;
    }

    /**
     * {@code idle} for a thread blocked in sleep, join, a lock or input (its JVM thread waits elsewhere than for
     * the GIL), else {@code active}: running, or runnable and waiting for its turn at the GIL.
     */
    private static String state(Thread t) {
        if (t.getState() == Thread.State.RUNNABLE) {
            return "active";
        }
        StackTraceElement[] trace = t.getStackTrace();
        for (int i = 0; i < Math.min(trace.length, 12); i++) {
            if (trace[i].getClassName().equals(GIL_CLASS) && trace[i].getMethodName().equals("acquire")) {
                // waiting for its turn, unless it was just woken from a blocking call (that is below acquire)
                return "active";
            }
        }
        return "idle";
    }

    private static final String GIL_CLASS = "io.frameweave.interpreter.vm.GIL";
}
