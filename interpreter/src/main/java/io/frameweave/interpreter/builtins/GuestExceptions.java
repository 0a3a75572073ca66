package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.PyBaseException;
import io.frameweave.interpreter.runtime.PyException;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyType;

/** Builds guest exceptions by calling their type, so every argument count and subclass behaves as in CPython. */
public final class GuestExceptions {
    private GuestExceptions() {}

    /** {@code type(*args)} wrapped for throwing. */
    public static PyException create(PyType type, PyObject... args) {
        return new PyException((PyBaseException) Ops.call(type, args, null));
    }
}
