package io.frameweave.interpreter.vm;

import io.frameweave.interpreter.bytecode.PyCode;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyTuple;

/** MAKE_FUNCTION: a new function from a code object and the defaults, annotations and closure on the stack. */
final class FunctionOps {
    private FunctionOps() {}

    /** The inline caches one MAKE_FUNCTION instruction hands to every function it makes from the same code. */
    private record SharedCaches(PyCode code, Object[] caches) {}

    static int makeFunction(PyFrame frame, PyObject[] s, int sp, int flags, Object[] caches, int at) {
        PyCode code = (PyCode) s[--sp];
        s[sp] = null;
        PyObject[] closure = null;
        PyObject annotations = null;
        PyDict kwdefaults = null;
        PyObject[] defaults = null;
        if ((flags & 8) != 0) {
            closure = ((PyTuple) s[--sp]).items;
            s[sp] = null;
        }
        if ((flags & 4) != 0) {
            annotations = s[--sp];
            s[sp] = null;
        }
        if ((flags & 2) != 0) {
            kwdefaults = (PyDict) s[--sp];
            s[sp] = null;
        }
        if ((flags & 1) != 0) {
            defaults = ((PyTuple) s[--sp]).items;
            s[sp] = null;
        }
        Object[] codeCaches;
        if (caches[at] instanceof SharedCaches sc && sc.code == code && sc.caches.length == code.instructions.length) {
            codeCaches = sc.caches;
        } else {
            codeCaches = CodeCaches.forCode(code);
            caches[at] = new SharedCaches(code, codeCaches);
        }
        PyFunction fn = new PyFunction(code, frame.globals, closure, codeCaches, defaults, kwdefaults);
        fn.annotations = annotations;
        s[sp++] = fn;
        return sp;
    }
}
