package io.frameweave.interpreter.runtime;

import java.math.BigInteger;

/** An instance of a guest subclass of {@code int}: the int value plus the guest type and an instance dict. */
final class PyIntDerived extends PyInt {
    private final PyType type;
    private final PyDict dict = new PyDict();

    PyIntDerived(PyType type, BigInteger v) {
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
