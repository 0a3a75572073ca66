package io.frameweave.interpreter.runtime;

/**
 * The DeprecationWarnings builtins give (CPython's {@code PyErr_WarnEx(PyExc_DeprecationWarning, message, 1)}):
 * through {@code _warnings.warn}, so the filters apply and an "error" filter makes the call raise.
 */
final class DeprecationWarnings {
    private DeprecationWarnings() {}

    static void warn(String message) {
        PyObject warn = Ops.getAttr(ObjectReduce.importer.apply("_warnings"), "warn");
        Ops.call(warn, PyStr.of(message), ExceptionTypes.DeprecationWarning, PyInt.of(1));
    }

    /** The warning when {@code __int__} or {@code __index__} returned an instance of a strict subclass of int. */
    static PyInt exactFromSubclass(String method, PyInt result) {
        if (result.getClass() != PyInt.class) {
            warn(method + " returned non-int (type " + result.type().fullName() + ").  The ability to return an"
                    + " instance of a strict subclass of int is deprecated, and may be removed in a future version"
                    + " of Python.");
        }
        return result.exact();
    }
}
