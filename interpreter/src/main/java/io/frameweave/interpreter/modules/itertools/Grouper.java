package io.frameweave.interpreter.modules.itertools;

import io.frameweave.interpreter.modules.ClinicArgs;
import io.frameweave.interpreter.modules.ModuleTypes;
import io.frameweave.interpreter.modules.NativeIterator;
import io.frameweave.interpreter.runtime.ObjectReduce;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyTuple;
import io.frameweave.interpreter.runtime.PyType;

/** {@code itertools._grouper}: the items of one group of a {@link GroupBy}, while it is the latest group. */
final class Grouper extends NativeIterator {
    static final PyType TYPE = ModuleTypes.newType("itertools", "_grouper", null);

    static {
        TYPE.acceptableBase = false;
        // _grouper(parent, key), as unpickling makes it: the parent's current group from then on
        TYPE.defineNew((type, args, kw) -> {
            ClinicArgs.noKeywords("_grouper", kw);
            ClinicArgs.checkPositional("_grouper", args.length, 2, 2);
            if (!(args[0] instanceof GroupBy parent)) {
                throw Py.TypeError("_grouper() argument 1 must be itertools.groupby, not " + args[0].type().name);
            }
            Grouper g = new Grouper(parent, args[1]);
            parent.currentGrouper = g;
            return g;
        });
        defineProtocol(TYPE);
        // (_grouper, (parent, key)) while it is the parent's current group, else iter(())
        Pickling.reduce(TYPE, self -> {
            Grouper g = (Grouper) self;
            if (g.parent.currentGrouper != g) {
                return PyTuple.of(ObjectReduce.builtin("iter"), PyTuple.of(PyTuple.EMPTY));
            }
            return PyTuple.of(TYPE, PyTuple.of(g.parent, g.key));
        });
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
