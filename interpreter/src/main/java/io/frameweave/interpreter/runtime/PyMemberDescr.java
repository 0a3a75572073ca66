package io.frameweave.interpreter.runtime;

/**
 * A {@code member_descriptor}: a slot of a class with {@code __slots__}, a data descriptor on the class that reads
 * and writes entry {@link #index} of its instances' slot values ({@link PyObject#slotValues}), or a field of a
 * builtin type's instances that CPython keeps as a member ({@code complex.real}, {@code function.__globals__}),
 * read and written by Java functions. A slot never set, or deleted, is null, which reads as CPython's
 * AttributeError for a missing attribute.
 */
public final class PyMemberDescr extends PyObject implements PyDescriptor {
    public static final PyType TYPE = PyType.newBuiltin("member_descriptor", PyType.OBJECT);

    static {
        TYPE.acceptableBase = false;
        TYPE.define("__repr__", (self, args, kw) -> PyStr.of(self.toString()));
        TYPE.define("__get__", (self, args, kw) -> {
            ArgParser.checkArity("__get__", args, kw, 1, 2);
            PyObject obj = args[0] == Py.None ? null : args[0];
            if (obj == null && (args.length < 2 || args[1] == Py.None)) {
                throw Py.TypeError("__get__(None, None) is invalid");
            }
            return ((PyMemberDescr) self).get(obj, null);
        });
        TYPE.define("__set__", (self, args, kw) -> {
            ArgParser.checkArity("__set__", args, kw, 2, 2);
            ((PyMemberDescr) self).set(args[0], args[1]);
            return Py.None;
        });
        TYPE.define("__delete__", (self, args, kw) -> {
            ArgParser.checkArity("__delete__", args, kw, 1, 1);
            ((PyMemberDescr) self).delete(args[0]);
            return Py.None;
        });
        TYPE.defineAttr("__name__", new PyGetSetDescr(TYPE, "__name__", o -> PyStr.of(((PyMemberDescr) o).name), null));
        TYPE.defineAttr("__qualname__", new PyGetSetDescr(TYPE, "__qualname__", o -> {
            PyMemberDescr m = (PyMemberDescr) o;
            return PyStr.of(m.owner.qualname + "." + m.name);
        }, null));
        TYPE.defineAttr("__objclass__", new PyGetSetDescr(TYPE, "__objclass__", o -> ((PyMemberDescr) o).owner, null));
        TYPE.defineAttr("__doc__", new PyGetSetDescr(TYPE, "__doc__", o -> {
            String doc = ((PyMemberDescr) o).doc;
            return doc == null ? Py.None : PyStr.of(doc);
        }, null));
    }

    public final PyType owner;
    public final String name;
    /** Where the value is among an instance's slot values; -1 for a builtin type's member. */
    public final int index;
    /** A builtin type's member: how it is read, and written (null: read-only); null for a slot. */
    private final PyGetSetDescr.Getter getter;
    private final PyGetSetDescr.Setter setter;
    private final String doc;

    PyMemberDescr(PyType owner, String name, int index) {
        this(owner, name, index, null, null, null);
    }

    private PyMemberDescr(PyType owner, String name, int index, PyGetSetDescr.Getter getter,
                          PyGetSetDescr.Setter setter, String doc) {
        this.owner = owner;
        this.name = name;
        this.index = index;
        this.getter = getter;
        this.setter = setter;
        this.doc = doc;
    }

    /**
     * A member of the builtin type {@code owner}'s instances, read by {@code getter} and written by {@code setter}
     * (given null for {@code del}; a null setter makes it read-only), with the doc string {@code doc} or none.
     */
    public static PyMemberDescr of(PyType owner, String name, PyGetSetDescr.Getter getter,
                                   PyGetSetDescr.Setter setter, String doc) {
        return new PyMemberDescr(owner, name, -1, getter, setter, doc);
    }

    @Override
    public PyType type() {
        return TYPE;
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
        if (index < 0) {
            return getter.get(applicable(obj));
        }
        PyObject v = valuesOf(obj)[index];
        if (v == null) {
            throw Attributes.noAttribute(obj, name);
        }
        return v;
    }

    @Override
    public void set(PyObject obj, PyObject value) {
        if (index < 0) {
            setMember(obj, value);
            return;
        }
        valuesOf(obj)[index] = value;
    }

    @Override
    public void delete(PyObject obj) {
        if (index < 0) {
            setMember(obj, null);
            return;
        }
        PyObject[] values = valuesOf(obj);
        if (values[index] == null) {
            throw Py.AttributeError(name);
        }
        values[index] = null;
    }

    private void setMember(PyObject obj, PyObject value) {
        applicable(obj);
        if (setter == null) {
            throw Py.AttributeError("readonly attribute");
        }
        setter.set(obj, value);
    }

    /** The slot values of {@code obj}, once it is known to be an instance of {@link #owner}. */
    private PyObject[] valuesOf(PyObject obj) {
        PyObject[] values = obj.slotValues();
        if (values == null || values.length <= index) {
            throw notApplicable(obj);
        }
        return applicable(obj).slotValues();
    }

    private PyObject applicable(PyObject obj) {
        if (!obj.type().isSubtypeOf(owner)) {
            throw notApplicable(obj);
        }
        return obj;
    }

    private PyException notApplicable(PyObject obj) {
        return Py.TypeError("descriptor '" + name + "' for '" + owner.name + "' objects doesn't apply to a '"
                + Py.typeName(obj) + "' object");
    }

    @Override
    public String toString() {
        return "<member '" + name + "' of '" + owner.name + "' objects>";
    }
}
