package io.frameweave.interpreter.runtime;

/** An instance of a guest subclass of {@code set}: the elements plus the guest type and an instance dict. */
final class PySetDerived extends PySet {
    private final PyType type;
    private final PyDict dict = new PyDict();

    PySetDerived(PyType type) {
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
