package io.frameweave.interpreter.runtime;

import static io.frameweave.interpreter.runtime.ContainerFixtures.*;

import org.junit.jupiter.api.Test;

/**
 * printf-style {@code str % args}: every conversion, flags, {@code *} widths, the mapping form, rounding of
 * floats, and CPython's errors for missing, surplus and ill-typed arguments.
 * Generated from cases run under python3.11; the expected texts are its output.
 */
class PercentFormatTest {

    @Test
    void conversionsAndFlags() {
        expect("'00inf'", () -> call(s("%05f"), "__mod__", f(Double.POSITIVE_INFINITY)));
        expect("'5    '", () -> call(s("%-05d"), "__mod__", i(5L)));
        expect("'-0005'", () -> call(s("%05d"), "__mod__", i(-5L)));
        expect("'+5'", () -> call(s("%+d"), "__mod__", i(5L)));
        expect("' 5'", () -> call(s("% d"), "__mod__", i(5L)));
        expect("'005'", () -> call(s("%.3d"), "__mod__", i(5L)));
        expect("'-005'", () -> call(s("%.3d"), "__mod__", i(-5L)));
        expect("'0xff'", () -> call(s("%#x"), "__mod__", i(255L)));
        expect("'0XFF'", () -> call(s("%#X"), "__mod__", i(255L)));
        expect("'0o10'", () -> call(s("%#o"), "__mod__", i(8L)));
        expect("' 0xff'", () -> call(s("%#5x"), "__mod__", i(255L)));
        expect("'0x0ff'", () -> call(s("%#05x"), "__mod__", i(255L)));
        expect("TypeError: %x format: an integer is required, not float", () -> call(s("%x"), "__mod__", f(255.0)));
        expect("TypeError: %d format: a real number is required, not str", () -> call(s("%d"), "__mod__", s("a")));
        expect("'1'", () -> call(s("%d"), "__mod__", f(1.7)));
        expect("'1'", () -> call(s("%d"), "__mod__", True));
        expect("TypeError: must be real number, not str", () -> call(s("%f"), "__mod__", s("a")));
        expect("'A'", () -> call(s("%c"), "__mod__", i(65L)));
        expect("TypeError: %c requires int or char", () -> call(s("%c"), "__mod__", s("ab")));
        expect("TypeError: %c requires int or char", () -> call(s("%c"), "__mod__", f(1.5)));
        expect("'\351'", () -> call(s("%c"), "__mod__", s("\351")));
        expect("TypeError: not enough arguments for format string", () -> call(s("%s %s"), "__mod__", t(i(1L))));
        expect("TypeError: not all arguments converted during string formatting", () -> call(s("%s"), "__mod__", t(i(1L), i(2L))));
        expect("TypeError: not all arguments converted during string formatting", () -> call(s("abc"), "__mod__", i(5L)));
        expect("'abc'", () -> call(s("abc"), "__mod__", l()));
        expect("'abc'", () -> call(s("abc"), "__mod__", d()));
        expect("'abc'", () -> call(s("abc"), "__mod__", t()));
        expect("\"{'a': 1}\"", () -> call(s("%s"), "__mod__", d(s("a"), i(1L))));
        expect("\"1 'x'\"", () -> call(s("%(a)s %(b)r"), "__mod__", d(s("a"), i(1L), s("b"), s("x"))));
        expect("TypeError: format requires a mapping", () -> call(s("%(a)s"), "__mod__", i(5L)));
        expect("'    3'", () -> call(s("%*d"), "__mod__", t(i(5L), i(3L))));
        expect("'3    |'", () -> call(s("%-*d|"), "__mod__", t(i(5L), i(3L))));
        expect("'3.14'", () -> call(s("%.*f"), "__mod__", t(i(2L), f(3.14159))));
        expect("TypeError: * wants int", () -> call(s("%*d"), "__mod__", t(s("a"), i(3L))));
        expect("ValueError: incomplete format", () -> call(s("%"), "__mod__", i(5L)));
        expect("ValueError: unsupported format character 'y' (0x79) at index 1", () -> call(s("%y"), "__mod__", i(5L)));
        expect("'   ab|'", () -> call(s("%5.2s|"), "__mod__", s("abcdef")));
        expect("\"'a'\"", () -> call(s("%r"), "__mod__", s("a")));
        expect("\"'\\\\xe9'\"", () -> call(s("%a"), "__mod__", s("\351")));
        expect("'%'", () -> call(s("%%"), "__mod__", t()));
        expect("'5%'", () -> call(s("%s%%"), "__mod__", i(5L)));
        expect("'1.234568e+04'", () -> call(s("%e"), "__mod__", f(12345.678)));
        expect("'1e-05'", () -> call(s("%g"), "__mod__", f(1e-05)));
        expect("'1.23457e+08'", () -> call(s("%g"), "__mod__", f(123456789.0)));
        expect("'1.00000'", () -> call(s("%#g"), "__mod__", f(1.0)));
        expect("'2'", () -> call(s("%.0f"), "__mod__", f(2.5)));
        expect("'-1.500e+00'", () -> call(s("%10.3e"), "__mod__", f(-1.5)));
        expect("'ab        |'", () -> call(s("%-10s|"), "__mod__", s("ab")));
        expect("'3'", () -> call(s("%i"), "__mod__", i(3L)));
        expect("'3'", () -> call(s("%u"), "__mod__", i(3L)));
        expect("'3'", () -> call(s("%ld"), "__mod__", i(3L)));
        expect("'None'", () -> call(s("%s"), "__mod__", None));
        expect("'INF'", () -> call(s("%F"), "__mod__", f(Double.POSITIVE_INFINITY)));
        expect("'1.500000E+00'", () -> call(s("%E"), "__mod__", f(1.5)));
        expect("'1E-10'", () -> call(s("%G"), "__mod__", f(1e-10)));
        expect("OverflowError: %c arg not in range(0x110000)", () -> call(s("%c"), "__mod__", i(1114112L)));
        expect("'-ff'", () -> call(s("%x"), "__mod__", i(-255L)));
        expect("'-0xff'", () -> call(s("%#x"), "__mod__", i(-255L)));
        expect("'-10'", () -> call(s("%o"), "__mod__", i(-8L)));
        expect("'   ab'", () -> call(s("%05s"), "__mod__", s("ab")));
        expect("'0.1'", () -> call(s("%.1f"), "__mod__", f(0.05)));
        expect("'0.2'", () -> call(s("%.1f"), "__mod__", f(0.25)));
        expect("'2.67'", () -> call(s("%.2f"), "__mod__", f(2.675)));
        expect("'1180591620717411303424'", () -> call(s("%d"), "__mod__", big("1180591620717411303424")));
        expect("'400000000000000000'", () -> call(s("%x"), "__mod__", big("1180591620717411303424")));
        expect("TypeError: not enough arguments for format string", () -> call(s("%s %s"), "__mod__", l(i(1L), i(2L))));
        expect("\"a and 'b'\"", () -> call(s("%s and %r"), "__mod__", t(s("a"), s("b"))));
        expect("'   ab|cd   |'", () -> call(s("%5s|%-5s|"), "__mod__", t(s("ab"), s("cd"))));
        expect("'  7|7  |007'", () -> call(s("%3d|%-3d|%03d"), "__mod__", t(i(7L), i(7L), i(7L))));
        expect("'abc'", () -> call(s("%.3s"), "__mod__", s("abcdef")));
        expect("'    3.1416|'", () -> call(s("%10.4f|"), "__mod__", f(3.14159265)));
        expect("'1.23e+04  |'", () -> call(s("%-10.2e|"), "__mod__", f(12345.678)));
        expect("'1'", () -> call(s("%s"), "__mod__", t(i(1L))));
        expect("'(1, 2)'", () -> call(s("%s"), "__mod__", t(t(i(1L), i(2L)))));
        expect("'(1, 2)'", () -> call(s("%r"), "__mod__", t(t(i(1L), i(2L)))));
        expect("'50%'", () -> call(s("%d%%"), "__mod__", i(50L)));
        expect("'002.2'", () -> call(s("%(x)05.1f"), "__mod__", d(s("x"), f(2.25))));
        expect("'0.1'", () -> call(s("%.15g"), "__mod__", f(0.1)));
        expect("'0.10000000000000001'", () -> call(s("%.17g"), "__mod__", f(0.1)));
        expect("'100000'", () -> call(s("%g"), "__mod__", f(100000.0)));
        expect("'1e+06'", () -> call(s("%g"), "__mod__", f(1000000.0)));
        expect("'0.0001'", () -> call(s("%g"), "__mod__", f(0.0001)));
        expect("'1.234e-05'", () -> call(s("%g"), "__mod__", f(1.234e-05)));
        expect("'+0.00e+00'", () -> call(s("%+.2e"), "__mod__", f(0.0)));
        expect("'-0.00e+00'", () -> call(s("%+.2e"), "__mod__", f(-0.0)));
        expect("'-1.000000'", () -> call(s("% f"), "__mod__", f(-1.0)));
        expect("'0'", () -> call(s("%x"), "__mod__", i(0L)));
        expect("'0x0'", () -> call(s("%#x"), "__mod__", i(0L)));
        expect("'0o0'", () -> call(s("%#o"), "__mod__", i(0L)));
        expect("'2e+01'", () -> call(s("%.0e"), "__mod__", f(15.0)));
        expect("'2e+01'", () -> call(s("%.0e"), "__mod__", f(25.0)));
        expect("'10000000000000000525047602552044202487044685811081591549158541155118024579889081957863713750804478640437044438328838781769425232353604305756447921847867069828483872009265758037378302337947880900593689532349707999450811190389676408800746527427801424945792587888200568428381156694721963868654594005401600.00'", () -> call(s("%.2f"), "__mod__", f(1e+301)));
        expect("'nan'", () -> call(s("%f"), "__mod__", f(Double.NaN)));
        expect("OverflowError: cannot convert float infinity to integer", () -> call(s("%d"), "__mod__", f(Double.POSITIVE_INFINITY)));
        expect("'1.5'", () -> call(s("%s"), "__mod__", f(1.5)));
        expect("'1e+16'", () -> call(s("%s"), "__mod__", f(1e+16)));
        expect("'1e-05'", () -> call(s("%r"), "__mod__", f(1e-05)));
        expect("' 99.5%'", () -> call(s("%5.1f%%"), "__mod__", f(99.55)));
    }
}
