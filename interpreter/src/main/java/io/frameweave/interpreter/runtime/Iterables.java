package io.frameweave.interpreter.runtime;

import java.util.Arrays;

/** Draining a guest iterable into Java arrays, with fast paths for the builtin sequences. */
final class Iterables {
    private Iterables() {}

    /** The items of {@code iterable} in a fresh array (TypeError "'int' object is not iterable" from Ops.iter). */
    static PyObject[] toArray(PyObject iterable) {
        Class<?> c = iterable.getClass();
        if (c == PyList.class) {
            PyList l = (PyList) iterable;
            return Arrays.copyOf(l.items, l.size);
        }
        if (c == PyTuple.class) {
            return ((PyTuple) iterable).items.clone();
        }
        PyObject it = Ops.iter(iterable);
        PyObject[] out = new PyObject[8];
        int n = 0;
        for (PyObject x = Ops.next(it); x != null; x = Ops.next(it)) {
            if (n == out.length) {
                out = Arrays.copyOf(out, n * 2);
            }
            out[n++] = x;
        }
        return n == out.length ? out : Arrays.copyOf(out, n);
    }

    /** Like {@link #toArray} but may return the internal array of a tuple (read only!). */
    static PyObject[] itemsOf(PyObject iterable) {
        if (iterable.getClass() == PyTuple.class) {
            return ((PyTuple) iterable).items;
        }
        return toArray(iterable);
    }
}
