package io.frameweave.interpreter.modules.ast;

import io.frameweave.interpreter.ast.Expr;
import io.frameweave.interpreter.runtime.Ops;
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

/** A literal's value in the VM's tree ({@link Expr.Constant}) and as the guest object a {@code Constant} node holds. */
final class ConstantValues {
    private ConstantValues() {}

    static PyObject toGuest(Object v) {
        if (v instanceof Long l) {
            return Py.newInt(l);
        }
        if (v instanceof Integer i) {
            return Py.newInt(i);
        }
        if (v instanceof BigInteger b) {
            return Py.newInt(b);
        }
        if (v instanceof Double d) {
            return Py.newFloat(d);
        }
        if (v instanceof Imaginary i) {
            return PyComplex.of(0.0, i.imag());
        }
        if (v instanceof String s) {
            return PyStr.of(s);
        }
        if (v instanceof Bytes b) {
            return PyBytes.ofLatin1(b.latin1());
        }
        if (v instanceof Boolean b) {
            return Py.newBool(b);
        }
        if (v == Expr.Singleton.NONE) {
            return Py.None;
        }
        if (v == Expr.Singleton.ELLIPSIS) {
            return Py.Ellipsis;
        }
        if (v instanceof PyObject o) {
            return o;
        }
        throw new IllegalArgumentException("not a constant: " + v);
    }

    /**
     * The VM's value of a guest constant, or null when a {@code Constant} node may not hold it. Tuples and frozensets
     * of constants, and complex numbers other than imaginary literals, stay guest objects, which the compiler takes
     * as they are.
     */
    static Object fromGuest(PyObject o) {
        Class<?> c = o.getClass();
        if (c == PyBool.class) {
            return o == Py.True;
        }
        if (c == PyInt.class && o instanceof PyInt i) {
            return i.fitsLong() ? (Object) i.asLong() : i.asBig();
        }
        if (c == PyFloat.class && o instanceof PyFloat f) {
            return f.value;
        }
        if (c == PyComplex.class && o instanceof PyComplex z) {
            return z.real == 0.0 && 1 / z.real > 0 ? new Imaginary(z.imag) : o;
        }
        if (c == PyStr.class && o instanceof PyStr s) {
            return s.value;
        }
        if (c == PyBytes.class && o instanceof PyBytes b) {
            return new Bytes(b.toLatin1());
        }
        if (c == PyNone.class) {
            return Expr.Singleton.NONE;
        }
        if (c == PyEllipsis.class) {
            return Expr.Singleton.ELLIPSIS;
        }
        if ((c == PyTuple.class || c == PyFrozenSet.class) && invalidPart(o) == null) {
            return o;
        }
        return null;
    }

    /**
     * The object that keeps {@code o} from being a constant (itself, or an item of a tuple or frozenset, however
     * deep), or null when it is one.
     */
    static PyObject invalidPart(PyObject o) {
        Class<?> c = o.getClass();
        if (c == PyTuple.class || c == PyFrozenSet.class) {
            for (PyObject item : Ops.toArray(o)) {
                PyObject bad = invalidPart(item);
                if (bad != null) {
                    return bad;
                }
            }
            return null;
        }
        return fromGuest(o) == null ? o : null;
    }
}
