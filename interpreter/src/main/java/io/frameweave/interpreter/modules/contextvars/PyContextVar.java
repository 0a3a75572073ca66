package io.frameweave.interpreter.modules.contextvars;

import io.frameweave.interpreter.modules.ClinicArgs;
import io.frameweave.interpreter.modules.MethodArgs;
import io.frameweave.interpreter.modules.ModuleTypes;
import io.frameweave.interpreter.runtime.ExceptionTypes;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBaseException;
import io.frameweave.interpreter.runtime.PyException;
import io.frameweave.interpreter.runtime.PyGenericAlias;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyType;
import io.frameweave.interpreter.runtime.ReadOnlyAttribute;

/**
 * {@code contextvars.ContextVar(name, *, default=...)}: a key into contexts. {@code get} reads the current
 * context, {@code set} binds in it and returns a {@link PyToken} that {@code reset} takes to undo the binding.
 */
final class PyContextVar extends PyObject {
    static final PyType TYPE = ModuleTypes.newType("_contextvars", "ContextVar", null);
    private static final ClinicArgs NEW = new ClinicArgs("ContextVar", 1, "name", "*", "default");

    static {
        TYPE.acceptableBase = false;
        TYPE.defineNew((type, args, kw) -> {
            int npos = args.length - (kw == null ? 0 : kw.length);
            if (npos != 1) {
                throw Py.TypeError("ContextVar() takes " + (npos == 0 ? "exactly" : "at most")
                        + " 1 positional argument (" + npos + " given)");
            }
            PyObject[] a = NEW.parse(args, kw);
            if (!(a[0] instanceof PyStr name)) {
                throw Py.TypeError("context variable name must be a str");
            }
            return new PyContextVar(name, a[1]);
        });
        TYPE.defineAttr("name", new ReadOnlyAttribute(TYPE, "name", o -> ((PyContextVar) o).name));
        TYPE.define("get", (self, args, kw) -> {
            ClinicArgs.positional("get", args, kw, 0, 1);
            return ((PyContextVar) self).get(args.length > 0 ? args[0] : null);
        });
        TYPE.define("set", (self, args, kw) -> ((PyContextVar) self).set(MethodArgs.one("ContextVar.set", args, kw)));
        TYPE.define("reset", (self, args, kw) -> {
            ((PyContextVar) self).reset(MethodArgs.one("ContextVar.reset", args, kw));
            return Py.None;
        });
        TYPE.define("__repr__", (self, args, kw) -> PyStr.of(((PyContextVar) self).repr()));
        TYPE.defineAttr("__class_getitem__", PyGenericAlias.classGetItem());
    }

    private final PyStr name;
    /** The default, or null when the variable has none. */
    private final PyObject defaultValue;

    private PyContextVar(PyStr name, PyObject defaultValue) {
        this.name = name;
        this.defaultValue = defaultValue;
    }

    @Override
    public PyType type() {
        return TYPE;
    }

    /** {@code key} as a variable, for the context's mapping methods. */
    static PyContextVar key(PyObject key) {
        if (!(key instanceof PyContextVar var)) {
            throw Py.TypeError("a ContextVar key was expected, got " + Ops.repr(key));
        }
        return var;
    }

    /** The value in the current context, else {@code fallback}, else the default, else LookupError. */
    private PyObject get(PyObject fallback) {
        PyObject value = PyContext.current().lookup(this);
        if (value != null) {
            return value;
        }
        if (fallback != null) {
            return fallback;
        }
        if (defaultValue != null) {
            return defaultValue;
        }
        throw new PyException(PyBaseException.create(ExceptionTypes.LookupError, (PyObject) this));
    }

    private PyObject set(PyObject value) {
        PyContext ctx = PyContext.current();
        PyToken token = new PyToken(ctx, this, ctx.lookup(this));
        ctx.bind(this, value);
        return token;
    }

    private void reset(PyObject arg) {
        if (!(arg instanceof PyToken token)) {
            throw Py.TypeError("expected an instance of Token, got " + Ops.repr(arg));
        }
        if (token.used) {
            throw Py.RuntimeError(Ops.repr(token) + " has already been used once");
        }
        if (token.var != this) {
            throw Py.ValueError(Ops.repr(token) + " was created by a different ContextVar");
        }
        PyContext ctx = PyContext.current();
        if (token.context != ctx) {
            throw Py.ValueError(Ops.repr(token) + " was created in a different Context");
        }
        token.used = true;
        ctx.bind(this, token.oldValue);
    }

    String repr() {
        StringBuilder sb = new StringBuilder("<ContextVar name=").append(Ops.repr(name));
        if (defaultValue != null) {
            sb.append(" default=").append(Ops.repr(defaultValue));
        }
        return sb.append(" at ").append(PyContext.address(this)).append('>').toString();
    }
}
