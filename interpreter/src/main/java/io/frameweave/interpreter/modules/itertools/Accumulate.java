package io.frameweave.interpreter.modules.itertools;

import io.frameweave.interpreter.modules.ClinicArgs;
import io.frameweave.interpreter.modules.ModuleTypes;
import io.frameweave.interpreter.modules.NativeIterator;
import io.frameweave.interpreter.runtime.BinaryOperators;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyType;

/** {@code accumulate(iterable, func=None, *, initial=None)}: running totals (or running results of {@code func}). */
final class Accumulate extends NativeIterator {
    static final PyType TYPE = ModuleTypes.newType("itertools", "accumulate", null);
    private static final ClinicArgs ARGS = new ClinicArgs("accumulate", 1, "iterable", "func", "*", "initial");

    static {
        TYPE.defineNew((type, args, kw) -> {
            PyObject[] a = ARGS.parse(args, kw);
            PyObject func = a[1] == Py.None ? null : a[1];
            PyObject initial = a[2] == Py.None ? null : a[2];
            return new Accumulate(type, Ops.iter(a[0]), func, initial);
        });
        defineProtocol(TYPE);
    }

    private final PyObject source;
    private final PyObject func;
    private PyObject total;
    private PyObject initial;

    private Accumulate(PyType type, PyObject source, PyObject func, PyObject initial) {
        super(type);
        this.source = source;
        this.func = func;
        this.initial = initial;
    }

    @Override
    public PyObject next() {
        if (initial != null) {
            total = initial;
            initial = null;
            return total;
        }
        PyObject item = Ops.next(source);
        if (item == null) {
            return null;
        }
        if (total == null) {
            total = item;
        } else if (func == null) {
            total = Ops.binaryOp(total, item, BinaryOperators.ADD);
        } else {
            total = Ops.call(func, total, item);
        }
        return total;
    }
}
