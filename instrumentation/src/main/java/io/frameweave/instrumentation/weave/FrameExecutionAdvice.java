package io.frameweave.instrumentation.weave;

import io.frameweave.instrumentation.probe.Probes;
import io.frameweave.interpreter.vm.PyFrame;

/** FRAME_EXECUTION: frame entry (code discovery, per-frame probe state) and exit by exception (PY_UNWIND). */
public final class FrameExecutionAdvice {
    private FrameExecutionAdvice() {}

    public static void atEntry(PyFrame frame) {
        Probes.frameEntered(frame);
    }

    public static void onThrow(Throwable thrown, PyFrame frame) {
        Probes.frameUnwound(frame, thrown);
    }
}
