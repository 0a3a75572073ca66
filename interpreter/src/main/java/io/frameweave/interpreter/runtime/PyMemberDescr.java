package io.frameweave.interpreter.runtime;

/**
 * A slot of a class with {@code __slots__} ({@code member_descriptor}): a data descriptor on the class that reads
 * and writes entry {@link #index} of its instances' slot values ({@link PyObject#slotValues}). An entry never
 * set, or deleted, is null, which reads as CPython's AttributeError for a missing attribute.
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
        TYPE.defineAttr("__doc__", new PyGetSetDescr(TYPE, "__doc__", o -> Py.None, null));
    }

    public final PyType owner;
    public final String name;
    /** Where the value is among an instance's slot values. */
    public final int index;

    PyMemberDescr(PyType owner, String name, int index) {
        this.owner = owner;
        this.name = name;
        this.index = index;
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
        PyObject v = valuesOf(obj)[index];
        if (v == null) {
            throw Attributes.noAttribute(obj, name);
        }
        return v;
    }

    @Override
    public void set(PyObject obj, PyObject value) {
        valuesOf(obj)[index] = value;
    }

    @Override
    public void delete(PyObject obj) {
        PyObject[] values = valuesOf(obj);
        if (values[index] == null) {
            throw Py.AttributeError(name);
        }
        values[index] = null;
    }

    /** The slot values of {@code obj}, once it is known to be an instance of {@link #owner}. */
    private PyObject[] valuesOf(PyObject obj) {
        PyObject[] values = obj.slotValues();
        if (values == null || values.length <= index || !obj.type().isSubtypeOf(owner)) {
            throw Py.TypeError("descriptor '" + name + "' for '" + owner.name + "' objects doesn't apply to a '"
                    + Py.typeName(obj) + "' object");
        }
        return values;
    }

    @Override
    public String toString() {
        return "<member '" + name + "' of '" + owner.name + "' objects>";
    }
}
