package io.frameweave.interpreter.vm;

import io.frameweave.interpreter.runtime.ExceptionTypes;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyException;
import io.frameweave.interpreter.runtime.PyList;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyTuple;

import java.util.ArrayList;
import java.util.List;

/** UNPACK_SEQUENCE and UNPACK_EX (assignment targets), with CPython 3.11's messages. */
final class UnpackOps {
    private UnpackOps() {}

    /** (seq -- v_n .. v_1): the first item ends on top. */
    static int unpackSequence(PyObject[] s, int sp, int n) {
        PyObject seq = s[--sp];
        PyObject[] items;
        int len;
        if (seq.getClass() == PyTuple.class) {
            items = ((PyTuple) seq).items;
            len = items.length;
        } else if (seq.getClass() == PyList.class) {
            items = ((PyList) seq).items;
            len = ((PyList) seq).size;
        } else {
            items = new PyObject[n];
            len = fill(seq, items);
        }
        if (len != n) {
            if (len < n) {
                throw Py.ValueError("not enough values to unpack (expected " + n + ", got " + len + ")");
            }
            throw Py.ValueError("too many values to unpack (expected " + n + ")");
        }
        for (int i = n - 1; i >= 0; i--) {
            s[sp++] = items[i];
        }
        return sp;
    }

    /** (seq -- after.., list, before..): arg&0xFF items before the star, arg>>8 after it. */
    static int unpackEx(PyObject[] s, int sp, int arg) {
        int before = arg & 0xFF;
        int after = arg >> 8;
        PyObject seq = s[--sp];
        List<PyObject> all = collect(seq, Integer.MAX_VALUE);
        int len = all.size();
        if (len < before + after) {
            throw Py.ValueError("not enough values to unpack (expected at least " + (before + after) + ", got " + len + ")");
        }
        for (int i = len - 1; i >= len - after; i--) {
            s[sp++] = all.get(i);
        }
        s[sp++] = PyList.of(all.subList(before, len - after).toArray(new PyObject[0]));
        for (int i = before - 1; i >= 0; i--) {
            s[sp++] = all.get(i);
        }
        return sp;
    }

    /** Fills {@code out} from an iterable; returns how many items it had (at most out.length, or too-many error). */
    private static int fill(PyObject seq, PyObject[] out) {
        PyObject it = iterator(seq);
        int n = 0;
        for (PyObject v = IterOps.next(it); v != null; v = IterOps.next(it)) {
            if (n == out.length) {
                throw Py.ValueError("too many values to unpack (expected " + out.length + ")");
            }
            out[n++] = v;
        }
        return n;
    }

    private static PyObject iterator(PyObject seq) {
        try {
            return IterOps.iter(seq);
        } catch (PyException e) {
            if (e.matches(ExceptionTypes.TypeError) && seq.type().lookup("__iter__") == null
                    && seq.type().lookup("__getitem__") == null) {
                throw Py.TypeError("cannot unpack non-iterable " + Py.typeName(seq) + " object");
            }
            throw e;
        }
    }

    /** Up to {@code limit} items of an iterable. */
    private static List<PyObject> collect(PyObject seq, int limit) {
        PyObject it = iterator(seq);
        List<PyObject> out = new ArrayList<>();
        while (out.size() < limit) {
            PyObject v = IterOps.next(it);
            if (v == null) {
                break;
            }
            out.add(v);
        }
        return out;
    }
}
