package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.PyBuiltinFunction;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyModule;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;

/** Assembles a builtin module's namespace: functions, constants, then the {@link PyModule}. */
public final class ModuleBuilder {
    public final PyDict dict = new PyDict();
    private final String name;

    public ModuleBuilder(String name) {
        this.name = name;
        dict.putStr("__name__", PyStr.of(name));
        dict.putStr("__doc__", io.frameweave.interpreter.runtime.Py.None);
    }

    public ModuleBuilder function(String fname, PyBuiltinFunction.Body body) {
        dict.putStr(fname.intern(), PyBuiltinFunction.ofModule(name, fname, body));
        return this;
    }

    public ModuleBuilder constant(String cname, PyObject value) {
        dict.putStr(cname.intern(), value);
        return this;
    }

    public PyModule build() {
        return new PyModule(name, dict);
    }
}
