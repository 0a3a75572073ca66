package io.frameweave.interpreter.runtime;

/** An instance of a guest subclass of {@code complex}: the two doubles plus the guest type and an instance dict. */
final class PyComplexDerived extends PyComplex {
    private final PyType type;
    private final PyDict dict = new PyDict();

    PyComplexDerived(PyType type, double real, double imag) {
        super(real, imag);
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
