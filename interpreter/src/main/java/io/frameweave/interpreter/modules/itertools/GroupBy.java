package io.frameweave.interpreter.modules.itertools;

import io.frameweave.interpreter.modules.ClinicArgs;
import io.frameweave.interpreter.modules.ModuleTypes;
import io.frameweave.interpreter.modules.NativeIterator;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyTuple;
import io.frameweave.interpreter.runtime.PyType;

/**
 * {@code groupby(iterable, key=None)}: pairs of a key and a {@link Grouper} over the run of consecutive items with
 * that key. The groupers share this object's place in the iterable: only the latest one yields, and advancing the
 * groupby skips what its grouper has not read, as CPython's does.
 */
final class GroupBy extends NativeIterator {
    static final PyType TYPE = ModuleTypes.newType("itertools", "groupby", null);
    private static final ClinicArgs ARGS = new ClinicArgs("groupby", 1, "iterable", "key");

    static {
        TYPE.defineNew((type, args, kw) -> {
            PyObject[] a = ARGS.parse(args, kw);
            PyObject key = a[1] == null || a[1] == Py.None ? null : a[1];
            return new GroupBy(type, Ops.iter(a[0]), key);
        });
        defineProtocol(TYPE);
        // (groupby, (iterator, key)) and, once a group was handed out, (current key, current value, target key)
        Pickling.reduce(TYPE, self -> {
            GroupBy g = (GroupBy) self;
            PyObject args = PyTuple.of(g.source, g.keyFunc == null ? Py.None : g.keyFunc);
            if (g.targetKey != null && g.currentKey != null && g.currentValue != null) {
                return PyTuple.of(g.type(), args, PyTuple.of(g.currentKey, g.currentValue, g.targetKey));
            }
            return PyTuple.of(g.type(), args);
        });
        Pickling.setState(TYPE, (self, state) -> {
            PyTuple t = Pickling.tuple(state);
            if (t.size() != 3) {
                throw Py.TypeError("function takes exactly 3 arguments (" + t.size() + " given)");
            }
            GroupBy g = (GroupBy) self;
            g.currentKey = t.get(0);
            g.currentValue = t.get(1);
            g.targetKey = t.get(2);
        });
    }

    private final PyObject source;
    private final PyObject keyFunc;
    /** The key of the group last handed out. */
    private PyObject targetKey;
    /** The item read ahead and its key; null when none is waiting. */
    PyObject currentValue;
    PyObject currentKey;
    /** The one grouper that may still yield. */
    Grouper currentGrouper;

    private GroupBy(PyType type, PyObject source, PyObject keyFunc) {
        super(type);
        this.source = source;
        this.keyFunc = keyFunc;
    }

    @Override
    public PyObject next() {
        currentGrouper = null;
        while (true) {
            if (currentKey != null && (targetKey == null || !Ops.eq(targetKey, currentKey))) {
                break;
            }
            if (!step()) {
                return null;
            }
        }
        targetKey = currentKey;
        Grouper g = new Grouper(this, targetKey);
        currentGrouper = g;
        return PyTuple.of(targetKey, g);
    }

    /** Reads the next item and its key; false at the end of the iterable. */
    boolean step() {
        PyObject value = Ops.next(source);
        if (value == null) {
            return false;
        }
        PyObject key = keyFunc == null ? value : Ops.call(keyFunc, value);
        currentValue = value;
        currentKey = key;
        return true;
    }
}
