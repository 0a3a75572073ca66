package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.PyException;
import io.frameweave.interpreter.runtime.PyIterator;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyType;

/**
 * An iterator type of this package ({@code enumerate}, {@code zip}, {@code map} ...): {@link #next()} returns
 * null at exhaustion (the VM's fast path), and {@link #defineProtocol} gives the guest type {@code __iter__} and {@code __next__},
 * the latter raising StopIteration only where a guest asked for it explicitly.
 */
abstract class BuiltinIterator extends PyIterator {

    static void defineProtocol(PyType type) {
        type.define("__iter__", (self, args, kw) -> self);
        type.define("__next__", (self, args, kw) -> {
            PyObject r = ((BuiltinIterator) self).next();
            if (r == null) {
                throw stopIteration();
            }
            return r;
        });
    }

    /** A fresh {@code StopIteration()} with no arguments. */
    static PyException stopIteration() {
        return GuestExceptions.create(io.frameweave.interpreter.runtime.ExceptionTypes.StopIteration);
    }
}
