package io.frameweave.interpreter.runtime;

/**
 * An instance of a guest class whose layout is plain {@code object}: its type (re-assignable through
 * {@code __class__}), its attribute dict ({@code object()} itself has none, nor have classes whose
 * {@code __slots__} leave it out) and the values of its slots.
 */
public class PyInstance extends PyObject implements Reclassable {
    public PyType type;
    public PyDict dict;
    /** What finalizes this instance when it becomes unreachable, when its class has {@code __del__}; else null. */
    Lifetime.Trigger lifetime;
    /** The values of the slots of its class ({@link PyMemberDescr}), or null when the class declares none. */
    public final PyObject[] slots;

    public PyInstance(PyType type) {
        this.type = type;
        this.dict = type.hasInstanceDict ? PyDict.forInstanceOf(type) : null;
        this.slots = type.newSlotValues();
    }

    @Override
    public void setType(PyType type) {
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
