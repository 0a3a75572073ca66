package io.frameweave.instrumentation.monitoring;

import io.frameweave.interpreter.runtime.PyBaseException;
import io.frameweave.interpreter.vm.PyFrame;

/**
 * EXCEPTION_HANDLER: a handler found in the frame is EXCEPTION_HANDLED; the probe may answer another entry (or
 * none) when a callback's exception replaced the one being handled.
 */
public final class ExceptionHandlerAdvice {
    private ExceptionHandlerAdvice() {}

    public static int onExit(int entry, PyFrame frame, int pc, PyBaseException exc) {
        return Probes.handled(frame, entry, exc);
    }
}
