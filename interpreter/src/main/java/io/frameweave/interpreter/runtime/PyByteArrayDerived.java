package io.frameweave.interpreter.runtime;

/** An instance of a guest subclass of {@code bytearray}: the bytes plus the guest type, an instance dict (unless its
 * {@code __slots__} leave it out) and its slot values. */
final class PyByteArrayDerived extends PyByteArray {
    private final PyType type;
    /** What runs {@code __del__} when this instance becomes unreachable, when its class has one; else null. */
    private final Lifetime.Trigger lifetime;
    private PyDict dict;
    private final PyObject[] slots;

    PyByteArrayDerived(PyType type) {
        super(new byte[0]);
        this.type = type;
        this.dict = type.newInstanceDict();
        this.slots = type.newSlotValues();
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
        if (dict == null) {
            return false;
        }
        dict = d;
        return true;
    }

    @Override
    public PyObject[] slotValues() {
        return slots;
    }
}
