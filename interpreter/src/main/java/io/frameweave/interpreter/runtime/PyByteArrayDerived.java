package io.frameweave.interpreter.runtime;

/** An instance of a guest subclass of {@code bytearray}: the bytes plus the guest type and an instance dict. */
final class PyByteArrayDerived extends PyByteArray {
    private final PyType type;
    private PyDict dict = new PyDict();

    PyByteArrayDerived(PyType type) {
        super(new byte[0]);
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
