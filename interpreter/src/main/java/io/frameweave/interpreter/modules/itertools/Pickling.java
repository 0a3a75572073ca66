package io.frameweave.interpreter.modules.itertools;

import io.frameweave.interpreter.modules.ClinicArgs;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyTuple;
import io.frameweave.interpreter.runtime.PyType;
import java.util.function.BiConsumer;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * The pickling of the itertools iterators: CPython 3.11 gives each a {@code __reduce__} (and most a
 * {@code __setstate__}) so that {@code pickle} and {@code copy} take a part-consumed iterator as it stands.
 */
final class Pickling {
    private Pickling() {}

    /** Gives the type a {@code __reduce__} without arguments, made by {@code reduce} from the iterator. */
    static void reduce(PyType type, Function<PyObject, PyObject> reduce) {
        type.define("__reduce__", (self, args, kw) -> {
            ClinicArgs.positional("__reduce__", args, kw, 0, 0);
            return reduce.apply(self);
        });
    }

    /** Gives the type a {@code __setstate__(state)}. */
    static void setState(PyType type, BiConsumer<PyObject, PyObject> setState) {
        type.define("__setstate__", (self, args, kw) -> {
            ClinicArgs.positional("__setstate__", args, kw, 1, 1);
            setState.accept(self, args[0]);
            return Py.None;
        });
    }

    /** The state as a tuple, CPython's TypeError when it is none. */
    static PyTuple tuple(PyObject state) {
        if (!(state instanceof PyTuple t)) {
            throw Py.TypeError("state is not a tuple");
        }
        return t;
    }

    /** {@code PyLong_AsSsize_t} of a state's number. */
    static long ssize(PyObject o) {
        if (!(o instanceof PyInt i)) {
            throw Py.TypeError("an integer is required");
        }
        if (i.big != null) {
            throw Py.OverflowError("Python int too large to convert to C ssize_t");
        }
        return i.value;
    }

    /**
     * A combinatoric iterator's {@code __reduce__}: {@code (type, (pool, r))} before its first result,
     * {@code (type, ((), r))} after its last, else {@code (type, (pool, r), state)}.
     */
    static PyObject combinatoric(PyObject it, PyObject[] pool, long r, boolean started, boolean stopped,
            Supplier<PyObject> state) {
        PyInt size = PyInt.of(r);
        if (!started) {
            return PyTuple.of(it.type(), PyTuple.of(PyTuple.of(pool), size));
        }
        if (stopped) {
            return PyTuple.of(it.type(), PyTuple.of(PyTuple.EMPTY, size));
        }
        return PyTuple.of(it.type(), PyTuple.of(PyTuple.of(pool), size), state.get());
    }

    /** A tuple of ints. */
    static PyTuple ints(int[] values, int n) {
        PyObject[] items = new PyObject[n];
        for (int i = 0; i < n; i++) {
            items[i] = PyInt.of(values[i]);
        }
        return PyTuple.of(items);
    }
}
