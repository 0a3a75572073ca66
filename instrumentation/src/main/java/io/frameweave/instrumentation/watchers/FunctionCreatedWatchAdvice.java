package io.frameweave.instrumentation.watchers;

import io.frameweave.interpreter.bytecode.PyCode;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.vm.PyFunction;

/** FUNCTION_CREATED (woven while a function watcher is registered): CREATE once the function is built. */
public final class FunctionCreatedWatchAdvice {
    private FunctionCreatedWatchAdvice() {}

    public static void onExit(PyFunction self, PyCode code, PyDict globals, PyObject[] closure, Object[] caches,
                              PyObject[] defaults, PyDict kwdefaults) {
        FunctionWatchers.created(self);
    }
}
