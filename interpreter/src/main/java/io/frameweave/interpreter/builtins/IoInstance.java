package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyType;

/**
 * An instance of an {@code _io} class that guest classes may subclass ({@code class Log(io.StringIO)}): it keeps
 * its own type, instance dict and slot values, as a guest subclass of a builtin type needs.
 */
abstract class IoInstance extends PyObject {
    private final PyType type;
    private final PyDict dict;
    private final PyObject[] slots;

    IoInstance(PyType type) {
        this.type = type;
        this.dict = type.newInstanceDict();
        this.slots = type.newSlotValues();
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
    public PyObject[] slotValues() {
        return slots;
    }
}
