package io.frameweave.interpreter.runtime;

/**
 * The pickling of the builtin sequence iterators, as CPython 3.11 gives it: {@code __reduce__} is
 * {@code (iter, (sequence,), index)} while the iterator runs and {@code (iter, (empty,))} once exhausted, and
 * {@code __setstate__(index)} moves it to {@code index}, clamped to the sequence.
 */
public final class IteratorState {
    private IteratorState() {}

    /** {@code (iter, (sequence,), index)}. */
    public static PyObject running(PyObject sequence, long index) {
        return PyTuple.of(ObjectReduce.builtin("iter"), PyTuple.of(sequence), PyInt.of(index));
    }

    /** {@code (iter, (empty,))}: an exhausted iterator pickles as one over an empty sequence. */
    public static PyObject exhausted(PyObject empty) {
        return PyTuple.of(ObjectReduce.builtin("iter"), PyTuple.of(empty));
    }

    /**
     * {@code (iter, (remaining,))}: an iterator over a dict or a set pickles as one over a list of the items it has
     * still to give, read from a copy of it so that it gives them still.
     */
    public static PyObject remaining(PyIterator copy) {
        PyList rest = new PyList();
        for (PyObject item; (item = copy.next()) != null; ) {
            rest.append(item);
        }
        return PyTuple.of(ObjectReduce.builtin("iter"), PyTuple.of(rest));
    }

    /** The index {@code __setstate__} was given ({@code PyLong_AsSsize_t}), clamped to {@code 0..length}. */
    public static long index(PyObject state, long length) {
        return Math.max(0, Math.min(given(state), length));
    }

    /** The index {@code __setstate__} was given, unclamped ({@code PyLong_AsSsize_t}). */
    static long given(PyObject state) {
        if (!(state instanceof PyInt i)) {
            throw Py.TypeError("an integer is required");
        }
        if (i.big != null) {
            throw Py.OverflowError("Python int too large to convert to C ssize_t");
        }
        return i.value;
    }

    /** Defines {@code __reduce__} and {@code __setstate__} from the type's two functions (no {@code __setstate__} when null). */
    public static void define(PyType type, java.util.function.Function<PyObject, PyObject> reduce,
            java.util.function.BiConsumer<PyObject, PyObject> setState) {
        type.define("__reduce__", (self, args, kw) -> {
            ArgParser.checkArity("__reduce__", args, kw, 0, 0);
            return reduce.apply(self);
        });
        if (setState == null) {
            return;
        }
        type.define("__setstate__", (self, args, kw) -> {
            ArgParser.checkArity("__setstate__", args, kw, 1, 1);
            setState.accept(self, args[0]);
            return Py.None;
        });
    }
}
