package io.frameweave.interpreter.runtime;

/** An instance of a guest subclass of {@code bytes}: the bytes plus the guest type and an instance dict. */
final class PyBytesDerived extends PyBytes {
    private final PyType type;
    private PyDict dict = new PyDict();

    PyBytesDerived(PyType type, byte[] value) {
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

    @Override
    public boolean replaceDict(PyDict d) {
        dict = d;
        return true;
    }
}
