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
            PyObject r = ((PyIterator) self).next();
            if (r == null) {
                throw stopIteration();
            }
            return r;
        });
    }

    /** Gives the type a {@code __reduce__} without arguments, made by {@code reduce} from the iterator. */
    static void defineReduce(PyType type, java.util.function.Function<PyObject, PyObject> reduce) {
        type.define("__reduce__", (self, args, kw) -> {
            io.frameweave.interpreter.runtime.ArgParser.checkArity("__reduce__", args, kw, 0, 0);
            return reduce.apply(self);
        });
    }

    /** A fresh {@code StopIteration()} with no arguments. */
    static PyException stopIteration() {
        return GuestExceptions.create(io.frameweave.interpreter.runtime.ExceptionTypes.StopIteration);
    }
}
