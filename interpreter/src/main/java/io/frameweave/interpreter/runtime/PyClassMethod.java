package io.frameweave.interpreter.runtime;

/** {@code classmethod(f)}: binds {@code f} to the class (of the instance) on attribute access. */
public final class PyClassMethod extends PyObject implements PyDescriptor {
    public static final PyType TYPE = PyType.newBuiltin("classmethod", PyType.OBJECT);

    static {
        TYPE.defineNew((type, args, kwnames) -> {
            ArgParser.checkArity("classmethod", args, kwnames, 1, 1);
            PyClassMethod m = new PyClassMethod(type, args[0]);
            MethodWrapperAttributes.copyInto(m.getDict(), args[0]);
            return m;
        });
        TYPE.define("__init__", (self, args, kw) -> Py.None);
        TYPE.define("__repr__", (self, args, kw) ->
                PyStr.of("<classmethod(" + Ops.repr(((PyClassMethod) self).callable) + ")>"));
        TYPE.define("__get__", (self, args, kw) -> {
            ArgParser.checkArity("__get__", args, kw, 1, 2);
            PyObject obj = args[0] == Py.None ? null : args[0];
            PyType t = args.length > 1 && args[1] instanceof PyType tt ? tt : obj.type();
            return ((PyClassMethod) self).get(obj, t);
        });
        TYPE.defineAttr("__func__", new PyGetSetDescr(TYPE, "__func__", o -> ((PyClassMethod) o).callable, null));
        MethodWrapperAttributes.define(TYPE, o -> ((PyClassMethod) o).callable, o -> o.getDict(), (o, d) -> ((PyClassMethod) o).dict = d);
    }

    public final PyObject callable;
    /** Its class: {@code classmethod} or a guest subclass (whose instances also get a dict and slots). */
    private final PyType type;
    /** The instance dict (CPython 3.10+ gives the wrappers one); made when first asked for where the VM made the wrapper. */
    private PyDict dict;
    private final PyObject[] slots;

    public PyClassMethod(PyObject callable) {
        this(TYPE, callable);
    }

    PyClassMethod(PyType type, PyObject callable) {
        this.callable = callable;
        this.type = type;
        this.dict = type == TYPE ? null : type.newInstanceDict();
        this.slots = type == TYPE ? null : type.newSlotValues();
    }

    @Override
    public PyType type() {
        return type;
    }

    @Override
    public PyObject[] slotValues() {
        return slots;
    }

    @Override
    public PyDict getDict() {
        if (dict == null) {
            dict = new PyDict();
        }
        return dict;
    }

    @Override
    public PyObject get(PyObject obj, PyType type) {
        PyType cls = type != null ? type : obj.type();
        if (callable instanceof PyDescriptor || !callable.type().builtin && callable.type().lookup("__get__") != null) {
            // CPython 3.9-3.12 chain descriptors: classmethod(property(f)) is a class property
            return Ops.bind(callable, cls, cls);
        }
        return new PyMethod(callable, cls);
    }
}
