package io.frameweave.instrumentation.monitoring;

import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.vm.PyFrame;

/**
 * FRAME_EXECUTION: frame entry (code discovery, per-frame probe state), normal exit (the probes let go of the
 * frame; a generator's return value, for STOP_ITERATION) and exit by exception (PY_UNWIND, a replacement
 * exception; then the same letting go).
 */
public final class FrameExecutionAdvice {
    private FrameExecutionAdvice() {}

    public static void atEntry(PyFrame frame) {
        Probes.frameEntered(frame);
    }

    public static PyObject onExit(PyObject returned, PyFrame frame) {
        Probes.frameExited(frame, returned);
        return returned;
    }

    public static void onThrow(Throwable thrown, PyFrame frame) {
        Probes.frameUnwound(frame, thrown);
    }
}
