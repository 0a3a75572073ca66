package io.frameweave.interpreter.runtime;

import java.util.function.Function;

/**
 * A read-only data attribute of a builtin type computed from a Java field ({@code slice.start},
 * {@code range.step}): CPython's {@code member_descriptor} for a read-only member.
 */
public final class ReadOnlyAttribute extends PyObject implements PyDescriptor {
    static final PyType TYPE = PyType.newBuiltin("member_descriptor", PyType.OBJECT);

    private final PyType owner;
    private final String name;
    private final Function<PyObject, PyObject> getter;

    public ReadOnlyAttribute(PyType owner, String name, Function<PyObject, PyObject> getter) {
        this.owner = owner;
        this.name = name;
        this.getter = getter;
    }

    @Override
    public PyType type() {
        return TYPE;
    }

    @Override
    public PyObject get(PyObject obj, PyType type) {
        return obj == null ? this : getter.apply(obj);
    }

    @Override
    public boolean isData() {
        return true;
    }

    @Override
    public void set(PyObject obj, PyObject value) {
        throw Py.AttributeError("readonly attribute");
    }

    @Override
    public void delete(PyObject obj) {
        throw Py.AttributeError("readonly attribute");
    }
}
