package io.frameweave.interpreter.vm;

import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyType;

import java.util.function.BiConsumer;
import java.util.function.Function;

/** Creates the guest types of the VM's own objects (function, cell, frame, generator ...) and their attributes. */
final class VmTypes {
    private VmTypes() {}

    static PyType type(String name) {
        return PyType.newBuiltin(name, PyType.OBJECT);
    }

    /** Defines a read-only attribute computed from the object. */
    static <T extends PyObject> void getter(PyType type, String name, Function<T, PyObject> get) {
        type.defineAttr(name, new VmAttribute<>(type, name, get, null));
    }

    /** Defines a writable attribute; the setter receives null for {@code del}. */
    static <T extends PyObject> void attr(PyType type, String name, Function<T, PyObject> get,
                                          BiConsumer<T, PyObject> set) {
        type.defineAttr(name, new VmAttribute<>(type, name, get, set));
    }
}
