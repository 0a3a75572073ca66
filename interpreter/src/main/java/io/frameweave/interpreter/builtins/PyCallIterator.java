package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyType;

/** The {@code callable_iterator} of {@code iter(callable, sentinel)}: calls until the sentinel comes back. */
final class PyCallIterator extends BuiltinIterator {
    static final PyType TYPE = PyType.newBuiltin("callable_iterator", PyType.OBJECT);

    static {
        defineProtocol(TYPE);
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
