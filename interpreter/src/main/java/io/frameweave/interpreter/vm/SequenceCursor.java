package io.frameweave.interpreter.vm;

import io.frameweave.interpreter.runtime.PyList;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyType;

/**
 * The iterator GET_ITER makes for a for-loop over an exact list or tuple. A for-loop's iterator is never
 * visible to guest code, so the VM may use its own: FOR_ITER advances it with no call and no allocation.
 * A list is re-read at each step, so appending while iterating behaves as in CPython.
 */
final class SequenceCursor extends PyObject {
    static final PyType TYPE = VmTypes.type("sequence_cursor");

    private final PyList list;
    private final PyObject[] fixed;
    private int index;

    SequenceCursor(PyList list) {
        this.list = list;
        this.fixed = null;
    }

    SequenceCursor(PyObject[] items) {
        this.list = null;
        this.fixed = items;
    }

    @Override
    public PyType type() {
        return TYPE;
    }

    /** The next item, or null when exhausted. */
    PyObject next() {
        int i = index;
        if (list != null) {
            if (i < list.size) {
                index = i + 1;
                return list.items[i];
            }
            index = Integer.MAX_VALUE;
            return null;
        }
        if (i < fixed.length) {
            index = i + 1;
            return fixed[i];
        }
        return null;
    }
}
