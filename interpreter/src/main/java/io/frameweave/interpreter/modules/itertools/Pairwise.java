package io.frameweave.interpreter.modules.itertools;

import io.frameweave.interpreter.modules.ClinicArgs;
import io.frameweave.interpreter.modules.ModuleTypes;
import io.frameweave.interpreter.modules.NativeIterator;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyTuple;
import io.frameweave.interpreter.runtime.PyType;

/** {@code pairwise(iterable)}: each pair of neighbouring items, overlapping. */
final class Pairwise extends NativeIterator {
    static final PyType TYPE = ModuleTypes.newType("itertools", "pairwise", null);

    static {
        TYPE.defineNew((type, args, kw) -> {
            ClinicArgs.positional("pairwise", args, kw, 1, 1);
            return new Pairwise(type, Ops.iter(args[0]));
        });
        defineProtocol(TYPE);
    }

    private PyObject source;
    private PyObject previous;

    private Pairwise(PyType type, PyObject source) {
        super(type);
        this.source = source;
    }

    @Override
    public PyObject next() {
        PyObject it = source;
        if (it == null) {
            return null;
        }
        if (previous == null) {
            previous = Ops.next(it);
            if (previous == null) {
                source = null;
                return null;
            }
        }
        PyObject item = Ops.next(it);
        if (item == null) {
            source = null;
            previous = null;
            return null;
        }
        PyTuple pair = PyTuple.of(previous, item);
        previous = item;
        return pair;
    }
}
