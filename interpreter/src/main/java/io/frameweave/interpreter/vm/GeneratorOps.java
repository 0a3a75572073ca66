package io.frameweave.interpreter.vm;

import io.frameweave.interpreter.runtime.ExceptionTypes;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyException;
import io.frameweave.interpreter.runtime.PyObject;

/** The {@code yield from} instructions: GET_YIELD_FROM_ITER and SEND. */
final class GeneratorOps {
    private GeneratorOps() {}

    static PyObject yieldFromIter(PyObject o) {
        if (o instanceof PyGenerator) {
            return o;
        }
        return Ops.iter(o);
    }

    /**
     * SEND (sub v -- sub r): replaces v by what the sub-iterator yields and returns false, or, when it
     * finished, by its return value and returns true (the loop then jumps).
     */
    static boolean send(PyObject[] s, int sp) {
        PyObject v = s[sp - 1];
        PyObject sub = s[sp - 2];
        if (sub instanceof PyGenerator g) {
            PyObject r = g.resume(v, null);
            if (r == null) {
                s[sp - 1] = g.returnValue();
                return true;
            }
            s[sp - 1] = r;
            return false;
        }
        try {
            PyObject r = v == Py.None ? Ops.next(sub) : Ops.callMethod(sub, "send", v);
            if (r == null) {
                s[sp - 1] = Py.None;
                return true;
            }
            s[sp - 1] = r;
            return false;
        } catch (PyException e) {
            if (e.matches(ExceptionTypes.StopIteration)) {
                s[sp - 1] = PyGenerator.stopValue(e.value);
                return true;
            }
            throw e;
        }
    }
}
