package io.frameweave.interpreter.vm;

import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.ComputedAttribute;
import io.frameweave.interpreter.runtime.PyGetSetDescr;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyType;

import java.util.function.BiConsumer;
import java.util.function.Function;

/**
 * A data descriptor for an attribute of a VM object, such as {@code f.__name__}: a {@code getset_descriptor} (the
 * one type, {@link PyGetSetDescr#TYPE}, as in CPython) that says "readonly attribute" where it has no setter.
 */
final class VmAttribute<T extends PyObject> extends PyObject implements ComputedAttribute {
    private final PyType owner;
    private final String name;
    private final Function<T, PyObject> get;
    private final BiConsumer<T, PyObject> set;

    VmAttribute(PyType owner, String name, Function<T, PyObject> get, BiConsumer<T, PyObject> set) {
        this.owner = owner;
        this.name = name;
        this.get = get;
        this.set = set;
    }

    @Override
    public PyType type() {
        return PyGetSetDescr.TYPE;
    }

    @Override
    public PyType owner() {
        return owner;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    @SuppressWarnings("unchecked")
    public PyObject get(PyObject obj, PyType type) {
        if (obj == null) {
            return this;
        }
        return get.apply((T) obj);
    }

    @Override
    public boolean isData() {
        return true;
    }

    @Override
    @SuppressWarnings("unchecked")
    public void set(PyObject obj, PyObject value) {
        if (set == null) {
            throw Py.AttributeError("readonly attribute");
        }
        set.accept((T) obj, value);
    }

    @Override
    @SuppressWarnings("unchecked")
    public void delete(PyObject obj) {
        if (set == null) {
            throw Py.AttributeError("readonly attribute");
        }
        set.accept((T) obj, null);
    }

    @Override
    public String toString() {
        return "<attribute '" + name + "' of '" + owner.name + "' objects>";
    }
}
