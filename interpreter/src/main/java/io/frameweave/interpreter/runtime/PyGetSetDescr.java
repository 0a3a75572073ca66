package io.frameweave.interpreter.runtime;

/**
 * A computed attribute of a builtin type ({@code getset_descriptor}): {@code int.real}, {@code type.__name__},
 * {@code BaseException.args}. It is a data descriptor: assignment without a setter raises CPython's
 * "attribute 'x' of 'T' objects is not writable".
 */
public final class PyGetSetDescr extends PyObject implements PyDescriptor {
    public static final PyType TYPE = PyType.newBuiltin("getset_descriptor", PyType.OBJECT);

    static {
        TYPE.acceptableBase = false;
        TYPE.define("__repr__", (self, args, kw) -> PyStr.of(self.toString()));
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

    public PyGetSetDescr(PyType owner, String name, Getter getter, Setter setter) {
        this.owner = owner;
        this.name = name;
        this.getter = getter;
        this.setter = setter;
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
