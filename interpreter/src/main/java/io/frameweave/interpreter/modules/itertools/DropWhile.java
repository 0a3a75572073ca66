package io.frameweave.interpreter.modules.itertools;

import io.frameweave.interpreter.modules.ClinicArgs;
import io.frameweave.interpreter.modules.ModuleTypes;
import io.frameweave.interpreter.modules.NativeIterator;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyTuple;
import io.frameweave.interpreter.runtime.PyType;

/** {@code dropwhile(predicate, iterable)}: the items from the first one the predicate rejects on. */
final class DropWhile extends NativeIterator {
    static final PyType TYPE = ModuleTypes.newType("itertools", "dropwhile", null);

    static {
        TYPE.defineNew((type, given, kw) -> {
            PyObject[] args = keywordsLeftToInit(type, TYPE, given, kw);
            ClinicArgs.positional("dropwhile", args, args == given ? kw : null, 2, 2);
            return new DropWhile(type, args[0], Ops.iter(args[1]));
        });
        defineProtocol(TYPE);
        // (dropwhile, (predicate, iterator), dropping over), as CPython's start flag
        Pickling.reduce(TYPE, self -> {
            DropWhile d = (DropWhile) self;
            return PyTuple.of(d.type(), PyTuple.of(d.predicate, d.source), PyInt.of(d.dropping ? 0 : 1));
        });
        Pickling.setState(TYPE, (self, state) -> ((DropWhile) self).dropping = !Ops.isTrue(state));
    }

    private final PyObject predicate;
    private final PyObject source;
    private boolean dropping = true;

    private DropWhile(PyType type, PyObject predicate, PyObject source) {
        super(type);
        this.predicate = predicate;
        this.source = source;
    }

    @Override
    public PyObject next() {
        while (true) {
            PyObject item = Ops.next(source);
            if (item == null) {
                return null;
            }
            if (!dropping || !Ops.isTrue(Ops.call(predicate, item))) {
                dropping = false;
                return item;
            }
        }
    }
}
