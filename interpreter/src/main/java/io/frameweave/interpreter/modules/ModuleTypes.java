package io.frameweave.interpreter.modules;

import io.frameweave.interpreter.runtime.PyGetSetDescr;
import io.frameweave.interpreter.runtime.PyType;

/** Creating the types of a module implemented here: builtin types whose {@code __module__} names that module. */
public final class ModuleTypes {
    private ModuleTypes() {}

    /**
     * A builtin type {@code module.name} deriving from {@code base} ({@code object} when null); messages name it
     * {@code module.name}, as CPython's do.
     */
    public static PyType newType(String module, String name, PyType base) {
        return PyType.newBuiltin(module + "." + name, base);
    }

    /** A read-only computed attribute of {@code owner}. */
    public static void getter(PyType owner, String name, PyGetSetDescr.Getter getter) {
        owner.defineAttr(name, new PyGetSetDescr(owner, name, getter, null));
    }
}
