package io.frameweave.interpreter.vm;

import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBaseException;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyType;

/** The {@code with} statement's instructions: BEFORE_WITH and WITH_EXCEPT_START. */
final class WithOps {
    private WithOps() {}

    /** (mgr -- exit mgr.__enter__()). */
    static int beforeWith(PyObject[] s, int sp) {
        PyObject mgr = s[sp - 1];
        PyType t = mgr.type();
        PyObject enter = t.lookup("__enter__");
        if (enter == null) {
            throw Py.TypeError("'" + t.name + "' object does not support the context manager protocol");
        }
        PyObject exit = t.lookup("__exit__");
        if (exit == null) {
            throw Py.TypeError("'" + t.name + "' object does not support the context manager protocol (missed __exit__ method)");
        }
        // Ops.bind: a guest class's descriptor binds too (unittest.mock's MagicProxy, a class with __get__)
        s[sp - 1] = Ops.bind(exit, mgr, t);
        s[sp] = Ops.callWithSelf(enter, mgr, new PyObject[0], null);
        return sp + 1;
    }

    /** The value of {@code exit(type(exc), exc, exc.__traceback__)}. */
    static PyObject exitWithException(PyObject exit, PyObject exc) {
        PyObject tb = exc instanceof PyBaseException be && be.traceback != null ? be.traceback : Py.None;
        return Ops.call(exit, new PyObject[] {exc.type(), exc, tb}, null);
    }
}
