package io.frameweave.instrumentation.weave;

import io.frameweave.instrumentation.probe.Probes;
import io.frameweave.interpreter.runtime.PyBaseException;
import io.frameweave.interpreter.vm.PyFrame;
import net.bytebuddy.asm.Advice;

/** EXCEPTION_HANDLER: a handler found in the frame is EXCEPTION_HANDLED. */
public final class ExceptionHandlerAdvice {
    private ExceptionHandlerAdvice() {}

    @Advice.OnMethodExit
    static void exit(@Advice.Argument(0) PyFrame frame, @Advice.Argument(2) PyBaseException exc,
                     @Advice.Return int entry) {
        if (entry >= 0) {
            Probes.handled(frame, entry, exc);
        }
    }
}
