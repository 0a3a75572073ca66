package io.frameweave.interpreter.vm;

import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyModule;
import io.frameweave.interpreter.runtime.PyObject;

/** Finds the builtins dict a frame uses: its globals' {@code __builtins__} (a module or a dict), else the VM's. */
final class BuiltinScope {
    private BuiltinScope() {}

    static PyDict of(PyDict globals) {
        PyObject b = globals.getStr("__builtins__");
        if (b instanceof PyModule m) {
            return m.getDict();
        }
        if (b instanceof PyDict d) {
            return d;
        }
        return PythonVM.current().builtinsDict();
    }
}
