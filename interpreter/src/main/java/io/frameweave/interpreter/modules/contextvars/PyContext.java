package io.frameweave.interpreter.modules.contextvars;

import io.frameweave.interpreter.modules.ClinicArgs;
import io.frameweave.interpreter.modules.MethodArgs;
import io.frameweave.interpreter.modules.ModuleTypes;
import io.frameweave.interpreter.runtime.ObjectIds;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBool;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyNone;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyType;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Supplier;

/**
 * {@code contextvars.Context}: a mapping from {@link PyContextVar}s to values. The map itself never changes: a
 * {@code set} or {@code reset} in the context puts a new one in its place, so copies and iterators share maps
 * safely. {@code run} makes the context current in the calling thread for the call, and a context can be current
 * in one place at a time.
 */
final class PyContext extends PyObject {
    static final PyType TYPE = ModuleTypes.newType("_contextvars", "Context", null);
    /**
     * Each thread's current context, with the interpreter it belongs to: where one JVM runs several interpreters in
     * turn on one thread (the tests do), the next one starts with no context, as a new thread does.
     */
    private static final ThreadLocal<Current> CURRENT = new ThreadLocal<>();
    /** Which interpreter is running, as a token to compare (set by the module's creator). */
    static volatile Supplier<Object> interpreter = () -> null;

    private record Current(Object interpreter, PyContext context) {}

    static {
        TYPE.acceptableBase = false;
        TYPE.defineNew((type, args, kw) -> {
            if (args.length > 0) {
                throw Py.TypeError("Context() does not accept any arguments");
            }
            return new PyContext(Map.of());
        });
        TYPE.defineAttr("__hash__", PyNone.INSTANCE);
        TYPE.define("run", (self, args, kw) -> ((PyContext) self).run(args, kw));
        TYPE.define("copy", (self, args, kw) -> {
            MethodArgs.none("copy", args, kw);
            return ((PyContext) self).copy();
        });
        TYPE.define("get", (self, args, kw) -> {
            ClinicArgs.positional("get", args, kw, 1, 2);
            PyObject value = ((PyContext) self).vars.get(PyContextVar.key(args[0]));
            return value != null ? value : args.length > 1 ? args[1] : Py.None;
        });
        TYPE.define("__getitem__", (self, args, kw) -> {
            PyObject key = MethodArgs.one("__getitem__", args, kw);
            PyObject value = ((PyContext) self).vars.get(PyContextVar.key(key));
            if (value == null) {
                throw Py.KeyError(key);
            }
            return value;
        });
        TYPE.define("__contains__", (self, args, kw) ->
                PyBool.of(((PyContext) self).vars.containsKey(PyContextVar.key(MethodArgs.one("__contains__", args, kw)))));
        TYPE.define("__len__", (self, args, kw) -> {
            MethodArgs.none("__len__", args, kw);
            return PyInt.of(((PyContext) self).vars.size());
        });
        TYPE.define("__iter__", (self, args, kw) -> {
            MethodArgs.none("__iter__", args, kw);
            return ContextView.keys(((PyContext) self).vars);
        });
        TYPE.define("keys", (self, args, kw) -> {
            MethodArgs.none("keys", args, kw);
            return ContextView.keys(((PyContext) self).vars);
        });
        TYPE.define("values", (self, args, kw) -> {
            MethodArgs.none("values", args, kw);
            return ContextView.values(((PyContext) self).vars);
        });
        TYPE.define("items", (self, args, kw) -> {
            MethodArgs.none("items", args, kw);
            return ContextView.items(((PyContext) self).vars);
        });
        TYPE.define("__eq__", (self, args, kw) -> compare(self, MethodArgs.one("__eq__", args, kw), true));
        TYPE.define("__ne__", (self, args, kw) -> compare(self, MethodArgs.one("__ne__", args, kw), false));
    }

    /** The variables' values; never changed, only replaced. */
    private Map<PyContextVar, PyObject> vars;
    /** While entered: the context that was current before. */
    private PyContext previous;
    private boolean entered;

    private PyContext(Map<PyContextVar, PyObject> vars) {
        this.vars = vars;
    }

    @Override
    public PyType type() {
        return TYPE;
    }

    /** The calling thread's current context, made (empty) when it has none yet. */
    static PyContext current() {
        Current c = CURRENT.get();
        Object running = interpreter.get();
        if (c == null || c.interpreter() != running) {
            c = new Current(running, new PyContext(Map.of()));
            CURRENT.set(c);
        }
        return c.context();
    }

    private static void makeCurrent(PyContext ctx) {
        CURRENT.set(new Current(interpreter.get(), ctx));
    }

    PyContext copy() {
        return new PyContext(vars);
    }

    /** The value of {@code var} here, or null. */
    PyObject lookup(PyContextVar var) {
        return vars.get(var);
    }

    /** Binds {@code var} to {@code value}, or unbinds it when {@code value} is null. */
    void bind(PyContextVar var, PyObject value) {
        Map<PyContextVar, PyObject> next = new LinkedHashMap<>(vars);
        if (value == null) {
            next.remove(var);
        } else {
            next.put(var, value);
        }
        vars = Collections.unmodifiableMap(next);
    }

    /** {@code run(callable, *args, **kwargs)}: the call with this context current in the calling thread. */
    private PyObject run(PyObject[] args, String[] kwnames) {
        int npos = args.length - (kwnames == null ? 0 : kwnames.length);
        if (npos < 1) {
            throw Py.TypeError("run() missing 1 required positional argument");
        }
        if (entered) {
            throw Py.RuntimeError("cannot enter context: " + Ops.repr(this) + " is already entered");
        }
        previous = current();
        entered = true;
        makeCurrent(this);
        try {
            PyObject[] rest = new PyObject[args.length - 1];
            System.arraycopy(args, 1, rest, 0, rest.length);
            return Ops.call(args[0], rest, kwnames);
        } finally {
            exit();
        }
    }

    private void exit() {
        if (current() != this) {
            throw Py.RuntimeError("cannot exit context: thread state references a different context object");
        }
        makeCurrent(previous);
        previous = null;
        entered = false;
    }

    private static PyObject compare(PyObject self, PyObject other, boolean equal) {
        if (!(other instanceof PyContext o)) {
            return Py.NotImplemented;
        }
        Map<PyContextVar, PyObject> a = ((PyContext) self).vars;
        Map<PyContextVar, PyObject> b = o.vars;
        boolean same = a.size() == b.size();
        if (same) {
            for (Map.Entry<PyContextVar, PyObject> e : a.entrySet()) {
                PyObject v = b.get(e.getKey());
                if (v == null || !Ops.eq(e.getValue(), v)) {
                    same = false;
                    break;
                }
            }
        }
        return PyBool.of(same == equal);
    }

    /** For messages: CPython's default repr. */
    static String address(PyObject o) {
        return "0x" + Long.toHexString(ObjectIds.of(o));
    }
}
