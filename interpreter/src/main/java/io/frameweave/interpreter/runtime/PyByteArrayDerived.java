package io.frameweave.interpreter.runtime;

/** An instance of a guest subclass of {@code bytearray}: the bytes plus the guest type and an instance dict. */
final class PyByteArrayDerived extends PyByteArray {
    private final PyType type;
    /** What runs {@code __del__} when this instance becomes unreachable, when its class has one; else null. */
    private final Lifetime.Trigger lifetime;
    private PyDict dict = new PyDict();

    PyByteArrayDerived(PyType type) {
        super(new byte[0]);
        this.type = type;
        this.lifetime = Lifetime.forInstance(this, type);
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
