package io.frameweave.interpreter.runtime;

/** An instance of a guest subclass of {@code str}: the text plus the guest type and an instance dict. */
final class PyStrDerived extends PyStr {
    private final PyType type;
    private final PyDict dict = new PyDict();

    PyStrDerived(PyType type, String value) {
        super(value);
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
