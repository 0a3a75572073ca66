package io.frameweave.interpreter.compiler;

import io.frameweave.interpreter.ast.Expr;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBool;
import io.frameweave.interpreter.runtime.PyBytes;
import io.frameweave.interpreter.runtime.PyComplex;
import io.frameweave.interpreter.runtime.PyEllipsis;
import io.frameweave.interpreter.runtime.PyFloat;
import io.frameweave.interpreter.runtime.PyFrozenSet;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyNone;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyTuple;
import io.frameweave.interpreter.syntax.Bytes;
import io.frameweave.interpreter.syntax.Imaginary;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * The Java value of a constant while compiling, normalised for the constant pool (ints that fit a long as
 * {@code Long}; see {@link ConstTuple} for the kinds), its truth, and its conversions to and from the guest
 * value the code object holds.
 */
final class ConstantValue {
    private ConstantValue() {}

    static Object of(Expr.Constant c) {
        return normalised(c.value());
    }

    private static Object normalised(Object v) {
        if (v instanceof BigInteger b && b.bitLength() < 64) {
            return b.longValue();
        }
        if (v instanceof Integer i) {
            return (long) i;
        }
        if (v instanceof Imaginary i) {
            return new ConstComplex(0.0, i.imag());
        }
        return v;
    }

    /** {@code bool(v)} for a constant-pool value, as the folder and the peephole pass need it. */
    static boolean isTrue(Object v) {
        if (v instanceof Boolean b) {
            return b;
        }
        if (v instanceof Long l) {
            return l != 0;
        }
        if (v instanceof BigInteger b) {
            return b.signum() != 0;
        }
        if (v instanceof Double d) {
            return d != 0.0;
        }
        if (v instanceof ConstComplex c) {
            return c.real() != 0.0 || c.imag() != 0.0;
        }
        if (v instanceof String s) {
            return !s.isEmpty();
        }
        if (v instanceof Bytes b) {
            return !b.latin1().isEmpty();
        }
        if (v instanceof ConstTuple t) {
            return !t.items().isEmpty();
        }
        if (v instanceof ConstFrozenSet f) {
            return !f.items().isEmpty();
        }
        return v != Expr.Singleton.NONE;
    }

    /** The value of an int (or bool) constant, or null for other kinds. */
    static BigInteger asInt(Object v) {
        if (v instanceof Long l) {
            return BigInteger.valueOf(l);
        }
        if (v instanceof BigInteger b) {
            return b;
        }
        if (v instanceof Boolean b) {
            return b ? BigInteger.ONE : BigInteger.ZERO;
        }
        return null;
    }

    /** The guest value of a compile-time constant. */
    static PyObject toPy(Object c) {
        if (c instanceof Long l) {
            return Py.newInt(l);
        }
        if (c instanceof BigInteger b) {
            return Py.newInt(b);
        }
        if (c instanceof Double d) {
            return Py.newFloat(d);
        }
        if (c instanceof ConstComplex z) {
            return PyComplex.of(z.real(), z.imag());
        }
        if (c instanceof String s) {
            return PyStr.of(s);
        }
        if (c instanceof Bytes b) {
            return PyBytes.ofLatin1(b.latin1());
        }
        if (c instanceof Boolean b) {
            return Py.newBool(b);
        }
        if (c == Expr.Singleton.NONE) {
            return Py.None;
        }
        if (c == Expr.Singleton.ELLIPSIS) {
            return Py.Ellipsis;
        }
        if (c instanceof ConstTuple t) {
            return PyTuple.of(toPy(t.items()));
        }
        if (c instanceof ConstFrozenSet f) {
            return PyFrozenSet.fromConstants(toPy(f.items()));
        }
        if (c instanceof PyObject o) {
            return o;
        }
        throw new IllegalArgumentException("not a constant: " + c);
    }

    private static PyObject[] toPy(List<Object> items) {
        PyObject[] out = new PyObject[items.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = toPy(items.get(i));
        }
        return out;
    }

    /**
     * The constant for a guest value computed by folding, or null when the value is of no kind a constant may
     * have (folding then leaves the expression alone). Only exact builtin classes qualify.
     */
    static Object fromPy(PyObject o) {
        Class<?> c = o.getClass();
        if (c == PyBool.class) {
            return o == Py.True;
        }
        if (c == PyInt.class) {
            PyInt i = (PyInt) o;
            return i.fitsLong() ? (Object) i.asLong() : i.asBig();
        }
        if (c == PyFloat.class) {
            return ((PyFloat) o).value;
        }
        if (c == PyComplex.class) {
            return new ConstComplex(((PyComplex) o).real, ((PyComplex) o).imag);
        }
        if (c == PyStr.class) {
            return ((PyStr) o).value;
        }
        if (c == PyBytes.class) {
            return new Bytes(((PyBytes) o).toLatin1());
        }
        if (c == PyNone.class) {
            return Expr.Singleton.NONE;
        }
        if (c == PyEllipsis.class) {
            return Expr.Singleton.ELLIPSIS;
        }
        if (c == PyTuple.class) {
            PyTuple t = (PyTuple) o;
            List<Object> items = new ArrayList<>(t.size());
            for (int i = 0; i < t.size(); i++) {
                Object item = fromPy(t.get(i));
                if (item == null) {
                    return null;
                }
                items.add(item);
            }
            return new ConstTuple(items);
        }
        return null;
    }
}
