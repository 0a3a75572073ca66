package io.frameweave.interpreter.vm;

import io.frameweave.interpreter.bytecode.PyCode;
import io.frameweave.interpreter.runtime.ExceptionTypes;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyException;
import io.frameweave.interpreter.runtime.PyIterator;
import io.frameweave.interpreter.runtime.PyObject;

/** The {@code yield from} instructions: GET_YIELD_FROM_ITER and SEND. */
final class GeneratorOps {
    private GeneratorOps() {}

    /**
     * RETURN_GENERATOR: the generator, coroutine or async generator of a frame, as its code's flags say. The frame
     * leaves its caller once that exists (a coroutine reads its {@code cr_origin} from the caller first).
     */
    static PyGenerator make(PyFrame frame) {
        int flags = frame.code.flags;
        PyGenerator g;
        if ((flags & PyCode.CO_COROUTINE) != 0) {
            g = new PyCoroutine(frame);
        } else if ((flags & PyCode.CO_ASYNC_GENERATOR) != 0) {
            g = new PyAsyncGenerator(frame);
        } else {
            g = new PyGenerator(frame);
        }
        frame.back = null;
        return g;
    }

    static PyObject yieldFromIter(PyObject o) {
        if (o.getClass() == PyGenerator.class) {
            return o;
        }
        if (o instanceof PyCoroutine) {
            throw Py.TypeError("cannot 'yield from' a coroutine object in a non-coroutine generator");
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
