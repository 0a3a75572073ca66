package io.frameweave.interpreter.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** float arithmetic, rounding and hashing against values python3.11 printed. */
class PyFloatArithmeticTest {

    private static String r(PyObject o) {
        return Ops.repr(o);
    }

    private static PyObject f(double d) {
        return PyFloat.of(d);
    }

    private static String op(double a, double b, int op) {
        return r(Ops.binaryOp(f(a), f(b), op));
    }

    @Test
    void floorDivisionAndModuloFollowPython() {
        assertEquals("-4.0 -0.5 0.0 -4.0 0.5 -0.0", op(7.5, -2, BinaryOperators.FLOOR_DIV) + " " + op(7.5, -2, BinaryOperators.MOD) + " "
                + op(-0.0, 5, BinaryOperators.MOD) + " " + op(-7.5, 2, BinaryOperators.FLOOR_DIV) + " " + op(-7.5, 2, BinaryOperators.MOD) + " "
                + op(5, -0.5, BinaryOperators.MOD));
        assertEquals("(-0.0, 0.0)", r(Ops.divmod(f(-0.0), f(1))));
        assertEquals("(2.0, 2.0)", r(Ops.divmod(f(7.0), f(2.5))));
        assertEquals("0.30000000000000004", op(0.1, 0.2, BinaryOperators.ADD));
        assertEquals("inf", op(1e300, 1e10, BinaryOperators.MULT));
    }

    @Test
    void zeroDivisionMessages() {
        assertEquals("ZeroDivisionError: float division by zero", GuestFunction.raised(() -> Ops.binaryOp(f(1), f(0), BinaryOperators.DIV)));
        assertEquals("ZeroDivisionError: float floor division by zero",
                GuestFunction.raised(() -> Ops.binaryOp(f(1), f(0), BinaryOperators.FLOOR_DIV)));
        assertEquals("ZeroDivisionError: float modulo", GuestFunction.raised(() -> Ops.binaryOp(f(1), f(0), BinaryOperators.MOD)));
        assertEquals("ZeroDivisionError: float divmod()", GuestFunction.raised(() -> Ops.divmod(f(1), f(0))));
        assertEquals("ZeroDivisionError: float division by zero",
                GuestFunction.raised(() -> Ops.binaryOp(PyInt.of(1), f(0), BinaryOperators.DIV)));
    }

    @Test
    void power() {
        assertEquals("1.4142135623730951 -8.0 0.25 1.0 1.0 0.0 1.0", op(2, 0.5, BinaryOperators.POW) + " " + op(-2, 3, BinaryOperators.POW) + " "
                + op(-2, -2, BinaryOperators.POW) + " " + op(1, Double.NaN, BinaryOperators.POW) + " " + op(-1, Double.POSITIVE_INFINITY, BinaryOperators.POW)
                + " " + op(Double.POSITIVE_INFINITY, -1, BinaryOperators.POW) + " " + op(0, 0, BinaryOperators.POW));
        assertEquals("ZeroDivisionError: 0.0 cannot be raised to a negative power",
                GuestFunction.raised(() -> Ops.binaryOp(f(0), f(-1), BinaryOperators.POW)));
        assertEquals("OverflowError: (34, 'Numerical result out of range')",
                GuestFunction.raised(() -> Ops.binaryOp(f(10), f(400), BinaryOperators.POW)));
        // a negative base to a fractional power is complex, as in CPython
        assertEquals("(1.7319121124709868e-16+2.8284271247461903j)",
                Ops.repr(Ops.binaryOp(f(-8), f(0.5), BinaryOperators.POW)));
    }

    @Test
    void roundingIsHalfEvenOnTheExactValue() {
        PyObject round = PyFloat.TYPE.lookup("__round__");
        String[][] cases = {{"2.5", null, "2"}, {"-0.5", null, "0"}, {"0.5", null, "0"}, {"1.5", null, "2"},
            {"2.675", "2", "2.67"}, {"1234.5678", "-2", "1200.0"}, {"2.5", "0", "2.0"}, {"-2.5", "0", "-2.0"},
            {"0.125", "2", "0.12"}, {"1e300", "-300", "1e+300"}, {"-0.0001", "2", "-0.0"}};
        for (String[] c : cases) {
            PyObject x = f(Double.parseDouble(c[0]));
            PyObject[] args = c[1] == null ? new PyObject[0] : new PyObject[] {PyInt.of(Long.parseLong(c[1]))};
            assertEquals(c[2], r(Ops.callWithSelf(round, x, args, null)), c[0] + " " + c[1]);
        }
        assertEquals("OverflowError: cannot convert float infinity to integer",
                GuestFunction.raised(() -> Ops.callWithSelf(round, f(Double.POSITIVE_INFINITY), new PyObject[0], null)));
    }

    @Test
    void hashMatchesCPython() {
        double[] values = {1.5, -0.5, 1e100, 2.0, -1.0, Double.POSITIVE_INFINITY, 1e-300, 3.14159, 5e-324};
        long[] expected = {1152921504606846977L, -1152921504606846976L, 1822893315824342674L, 2, -2, 314159,
            482449582752280463L, 326484311674566659L, 16777216};
        for (int k = 0; k < values.length; k++) {
            assertEquals(expected[k], Ops.hash(f(values[k])), "hash(" + values[k] + ")");
        }
        assertEquals(Ops.hash(PyInt.of(2)), Ops.hash(f(2.0)), "integral floats hash like ints");
    }

    @Test
    void conversionsAndMethods() {
        assertEquals("(7, 2)", r(Ops.callMethod(f(3.5), "as_integer_ratio")));
        assertEquals("(3602879701896397, 36028797018963968)", r(Ops.callMethod(f(0.1), "as_integer_ratio")));
        assertEquals("True False", r(Ops.callMethod(f(-2.0), "is_integer")) + " " + r(Ops.callMethod(f(2.5), "is_integer")));
        assertEquals("-2", r(Ops.call(PyInt.TYPE, f(-2.9))));
        assertEquals("100000000000000000000", r(Ops.callMethod(f(1e20), "__int__")));
        assertEquals("2.5", r(Ops.call(PyFloat.TYPE, PyStr.of(" 2.5\n"))));
        assertEquals("3.0", r(Ops.call(PyFloat.TYPE, PyInt.of(3))));
        assertEquals("0.5", r(Ops.getAttr(f(0.5), "real")));
    }

    @Test
    void mixedIntFloatArithmetic() {
        assertEquals("3.5", r(Ops.binaryOp(PyInt.of(1), f(2.5), BinaryOperators.ADD)));
        assertEquals("-1.0", r(Ops.binaryOp(f(1), PyInt.of(-2), BinaryOperators.FLOOR_DIV)));
        assertEquals("OverflowError: int too large to convert to float",
                GuestFunction.raised(() -> Ops.binaryOp(PyInt.lshift(PyInt.of(1), PyInt.of(2000)), f(1), BinaryOperators.ADD)));
    }
}
