package io.frameweave.interpreter.modules;

import io.frameweave.interpreter.runtime.ExceptionTypes;
import io.frameweave.interpreter.runtime.PyBaseException;
import io.frameweave.interpreter.runtime.PyException;
import io.frameweave.interpreter.runtime.PyIterator;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyTuple;
import io.frameweave.interpreter.runtime.PyType;
import io.frameweave.interpreter.runtime.PyTypedIterator;

/**
 * An iterator type of a module implemented here ({@code itertools.chain} ...): {@link #next()} returns null at
 * exhaustion, as the VM's fast path wants. Its instances know their guest type ({@link PyTypedIterator}).
 */
public abstract class NativeIterator extends PyTypedIterator {

    protected NativeIterator(PyType type) {
        super(type);
    }

    /** Gives an iterator type {@code __iter__} (the iterator itself) and {@code __next__}. */
    public static void defineProtocol(PyType type) {
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
    public static PyException stopIteration() {
        return new PyException(PyBaseException.create(ExceptionTypes.StopIteration, PyTuple.EMPTY));
    }
}
