package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.IteratorState;
import io.frameweave.interpreter.runtime.ObjectReduce;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyTuple;
import io.frameweave.interpreter.runtime.PyType;

/** The {@code callable_iterator} of {@code iter(callable, sentinel)}: calls until the sentinel comes back. */
final class PyCallIterator extends BuiltinIterator {
    static final PyType TYPE = PyType.newBuiltin("callable_iterator", PyType.OBJECT);

    static {
        defineProtocol(TYPE);
        IteratorState.define(TYPE, self -> {
            PyCallIterator it = (PyCallIterator) self;
            return it.callable == null ? IteratorState.exhausted(PyTuple.EMPTY)
                    : PyTuple.of(ObjectReduce.builtin("iter"), PyTuple.of(it.callable, it.sentinel));
        }, null);
    }

    private PyObject callable;
    private final PyObject sentinel;

    PyCallIterator(PyObject callable, PyObject sentinel) {
        this.callable = callable;
        this.sentinel = sentinel;
    }

    @Override
    public PyType type() {
        return TYPE;
    }

    @Override
    public PyObject next() {
        if (callable == null) {
            return null;
        }
        PyObject r = Ops.call(callable);
        if (Ops.eq(r, sentinel)) {
            callable = null;
            return null;
        }
        return r;
    }
}
