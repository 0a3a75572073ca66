package io.frameweave.interpreter.runtime;

/** An instance of a guest subclass of {@code dict}: the dict itself plus the guest type and an instance dict. */
final class PyDictDerived extends PyDict {
    private final PyType type;
    private final PyDict dict = new PyDict();

    PyDictDerived(PyType type) {
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
