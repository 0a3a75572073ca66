package io.frameweave.interpreter.runtime;

/**
 * {@code super(type, obj)}: attribute lookup that starts after {@code type} in the MRO of {@code obj}'s type (or
 * of {@code obj} itself when it is a subclass of {@code type}). The zero-argument form is resolved by the VM,
 * which knows the enclosing class ({@code __class__} cell) and the frame's first argument, and then calls
 * {@link #PySuper(PyType, PyObject)}.
 */
public final class PySuper extends SubclassableObject implements PyDescriptor {
    public static final PyType TYPE = PyType.newBuiltin("super", PyType.OBJECT);

    static {
        TYPE.defineNew((type, args, kwnames) -> {
            ArgParser.checkArity("super", args, kwnames, 0, 2);
            if (args.length == 0) {
                args = PySuper.zeroArgumentSource.get();
            }
            if (!(args[0] instanceof PyType t)) {
                throw Py.TypeError("super() argument 1 must be a type, not " + Py.typeName(args[0]));
            }
            return new PySuper(type, t, args.length > 1 && args[1] != Py.None ? args[1] : null);
        });
        TYPE.define("__init__", (self, args, kw) -> Py.None);
        TYPE.define("__repr__", (self, args, kw) -> PyStr.of(((PySuper) self).repr()));
        TYPE.define("__get__", (self, args, kw) -> {
            ArgParser.checkArity("__get__", args, kw, 1, 2);
            return ((PySuper) self).get(args[0] == Py.None ? null : args[0], null);
        });
        TYPE.defineAttr("__thisclass__", new PyGetSetDescr(TYPE, "__thisclass__", o -> ((PySuper) o).thisClass, null));
        TYPE.defineAttr("__self__", new PyGetSetDescr(TYPE, "__self__", o -> orNone(((PySuper) o).obj), null));
        TYPE.defineAttr("__self_class__", new PyGetSetDescr(TYPE, "__self_class__",
                o -> orNone(((PySuper) o).objType), null));
    }

    /**
     * Where zero-argument {@code super()} gets {@code {type, obj}}: the enclosing class's {@code __class__} cell
     * and the calling frame's first argument, which only the VM can see. The VM sets this once at start-up
     * ({@code PySuper.zeroArgumentSource = BuildClass::superArgs}); the runtime may not import the VM.
     */
    public static java.util.function.Supplier<PyObject[]> zeroArgumentSource = () -> {
        throw Py.RuntimeError("super(): no arguments");
    };

    public final PyType thisClass;
    /** The bound object (instance or class), or null for an unbound super. */
    public final PyObject obj;
    /** The type whose MRO is searched: type(obj), or obj when obj is a subclass of thisClass. */
    public final PyType objType;

    public PySuper(PyType type, PyObject obj) {
        this(TYPE, type, obj);
    }

    /** A super object of class {@code cls}: {@code super} or a guest subclass of it. */
    private PySuper(PyType cls, PyType type, PyObject obj) {
        super(cls);
        this.thisClass = type;
        this.obj = obj;
        this.objType = obj == null ? null : checkedType(type, obj);
    }

    private static PyObject orNone(PyObject o) {
        return o == null ? Py.None : o;
    }

    /** An unbound super found on a class binds to the instance ({@code super(C)} kept as a class attribute). */
    @Override
    public PyObject get(PyObject instance, PyType owner) {
        if (obj != null || instance == null) {
            return this;
        }
        // a subclass of super makes its own bound one, as CPython's super_descr_get
        return type() == TYPE ? new PySuper(thisClass, instance) : Ops.call(type(), thisClass, instance);
    }

    private static PyType checkedType(PyType type, PyObject obj) {
        if (obj instanceof PyType t && t.isSubtypeOf(type)) {
            return t;
        }
        if (obj.type().isSubtypeOf(type)) {
            return obj.type();
        }
        // a proxy that claims the class through __class__ passes, as CPython's supercheck
        PyObject claimed = Ops.lookupAttr(obj, "__class__");
        if (claimed instanceof PyType c && c != obj.type() && c.isSubtypeOf(type)) {
            return c;
        }
        throw Py.TypeError("super(type, obj): obj must be an instance or subtype of type");
    }


    /** The attribute {@code name} found after {@link #thisClass} in the MRO, bound; null when absent there. */
    public PyObject lookup(String name) {
        if (objType == null || name.equals("__class__")) {
            return null;
        }
        PyType[] mro = objType.mro;
        int i = 0;
        while (i < mro.length && mro[i] != thisClass) {
            i++;
        }
        for (i++; i < mro.length; i++) {
            PyObject v = mro[i].dict.getStr(name);
            if (v != null) {
                return Ops.bind(v, obj == objType ? null : obj, objType);
            }
        }
        return null;
    }

    String repr() {
        if (objType != null) {
            return "<super: <class '" + thisClass.name + "'>, <" + objType.name + " object>>";
        }
        return "<super: <class '" + thisClass.name + "'>, NULL>";
    }
}
