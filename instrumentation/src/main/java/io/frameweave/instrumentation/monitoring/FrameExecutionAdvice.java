package io.frameweave.instrumentation.monitoring;

import io.frameweave.interpreter.bytecode.PyCode;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.vm.PyFrame;

/**
 * FRAME_EXECUTION: frame entry (code discovery, per-frame probe state), a generator frame's exit (its return
 * value, for STOP_ITERATION) and exit by exception (PY_UNWIND, a replacement exception).
 */
public final class FrameExecutionAdvice {
    private FrameExecutionAdvice() {}

    public static void atEntry(PyFrame frame) {
        Probes.frameEntered(frame);
    }

    public static PyObject onExit(PyObject returned, PyFrame frame) {
        if ((frame.code.flags & PyCode.CO_SUSPENDS) != 0) {
            Probes.generatorFrameExited(frame, returned);
        }
        return returned;
    }

    public static void onThrow(Throwable thrown, PyFrame frame) {
        Probes.frameUnwound(frame, thrown);
    }
}
