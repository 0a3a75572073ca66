package io.frameweave.interpreter.modules.itertools;

import io.frameweave.interpreter.modules.ModuleTypes;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyType;

/**
 * One link of the buffer the iterators of a {@code tee} share: up to {@link #SIZE} items read from the source
 * iterator, and the next link once this one is full. Links the slowest tee iterator has passed become garbage.
 * Its type is CPython's {@code itertools._tee_dataobject}, which only the module's pickling support creates
 * directly; here it cannot be created from guest code.
 */
final class TeeBuffer extends PyObject {
    static final int SIZE = 57;
    static final PyType TYPE = ModuleTypes.newType("itertools", "_tee_dataobject", null);

    static {
        TYPE.acceptableBase = false;
        TYPE.defineNew((type, args, kw) -> {
            throw Py.TypeError("cannot create 'itertools._tee_dataobject' instances");
        });
    }

    private final PyObject source;
    private final PyObject[] values = new PyObject[SIZE];
    private int count;
    private boolean running;
    private TeeBuffer next;

    TeeBuffer(PyObject source) {
        this.source = source;
    }

    @Override
    public PyType type() {
        return TYPE;
    }

    /** The item at {@code i} of this link, read from the source when no tee iterator has yet; null at the end. */
    PyObject item(int i) {
        if (i < count) {
            return values[i];
        }
        if (running) {
            throw Py.RuntimeError("cannot re-enter the tee iterator");
        }
        running = true;
        PyObject value;
        try {
            value = Ops.next(source);
        } finally {
            running = false;
        }
        if (value == null) {
            return null;
        }
        values[count++] = value;
        return value;
    }

    /** The link after this full one. */
    TeeBuffer nextLink() {
        if (next == null) {
            next = new TeeBuffer(source);
        }
        return next;
    }
}
