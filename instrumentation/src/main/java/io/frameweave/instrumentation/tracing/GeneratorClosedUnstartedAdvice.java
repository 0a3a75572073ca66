package io.frameweave.instrumentation.tracing;

import io.frameweave.interpreter.vm.PyGenerator;

/**
 * GENERATOR_CLOSED_UNSTARTED: {@code close()} of a generator or coroutine that never ran gives a trace function
 * 'call', 'exception' (GeneratorExit) and 'return', and a profile function 'call' and 'return', as CPython 3.11
 * runs such a frame with GeneratorExit raised at its start. {@code sys.monitoring} sees nothing (3.12 runs nothing).
 */
public final class GeneratorClosedUnstartedAdvice {
    private GeneratorClosedUnstartedAdvice() {}

    public static void atEntry(PyGenerator generator) {
        if (LegacyTracing.anyOn()) {
            TraceDispatcher.closedUnstarted(generator.frame());
        }
    }
}
