package io.frameweave.interpreter.runtime;

/** A bound method ({@code method}): a function and the receiver passed as its first argument. */
public final class PyMethod extends PyObject implements PyCallable {
    public static final PyType TYPE = PyType.newBuiltin("method", PyType.OBJECT);

    static {
        TYPE.acceptableBase = false;
        // __call__ in the type's dict: collections.abc.Callable and getattr(x, '__call__') (mock) look for it
        TYPE.define("__call__", (self, args, kw) -> Ops.call(self, args, kw));
        TYPE.defineNew((type, args, kwnames) -> {
            ArgParser.checkArity("method", args, kwnames, 2, 2);
            if (!Ops.isCallable(args[0])) {
                throw Py.TypeError("first argument must be callable");
            }
            return new PyMethod(args[0], args[1]);
        });
        TYPE.defineAttr("__self__", new PyGetSetDescr(TYPE, "__self__", o -> ((PyMethod) o).self, null));
        TYPE.defineAttr("__func__", new PyGetSetDescr(TYPE, "__func__", o -> ((PyMethod) o).function, null));
        // the function's docstring, not the method type's (unittest describes a test by it)
        TYPE.defineAttr("__doc__", new PyGetSetDescr(TYPE, "__doc__",
                o -> Ops.getAttr(((PyMethod) o).function, "__doc__"), null));
        TYPE.define("__repr__", (self, args, kw) -> PyStr.of(((PyMethod) self).repr()));
        TYPE.define("__reduce__", (self, args, kw) -> {
            ArgParser.checkArity("__reduce__", args, kw, 0, 0);
            PyMethod m = (PyMethod) self;
            return ObjectReduce.getattrReduce(m.self, Ops.expectAttrName(Ops.getAttr(m.function, "__name__")));
        });
        TYPE.define("__eq__", (self, args, kw) -> {
            PyMethod m = (PyMethod) self;
            return Py.newBool(args[0] instanceof PyMethod o && o.self == m.self && Ops.eq(o.function, m.function));
        });
        TYPE.define("__hash__", (self, args, kw) -> {
            PyMethod m = (PyMethod) self;
            return PyInt.of(ObjectIds.of(m.self) ^ Ops.hash(m.function));
        });
    }

    public final PyObject function;
    public final PyObject self;

    public PyMethod(PyObject function, PyObject self) {
        this.function = function;
        this.self = self;
    }

    @Override
    public PyType type() {
        return TYPE;
    }

    @Override
    public PyObject call(PyObject[] args, String[] kwnames) {
        PyObject[] full = new PyObject[args.length + 1];
        full[0] = self;
        System.arraycopy(args, 0, full, 1, args.length);
        return Ops.call(function, full, kwnames);
    }

    /**
     * Whether this is a builtin type's class method bound to its class ({@code {}.fromkeys}), which CPython has as a
     * builtin bound to the class rather than as a method object: a call of it is a call of a builtin, with no
     * receiver added in front of its arguments.
     */
    public boolean isBuiltinClassMethod() {
        return self instanceof PyType && (function instanceof PyBuiltinFunction || function instanceof PyMethodDescr);
    }

    String repr() {
        PyObject qn = Ops.lookupAttr(function, "__qualname__");
        if (qn == null) {
            qn = Ops.lookupAttr(function, "__name__");
        }
        String name = qn instanceof PyStr s ? s.value : "?";
        return "<bound method " + name + " of " + Ops.repr(self) + ">";
    }
}
