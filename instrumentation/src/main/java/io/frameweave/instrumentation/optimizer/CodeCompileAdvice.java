package io.frameweave.instrumentation.optimizer;

import io.frameweave.interpreter.bytecode.PyCode;
import io.frameweave.interpreter.vm.Speculation;

/**
 * CODE_COMPILE (woven while the optimizer is on): a code object the VM is about to compile is offered to the
 * optimizer first; when it installs its speculative form, that form is returned and the VM compiles none.
 */
public final class CodeCompileAdvice {
    private CodeCompileAdvice() {}

    public static Object onEnter(PyCode code) {
        Object before = code.compiled;
        Optimizer.warm(code);
        Object installed = code.compiled;
        return installed != before && Speculation.of(installed) != null ? installed : null;
    }
}
