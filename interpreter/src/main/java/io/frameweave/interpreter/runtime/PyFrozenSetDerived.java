package io.frameweave.interpreter.runtime;

/** An instance of a guest subclass of {@code frozenset}: the elements plus the guest type and an instance dict. */
final class PyFrozenSetDerived extends PyFrozenSet {
    private final PyType type;
    private final PyDict dict = new PyDict();

    PyFrozenSetDerived(PyType type) {
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
