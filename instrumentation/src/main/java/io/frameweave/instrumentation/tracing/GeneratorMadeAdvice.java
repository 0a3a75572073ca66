package io.frameweave.instrumentation.tracing;

import io.frameweave.interpreter.vm.PyCoroutine;
import io.frameweave.interpreter.vm.PyFrame;
import io.frameweave.interpreter.vm.PyGenerator;

/**
 * GENERATOR_MADE: while a trace or profile function is set, a generator (or async generator) made then is closed by
 * the VM if it is dropped before it ran, so that the function sees what CPython 3.11 gives it when it frees one:
 * the 'call', 'exception' (GeneratorExit) and 'return' of {@link GeneratorClosedUnstartedAdvice}. A coroutine that
 * never started is not closed by CPython (it warns that it was never awaited), so it is left alone.
 */
public final class GeneratorMadeAdvice {
    private GeneratorMadeAdvice() {}

    public static void onExit(PyGenerator self, PyFrame frame) {
        if (LegacyTracing.anyOn() && !(self instanceof PyCoroutine)) {
            self.closeWhenDropped();
        }
    }
}
