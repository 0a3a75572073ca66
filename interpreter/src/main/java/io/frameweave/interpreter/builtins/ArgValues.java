package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.ExceptionTypes;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyException;
import io.frameweave.interpreter.runtime.PyFloat;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import java.math.BigInteger;

/** Conversions of builtin arguments to Java values, with the messages CPython's argument clinic gives. */
final class ArgValues {
    private static final double TWO_63 = 9.223372036854775808E18;

    private ArgValues() {}

    /** A float argument as the math module takes it: float, int, {@code __float__}, then {@code __index__}. */
    static double asDouble(PyObject o) {
        return PyFloat.asDouble(o);
    }

    /** int to float, correctly rounded; OverflowError "int too large to convert to float". */
    static double intToDouble(PyInt i) {
        if (i.big == null) {
            return (double) i.value;
        }
        double d = i.big.doubleValue();
        if (Double.isInfinite(d)) {
            throw Py.OverflowError("int too large to convert to float");
        }
        return d;
    }

    /** A float that is integral, as a Python int (no range check beyond finiteness). */
    static PyInt doubleToInt(double d) {
        if (Double.isNaN(d)) {
            throw Py.ValueError("cannot convert float NaN to integer");
        }
        if (Double.isInfinite(d)) {
            throw Py.OverflowError("cannot convert float infinity to integer");
        }
        if (d > -TWO_63 && d < TWO_63) {
            return PyInt.of((long) d);
        }
        return PyInt.of(new java.math.BigDecimal(d).toBigInteger());
    }

    /** The str argument's Java string, or TypeError "{what} must be str, not int". */
    static String asStr(PyObject o, String what) {
        if (o instanceof PyStr s) {
            return s.value;
        }
        throw Py.TypeError(what + " must be str, not " + Py.typeName(o));
    }

    /** An index-like argument as a Java long (OverflowError when it does not fit). */
    static long asLong(PyObject o) {
        PyInt i = Ops.index(o);
        if (i.big != null) {
            throw Py.OverflowError("Python int too large to convert to C long");
        }
        return i.value;
    }

    static BigInteger asBig(PyObject o) {
        return Ops.index(o).asBig();
    }

    /** Whether the exception is a guest AttributeError. */
    static boolean isAttributeError(PyException e) {
        return e.matches(ExceptionTypes.AttributeError);
    }

    /** Number of code points of a Java string (its Python length). */
    static int codePoints(String s) {
        return s.codePointCount(0, s.length());
    }
}
