package io.frameweave.interpreter.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** {@code int(text, base)} and {@code int(x)} against python3.11: prefixes, underscores, whitespace, errors. */
class PyIntParseTest {

    private static String parse(String s, int base) {
        return Ops.repr(PyInt.of(s, base));
    }

    @Test
    void validLiterals() {
        String[][] cases = {
            {" 12 ", "10", "12"}, {"-0x1f", "0", "-31"}, {"0b101", "0", "5"}, {"0o17", "8", "15"},
            {"1_000", "10", "1000"}, {"z", "36", "35"}, {"  -7\n", "10", "-7"}, {"0x_1", "0", "1"},
            {"0_0", "0", "0"}, {"00", "0", "0"}, {"ff", "16", "255"}, {"0xff", "16", "255"}, {"+42", "10", "42"},
            {"\u0661\u0662", "10", "12"}, {"99999999999999999999999", "10", "99999999999999999999999"},
            {"-9223372036854775808", "10", "-9223372036854775808"}, {"777", "8", "511"},
        };
        for (String[] c : cases) {
            assertEquals(c[2], parse(c[0], Integer.parseInt(c[1])), c[0]);
        }
    }

    @Test
    void invalidLiteralsGiveCPythonsMessage() {
        String[][] cases = {
            {"0x", "0"}, {"_1", "0"}, {"1_", "0"}, {"1__0", "0"}, {"010", "0"}, {"0_x1", "0"}, {"+ 1", "0"},
            {"", "10"}, {"abc", "10"}, {"12a", "10"}, {"0x1f", "10"}, {"1.5", "10"}, {"0b2", "0"}, {" ", "10"},
        };
        for (String[] c : cases) {
            String expected = "ValueError: invalid literal for int() with base " + c[1] + ": " + PyStr.of(c[0]).repr();
            assertEquals(expected, GuestFunction.raised(() -> PyInt.of(c[0], Integer.parseInt(c[1]))), c[0]);
        }
        assertEquals("ValueError: int() base must be >= 2 and <= 36, or 0", GuestFunction.raised(() -> PyInt.of("1", 37)));
    }

    @Test
    void decimalDigitLimit() {
        String many = "1".repeat(5000);
        assertEquals("ValueError: Exceeds the limit (4300 digits) for integer string conversion: value has 5000 digits; "
                + "use sys.set_int_max_str_digits() to increase the limit", GuestFunction.raised(() -> PyInt.of(many, 10)));
        assertEquals(4096, PyInt.of("1".repeat(4096), 2).bitLength(), "power-of-two bases are not limited");
        PyInt huge = PyInt.lshift(PyInt.of(1), PyInt.of(20000));
        assertEquals("ValueError: Exceeds the limit (4300 digits) for integer string conversion; "
                + "use sys.set_int_max_str_digits() to increase the limit", GuestFunction.raised(() -> Ops.str(huge)));
        assertEquals(4300, Ops.str(PyInt.of("9".repeat(4300), 10)).length());
    }

    @Test
    void intConstructor() {
        assertEquals("0", Ops.repr(Ops.call(PyInt.TYPE)));
        assertEquals("255", Ops.repr(Ops.call(PyInt.TYPE, new PyObject[] {PyStr.of("ff"), PyInt.of(16)}, null)));
        assertEquals("255", Ops.repr(Ops.call(PyInt.TYPE, new PyObject[] {PyStr.of("ff"), PyInt.of(16)}, new String[] {"base"})));
        assertEquals("-3", Ops.repr(Ops.call(PyInt.TYPE, PyFloat.of(-3.99))));
        assertEquals("1", Ops.repr(Ops.call(PyInt.TYPE, Py.True)));
        assertEquals("1000000000000000052504760255204420248704468581108159154915854115511802457988908195786371375080447864043704443832883878176942523235360430575644792184786706982848387200926575803737830233794788090059368953234970799945081119038967640880074652742780142494579258788820056842838115669472196386865459400540160",
                Ops.repr(Ops.call(PyInt.TYPE, PyFloat.of(1e300))));
        assertEquals("OverflowError: cannot convert float infinity to integer",
                GuestFunction.raised(() -> Ops.call(PyInt.TYPE, PyFloat.of(Double.POSITIVE_INFINITY))));
        assertEquals("ValueError: cannot convert float NaN to integer",
                GuestFunction.raised(() -> Ops.call(PyInt.TYPE, PyFloat.of(Double.NaN))));
        assertEquals("TypeError: int() argument must be a string, a bytes-like object or a real number, not 'list'",
                GuestFunction.raised(() -> Ops.call(PyInt.TYPE, new PyList())));
        assertEquals("TypeError: int() can't convert non-string with explicit base",
                GuestFunction.raised(() -> Ops.call(PyInt.TYPE, PyInt.of(5), PyInt.of(10))));
    }

    @Test
    void intOfGuestObjectUsesIntThenIndex() {
        PyType withIndex = GuestFunction.newClass("I", new PyType[0],
                "__index__", new GuestFunction("__index__", a -> PyInt.of(42)));
        assertEquals("42", Ops.repr(Ops.call(PyInt.TYPE, Ops.call(withIndex))));
        PyType withInt = GuestFunction.newClass("J", new PyType[0],
                "__int__", new GuestFunction("__int__", a -> PyInt.of(7)));
        assertEquals("7", Ops.repr(Ops.call(PyInt.TYPE, Ops.call(withInt))));
    }

    @Test
    void floatParsing() {
        assertEquals(1000.5, PyFloat.parse(" 1_000.5 "));
        assertEquals(Double.POSITIVE_INFINITY, PyFloat.parse("inf"));
        assertEquals(Double.NEGATIVE_INFINITY, PyFloat.parse("-Infinity"));
        assertEquals(Double.POSITIVE_INFINITY, PyFloat.parse("1e500"));
        assertEquals(0.5, PyFloat.parse(".5"));
        assertEquals(5.0, PyFloat.parse("5."));
        assertEquals(1e-7, PyFloat.parse("1E-7"));
        assertEquals(true, Double.isNaN(PyFloat.parse("nan")));
        for (String bad : new String[] {"x", "", "1_", "_1", "1__0", "1e", ".", "1.5.5", "0x10", "1d", "in f", "1e5_"}) {
            assertEquals("ValueError: could not convert string to float: " + PyStr.of(bad).repr(),
                    GuestFunction.raised(() -> PyFloat.parse(bad)), bad);
        }
        assertEquals("TypeError: float() argument must be a string or a real number, not 'list'",
                GuestFunction.raised(() -> Ops.call(PyFloat.TYPE, new PyList())));
    }
}
