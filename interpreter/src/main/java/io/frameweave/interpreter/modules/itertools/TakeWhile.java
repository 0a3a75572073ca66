package io.frameweave.interpreter.modules.itertools;

import io.frameweave.interpreter.modules.ClinicArgs;
import io.frameweave.interpreter.modules.ModuleTypes;
import io.frameweave.interpreter.modules.NativeIterator;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyTuple;
import io.frameweave.interpreter.runtime.PyType;

/** {@code takewhile(predicate, iterable)}: the items up to (not including) the first the predicate rejects. */
final class TakeWhile extends NativeIterator {
    static final PyType TYPE = ModuleTypes.newType("itertools", "takewhile", null);

    static {
        TYPE.defineNew((type, given, kw) -> {
            PyObject[] args = keywordsLeftToInit(type, TYPE, given, kw);
            ClinicArgs.positional("takewhile", args, args == given ? kw : null, 2, 2);
            return new TakeWhile(type, args[0], Ops.iter(args[1]));
        });
        defineProtocol(TYPE);
        Pickling.reduce(TYPE, self -> {
            TakeWhile t = (TakeWhile) self;
            return PyTuple.of(t.type(), PyTuple.of(t.predicate, t.source), PyInt.of(t.stopped ? 1 : 0));
        });
        Pickling.setState(TYPE, (self, state) -> ((TakeWhile) self).stopped = Ops.isTrue(state));
    }

    private final PyObject predicate;
    private final PyObject source;
    private boolean stopped;

    private TakeWhile(PyType type, PyObject predicate, PyObject source) {
        super(type);
        this.predicate = predicate;
        this.source = source;
    }

    @Override
    public PyObject next() {
        if (stopped) {
            return null;
        }
        PyObject item = Ops.next(source);
        if (item == null) {
            return null;
        }
        if (Ops.isTrue(Ops.call(predicate, item))) {
            return item;
        }
        stopped = true;
        return null;
    }
}
