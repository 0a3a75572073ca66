package io.frameweave.interpreter.vm;

import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBaseException;
import io.frameweave.interpreter.runtime.PyDescriptor;
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
        s[sp - 1] = bind(exit, mgr, t);
        s[sp] = Ops.call(bind(enter, mgr, t), new PyObject[0], null);
        return sp + 1;
    }

    private static PyObject bind(PyObject attr, PyObject obj, PyType t) {
        if (attr instanceof PyDescriptor d) {
            return d.get(obj, t);
        }
        return attr;
    }

    /** The value of {@code exit(type(exc), exc, exc.__traceback__)}. */
    static PyObject exitWithException(PyObject exit, PyObject exc) {
        PyObject tb = exc instanceof PyBaseException be && be.traceback != null ? be.traceback : Py.None;
        return Ops.call(exit, new PyObject[] {exc.type(), exc, tb}, null);
    }
}
