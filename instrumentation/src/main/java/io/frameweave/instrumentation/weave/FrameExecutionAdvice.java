package io.frameweave.instrumentation.weave;

import io.frameweave.instrumentation.probe.Probes;
import io.frameweave.interpreter.vm.PyFrame;
import net.bytebuddy.asm.Advice;

/** FRAME_EXECUTION: frame entry (code discovery, per-frame probe state) and exit by exception (PY_UNWIND). */
public final class FrameExecutionAdvice {
    private FrameExecutionAdvice() {}

    @Advice.OnMethodEnter
    static void enter(@Advice.Argument(0) PyFrame frame) {
        Probes.frameEntered(frame);
    }

    @Advice.OnMethodExit(onThrowable = Throwable.class)
    static void exit(@Advice.Argument(0) PyFrame frame, @Advice.Thrown Throwable thrown) {
        if (thrown != null) {
            Probes.frameUnwound(frame, thrown);
        }
    }
}
