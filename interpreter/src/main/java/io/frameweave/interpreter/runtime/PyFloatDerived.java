package io.frameweave.interpreter.runtime;

/** An instance of a guest subclass of {@code float}: the double plus the guest type and an instance dict. */
final class PyFloatDerived extends PyFloat {
    private final PyType type;
    private final PyDict dict = new PyDict();

    PyFloatDerived(PyType type, double v) {
        super(v);
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
