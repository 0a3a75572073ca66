package io.frameweave.instrumentation.watchers;

import io.frameweave.interpreter.bytecode.PyCode;
import io.frameweave.interpreter.vm.PyFunction;

/** FUNCTION_SET_CODE (woven while a function watcher is registered): MODIFY_CODE before the code changes. */
public final class FunctionCodeWatchAdvice {
    private FunctionCodeWatchAdvice() {}

    public static void atEntry(PyFunction self, PyCode newCode) {
        FunctionWatchers.beforeSetCode(self, newCode);
    }
}
