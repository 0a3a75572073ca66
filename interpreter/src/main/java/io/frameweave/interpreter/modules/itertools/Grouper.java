package io.frameweave.interpreter.modules.itertools;

import io.frameweave.interpreter.modules.ModuleTypes;
import io.frameweave.interpreter.modules.NativeIterator;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyType;

/** {@code itertools._grouper}: the items of one group of a {@link GroupBy}, while it is the latest group. */
final class Grouper extends NativeIterator {
    static final PyType TYPE = ModuleTypes.newType("itertools", "_grouper", null);

    static {
        TYPE.acceptableBase = false;
        TYPE.defineNew((type, args, kw) -> {
            throw Py.TypeError("cannot create 'itertools._grouper' instances");
        });
        defineProtocol(TYPE);
    }

    private final GroupBy parent;
    private final PyObject key;

    Grouper(GroupBy parent, PyObject key) {
        super(TYPE);
        this.parent = parent;
        this.key = key;
    }

    @Override
    public PyObject next() {
        GroupBy g = parent;
        if (g.currentGrouper != this) {
            return null;
        }
        if (g.currentValue == null && !g.step()) {
            return null;
        }
        if (!Ops.eq(key, g.currentKey)) {
            return null;
        }
        PyObject r = g.currentValue;
        g.currentValue = null;
        g.currentKey = null;
        return r;
    }
}
