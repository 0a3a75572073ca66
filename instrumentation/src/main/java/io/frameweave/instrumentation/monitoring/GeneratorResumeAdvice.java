package io.frameweave.instrumentation.monitoring;

import io.frameweave.interpreter.runtime.PyBaseException;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.vm.PyGenerator;

/** GENERATOR_RESUME: an exception thrown into a live generator ({@code throw()}, {@code close()}) is PY_THROW. */
public final class GeneratorResumeAdvice {
    private GeneratorResumeAdvice() {}

    public static void atEntry(PyGenerator generator, PyObject sent, PyBaseException exc) {
        if (exc != null && !generator.isRunning() && !generator.isFinished()) {
            Probes.generatorThrown(generator.frame(), exc);
        }
    }
}
