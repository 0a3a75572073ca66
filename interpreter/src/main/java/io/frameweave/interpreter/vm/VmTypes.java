package io.frameweave.interpreter.vm;

import io.frameweave.interpreter.runtime.ObjectIds;
import io.frameweave.interpreter.runtime.PyMemberDescr;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyType;

import java.util.function.BiConsumer;
import java.util.function.Function;

/** Creates the guest types of the VM's own objects (function, cell, frame, generator ...) and their attributes. */
final class VmTypes {
    private VmTypes() {}

    static PyType type(String name) {
        return PyType.newBuiltin(name, PyType.OBJECT);
    }

    /** The address CPython shows in reprs, the same number {@code id()} gives. */
    static String address(PyObject o) {
        return "0x" + Long.toHexString(ObjectIds.of(o));
    }

    /** Defines {@code __repr__} from a Java function of the object. */
    @SuppressWarnings("unchecked")
    static <T extends PyObject> void repr(PyType type, Function<T, String> repr) {
        type.define("__repr__", (self, args, kw) -> PyStr.of(repr.apply((T) self)));
    }

    /** Defines a read-only attribute computed from the object. */
    static <T extends PyObject> void getter(PyType type, String name, Function<T, PyObject> get) {
        type.defineAttr(name, new VmAttribute<>(type, name, get, null));
    }

    /** Defines a read-only attribute CPython keeps as a member of its C struct ({@code member_descriptor}). */
    @SuppressWarnings("unchecked")
    static <T extends PyObject> void member(PyType type, String name, Function<T, PyObject> get) {
        type.defineAttr(name, PyMemberDescr.of(type, name, o -> get.apply((T) o), null, null));
    }

    /** Defines a writable attribute; the setter receives null for {@code del}. */
    static <T extends PyObject> void attr(PyType type, String name, Function<T, PyObject> get,
                                          BiConsumer<T, PyObject> set) {
        type.defineAttr(name, new VmAttribute<>(type, name, get, set));
    }
}
