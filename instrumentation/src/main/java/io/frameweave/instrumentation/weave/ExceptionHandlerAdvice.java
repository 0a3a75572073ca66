package io.frameweave.instrumentation.weave;

import io.frameweave.instrumentation.probe.Probes;
import io.frameweave.interpreter.runtime.PyBaseException;
import io.frameweave.interpreter.vm.PyFrame;

/** EXCEPTION_HANDLER: a handler found in the frame is EXCEPTION_HANDLED. */
public final class ExceptionHandlerAdvice {
    private ExceptionHandlerAdvice() {}

    public static int onExit(int entry, PyFrame frame, int pc, PyBaseException exc) {
        if (entry >= 0) {
            Probes.handled(frame, entry, exc);
        }
        return entry;
    }
}
