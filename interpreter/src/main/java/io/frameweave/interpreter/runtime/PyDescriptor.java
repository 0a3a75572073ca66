package io.frameweave.interpreter.runtime;

/**
 * An attribute found on a type that computes its value on access ({@code __get__}): functions bind to
 * methods, properties call their getter, and so on. A data descriptor also controls assignment and
 * deletion and takes precedence over the instance dict.
 */
public interface PyDescriptor {
    /** {@code __get__(obj, type)}; obj is null for access through the class itself. */
    PyObject get(PyObject obj, PyType type);

    default boolean isData() {
        return false;
    }

    /** {@code __set__}; only called when {@link #isData()}. */
    default void set(PyObject obj, PyObject value) {
        throw Py.AttributeError("attribute is read-only");
    }

    /** {@code __delete__}; only called when {@link #isData()}. */
    default void delete(PyObject obj) {
        throw Py.AttributeError("attribute can't be deleted");
    }
}
