package io.frameweave.interpreter.runtime;

/** {@code staticmethod(f)}: returns {@code f} unchanged from attribute access on the class or an instance. */
public final class PyStaticMethod extends PyObject implements PyDescriptor {
    public static final PyType TYPE = PyType.newBuiltin("staticmethod", PyType.OBJECT);

    static {
        TYPE.defineNew((type, args, kwnames) -> {
            ArgParser.checkArity("staticmethod", args, kwnames, 1, 1);
            PyStaticMethod m = new PyStaticMethod(type, args[0]);
            MethodWrapperAttributes.copyInto(m.getDict(), args[0]);
            return m;
        });
        TYPE.define("__init__", (self, args, kw) -> Py.None);
        TYPE.define("__repr__", (self, args, kw) ->
                PyStr.of("<staticmethod(" + Ops.repr(((PyStaticMethod) self).callable) + ")>"));
        TYPE.define("__get__", (self, args, kw) -> ((PyStaticMethod) self).callable);
        TYPE.define("__call__", (self, args, kw) -> Ops.call(((PyStaticMethod) self).callable, args, kw));
        TYPE.defineAttr("__func__", new PyGetSetDescr(TYPE, "__func__", o -> ((PyStaticMethod) o).callable, null));
        MethodWrapperAttributes.define(TYPE, o -> ((PyStaticMethod) o).callable, o -> o.getDict(), (o, d) -> ((PyStaticMethod) o).dict = d);
    }

    public final PyObject callable;
    /** Its class: {@code staticmethod} or a guest subclass (whose instances also get a dict and slots). */
    private final PyType type;
    /** The instance dict (CPython 3.10+ gives the wrappers one); made when first asked for where the VM made the wrapper. */
    private PyDict dict;
    private final PyObject[] slots;

    public PyStaticMethod(PyObject callable) {
        this(TYPE, callable);
    }

    PyStaticMethod(PyType type, PyObject callable) {
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
        return callable;
    }
}
