package io.frameweave.interpreter.runtime;

/**
 * What every {@code getset_descriptor} is, whichever Java class computes it ({@link PyGetSetDescr} here, the VM's
 * own for functions, code and frames): a data descriptor with a name and the type that owns it, so that
 * {@code getset_descriptor}'s methods ({@code __get__}, {@code __objclass__} ...) serve them all.
 */
public interface ComputedAttribute extends PyDescriptor {
    PyType owner();

    String name();

    /** The doc string ({@code __doc__}), or null for none. */
    default String doc() {
        return null;
    }

    /** {@code obj}, when it is an instance of the owner type; CPython's TypeError otherwise. */
    default PyObject checked(PyObject obj) {
        if (!obj.type().isSubtypeOf(owner())) {
            throw Py.TypeError("descriptor '" + name() + "' for '" + owner().name + "' objects doesn't apply to a '"
                    + Py.typeName(obj) + "' object");
        }
        return obj;
    }
}
