package io.frameweave.interpreter.vm;

import io.frameweave.interpreter.runtime.ExceptionGroups;
import io.frameweave.interpreter.runtime.ExceptionTypes;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyList;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyTuple;
import io.frameweave.interpreter.runtime.PyType;

/** The {@code except*} statement's instructions: CHECK_EG_MATCH and PREP_RERAISE_STAR (PEP 654). */
final class ExceptStarOps {
    private ExceptStarOps() {}

    /**
     * CHECK_EG_MATCH: {@code (exc type -- rest match)}. A clause's match is the part of the exception group that
     * its types match (a naked exception wrapped in a group), and becomes the handled exception; with none, the
     * exception stays and None is pushed above it.
     */
    static void checkEgMatch(PyObject[] s, int sp, ThreadState ts) {
        PyObject type = s[sp - 1];
        checkExceptStarType(type);
        ExceptionGroups.Split r = ExceptionGroups.exceptStarMatch(s[sp - 2], type);
        if (r.match() == Py.None) {
            s[sp - 1] = Py.None;
            return;
        }
        s[sp - 2] = r.rest();
        s[sp - 1] = r.match();
        ts.handled = r.match();
    }

    private static void checkExceptStarType(PyObject type) {
        ExceptionUnwinder.checkCatchable(type);
        boolean group = false;
        if (type instanceof PyTuple t) {
            for (PyObject item : t.items) {
                group |= ((PyType) item).isSubtypeOf(ExceptionTypes.BaseExceptionGroup);
            }
        } else {
            group = ((PyType) type).isSubtypeOf(ExceptionTypes.BaseExceptionGroup);
        }
        if (group) {
            throw Py.TypeError("catching ExceptionGroup with except* is not allowed. Use except instead.");
        }
    }

    /** PREP_RERAISE_STAR: what the statement raises, from the exception it caught and the list its clauses filled. */
    static PyObject prepReraiseStar(PyObject orig, PyObject excs) {
        return ExceptionGroups.prepReraiseStar(orig, (PyList) excs);
    }
}
