package io.frameweave.interpreter.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import org.junit.jupiter.api.Test;

/** int arithmetic against values python3.11 printed: floor division, modulo, shifts, bitwise ops, pow, hash. */
class PyIntArithmeticTest {

    private static PyInt i(long v) {
        return PyInt.of(v);
    }

    private static PyInt big(String v) {
        return PyInt.of(new BigInteger(v));
    }

    private static String r(PyObject o) {
        return Ops.repr(o);
    }

    private static final PyInt TWO_100 = big("1267650600228229401496703205376");

    @Test
    void smallIntsAreCachedAndNormalised() {
        assertSame(PyInt.of(7), PyInt.of(7));
        assertSame(PyInt.of(-5), PyInt.of(BigInteger.valueOf(-5)));
        assertNull(PyInt.of(BigInteger.valueOf(1L << 40)).big);
        assertTrue(PyInt.add(i(Long.MAX_VALUE), i(1)).big != null);
        assertNull(PyInt.sub(PyInt.add(i(Long.MAX_VALUE), i(1)), i(1)).big, "shrinks back to the long form");
    }

    @Test
    void overflowPromotesToBigInteger() {
        assertEquals("9223372036854775808", r(PyInt.add(i(Long.MAX_VALUE), i(1))));
        assertEquals("-9223372036854775809", r(PyInt.sub(i(Long.MIN_VALUE), i(1))));
        assertEquals("85070591730234615847396907784232501249", r(PyInt.mul(i(Long.MAX_VALUE), i(Long.MAX_VALUE))));
        assertEquals("9223372036854775808", r(PyInt.negate(i(Long.MIN_VALUE))));
        assertEquals("9223372036854775808", r(PyInt.floorDiv(i(Long.MIN_VALUE), i(-1))));
        assertEquals("12157665459056928801", r(PyInt.pow(i(3), i(40))));
        assertEquals("-36472996377170786403", r(PyInt.pow(i(-3), i(41))));
    }

    @Test
    void moduloByABigPowerOfTwoKeepsTheLowBits() {
        // expected values printed by python3.11
        PyInt two64 = big("18446744073709551616");
        PyInt two65 = big("36893488147419103232");
        PyInt two70 = big("1180591620717411303424");
        String[][] cases = {
                {"1180591620717411303429", "5", "5", "5"},
                {"-1180591620717411303429", "18446744073709551611", "1180591620717411303419", "36893488147419103227"},
                {"117397592171526113262194797895157416482", "13525302890751722018", "825182042133971993122",
                        "13525302890751722018"},
                {"-36893488147419103232", "0", "1143698132569992200192", "0"},
                {"9223372036854775808", "9223372036854775808", "9223372036854775808", "9223372036854775808"},
        };
        for (String[] c : cases) {
            PyInt x = big(c[0]);
            assertEquals(c[1] + " " + c[2] + " " + c[3],
                    r(PyInt.mod(x, two64)) + " " + r(PyInt.mod(x, two70)) + " " + r(PyInt.mod(x, two65)), c[0]);
        }
    }

    @Test
    void floorDivisionAndModuloTakeTheDivisorsSign() {
        assertEquals("-4 1 -4 -1", r(PyInt.floorDiv(i(-7), i(2))) + " " + r(PyInt.mod(i(-7), i(2))) + " "
                + r(PyInt.floorDiv(i(7), i(-2))) + " " + r(PyInt.mod(i(7), i(-2))));
        assertEquals("181092942889747057356671886482", r(PyInt.floorDiv(TWO_100, i(7))));
        assertEquals("2", r(PyInt.mod(TWO_100, i(7))));
        assertEquals("-181092942889747057356671886483", r(PyInt.floorDiv(PyInt.negate(TWO_100), i(7))));
        assertEquals("5", r(PyInt.mod(PyInt.negate(TWO_100), i(7))));
        assertEquals("-11068046444225730970", r(PyInt.floorDiv(PyInt.mul(big("18446744073709551616"), i(3)), i(-5))));
        assertEquals("(-4, 1)", r(PyInt.divmod(i(-7), i(2))));
    }

    @Test
    void divisionByZeroMessages() {
        assertEquals("ZeroDivisionError: integer division or modulo by zero",
                GuestFunction.raised(() -> PyInt.floorDiv(i(1), i(0))));
        assertEquals("ZeroDivisionError: integer modulo by zero", GuestFunction.raised(() -> PyInt.mod(i(1), i(0))));
        assertEquals("ZeroDivisionError: division by zero", GuestFunction.raised(() -> PyInt.trueDiv(i(1), i(0))));
        assertEquals("ZeroDivisionError: integer division or modulo by zero",
                GuestFunction.raised(() -> PyInt.divmod(i(1), i(0))));
    }

    @Test
    void shiftsAndBitwiseOperationsOnNegatives() {
        assertEquals("1180591620717411303424", r(PyInt.lshift(i(1), i(70))));
        assertEquals("-1180591620717411303424", r(PyInt.lshift(i(-1), i(70))));
        assertEquals("147573952589676412928", r(PyInt.rshift(PyInt.lshift(i(1), i(70)), i(3))));
        assertEquals("-147573952589676412928", r(PyInt.rshift(PyInt.lshift(i(-1), i(70)), i(3))));
        assertEquals("-3 -1 0", r(PyInt.rshift(i(-5), i(1))) + " " + r(PyInt.rshift(i(-1), i(100))) + " "
                + r(PyInt.rshift(i(5), i(100))));
        assertEquals("9223372036854775808", r(PyInt.lshift(i(1), i(63))));
        assertEquals("3 -5 -8 -6", r(PyInt.and(i(-5), i(3))) + " " + r(PyInt.or(i(-5), i(3))) + " "
                + r(PyInt.xor(i(-5), i(3))) + " " + r(PyInt.invert(i(5))));
        assertEquals("1180591620717411303423", r(PyInt.invert(PyInt.negate(PyInt.lshift(i(1), i(70))))));
        assertEquals("-1180591620717411303419", r(PyInt.or(PyInt.negate(PyInt.lshift(i(1), i(70))), i(5))));
        assertEquals("ValueError: negative shift count", GuestFunction.raised(() -> PyInt.lshift(i(1), i(-1))));
        assertEquals("ValueError: negative shift count", GuestFunction.raised(() -> PyInt.rshift(i(1), i(-1))));
    }

    @Test
    void powerWithNegativeExponentIsAFloat() {
        assertEquals("0.25", r(PyInt.pow(i(2), i(-2))));
        assertEquals("-0.125", r(PyInt.pow(i(-2), i(-3))));
        assertEquals("ZeroDivisionError: 0.0 cannot be raised to a negative power",
                GuestFunction.raised(() -> PyInt.pow(i(0), i(-1))));
        assertEquals("1", r(PyInt.pow(i(0), i(0))));
    }

    @Test
    void modularPower() {
        assertEquals("1 5 3 -3", r(PyInt.powMod(i(3), i(200), i(1000))) + " " + r(PyInt.powMod(i(3), i(-1), i(7)))
                + " " + r(PyInt.powMod(i(-3), i(3), i(5))) + " " + r(PyInt.powMod(i(3), i(3), i(-5))));
        assertEquals("ValueError: pow() 3rd argument cannot be 0", GuestFunction.raised(() -> PyInt.powMod(i(3), i(3), i(0))));
    }

    @Test
    void trueDivisionIsCorrectlyRounded() {
        assertEquals("3.333333333333333e+19", PyFloat.repr(PyInt.trueDiv(big("100000000000000000000"), i(3))));
        assertEquals("2.9469197145111386e+62", PyFloat.repr(PyInt.trueDiv(PyInt.lshift(i(1), i(1000)),
                (PyInt) PyInt.pow(i(3), i(500)))));
        assertEquals("0.3333333333333333 3.5 -3.5", PyFloat.repr(PyInt.trueDiv(i(1), i(3))) + " "
                + PyFloat.repr(PyInt.trueDiv(i(7), i(2))) + " " + PyFloat.repr(PyInt.trueDiv(i(-7), i(2))));
        assertEquals("1.0", PyFloat.repr(PyInt.trueDiv(PyInt.add(PyInt.lshift(i(1), i(80)), i(1)), PyInt.lshift(i(1), i(80)))));
        assertEquals("5e-324", PyFloat.repr(PyInt.trueDiv(i(1), PyInt.lshift(i(1), i(1074)))));
        assertEquals("OverflowError: integer division result too large for a float",
                GuestFunction.raised(() -> PyInt.trueDiv(PyInt.lshift(i(1), i(1100)), i(1))));
        assertEquals("-0.0", PyFloat.repr(PyInt.trueDiv(i(0), big("-100000000000000000000"))));
    }

    @Test
    void hashMatchesCPython() {
        assertEquals(0, i((1L << 61) - 1).hash());
        assertEquals(1, i(1L << 61).hash());
        assertEquals(-2, i(-(1L << 61)).hash());
        assertEquals(549755813888L, TWO_100.hash());
        assertEquals(-549755813888L, PyInt.negate(TWO_100).hash());
        assertEquals(-2, i(-2).hash());
        assertEquals(-2, i(-1).hash());
        assertEquals(3, i(Long.MAX_VALUE).hash());
        assertEquals(-4, i(Long.MIN_VALUE).hash());
    }

    @Test
    void roundingToNegativeDigitsIsHalfEven() {
        assertEquals("12300 12400 12200 -12400 0 20", r(PyInt.round(i(12345), -2)) + " " + r(PyInt.round(i(12350), -2))
                + " " + r(PyInt.round(i(12250), -2)) + " " + r(PyInt.round(i(-12350), -2)) + " "
                + r(PyInt.round(i(5), -1)) + " " + r(PyInt.round(i(15), -1)));
    }

    @Test
    void bitLengthAndAttributes() {
        assertEquals(8, i(255).bitLength());
        assertEquals(9, i(-256).bitLength());
        assertEquals(101, TWO_100.bitLength());
        assertEquals(0, i(0).bitLength());
        assertEquals("5 0 5 1", r(Ops.getAttr(i(5), "real")) + " " + r(Ops.getAttr(i(5), "imag")) + " "
                + r(Ops.getAttr(i(5), "numerator")) + " " + r(Ops.getAttr(i(5), "denominator")));
        assertEquals("7", r(Ops.callMethod(i(7), "conjugate")));
        assertEquals("8", r(Ops.callMethod(i(255), "bit_length")));
    }

    @Test
    void comparisonWithFloatsIsExact() {
        PyInt n = i(9007199254740993L);
        PyFloat f = PyFloat.of(9007199254740992.0);
        assertSame(Py.False, Ops.compare(n, f, Ops.EQ));
        assertSame(Py.True, Ops.compare(n, f, Ops.GT));
        assertSame(Py.True, Ops.compare(f, n, Ops.LT));
        assertSame(Py.True, Ops.compare(PyInt.lshift(i(1), i(1000)), PyFloat.of(1e300), Ops.GT));
        assertSame(Py.True, Ops.compare(PyInt.lshift(i(1), i(1100)), PyFloat.of(Double.POSITIVE_INFINITY), Ops.LT));
        assertSame(Py.False, Ops.compare(i(1), PyFloat.of(Double.NaN), Ops.EQ));
        assertSame(Py.True, Ops.compare(i(1), PyFloat.of(Double.NaN), Ops.NE));
    }

    @Test
    void boolArithmeticIsIntButLogicKeepsBool() {
        assertEquals("2", r(Ops.binaryOp(Py.True, Py.True, BinaryOperators.ADD)));
        assertSame(Py.False, Ops.binaryOp(Py.True, Py.False, BinaryOperators.AND));
        assertSame(Py.True, Ops.binaryOp(Py.True, Py.False, BinaryOperators.XOR));
        assertEquals("3", r(Ops.binaryOp(Py.True, i(2), BinaryOperators.OR)));
        assertEquals("-2", r(Ops.invert(Py.True)));
        assertEquals("-1", r(Ops.negative(Py.True)));
        assertEquals("0.5", r(Ops.binaryOp(Py.True, i(2), BinaryOperators.DIV)));
        assertEquals("True False", r(Py.True) + " " + Ops.str(Py.False));
        assertEquals(1, Ops.hash(Py.True));
    }
}
