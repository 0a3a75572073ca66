package io.frameweave.interpreter.runtime;

/** The DeprecationWarnings builtins give, through {@link Warnings}. */
final class DeprecationWarnings {
    private DeprecationWarnings() {}

    static void warn(String message) {
        Warnings.warn(ExceptionTypes.DeprecationWarning, message);
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
