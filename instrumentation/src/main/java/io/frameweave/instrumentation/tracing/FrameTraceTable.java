package io.frameweave.instrumentation.tracing;

import io.frameweave.interpreter.vm.PyFrame;

import java.util.Collections;
import java.util.Map;
import java.util.WeakHashMap;

/**
 * The side table of per-frame tracer state: weakly keyed by frame (frames have identity equality), so an entry
 * goes when its frame does, and a frame nobody traces has none. The thread's {@link ThreadTrace} caches the
 * entries it used (the last one, and one per call depth), which makes the lookup per event a field comparison
 * in straight-line code and after a return.
 */
final class FrameTraceTable {
    private static final Map<PyFrame, FrameTrace> TABLE = Collections.synchronizedMap(new WeakHashMap<>());

    private FrameTraceTable() {}

    /** The state of {@code frame}, made on first use. */
    static FrameTrace of(PyFrame frame) {
        FrameTrace t = TABLE.get(frame);
        if (t == null) {
            t = new FrameTrace(CodeTraceInfo.of(frame.code));
            TABLE.put(frame, t);
        }
        return t;
    }

    /** A new state for {@code frame}, which has none (a frame at its start): no lookup first. */
    static FrameTrace fresh(PyFrame frame, CodeTraceInfo info) {
        FrameTrace t = new FrameTrace(info);
        TABLE.put(frame, t);
        return t;
    }

    /** The state of {@code frame}, or null when it has none. */
    static FrameTrace peek(PyFrame frame) {
        return TABLE.get(frame);
    }
}
