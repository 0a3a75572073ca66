package io.frameweave.instrumentation.monitoring;

import io.frameweave.interpreter.runtime.PyBaseException;
import io.frameweave.interpreter.vm.PyFrame;
import io.frameweave.interpreter.vm.ThreadState;

/** EXCEPTION_RAISED: an exception seen in a frame (after its traceback entry is made) is RAISE (and C_RAISE). */
public final class ExceptionRaisedAdvice {
    private ExceptionRaisedAdvice() {}

    public static void onExit(PyBaseException exc, PyFrame frame, ThreadState ts) {
        Probes.raised(exc, frame);
    }
}
