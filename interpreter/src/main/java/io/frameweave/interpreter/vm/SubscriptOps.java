package io.frameweave.interpreter.vm;

import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyList;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyTuple;

/** BINARY_SUBSCR and STORE_SUBSCR with fast paths for an exact dict and an exact list or tuple indexed by a small int. */
final class SubscriptOps {
    private SubscriptOps() {}

    static PyObject getItem(PyObject c, PyObject k) {
        if (k instanceof PyInt i && i.big == null) {
            if (c.getClass() == PyList.class) {
                PyList l = (PyList) c;
                long idx = i.value;
                if (idx < 0) {
                    idx += l.size;
                }
                if (idx >= 0 && idx < l.size) {
                    return l.items[(int) idx];
                }
            } else if (c.getClass() == PyTuple.class) {
                PyObject[] items = ((PyTuple) c).items;
                long idx = i.value;
                if (idx < 0) {
                    idx += items.length;
                }
                if (idx >= 0 && idx < items.length) {
                    return items[(int) idx];
                }
            }
        }
        if (c.getClass() == PyDict.class) {
            PyObject v = ((PyDict) c).get(k);
            if (v != null) {
                return v;
            }
        }
        return Ops.getItem(c, k);
    }

    static void setItem(PyObject c, PyObject k, PyObject v) {
        if (c.getClass() == PyList.class && k instanceof PyInt i && i.big == null) {
            PyList l = (PyList) c;
            long idx = i.value;
            if (idx < 0) {
                idx += l.size;
            }
            if (idx >= 0 && idx < l.size) {
                l.items[(int) idx] = v;
                return;
            }
        }
        if (c.getClass() == PyDict.class) {
            ((PyDict) c).put(k, v);
            return;
        }
        Ops.setItem(c, k, v);
    }
}
