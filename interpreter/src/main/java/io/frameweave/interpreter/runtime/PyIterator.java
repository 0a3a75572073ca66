package io.frameweave.interpreter.runtime;

/**
 * An iterator over a builtin container: {@link #next()} returns null at exhaustion (and on every later call),
 * so the VM's {@code FOR_ITER} and the builtins never create a StopIteration. Guest code reaches the same
 * iterator through {@code __iter__} and {@code __next__} ({@link #defineProtocol}).
 */
public abstract class PyIterator extends PyObject {

    /** The next item, or null when exhausted. */
    public abstract PyObject next();

    /** Gives an iterator type {@code __iter__} (itself) and {@code __next__} (StopIteration at the end). */
    static void defineProtocol(PyType type) {
        type.define("__iter__", (self, args, kw) -> self);
        type.define("__next__", (self, args, kw) -> {
            PyObject r = ((PyIterator) self).next();
            if (r == null) {
                throw stopIteration();
            }
            return r;
        });
    }

    /** A bare {@code StopIteration} to throw from {@code __next__}. */
    static PyException stopIteration() {
        return new PyException(PyBaseException.create(ExceptionTypes.StopIteration, PyTuple.EMPTY));
    }
}
