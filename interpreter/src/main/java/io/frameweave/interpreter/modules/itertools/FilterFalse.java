package io.frameweave.interpreter.modules.itertools;

import io.frameweave.interpreter.modules.ClinicArgs;
import io.frameweave.interpreter.modules.ModuleTypes;
import io.frameweave.interpreter.modules.NativeIterator;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyTuple;
import io.frameweave.interpreter.runtime.PyType;

/** {@code filterfalse(function, iterable)}: the items the function (truth itself when None) rejects. */
final class FilterFalse extends NativeIterator {
    static final PyType TYPE = ModuleTypes.newType("itertools", "filterfalse", null);

    static {
        TYPE.defineNew((type, given, kw) -> {
            PyObject[] args = keywordsLeftToInit(type, TYPE, given, kw);
            ClinicArgs.positional("filterfalse", args, args == given ? kw : null, 2, 2);
            return new FilterFalse(type, args[0] == Py.None ? null : args[0], Ops.iter(args[1]));
        });
        defineProtocol(TYPE);
        Pickling.reduce(TYPE, self -> PyTuple.of(((FilterFalse) self).type(),
                PyTuple.of(((FilterFalse) self).function, ((FilterFalse) self).source)));
    }

    private final PyObject function;
    private final PyObject source;

    private FilterFalse(PyType type, PyObject function, PyObject source) {
        super(type);
        this.function = function;
        this.source = source;
    }

    @Override
    public PyObject next() {
        while (true) {
            PyObject item = Ops.next(source);
            if (item == null) {
                return null;
            }
            if (!Ops.isTrue(function == null ? item : Ops.call(function, item))) {
                return item;
            }
        }
    }
}
