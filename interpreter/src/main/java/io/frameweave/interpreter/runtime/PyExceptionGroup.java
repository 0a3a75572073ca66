package io.frameweave.interpreter.runtime;

/**
 * An instance of {@code BaseExceptionGroup} or a subclass (PEP 654): an exception with a message and the
 * non-empty tuple of exceptions it groups, both fixed at creation.
 */
public final class PyExceptionGroup extends PyBaseException {
    /** {@code message}, always a str. */
    public final PyStr message;
    /** {@code exceptions}: the grouped exceptions, never empty. */
    public final PyTuple exceptions;

    PyExceptionGroup(PyType type, PyObject[] args, PyStr message, PyTuple exceptions) {
        super(type, args);
        this.message = message;
        this.exceptions = exceptions;
    }
}
