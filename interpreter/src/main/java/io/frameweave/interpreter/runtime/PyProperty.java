package io.frameweave.interpreter.runtime;

/** {@code property(fget, fset, fdel, doc)}: a data descriptor calling guest accessors; {@code @x.setter} copies it. */
public final class PyProperty extends PyObject implements PyDescriptor {
    public static final PyType TYPE = PyType.newBuiltin("property", PyType.OBJECT);
    private static final ArgParser NEW = new ArgParser("property", 0, "fget", "fset", "fdel", "doc");

    static {
        TYPE.defineNew((type, args, kwnames) -> new PyProperty(type));
        TYPE.define("__init__", (self, args, kw) -> {
            PyObject[] a = NEW.parse(args, kw);
            PyProperty p = (PyProperty) self;
            p.fget = noneToNull(a[0]);
            p.fset = noneToNull(a[1]);
            p.fdel = noneToNull(a[2]);
            p.doc = noneToNull(a[3]);
            if (p.doc == null && p.fget != null) {
                PyObject d = Ops.lookupAttr(p.fget, "__doc__");
                p.doc = d == Py.None ? null : d;
            }
            return Py.None;
        });
        TYPE.define("getter", (self, args, kw) -> ((PyProperty) self).copy(args, kw, 0));
        TYPE.define("setter", (self, args, kw) -> ((PyProperty) self).copy(args, kw, 1));
        TYPE.define("deleter", (self, args, kw) -> ((PyProperty) self).copy(args, kw, 2));
        TYPE.define("__get__", (self, args, kw) -> {
            ArgParser.checkArity("__get__", args, kw, 1, 2);
            PyObject obj = args[0] == Py.None ? null : args[0];
            return ((PyProperty) self).get(obj, args.length > 1 && args[1] instanceof PyType t ? t : null);
        });
        TYPE.define("__set__", (self, args, kw) -> {
            ArgParser.checkArity("__set__", args, kw, 2, 2);
            ((PyProperty) self).set(args[0], args[1]);
            return Py.None;
        });
        TYPE.define("__delete__", (self, args, kw) -> {
            ArgParser.checkArity("__delete__", args, kw, 1, 1);
            ((PyProperty) self).delete(args[0]);
            return Py.None;
        });
        TYPE.define("__set_name__", (self, args, kw) -> {
            ArgParser.checkArity("__set_name__", args, kw, 2, 2);
            ((PyProperty) self).name = args[1];
            return Py.None;
        });
        TYPE.defineAttr("fget", new PyGetSetDescr(TYPE, "fget", o -> orNone(((PyProperty) o).fget), null));
        TYPE.defineAttr("fset", new PyGetSetDescr(TYPE, "fset", o -> orNone(((PyProperty) o).fset), null));
        TYPE.defineAttr("fdel", new PyGetSetDescr(TYPE, "fdel", o -> orNone(((PyProperty) o).fdel), null));
        TYPE.defineAttr("__isabstractmethod__", new PyGetSetDescr(TYPE, "__isabstractmethod__", o -> {
            PyProperty p = (PyProperty) o;
            return Py.newBool(AbstractMethods.isAbstract(p.fget) || AbstractMethods.isAbstract(p.fset)
                    || AbstractMethods.isAbstract(p.fdel));
        }, null));
        TYPE.defineAttr("__doc__", new PyGetSetDescr(TYPE, "__doc__", o -> orNone(((PyProperty) o).doc),
                (o, v) -> ((PyProperty) o).doc = v));
    }

    public PyObject fget;
    public PyObject fset;
    public PyObject fdel;
    public PyObject doc;
    /** The attribute name given by {@code __set_name__}, for messages. */
    private PyObject name;

    /** Its class: {@code property} or a guest subclass (whose instances also get a dict and slots). */
    private final PyType type;
    private final PyDict dict;
    private final PyObject[] slots;

    private PyProperty(PyType type) {
        this.type = type;
        this.dict = type == TYPE ? null : type.newInstanceDict();
        this.slots = type == TYPE ? null : type.newSlotValues();
    }

    public PyProperty(PyObject fget, PyObject fset, PyObject fdel, PyObject doc) {
        this(TYPE);
        this.fget = fget;
        this.fset = fset;
        this.fdel = fdel;
        this.doc = doc;
    }

    private static PyObject noneToNull(PyObject o) {
        return o == null || o == Py.None ? null : o;
    }

    private static PyObject orNone(PyObject o) {
        return o == null ? Py.None : o;
    }

    private PyObject copy(PyObject[] args, String[] kw, int which) {
        ArgParser.checkArity(which == 0 ? "getter" : which == 1 ? "setter" : "deleter", args, kw, 1, 1);
        PyObject f = noneToNull(args[0]);
        if (type != TYPE) { // CPython makes the copy by calling the subclass
            return Ops.call(type, orNone(which == 0 ? f : fget), orNone(which == 1 ? f : fset),
                    orNone(which == 2 ? f : fdel), orNone(doc));
        }
        PyProperty p = new PyProperty(which == 0 ? f : fget, which == 1 ? f : fset, which == 2 ? f : fdel, doc);
        if (which == 0 && f != null) {
            PyObject d = Ops.lookupAttr(f, "__doc__");
            p.doc = d == Py.None ? doc : d;
        }
        p.name = name;
        return p;
    }

    @Override
    public PyType type() {
        return type;
    }

    @Override
    public PyDict getDict() {
        return dict;
    }

    @Override
    public PyObject[] slotValues() {
        return slots;
    }

    @Override
    public boolean isData() {
        return true;
    }

    @Override
    public PyObject get(PyObject obj, PyType type) {
        if (obj == null) {
            return this;
        }
        if (fget == null) {
            throw Py.AttributeError("property" + describe(obj) + " has no getter");
        }
        return Ops.call(fget, obj);
    }

    @Override
    public void set(PyObject obj, PyObject value) {
        if (fset == null) {
            throw Py.AttributeError("property" + describe(obj) + " has no setter");
        }
        Ops.call(fset, obj, value);
    }

    @Override
    public void delete(PyObject obj) {
        if (fdel == null) {
            throw Py.AttributeError("property" + describe(obj) + " has no deleter");
        }
        Ops.call(fdel, obj);
    }

    /** " 'x' of 'A' object", naming the property as CPython 3.11 does (by its set name or getter's name). */
    private String describe(PyObject obj) {
        PyObject n = name;
        if (n == null && fget != null) {
            n = Ops.lookupAttr(fget, "__name__");
        }
        String who = " of '" + Py.typeName(obj) + "' object";
        return n instanceof PyStr s ? " '" + s.value + "'" + who : who;
    }
}
