package io.frameweave.instrumentation.guest;

import io.frameweave.interpreter.runtime.PyModule;

/**
 * BUILTIN_MODULE_CREATED (a start binding; the conventions are {@code weave.AsmWeaver}'s): applies the registered
 * {@link ModuleExtensions} to each new builtin module.
 */
public final class ModuleCreatedAdvice {
    private ModuleCreatedAdvice() {}

    /** Called with the value {@code BuiltinModules.create(name)} returns; returns the (extended) module. */
    public static PyModule onExit(PyModule returned, String name) {
        return ModuleExtensions.apply(name, returned);
    }
}
