package io.frameweave.interpreter.modules.itertools;

import io.frameweave.interpreter.modules.ClinicArgs;
import io.frameweave.interpreter.modules.ModuleTypes;
import io.frameweave.interpreter.modules.NativeIterator;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyTuple;
import io.frameweave.interpreter.runtime.PyType;

/** {@code compress(data, selectors)}: the items of data whose selector in step with them is true. */
final class Compress extends NativeIterator {
    static final PyType TYPE = ModuleTypes.newType("itertools", "compress", null);
    private static final ClinicArgs ARGS = new ClinicArgs("compress", 2, "data", "selectors");

    static {
        TYPE.defineNew((type, args, kw) -> {
            PyObject[] a = ARGS.parse(args, kw);
            PyObject data = Ops.iter(a[0]);
            return new Compress(type, data, Ops.iter(a[1]));
        });
        defineProtocol(TYPE);
        Pickling.reduce(TYPE, self -> PyTuple.of(((Compress) self).type(),
                PyTuple.of(((Compress) self).data, ((Compress) self).selectors)));
    }

    private final PyObject data;
    private final PyObject selectors;

    private Compress(PyType type, PyObject data, PyObject selectors) {
        super(type);
        this.data = data;
        this.selectors = selectors;
    }

    @Override
    public PyObject next() {
        while (true) {
            PyObject item = Ops.next(data);
            if (item == null) {
                return null;
            }
            PyObject selector = Ops.next(selectors);
            if (selector == null) {
                return null;
            }
            if (Ops.isTrue(selector)) {
                return item;
            }
        }
    }
}
