package io.frameweave.interpreter.runtime;

/** An instance of a guest subclass of {@code tuple}: the items plus the guest type and an instance dict. */
final class PyTupleDerived extends PyTuple {
    private final PyType type;
    private final PyDict dict = new PyDict();

    PyTupleDerived(PyType type, PyObject[] items) {
        super(items);
        this.type = type;
    }

    @Override
    public PyType type() {
        return type;
    }

    @Override
    public PyDict getDict() {
        return dict;
    }
}
