package io.frameweave.interpreter.modules.typing;

import io.frameweave.interpreter.runtime.ArgParser;
import io.frameweave.interpreter.runtime.PyBuiltinFunction;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyModule;
import io.frameweave.interpreter.runtime.PyStr;

/** The {@code _typing} module: {@code _idfunc(x)}, which returns its one argument. */
public final class TypingModule {
    private TypingModule() {}

    public static PyModule create() {
        PyDict d = new PyDict();
        d.putStr("__name__", PyStr.of("_typing"));
        d.putStr("__doc__", PyStr.of("Helpers beneath typing."));
        d.putStr("_idfunc", PyBuiltinFunction.ofModule("_typing", "_idfunc", (args, kw) -> {
            ArgParser.checkArity("_typing._idfunc", args, kw, 1, 1);
            return args[0];
        }));
        return new PyModule("_typing", d);
    }
}
