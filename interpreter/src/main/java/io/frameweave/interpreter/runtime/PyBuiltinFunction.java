package io.frameweave.interpreter.runtime;

/**
 * A function implemented in Java ({@code builtin_function_or_method}): a module-level builtin such as
 * {@code len}, or a builtin method already bound to its receiver.
 */
public final class PyBuiltinFunction extends PyObject implements PyCallable {

    /** The Java body; see {@link PyCallable} for the argument convention. */
    @FunctionalInterface
    public interface Body {
        PyObject call(PyObject[] args, String[] kwnames);
    }

    public static final PyType TYPE = PyType.newBuiltin("builtin_function_or_method", PyType.OBJECT);

    /**
     * The type of a slot wrapper bound to its object ({@code (1).__add__}, CPython's {@code method-wrapper}): it
     * names the class that defines it ({@code __objclass__}) and has no {@code __module__}.
     */
    public static final PyType METHOD_WRAPPER_TYPE = PyType.newBuiltin("method-wrapper", PyType.OBJECT);

    static {
        install(TYPE);
        install(METHOD_WRAPPER_TYPE);
        TYPE.defineAttr("__module__", new PyGetSetDescr(TYPE, "__module__", o -> {
            PyBuiltinFunction f = of(o);
            if (f.self instanceof PyModule m) {
                return m.getDict().getStr("__name__") instanceof PyStr s ? s : Py.None;
            }
            return f.module == null ? Py.None : PyStr.of(f.module);
        }, null));
        METHOD_WRAPPER_TYPE.defineAttr("__objclass__", new PyGetSetDescr(METHOD_WRAPPER_TYPE, "__objclass__",
                o -> of(o).boundFrom.owner, null));
    }

    private static void install(PyType type) {
        type.acceptableBase = false;
        // __call__ in the type's dict: collections.abc.Callable and getattr(x, '__call__') (mock) look for it
        type.define("__call__", (self, args, kw) -> Ops.call(self, args, kw));
        type.define("__repr__", (self, args, kw) -> PyStr.of(of(self).toString()));
        type.defineAttr("__name__", new PyGetSetDescr(type, "__name__", o -> PyStr.of(of(o).name), null));
        type.defineAttr("__qualname__", new PyGetSetDescr(type, "__qualname__", o -> PyStr.of(of(o).qualname()), null));
        type.defineAttr("__self__", new PyGetSetDescr(type, "__self__", o -> {
            PyObject s = of(o).self;
            return s == null ? Py.None : s;
        }, null));
        type.defineAttr("__doc__", new PyGetSetDescr(type, "__doc__", o -> Py.None, null));
        type.define("__eq__", (self, args, kw) -> {
            ArgParser.checkArity("__eq__", args, kw, 1, 1);
            if (!(self instanceof PyBuiltinFunction a) || !(args[0] instanceof PyBuiltinFunction b)) {
                return self == args[0] ? Py.True : Py.NotImplemented;
            }
            return PyBool.of(a.sameMethod(b));
        });
        type.define("__hash__", (self, args, kw) -> {
            ArgParser.checkArity("__hash__", args, kw, 0, 0);
            PyBuiltinFunction f = of(self);
            return PyInt.of(f.self == null ? System.identityHashCode(f)
                    : System.identityHashCode(f.self) * 31 + f.name.hashCode());
        });
        type.define("__reduce__", (self, args, kw) -> {
            ArgParser.checkArity("__reduce__", args, kw, 0, 0);
            PyBuiltinFunction f = of(self);
            if (f.self == null || f.self instanceof PyModule) {
                return PyStr.of(f.name);
            }
            return ObjectReduce.getattrReduce(f.self, f.name);
        });
    }

    public final String name;
    /** The bound receiver ({@code __self__}), or null for a module-level function. */
    public final PyObject self;
    /** The method descriptor this was bound from ({@code obj.method} of a builtin type), or null. */
    final PyMethodDescr boundFrom;
    /** The name of the module a module-level function belongs to ({@code __module__}), or null when not known. */
    private final String module;
    private final Body body;

    public PyBuiltinFunction(String name, Body body) {
        this(name, null, body);
    }

    public PyBuiltinFunction(String name, PyObject self, Body body) {
        this(name, self, null, null, body);
    }

    private PyBuiltinFunction(String name, PyObject self, PyMethodDescr boundFrom, String module, Body body) {
        this.name = name;
        this.self = self;
        this.boundFrom = boundFrom;
        this.module = module;
        this.body = body;
    }

    /** A function of the builtin module {@code module} (its {@code __module__}). */
    public static PyBuiltinFunction ofModule(String module, String name, Body body) {
        return new PyBuiltinFunction(name, null, null, module, body);
    }

    /** {@code descr} bound to {@code self}: {@code obj.method} of a builtin type. */
    static PyBuiltinFunction boundMethod(String name, PyObject self, PyMethodDescr descr, Body body) {
        return new PyBuiltinFunction(name, self, descr, null, body);
    }

    /**
     * The function behind a {@code builtin_function_or_method}: this class, or a builtin type's {@code __new__}
     * ({@link NewFunction}), which shares the type and is seen as {@code <owner>.__new__} bound to its owner.
     */
    private static PyBuiltinFunction of(PyObject o) {
        if (o instanceof NewFunction nf) {
            return new PyBuiltinFunction("__new__", nf.owner, nf::call);
        }
        return (PyBuiltinFunction) o;
    }

    /**
     * Whether {@code other} is the same function, as CPython's {@code ==} of builtin methods: the same object, or the
     * same method (bound from the same descriptor, or made by the same Java code under the same name) bound to the
     * same receiver; each {@code obj.method} makes a new bound method.
     */
    private boolean sameMethod(PyBuiltinFunction other) {
        if (this == other) {
            return true;
        }
        if (self == null || self != other.self || !name.equals(other.name)) {
            return false;
        }
        return boundFrom != null ? boundFrom == other.boundFrom : body.getClass() == other.body.getClass();
    }

    @Override
    public PyType type() {
        return boundFrom != null && boundFrom.slotWrapper ? METHOD_WRAPPER_TYPE : TYPE;
    }

    String qualname() {
        if (self == null || self instanceof PyModule) {
            return name;
        }
        PyType t = self instanceof PyType st ? st : self.type();
        return t.name + "." + name;
    }

    @Override
    public String toString() {
        if (self == null || self instanceof PyModule) {
            return "<built-in function " + name + ">";
        }
        String owner = self instanceof PyType ? "type object" : Py.typeName(self) + " object";
        if (type() == METHOD_WRAPPER_TYPE) {
            return "<method-wrapper '" + name + "' of " + owner + " at 0x" + Long.toHexString(ObjectIds.of(self)) + ">";
        }
        return "<built-in method " + name + " of " + owner
                + " at 0x" + Long.toHexString(ObjectIds.of(self)) + ">";
    }

    @Override
    public PyObject call(PyObject[] args, String[] kwnames) {
        return body.call(args, kwnames);
    }
}
