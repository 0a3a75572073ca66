package io.frameweave.interpreter.runtime;

/**
 * A computed attribute of a builtin type ({@code getset_descriptor}): {@code int.real}, {@code type.__name__},
 * {@code BaseException.args}. It is a data descriptor: assignment without a setter raises CPython's
 * "attribute 'x' of 'T' objects is not writable".
 */
public final class PyGetSetDescr extends PyObject implements ComputedAttribute {
    public static final PyType TYPE = PyType.newBuiltin("getset_descriptor", PyType.OBJECT);

    static {
        TYPE.acceptableBase = false;
        TYPE.define("__repr__", (self, args, kw) -> PyStr.of(self.toString()));
        // called directly, as inspect.getattr_static calls type.__dict__['__mro__'].__get__(klass)
        TYPE.define("__get__", (self, args, kw) -> {
            ArgParser.checkArity("__get__", args, kw, 1, 2);
            PyObject obj = args[0] == Py.None ? null : args[0];
            if (obj == null && (args.length < 2 || args[1] == Py.None)) {
                throw Py.TypeError("__get__(None, None) is invalid");
            }
            ComputedAttribute d = (ComputedAttribute) self;
            return d.get(obj == null ? null : d.checked(obj), null);
        });
        TYPE.define("__set__", (self, args, kw) -> {
            ArgParser.checkArity("__set__", args, kw, 2, 2);
            ComputedAttribute d = (ComputedAttribute) self;
            d.set(d.checked(args[0]), args[1]);
            return Py.None;
        });
        TYPE.define("__delete__", (self, args, kw) -> {
            ArgParser.checkArity("__delete__", args, kw, 1, 1);
            ComputedAttribute d = (ComputedAttribute) self;
            d.delete(d.checked(args[0]));
            return Py.None;
        });
        TYPE.defineAttr("__name__", new PyGetSetDescr(TYPE, "__name__",
                o -> PyStr.of(((ComputedAttribute) o).name()), null));
        TYPE.defineAttr("__qualname__", new PyGetSetDescr(TYPE, "__qualname__", o -> {
            ComputedAttribute d = (ComputedAttribute) o;
            return PyStr.of(d.owner().qualname + "." + d.name());
        }, null));
        TYPE.defineAttr("__objclass__", new PyGetSetDescr(TYPE, "__objclass__",
                o -> ((ComputedAttribute) o).owner(), null));
        TYPE.defineAttr("__doc__", new PyGetSetDescr(TYPE, "__doc__", o -> {
            String doc = ((ComputedAttribute) o).doc();
            return doc == null ? Py.None : PyStr.of(doc);
        }, null));
    }

    @Override
    public PyType owner() {
        return owner;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public String doc() {
        return doc;
    }

    @FunctionalInterface
    public interface Getter {
        PyObject get(PyObject obj);
    }

    @FunctionalInterface
    public interface Setter {
        /** Sets the attribute; value is null for deletion. */
        void set(PyObject obj, PyObject value);
    }

    public final PyType owner;
    public final String name;
    private final Getter getter;
    private final Setter setter;
    private final String doc;

    public PyGetSetDescr(PyType owner, String name, Getter getter, Setter setter) {
        this(owner, name, getter, setter, null);
    }

    /** With the doc string {@code doc} ({@code __doc__}), or none when null. */
    public PyGetSetDescr(PyType owner, String name, Getter getter, Setter setter, String doc) {
        this.owner = owner;
        this.name = name;
        this.getter = getter;
        this.setter = setter;
        this.doc = doc;
    }

    @Override
    public PyType type() {
        return TYPE;
    }

    @Override
    public PyObject get(PyObject obj, PyType type) {
        if (obj == null) {
            return this;
        }
        return getter.get(obj);
    }

    @Override
    public boolean isData() {
        return true;
    }

    @Override
    public void set(PyObject obj, PyObject value) {
        if (setter == null) {
            throw Py.AttributeError("attribute '" + name + "' of '" + owner.fullName() + "' objects is not writable");
        }
        setter.set(obj, value);
    }

    @Override
    public void delete(PyObject obj) {
        if (setter == null) {
            throw Py.AttributeError("attribute '" + name + "' of '" + owner.fullName() + "' objects is not writable");
        }
        setter.set(obj, null);
    }

    @Override
    public String toString() {
        return "<attribute '" + name + "' of '" + owner.name + "' objects>";
    }
}
