package io.frameweave.interpreter.modules.itertools;

import io.frameweave.interpreter.modules.ClinicArgs;
import io.frameweave.interpreter.modules.ModuleTypes;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyList;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyTuple;
import io.frameweave.interpreter.runtime.PyType;

/**
 * One link of the buffer the iterators of a {@code tee} share: up to {@link #SIZE} items read from the source
 * iterator, and the next link once this one is full. Links the slowest tee iterator has passed become garbage.
 * Its type is CPython's {@code itertools._tee_dataobject}, which pickling creates directly:
 * {@code _tee_dataobject(source, values read, next link or None)}.
 */
final class TeeBuffer extends PyObject {
    static final int SIZE = 57;
    static final PyType TYPE = ModuleTypes.newType("itertools", "_tee_dataobject", null);

    static {
        TYPE.acceptableBase = false;
        TYPE.defineNew((type, args, kw) -> {
            ClinicArgs.positional("_tee_dataobject", args, kw, 3, 3);
            if (!(args[1] instanceof PyList values)) {
                throw Py.TypeError("_tee_dataobject() argument 2 must be list, not " + args[1].type().name);
            }
            TeeBuffer b = new TeeBuffer(args[0]);
            boolean full = values.size == SIZE;
            if (values.size > SIZE || (args[2] != Py.None && !(full && args[2] instanceof TeeBuffer))) {
                throw Py.ValueError("Invalid arguments");
            }
            System.arraycopy(values.items, 0, b.values, 0, values.size);
            b.count = values.size;
            b.next = args[2] == Py.None ? null : (TeeBuffer) args[2];
            return b;
        });
        // (_tee_dataobject, (source, values read, next link or None))
        Pickling.reduce(TYPE, self -> {
            TeeBuffer b = (TeeBuffer) self;
            PyList values = new PyList(java.util.Arrays.copyOf(b.values, b.count), b.count);
            return PyTuple.of(TYPE, PyTuple.of(b.source, values, b.next == null ? Py.None : b.next));
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
