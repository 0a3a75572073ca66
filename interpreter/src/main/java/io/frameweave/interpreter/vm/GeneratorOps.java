package io.frameweave.interpreter.vm;

import io.frameweave.interpreter.runtime.ExceptionTypes;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyException;
import io.frameweave.interpreter.runtime.PyIterator;
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
     * SEND: replaces v by what the sub-iterator yields and returns false ({@code sub v -- sub r}), or, when it
     * finished, puts its return value in the sub-iterator's place and returns true: the caller drops the top
     * slot and jumps ({@code sub v -- r}).
     */
    static boolean send(PyObject[] s, int sp) {
        PyObject v = s[sp - 1];
        PyObject sub = s[sp - 2];
        PyObject r;
        if (sub instanceof PyGenerator g) {
            r = g.resume(v, null);
            if (r == null) {
                return finished(s, sp, g.returnValue());
            }
        } else {
            try {
                // a builtin iterator ends without a value; any other may return one in its StopIteration
                r = v != Py.None ? Ops.callMethod(sub, "send", v)
                        : sub instanceof PyIterator ? Ops.next(sub) : Ops.callMethod(sub, "__next__");
                if (r == null) {
                    return finished(s, sp, Py.None);
                }
            } catch (PyException e) {
                if (e.matches(ExceptionTypes.StopIteration)) {
                    return finished(s, sp, PyGenerator.stopValue(e.value));
                }
                throw e;
            }
        }
        s[sp - 1] = r;
        return false;
    }

    private static boolean finished(PyObject[] s, int sp, PyObject result) {
        s[sp - 2] = result;
        s[sp - 1] = null;
        return true;
    }
}
