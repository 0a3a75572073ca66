package io.frameweave.interpreter.modules.itertools;

import io.frameweave.interpreter.modules.ClinicArgs;
import io.frameweave.interpreter.modules.ModuleTypes;
import io.frameweave.interpreter.modules.NativeIterator;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyList;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyTuple;
import io.frameweave.interpreter.runtime.PyType;

/** {@code islice(iterable, stop)} / {@code islice(iterable, start, stop[, step])}: a slice of an iterator. */
final class ISlice extends NativeIterator {
    static final PyType TYPE = ModuleTypes.newType("itertools", "islice", null);
    private static final String BAD_STOP =
            "Stop argument for islice() must be None or an integer: 0 <= x <= sys.maxsize.";

    static {
        TYPE.defineNew((type, given, kw) -> {
            PyObject[] args = keywordsLeftToInit(type, TYPE, given, kw);
            ClinicArgs.noKeywords("islice", args == given ? kw : null);
            ClinicArgs.checkPositional("islice", args.length, 2, 4);
            long start = 0;
            long stop = -1;
            long step = 1;
            if (args.length == 2) {
                stop = stopArgument(args[1]);
            } else {
                if (args[1] != Py.None) {
                    Long s = Sizes.asSsizeOrNull(args[1]);
                    start = s == null ? -1 : s;
                }
                stop = stopArgument(args[2]);
            }
            if (start < 0 || stop < -1) {
                throw Py.ValueError("Indices for islice() must be None or an integer: 0 <= x <= sys.maxsize.");
            }
            if (args.length == 4 && args[3] != Py.None) {
                Long s = Sizes.asSsizeOrNull(args[3]);
                step = s == null ? -1 : s;
            }
            if (step < 1) {
                throw Py.ValueError("Step for islice() must be a positive integer or None.");
            }
            return new ISlice(type, Ops.iter(args[0]), start, stop, step);
        });
        defineProtocol(TYPE);
        // (islice, (iterator, next, stop, step), items read); an exhausted one as islice(iter([]), 0) at 0
        Pickling.reduce(TYPE, self -> {
            ISlice s = (ISlice) self;
            if (s.source == null) {
                return PyTuple.of(s.type(), PyTuple.of(new PyList().iter(), PyInt.of(0)), PyInt.of(0));
            }
            PyObject stop = s.stop == -1 ? Py.None : PyInt.of(s.stop);
            return PyTuple.of(s.type(), PyTuple.of(s.source, PyInt.of(s.nextIndex), stop, PyInt.of(s.step)),
                    PyInt.of(s.count));
        });
        Pickling.setState(TYPE, (self, state) -> ((ISlice) self).count = Pickling.ssize(state));
    }

    /** The stop as CPython reads it: -1 for None (no end); a ValueError when it is no index or is -1. */
    private static long stopArgument(PyObject o) {
        if (o == Py.None) {
            return -1;
        }
        Long s = Sizes.asSsizeOrNull(o);
        if (s == null || s == -1) {
            throw Py.ValueError(BAD_STOP);
        }
        return s;
    }

    private PyObject source;
    private final long stop;
    private final long step;
    /** The position of the next item to yield, and how many items were read. */
    private long nextIndex;
    private long count;

    private ISlice(PyType type, PyObject source, long start, long stop, long step) {
        super(type);
        this.source = source;
        this.nextIndex = start;
        this.stop = stop;
        this.step = step;
    }

    @Override
    public PyObject next() {
        PyObject it = source;
        if (it == null) {
            return null;
        }
        while (count < nextIndex) {
            if (Ops.next(it) == null) {
                source = null;
                return null;
            }
            count++;
        }
        if (stop != -1 && count >= stop) {
            source = null;
            return null;
        }
        PyObject item = Ops.next(it);
        if (item == null) {
            source = null;
            return null;
        }
        count++;
        long old = nextIndex;
        nextIndex += step;
        if (nextIndex < old || (stop != -1 && nextIndex > stop)) {
            nextIndex = stop;
        }
        return item;
    }
}
