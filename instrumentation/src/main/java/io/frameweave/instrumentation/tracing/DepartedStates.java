package io.frameweave.instrumentation.tracing;

import java.util.Arrays;
import java.util.function.Consumer;

/**
 * The tracer states of the frames that left one thread's stack (returned or unwound) while a guest could still
 * tell them from none: a frame object can outlive its run, and CPython keeps its {@code f_trace},
 * {@code f_trace_lines} and {@code f_trace_opcodes}. Adding one costs an array store, where a shared weak table
 * would cost a lock, an identity hash and a weak entry per traced call. A {@link FrameTrace} refers to its frame
 * weakly, so a frame nobody kept is collected as usual; its state is dropped when the array next fills up. Only
 * a lookup from outside ({@link FrameTraceTable#find}) moves the states into the shared table, each once.
 * Used by its thread, or under the GIL.
 */
final class DepartedStates {
    private FrameTrace[] states = new FrameTrace[256];
    private int size;

    void add(FrameTrace st) {
        if (size == states.length) {
            compact();
        }
        states[size++] = st;
    }

    /** Drops the states whose frames were collected; makes room when more than half remain. */
    private void compact() {
        int kept = 0;
        for (int i = 0; i < size; i++) {
            FrameTrace st = states[i];
            if (st.get() != null) {
                states[kept++] = st;
            }
        }
        Arrays.fill(states, kept, size, null);
        size = kept;
        if (kept > states.length / 2) {
            states = Arrays.copyOf(states, states.length * 2);
        }
    }

    /** Hands every state whose frame is still there to {@code sink}, and keeps none. */
    void drainTo(Consumer<FrameTrace> sink) {
        for (int i = 0; i < size; i++) {
            FrameTrace st = states[i];
            states[i] = null;
            if (st.get() != null) {
                sink.accept(st);
            }
        }
        size = 0;
    }

    /** The number of states kept (for tests). */
    int size() {
        return size;
    }
}
