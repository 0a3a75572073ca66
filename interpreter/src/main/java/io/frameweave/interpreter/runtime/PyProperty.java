package io.frameweave.interpreter.runtime;

/** {@code property(fget, fset, fdel, doc)}: a data descriptor calling guest accessors; {@code @x.setter} copies it. */
public final class PyProperty extends PyObject implements PyDescriptor {
    public static final PyType TYPE = PyType.newBuiltin("property", PyType.OBJECT);
    private static final ArgParser NEW = new ArgParser("property", 0, "fget", "fset", "fdel", "doc");

    static {
        TYPE.defineNew((type, args, kwnames) -> new PyProperty(type));
        TYPE.define("__init__", (self, args, kw) -> {
            PyObject[] a = NEW.parse(args, kw);
            ((PyProperty) self).init(noneToNull(a[0]), noneToNull(a[1]), noneToNull(a[2]), noneToNull(a[3]));
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
            if (args.length != 2 || (kw != null && kw.length > 0)) {
                throw Py.TypeError("__set_name__() takes 2 positional arguments but " + args.length + " were given");
            }
            ((PyProperty) self).name = args[1];
            return Py.None;
        });
        TYPE.defineAttr("fget", new ReadOnlyAttribute(TYPE, "fget", o -> orNone(((PyProperty) o).fget)));
        TYPE.defineAttr("fset", new ReadOnlyAttribute(TYPE, "fset", o -> orNone(((PyProperty) o).fset)));
        TYPE.defineAttr("fdel", new ReadOnlyAttribute(TYPE, "fdel", o -> orNone(((PyProperty) o).fdel)));
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
    /** Whether the doc is the getter's (a copy with another getter then takes the new getter's). */
    private boolean getterDoc;

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

    /**
     * CPython 3.11's property_init: the doc given; with none, the getter's {@code __doc__} (even None), which an
     * instance of a subclass keeps as its own {@code __doc__} attribute, since the subclass's {@code __doc__} would
     * hide the property's (an AttributeError when the instance has no dict).
     */
    private void init(PyObject fget, PyObject fset, PyObject fdel, PyObject doc) {
        this.fget = fget;
        this.fset = fset;
        this.fdel = fdel;
        this.doc = doc;
        this.name = null;
        this.getterDoc = false;
        if (doc == null && fget != null) {
            PyObject getDoc = Ops.lookupAttr(fget, "__doc__");
            if (getDoc == null) {
                return;
            }
            if (type == TYPE) {
                this.doc = noneToNull(getDoc);
            } else {
                Ops.setAttr(this, "__doc__", getDoc);
            }
            getterDoc = true;
        }
    }

    /** {@code getter}, {@code setter}, {@code deleter}: a new property (of this one's class) with one accessor
     * replaced, None keeping the old one, as CPython's property_copy. */
    private PyObject copy(PyObject[] args, String[] kw, int which) {
        ArgParser.checkArity(which == 0 ? "getter" : which == 1 ? "setter" : "deleter", args, kw, 1, 1);
        PyObject f = noneToNull(args[0]);
        PyObject get = which == 0 && f != null ? f : fget;
        PyObject set = which == 1 && f != null ? f : fset;
        PyObject del = which == 2 && f != null ? f : fdel;
        PyObject newDoc = getterDoc && get != null ? null : doc;
        PyObject copied;
        if (type != TYPE) {
            copied = Ops.call(type, orNone(get), orNone(set), orNone(del), orNone(newDoc));
        } else {
            PyProperty p = new PyProperty(TYPE);
            p.init(get, set, del, newDoc);
            copied = p;
        }
        if (copied instanceof PyProperty p) {
            p.name = name;
        }
        return copied;
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

    /** " 'x' of 'A.B' object", naming the property (when __set_name__ gave it a name) and the class as CPython 3.11. */
    private String describe(PyObject obj) {
        String who = " of " + Ops.repr(PyStr.of(obj.type().qualname)) + " object";
        return name != null ? " " + Ops.repr(name) + who : who;
    }
}
