package io.frameweave.interpreter.runtime;

/** An instance of a guest subclass of {@code list}: the list itself plus the guest type and an instance dict. */
final class PyListDerived extends PyList {
    private final PyType type;
    private final PyDict dict = new PyDict();

    PyListDerived(PyType type) {
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
