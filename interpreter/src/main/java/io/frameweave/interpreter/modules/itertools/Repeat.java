package io.frameweave.interpreter.modules.itertools;

import io.frameweave.interpreter.modules.ClinicArgs;
import io.frameweave.interpreter.modules.ModuleTypes;
import io.frameweave.interpreter.modules.NativeIterator;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyTuple;
import io.frameweave.interpreter.runtime.PyType;

/** {@code repeat(object[, times])}: the object, {@code times} times or without end. */
final class Repeat extends NativeIterator {
    static final PyType TYPE = ModuleTypes.newType("itertools", "repeat", null);
    private static final ClinicArgs ARGS = new ClinicArgs("repeat", 1, "object", "times");

    static {
        TYPE.defineNew((type, args, kw) -> {
            PyObject[] a = ARGS.parse(args, kw);
            long times = -1;
            if (a[1] != null) {
                times = Math.max(0, Sizes.asSsize(a[1]));
            }
            return new Repeat(type, a[0], times);
        });
        defineProtocol(TYPE);
        Pickling.reduce(TYPE, self -> {
            Repeat r = (Repeat) self;
            return PyTuple.of(r.type(), r.remaining < 0 ? PyTuple.of(r.object)
                    : PyTuple.of(r.object, PyInt.of(r.remaining)));
        });
        TYPE.define("__repr__", (self, args, kw) -> PyStr.of(((Repeat) self).repr()));
        TYPE.defineCoexisting("__length_hint__", (self, args, kw) -> {
            ClinicArgs.positional("__length_hint__", args, kw, 0, 0);
            Repeat r = (Repeat) self;
            if (r.remaining < 0) {
                throw Py.TypeError("len() of unsized object");
            }
            return PyInt.of(r.remaining);
        });
    }

    private final PyObject object;
    /** How many are left to give; -1 for without end. */
    private long remaining;

    private Repeat(PyType type, PyObject object, long times) {
        super(type);
        this.object = object;
        this.remaining = times;
    }

    @Override
    public PyObject next() {
        if (remaining == 0) {
            return null;
        }
        if (remaining > 0) {
            remaining--;
        }
        return object;
    }

    private String repr() {
        String r = type().name + "(" + Ops.repr(object);
        return remaining < 0 ? r + ")" : r + ", " + remaining + ")";
    }
}
