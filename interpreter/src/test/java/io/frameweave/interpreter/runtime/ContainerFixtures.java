package io.frameweave.interpreter.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigInteger;
import java.util.function.Supplier;

/**
 * Builders for guest values and a checker for the container tests: {@link #expect} compares the repr of a
 * result (or "ExcType: message" when it raises) with the text python3.11 printed for the same operation.
 * The expected texts in the generated tests were produced by running each case under python3.11.
 */
final class ContainerFixtures {
    private ContainerFixtures() {}

    static final PyObject None = Py.None;
    static final PyObject True = Py.True;
    static final PyObject False = Py.False;

    static PyStr s(String v) {
        return PyStr.of(v);
    }

    static PyInt i(long v) {
        return PyInt.of(v);
    }

    static PyInt big(String v) {
        return PyInt.of(new BigInteger(v));
    }

    static PyFloat f(double v) {
        return PyFloat.of(v);
    }

    static PyTuple t(PyObject... items) {
        return PyTuple.of(items);
    }

    static PyList l(PyObject... items) {
        return PyList.of(items);
    }

    /** A dict from alternating keys and values, inserted in order. */
    static PyDict d(PyObject... kv) {
        PyDict d = new PyDict();
        for (int k = 0; k < kv.length; k += 2) {
            d.put(kv[k], kv[k + 1]);
        }
        return d;
    }

    /** A set with the items added in order, as a set display {@code {a, b, c}} builds it. */
    static PySet set(PyObject... items) {
        PySet s = new PySet();
        for (PyObject o : items) {
            s.add(o);
        }
        return s;
    }

    static PyFrozenSet frozen(PyObject... items) {
        return PyFrozenSet.of(set(items));
    }

    static PyObject call(PyObject receiver, String method, PyObject... args) {
        return Ops.call(Ops.getAttr(receiver, method), args, null);
    }

    /** A call with keyword arguments: the last {@code kwnames.length} args are the keyword values. */
    static PyObject callKw(PyObject receiver, String method, String[] kwnames, PyObject... args) {
        return Ops.call(Ops.getAttr(receiver, method), args, kwnames);
    }

    static String[] kw(String... names) {
        return names;
    }

    /** The repr of what {@code op} returns, or "ExcType: message" when it raises. */
    static String show(Supplier<PyObject> op) {
        try {
            return Ops.repr(op.get());
        } catch (PyException e) {
            return e.value.type().name + ": " + Ops.str(e.value);
        }
    }

    /** The repr of (result, receiver): what a mutating method returned and what it left behind. */
    static String showAfter(PyObject receiver, Supplier<PyObject> op) {
        String r = show(op);
        return "(" + r + ", " + Ops.repr(receiver) + ")";
    }

    static void expect(String expected, Supplier<PyObject> op) {
        assertEquals(expected, show(op));
    }

    static void expectAfter(String expected, PyObject receiver, Supplier<PyObject> op) {
        assertEquals(expected, showAfter(receiver, op));
    }

    static PyStr fmt(long v, String spec) {
        return PyStr.of(FormatSpec.parse(spec).format(v));
    }

    static PyStr fmt(BigInteger v, String spec) {
        return PyStr.of(FormatSpec.parse(spec).format(v));
    }

    static PyStr fmt(double v, String spec) {
        return PyStr.of(FormatSpec.parse(spec).format(v));
    }

    static PyStr fmt(String v, String spec) {
        return PyStr.of(FormatSpec.parse(spec).format(v));
    }

    // ---- key functions for sort tests (mirrored by Python lambdas in the generator) ----

    /** {@code lambda x: -x}. */
    static final PyObject NEG = new PyBuiltinFunction("neg", (args, kw) -> Ops.negative(args[0]));
    /** {@code len}. */
    static final PyObject LEN = new PyBuiltinFunction("len", (args, kw) -> PyInt.of(Ops.len(args[0])));
    /** {@code lambda x: x[0]}. */
    static final PyObject FIRST = new PyBuiltinFunction("first", (args, kw) -> Ops.getItem(args[0], PyInt.of(0)));
    /** {@code lambda x: x % 3}. */
    static final PyObject MOD3 = new PyBuiltinFunction("mod3", (args, kw) -> PyInt.of(Math.floorMod(((PyInt) args[0]).value, 3)));
    /** {@code str.lower}. */
    static final PyObject LOWER = new PyBuiltinFunction("lower", (args, kw) -> PyStr.of(((PyStr) args[0]).value.toLowerCase()));
}
