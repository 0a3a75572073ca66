package io.frameweave.interpreter.modules.contextvars;

import io.frameweave.interpreter.modules.ModuleTypes;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyGenericAlias;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyType;

/**
 * {@code contextvars.Token}: what {@code ContextVar.set} returns, remembering the variable, the context it was set
 * in and the value before ({@code Token.MISSING} when there was none), for one {@code reset}.
 */
final class PyToken extends PyObject {
    static final PyType TYPE = ModuleTypes.newType("_contextvars", "Token", null);
    /** The type of {@link #MISSING}, named as CPython names it. */
    private static final PyType MISSING_TYPE = PyType.newBuiltin("Token.MISSING", PyType.OBJECT);
    /** {@code Token.MISSING}: the old value of a variable that had none. */
    static final PyObject MISSING = new PyObject() {
        @Override
        public PyType type() {
            return MISSING_TYPE;
        }
    };

    static {
        MISSING_TYPE.acceptableBase = false;
        MISSING_TYPE.define("__repr__", (self, args, kw) -> PyStr.of("<Token.MISSING>"));
        TYPE.acceptableBase = false;
        TYPE.defineNew((type, args, kw) -> {
            throw Py.RuntimeError("Tokens can only be created by ContextVars");
        });
        TYPE.defineAttr("MISSING", MISSING);
        ModuleTypes.getter(TYPE, "var", o -> ((PyToken) o).var);
        ModuleTypes.getter(TYPE, "old_value", o -> {
            PyObject old = ((PyToken) o).oldValue;
            return old == null ? MISSING : old;
        });
        TYPE.define("__repr__", (self, args, kw) -> {
            PyToken t = (PyToken) self;
            return PyStr.of("<Token" + (t.used ? " used" : "") + " var=" + t.var.repr() + " at "
                    + PyContext.address(t) + ">");
        });
        TYPE.defineAttr("__class_getitem__", PyGenericAlias.classGetItem());
    }

    final PyContext context;
    final PyContextVar var;
    /** The value before the {@code set}, or null when the variable had none. */
    final PyObject oldValue;
    boolean used;

    PyToken(PyContext context, PyContextVar var, PyObject oldValue) {
        this.context = context;
        this.var = var;
        this.oldValue = oldValue;
    }

    @Override
    public PyType type() {
        return TYPE;
    }
}
