package io.frameweave.instrumentation.tracing;

import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.vm.PyFrame;

import java.lang.ref.WeakReference;
import java.util.Arrays;
import java.util.function.BiConsumer;

/**
 * The tracer states of the frames that left one thread's stack (returned or unwound) while a guest could still
 * tell them from none: a frame object can outlive its run, and CPython keeps its {@code f_trace},
 * {@code f_trace_lines} and {@code f_trace_opcodes}. Only frames a guest may hold come here: those shown to a
 * trace function that could keep them, or reachable from a traceback, {@code sys._getframe} and the like
 * ({@link ThreadTrace#expose}); under a tracer that keeps no frame, most calls add nothing. Adding one costs a small record and an array store, where
 * a shared weak table would cost a lock, an identity hash and a map entry per traced call. A record refers to
 * its frame weakly, so a frame nobody kept is collected as usual, and its record is dropped when the array next
 * fills up after a collection. Each record lives through one collection (that is what tells whether its frame
 * is gone), so it holds only what a guest can read, mostly just the {@code f_trace}. Only a lookup from outside
 * ({@link FrameTraceTable#find}) moves the states into the shared table, each once. Used by its thread, or
 * under the GIL.
 */
final class DepartedStates {
    /** A departed frame, held weakly, and what a guest can still read of its tracer state. */
    private static final class Departed extends WeakReference<PyFrame> {
        /** Its f_trace when f_trace_lines and f_trace_opcodes have their defaults, else its whole FrameTrace. */
        final Object readable;

        Departed(PyFrame frame, Object readable) {
            super(frame);
            this.readable = readable;
        }
    }

    private Departed[] departed = new Departed[256];
    private int size;
    /** Cleared by the first collection after the last compaction: until then, no record can be dropped. */
    private WeakReference<Object> noCollectionSince = new WeakReference<>(new Object());

    /** Keeps the readable part of {@code st}, the state of {@code frame}, which left the stack. */
    void add(PyFrame frame, FrameTrace st) {
        if (size == departed.length) {
            compact();
        }
        departed[size++] = new Departed(frame, st.traceLines && !st.traceOpcodes ? st.fTrace : st);
    }

    /** Drops the records whose frames were collected; makes room when more than half remain. */
    private void compact() {
        int kept = size;
        if (noCollectionSince.get() == null) {
            kept = 0;
            for (int i = 0; i < size; i++) {
                Departed d = departed[i];
                if (d.get() != null) {
                    departed[kept++] = d;
                }
            }
            Arrays.fill(departed, kept, size, null);
            size = kept;
            noCollectionSince = new WeakReference<>(new Object());
        }
        if (kept > departed.length / 2) {
            departed = Arrays.copyOf(departed, departed.length * 2);
        }
    }

    /** Hands every frame still there and its state to {@code sink}, and keeps none. */
    void drainTo(BiConsumer<PyFrame, FrameTrace> sink) {
        for (int i = 0; i < size; i++) {
            Departed d = departed[i];
            departed[i] = null;
            PyFrame frame = d.get();
            if (frame != null) {
                sink.accept(frame, d.readable instanceof FrameTrace st ? st : state(frame, (PyObject) d.readable));
            }
        }
        size = 0;
    }

    private static FrameTrace state(PyFrame frame, PyObject fTrace) {
        FrameTrace st = new FrameTrace(CodeTraceInfo.of(frame.code));
        st.fTrace = fTrace;
        return st;
    }

    /** The number of records kept (for tests). */
    int size() {
        return size;
    }
}
