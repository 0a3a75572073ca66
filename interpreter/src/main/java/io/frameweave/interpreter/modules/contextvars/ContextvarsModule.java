package io.frameweave.interpreter.modules.contextvars;

import io.frameweave.interpreter.modules.MethodArgs;
import io.frameweave.interpreter.runtime.PyBuiltinFunction;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyModule;
import io.frameweave.interpreter.runtime.PyStr;
import java.util.function.Supplier;

/** The {@code _contextvars} module: the three types and {@code copy_context()}. */
public final class ContextvarsModule {
    private ContextvarsModule() {}

    /** The module; {@code interpreter} tells which interpreter is running (a token to compare), as contexts are its. */
    public static PyModule create(Supplier<Object> interpreter) {
        PyContext.interpreter = interpreter;
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
