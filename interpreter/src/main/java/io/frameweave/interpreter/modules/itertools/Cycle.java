package io.frameweave.interpreter.modules.itertools;

import io.frameweave.interpreter.modules.ClinicArgs;
import io.frameweave.interpreter.modules.ModuleTypes;
import io.frameweave.interpreter.modules.NativeIterator;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyType;
import java.util.ArrayList;

/** {@code cycle(iterable)}: the items of the iterable, then the same items again and again, from a saved copy. */
final class Cycle extends NativeIterator {
    static final PyType TYPE = ModuleTypes.newType("itertools", "cycle", null);

    static {
        TYPE.defineNew((type, args, kw) -> {
            ClinicArgs.positional("cycle", args, kw, 1, 1);
            return new Cycle(type, Ops.iter(args[0]));
        });
        defineProtocol(TYPE);
    }

    private PyObject source;
    private final ArrayList<PyObject> saved = new ArrayList<>();
    private int index;

    private Cycle(PyType type, PyObject source) {
        super(type);
        this.source = source;
    }

    @Override
    public PyObject next() {
        if (source != null) {
            PyObject item = Ops.next(source);
            if (item != null) {
                saved.add(item);
                return item;
            }
            source = null;
        }
        if (saved.isEmpty()) {
            return null;
        }
        PyObject item = saved.get(index);
        index = index + 1 == saved.size() ? 0 : index + 1;
        return item;
    }
}
