package io.frameweave.instrumentation.weave;

import io.frameweave.instrumentation.probe.Probes;
import io.frameweave.interpreter.runtime.PyBaseException;
import io.frameweave.interpreter.vm.PyFrame;
import net.bytebuddy.asm.Advice;

/** GENERATOR_RESUME: an exception thrown into a live generator ({@code throw()}, {@code close()}) is PY_THROW. */
public final class GeneratorResumeAdvice {
    private GeneratorResumeAdvice() {}

    @Advice.OnMethodEnter
    static void enter(@Advice.Argument(1) PyBaseException exc, @Advice.FieldValue("frame") PyFrame frame,
                      @Advice.FieldValue("running") boolean running, @Advice.FieldValue("finished") boolean finished) {
        if (exc != null && !running && !finished) {
            Probes.generatorThrown(frame, exc);
        }
    }
}
