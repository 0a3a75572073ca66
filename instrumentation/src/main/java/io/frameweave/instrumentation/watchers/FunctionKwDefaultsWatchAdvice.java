package io.frameweave.instrumentation.watchers;

import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.vm.PyFunction;

/** FUNCTION_SET_KWDEFAULTS (woven while a function watcher is registered): MODIFY_KWDEFAULTS before the change. */
public final class FunctionKwDefaultsWatchAdvice {
    private FunctionKwDefaultsWatchAdvice() {}

    public static void atEntry(PyFunction self, PyDict newKwDefaults) {
        FunctionWatchers.beforeSetKwDefaults(self, newKwDefaults);
    }
}
