package io.frameweave.interpreter.runtime;

import java.util.Arrays;

/** Draining a guest iterable into Java arrays, with fast paths for the builtin sequences. */
public final class Iterables {
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
        return drain(iterable, Ops.iter(iterable));
    }

    /** The items left in {@code it}, the iterator of {@code iterable} (asked its length hint first), in a fresh array. */
    static PyObject[] drain(PyObject iterable, PyObject it) {
        askLengthHint(iterable);
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

    /**
     * What CPython's consumers of an iterable (list(), tuple(), list.extend, [*x], f(*x), str.join, sorted) ask it
     * once they have its iterator, before the first item ({@code PyObject_LengthHint}): its length when its class
     * defines {@code __len__}, else its {@code __length_hint__}. CPython sizes a buffer with the answer; here only
     * the call is made, which a class can tell (a count, a print, a trace function). Builtin types are not asked:
     * nothing can tell. A TypeError from {@code __len__} is dropped, as in CPython.
     */
    public static void askLengthHint(PyObject iterable) {
        PyType t = iterable.type();
        if (t.builtin) {
            return;
        }
        if (t.lookup("__len__") != null) {
            try {
                Ops.len(iterable);
            } catch (PyException e) {
                if (!e.matches(ExceptionTypes.TypeError)) {
                    throw e;
                }
            }
            return;
        }
        if (t.lookup("__length_hint__") == null) {
            return;
        }
        PyObject hint = Ops.callSpecial(iterable, "__length_hint__");
        if (hint == Py.NotImplemented) {
            return;
        }
        if (!(hint instanceof PyInt)) {
            throw Py.TypeError("__length_hint__ must be an integer, not " + Py.typeName(hint));
        }
        if (((PyInt) hint).signum() < 0) {
            throw Py.ValueError("__length_hint__() should return >= 0");
        }
    }

    /** Like {@link #toArray} but may return the internal array of a tuple (read only!). */
    static PyObject[] itemsOf(PyObject iterable) {
        if (iterable.getClass() == PyTuple.class) {
            return ((PyTuple) iterable).items;
        }
        return toArray(iterable);
    }
}
