package io.frameweave.interpreter.modules.collections;

import io.frameweave.interpreter.modules.ModuleTypes;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyNone;
import io.frameweave.interpreter.runtime.Lifetime;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyType;

/**
 * A {@code collections.defaultdict}: a dict with a {@link #factory} that {@code __missing__} calls for a key it
 * lacks. Being a Java subclass of {@link PyDict}, {@code d[key]} reaches {@code __missing__} as for any guest
 * subclass of dict. Its guest methods are in {@code DefaultDictMethods}.
 */
public final class PyDefaultDict extends PyDict {
    public static final PyType TYPE = ModuleTypes.newType("collections", "defaultdict", PyDict.TYPE);

    static {
        DefaultDictMethods.install(TYPE);
    }

    private final PyType type;
    private final PyDict dict;
    private final PyObject[] slots;
    /** What runs {@code __del__} when this instance becomes unreachable, when its class has one; else null. */
    private final Lifetime.Trigger lifetime;
    /** {@code default_factory}: a callable, or None. */
    PyObject factory = PyNone.INSTANCE;

    PyDefaultDict(PyType type) {
        this.type = type;
        boolean derived = !type.builtin;
        this.dict = derived ? type.newInstanceDict() : null;
        this.slots = derived ? type.newSlotValues() : null;
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
    public PyObject[] slotValues() {
        return slots;
    }
}
