package io.frameweave.instrumentation.weave;

import io.frameweave.instrumentation.optimizer.Optimizer;
import io.frameweave.interpreter.bytecode.PyCode;

/**
 * CODE_WARM (woven while the optimizer is on): a code object the VM is about to compile is offered to the
 * optimizer first, which may install its speculative form in place of the VM's.
 */
public final class CodeWarmAdvice {
    private CodeWarmAdvice() {}

    public static void atEntry(PyCode code) {
        Optimizer.warm(code);
    }
}
