package io.frameweave.instrumentation.weave;

import io.frameweave.instrumentation.probe.Probes;
import io.frameweave.interpreter.runtime.PyBaseException;
import io.frameweave.interpreter.vm.PyFrame;
import net.bytebuddy.asm.Advice;

/** EXCEPTION_RAISED: an exception seen in a frame (after its traceback entry is made) is RAISE (and C_RAISE). */
public final class ExceptionRaisedAdvice {
    private ExceptionRaisedAdvice() {}

    @Advice.OnMethodExit
    static void exit(@Advice.Argument(0) PyBaseException exc, @Advice.Argument(1) PyFrame frame) {
        Probes.raised(exc, frame);
    }
}
