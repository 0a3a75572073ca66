package io.frameweave.interpreter.vm;

import io.frameweave.interpreter.syntax.SyntaxErrorException;
import io.frameweave.interpreter.runtime.ExceptionTypes;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBaseException;
import io.frameweave.interpreter.runtime.PyException;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyTuple;
import io.frameweave.interpreter.runtime.PyType;

import java.util.Collections;
import java.util.Map;
import java.util.WeakHashMap;

/** Turns the parser's {@link SyntaxErrorException} into a guest SyntaxError (compile, exec, eval, import). */
final class SyntaxErrors {
    private SyntaxErrors() {}

    private static final Map<PyBaseException, SyntaxErrorException> ORIGIN =
            Collections.synchronizedMap(new WeakHashMap<>());

    static PyException toGuest(SyntaxErrorException e) {
        PyType t = ExceptionTypes.byName(e.kind);
        if (t == null) {
            t = ExceptionTypes.SyntaxError;
        }
        PyObject file = e.filename == null ? Py.None : PyStr.of(e.filename);
        PyObject text = e.text == null ? Py.None : PyStr.of(e.text);
        // an unlocated error's details have no end, as CPython's (file, 0, -1, None)
        PyObject details = e.isUnlocated() ? PyTuple.of(file, PyInt.of(e.lineno), PyInt.of(e.offset), text)
                : PyTuple.of(file, PyInt.of(e.lineno), PyInt.of(e.offset), text, PyInt.of(e.endLineno),
                e.endOffset == SyntaxErrorException.NO_END_OFFSET ? Py.None : PyInt.of(e.endOffset));
        PyBaseException exc = PyBaseException.create(t, PyStr.of(e.msg), details);
        ORIGIN.put(exc, e);
        return new PyException(exc);
    }

    /** The parser's error a guest SyntaxError came from, or null. */
    static SyntaxErrorException origin(PyBaseException exc) {
        return ORIGIN.get(exc);
    }
}
