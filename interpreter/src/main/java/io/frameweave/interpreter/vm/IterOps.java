package io.frameweave.interpreter.vm;

import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyIterator;
import io.frameweave.interpreter.runtime.PyList;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyRange;
import io.frameweave.interpreter.runtime.PyRangeIterator;
import io.frameweave.interpreter.runtime.PyTuple;

/** GET_ITER and FOR_ITER, with allocation-free steps for lists, tuples, ranges, builtin iterators and generators. */
final class IterOps {
    private IterOps() {}

    static PyObject iter(PyObject o) {
        Class<?> c = o.getClass();
        if (c == PyList.class) {
            return new SequenceCursor((PyList) o);
        }
        if (c == PyTuple.class) {
            return new SequenceCursor(((PyTuple) o).items);
        }
        if (c == PyRange.class && ((PyRange) o).small) {
            PyRange r = (PyRange) o;
            return new PyRangeIterator(r.lstart, r.lstep, r.length);
        }
        if (o.getClass() == PyGenerator.class) {
            return o;
        }
        return Ops.iter(o);
    }

    /** The next item, or null when exhausted. */
    static PyObject next(PyObject it) {
        if (it.getClass() == PyRangeIterator.class) {
            PyRangeIterator r = (PyRangeIterator) it;
            if (r.remaining <= 0) {
                return null;
            }
            r.remaining--;
            long v = r.next;
            r.next = v + r.step;
            return PyInt.of(v);
        }
        if (it.getClass() == SequenceCursor.class) {
            return ((SequenceCursor) it).next();
        }
        if (it instanceof PyIterator pi) {
            return pi.next();
        }
        if (it.getClass() == PyGenerator.class) {
            return ((PyGenerator) it).next();
        }
        return Ops.next(it);
    }
}
