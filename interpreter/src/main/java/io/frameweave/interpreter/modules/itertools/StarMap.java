package io.frameweave.interpreter.modules.itertools;

import io.frameweave.interpreter.modules.ClinicArgs;
import io.frameweave.interpreter.modules.ModuleTypes;
import io.frameweave.interpreter.modules.NativeIterator;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyTuple;
import io.frameweave.interpreter.runtime.PyType;

/** {@code starmap(function, iterable)}: {@code function(*item)} for each item. */
final class StarMap extends NativeIterator {
    static final PyType TYPE = ModuleTypes.newType("itertools", "starmap", null);

    static {
        TYPE.defineNew((type, given, kw) -> {
            PyObject[] args = keywordsLeftToInit(type, TYPE, given, kw);
            ClinicArgs.positional("starmap", args, args == given ? kw : null, 2, 2);
            return new StarMap(type, args[0], Ops.iter(args[1]));
        });
        defineProtocol(TYPE);
        Pickling.reduce(TYPE, self -> PyTuple.of(((StarMap) self).type(),
                PyTuple.of(((StarMap) self).function, ((StarMap) self).source)));
    }

    private final PyObject function;
    private final PyObject source;

    private StarMap(PyType type, PyObject function, PyObject source) {
        super(type);
        this.function = function;
        this.source = source;
    }

    @Override
    public PyObject next() {
        PyObject item = Ops.next(source);
        if (item == null) {
            return null;
        }
        PyObject[] args = item.getClass() == PyTuple.class ? ((PyTuple) item).items.clone() : Ops.toArray(item);
        return Ops.call(function, args, null);
    }
}
