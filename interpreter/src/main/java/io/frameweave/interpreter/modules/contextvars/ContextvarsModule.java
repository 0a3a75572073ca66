package io.frameweave.interpreter.modules.contextvars;

import io.frameweave.interpreter.modules.MethodArgs;
import io.frameweave.interpreter.runtime.PyBuiltinFunction;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyModule;
import io.frameweave.interpreter.runtime.PyStr;

/** The {@code _contextvars} module: the three types and {@code copy_context()}. */
public final class ContextvarsModule {
    private ContextvarsModule() {}

    public static PyModule create() {
        PyDict d = new PyDict();
        d.putStr("__name__", PyStr.of("_contextvars"));
        d.putStr("__doc__", PyStr.of("Context Variables"));
        d.putStr("Context", PyContext.TYPE);
        d.putStr("ContextVar", PyContextVar.TYPE);
        d.putStr("Token", PyToken.TYPE);
        d.putStr("copy_context", new PyBuiltinFunction("copy_context", (args, kw) -> {
            MethodArgs.none("_contextvars.copy_context", args, kw);
            return PyContext.current().copy();
        }));
        return new PyModule("_contextvars", d);
    }
}
