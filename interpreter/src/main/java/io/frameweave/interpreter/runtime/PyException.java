package io.frameweave.interpreter.runtime;

/**
 * The Java throwable that carries a guest exception while it unwinds. It has no Java stack trace: guest
 * tracebacks live in {@link PyBaseException#traceback}, built frame by frame by the VM as it unwinds.
 */
public final class PyException extends RuntimeException {
    public final PyBaseException value;

    public PyException(PyBaseException value) {
        super(null, null, false, false);
        this.value = value;
    }

    @Override
    public String getMessage() {
        return value.type().name + ": " + Ops.str(value);
    }

    /** Whether the guest exception is an instance of {@code type}. */
    public boolean matches(PyType type) {
        return value.type().isSubtypeOf(type);
    }
}
