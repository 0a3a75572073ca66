package io.frameweave.instrumentation.watchers;

import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.vm.PyFunction;

/** FUNCTION_SET_DEFAULTS (woven while a function watcher is registered): MODIFY_DEFAULTS before the change. */
public final class FunctionDefaultsWatchAdvice {
    private FunctionDefaultsWatchAdvice() {}

    public static void atEntry(PyFunction self, PyObject[] newDefaults) {
        FunctionWatchers.beforeSetDefaults(self, newDefaults);
    }
}
