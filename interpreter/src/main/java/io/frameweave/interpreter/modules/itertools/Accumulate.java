package io.frameweave.interpreter.modules.itertools;

import io.frameweave.interpreter.modules.ClinicArgs;
import io.frameweave.interpreter.modules.ModuleTypes;
import io.frameweave.interpreter.modules.NativeIterator;
import io.frameweave.interpreter.runtime.BinaryOperators;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyTuple;
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
        // (accumulate, (iterator, func), total); an initial not yet given goes first in a chain, and a total of
        // None (which pickle would not set back) as islice(accumulate(chain((None,), it), func), 1, None)
        Pickling.reduce(TYPE, self -> {
            Accumulate a = (Accumulate) self;
            PyObject func = a.func == null ? Py.None : a.func;
            if (a.initial != null) {
                PyObject it = Ops.call(Chain.TYPE, PyTuple.of(a.initial), a.source);
                return PyTuple.of(a.type(), PyTuple.of(it, func), Py.None);
            }
            if (a.total == Py.None) {
                PyObject it = Ops.call(Chain.TYPE, PyTuple.of(a.total), a.source);
                it = Ops.call(a.type(), it, func);
                return PyTuple.of(ISlice.TYPE, PyTuple.of(it, PyInt.of(1), Py.None));
            }
            return PyTuple.of(a.type(), PyTuple.of(a.source, func), a.total == null ? Py.None : a.total);
        });
        Pickling.setState(TYPE, (self, state) -> ((Accumulate) self).total = state);
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
