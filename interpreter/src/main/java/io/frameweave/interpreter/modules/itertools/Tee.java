package io.frameweave.interpreter.modules.itertools;

import io.frameweave.interpreter.modules.ClinicArgs;
import io.frameweave.interpreter.modules.ModuleTypes;
import io.frameweave.interpreter.modules.NativeIterator;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyTuple;
import io.frameweave.interpreter.runtime.PyType;

/**
 * {@code itertools._tee}: one of the independent iterators {@code tee()} makes over one source. Each keeps its place
 * in the shared {@link TeeBuffer}; {@code __copy__} makes another at the same place.
 */
final class Tee extends NativeIterator {
    static final PyType TYPE = ModuleTypes.newType("itertools", "_tee", null);

    static {
        TYPE.acceptableBase = false;
        TYPE.defineNew((type, args, kw) -> {
            ClinicArgs.positional("_tee", args, kw, 1, 1);
            return fromIterable(args[0]);
        });
        defineProtocol(TYPE);
        TYPE.define("__copy__", (self, args, kw) -> ((Tee) self).copy());
        TYPE.weaklyReferable = true;
        // (_tee, ((),), (buffer link, index)): a tee over nothing, then moved to its place in the shared buffer
        Pickling.reduce(TYPE, self -> PyTuple.of(TYPE, PyTuple.of(PyTuple.EMPTY),
                PyTuple.of(((Tee) self).buffer, PyInt.of(((Tee) self).index))));
        Pickling.setState(TYPE, (self, state) -> {
            PyTuple t = Pickling.tuple(state);
            if (t.size() != 2 || !(t.get(0) instanceof TeeBuffer buffer)) {
                throw Py.TypeError("state must be (_tee_dataobject, index)");
            }
            long index = Pickling.ssize(t.get(1));
            if (index < 0 || index > TeeBuffer.SIZE) {
                throw Py.ValueError("Index out of range");
            }
            ((Tee) self).buffer = buffer;
            ((Tee) self).index = (int) index;
        });
    }

    private TeeBuffer buffer;
    private int index;

    private Tee(TeeBuffer buffer, int index) {
        super(TYPE);
        this.buffer = buffer;
        this.index = index;
    }

    /** A tee iterator over {@code iterable}: a copy of it when it is one already. */
    static Tee fromIterable(PyObject iterable) {
        PyObject it = Ops.iter(iterable);
        if (it instanceof Tee t) {
            return t.copy();
        }
        return new Tee(new TeeBuffer(it), 0);
    }

    Tee copy() {
        return new Tee(buffer, index);
    }

    @Override
    public PyObject next() {
        if (index >= TeeBuffer.SIZE) {
            buffer = buffer.nextLink();
            index = 0;
        }
        PyObject value = buffer.item(index);
        if (value != null) {
            index++;
        }
        return value;
    }

    /** {@code tee(iterable, n=2)}: n independent iterators; the first is the iterable's own when it can copy itself. */
    static PyTuple tee(PyObject[] args, String[] kw) {
        if (kw != null && kw.length > 0) {
            throw Py.TypeError("itertools.tee() takes no keyword arguments");
        }
        ClinicArgs.checkPositional("tee", args.length, 1, 2);
        long n = args.length > 1 ? Sizes.asSsize(args[1]) : 2;
        if (n < 0) {
            throw Py.ValueError("n must be >= 0");
        }
        PyObject[] result = new PyObject[(int) n];
        if (n == 0) {
            return PyTuple.EMPTY;
        }
        PyObject it = Ops.iter(args[0]);
        PyObject copier = Ops.lookupAttr(it, "__copy__");
        PyObject first = it;
        if (copier == null) {
            Tee t = new Tee(new TeeBuffer(it), 0);
            first = t;
            copier = Ops.getAttr(t, "__copy__");
        }
        result[0] = first;
        for (int i = 1; i < n; i++) {
            result[i] = Ops.call(copier);
        }
        return PyTuple.wrap(result);
    }
}
