package io.frameweave.interpreter.runtime;

import io.frameweave.interpreter.unicode.Ucd;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;

/**
 * The builtin {@code float}: an IEEE double with Python's arithmetic (floor division and modulo take the
 * divisor's sign, CPython's ZeroDivisionError texts), CPython's repr and numeric hash.
 */
public class PyFloat extends PyObject {
    public static final PyType TYPE = PyType.newBuiltin("float", PyType.OBJECT);

    static {
        FloatMethods.install(TYPE);
    }

    public final double value;

    public PyFloat(double value) {
        this.value = value;
    }

    public static PyFloat of(double v) {
        return new PyFloat(v);
    }

    @Override
    public PyType type() {
        return TYPE;
    }

    @Override
    public String toString() {
        return repr(value);
    }

    /** {@code repr(d)} exactly as CPython: shortest round-trip digits, {@code 1e+16}, {@code inf}, {@code -0.0}. */
    public static String repr(double d) {
        return FloatRepr.repr(d);
    }

    // ---- arithmetic ----

    /**
     * A float argument as CPython's {@code PyFloat_AsDouble} takes it (math and cmath use it): float, int,
     * {@code __float__}, then {@code __index__}; else TypeError "must be real number, not str".
     */
    public static double asDouble(PyObject o) {
        if (o instanceof PyFloat f) {
            return f.value;
        }
        if (o instanceof PyInt i) {
            return i.toDouble();
        }
        PyObject r = Ops.callSpecial(o, "__float__");
        if (r != null) {
            if (r instanceof PyFloat f) {
                return f.value;
            }
            throw Py.TypeError(Py.typeName(o) + ".__float__ returned non-float (type " + Py.typeName(r) + ")");
        }
        if (o.type().lookup("__index__") != null) {
            return Ops.index(o).toDouble();
        }
        throw Py.TypeError("must be real number, not " + Py.typeName(o));
    }

    public static double trueDiv(double a, double b) {
        if (b == 0) {
            throw Py.ZeroDivisionError("float division by zero");
        }
        return a / b;
    }

    public static double mod(double a, double b) {
        if (b == 0) {
            throw Py.ZeroDivisionError("float modulo");
        }
        double m = a % b;
        if (m != 0) {
            if ((b < 0) != (m < 0)) {
                m += b;
            }
        } else {
            m = Math.copySign(0.0, b);
        }
        return m;
    }

    public static double floorDiv(double a, double b) {
        if (b == 0) {
            throw Py.ZeroDivisionError("float floor division by zero");
        }
        return divmod(a, b)[0];
    }

    /** Python's {@code divmod} on doubles (CPython's float_divmod algorithm). */
    public static double[] divmod(double a, double b) {
        if (b == 0) {
            throw Py.ZeroDivisionError("float divmod()");
        }
        double m = a % b;
        double div = (a - m) / b;
        if (m != 0) {
            if ((b < 0) != (m < 0)) {
                m += b;
                div -= 1.0;
            }
        } else {
            m = Math.copySign(0.0, b);
        }
        double fd;
        if (div != 0) {
            fd = Math.floor(div);
            if (div - fd > 0.5) {
                fd += 1.0;
            }
        } else {
            fd = Math.copySign(0.0, a / b);
        }
        return new double[] {fd, m};
    }

    /** {@code x ** y} with CPython's special cases and errors. */
    /**
     * {@code x ** y} as float's {@code __pow__} gives it: a float, or, for a negative finite base and a finite
     * exponent that is not an integer, the complex power.
     */
    public static PyObject power(double x, double y) {
        if (x < 0 && Double.isFinite(x) && Double.isFinite(y) && y != Math.floor(y)) {
            return PyComplex.pow(PyComplex.of(x, 0.0), PyComplex.of(y, 0.0));
        }
        return of(pow(x, y));
    }

    public static double pow(double x, double y) {
        if (y == 0) {
            return 1.0;
        }
        if (Double.isNaN(x)) {
            return x;
        }
        if (Double.isNaN(y)) {
            return x == 1.0 ? 1.0 : y;
        }
        if (Double.isInfinite(y)) {
            double ax = Math.abs(x);
            if (ax == 1.0) {
                return 1.0;
            }
            return (ax > 1.0) == (y > 0) ? Double.POSITIVE_INFINITY : 0.0;
        }
        boolean yOddInt = isOddInteger(y);
        if (Double.isInfinite(x)) {
            if (y > 0) {
                return yOddInt ? x : Double.POSITIVE_INFINITY;
            }
            return yOddInt ? Math.copySign(0.0, x) : 0.0;
        }
        if (x == 0) {
            if (y < 0) {
                throw Py.ZeroDivisionError("0.0 cannot be raised to a negative power");
            }
            return yOddInt ? x : 0.0;
        }
        if (x < 0 && y != Math.floor(y)) {
            // the result is complex: callers use power(), which gives it
            throw Py.ValueError("negative number cannot be raised to a fractional power");
        }
        double r = Math.pow(x, y);
        if (Double.isInfinite(r)) {
            throw Py.OverflowError("(34, 'Numerical result out of range')");
        }
        return r;
    }

    private static boolean isOddInteger(double y) {
        return y == Math.floor(y) && Math.abs(y) < 9007199254740992.0 * 2 && Math.abs(y % 2.0) == 1.0;
    }

    // ---- conversions ----

    /** {@code int(d)}: truncation, with CPython's errors for inf and nan. */
    public static PyInt toInt(double d) {
        if (Double.isNaN(d)) {
            throw Py.ValueError("cannot convert float NaN to integer");
        }
        if (Double.isInfinite(d)) {
            throw Py.OverflowError("cannot convert float infinity to integer");
        }
        if (Math.abs(d) < 9.2e18) {
            return PyInt.of((long) d);
        }
        return PyInt.of(new BigDecimal(d).toBigInteger());
    }

    /** {@code round(d)}: round half to even, to an int. */
    public static PyInt roundToInt(double d) {
        return toInt(Math.rint(d));
    }

    /** {@code round(d, ndigits)}: correctly rounded on the exact binary value, half to even. */
    public static double round(double d, long ndigits) {
        if (Double.isNaN(d) || Double.isInfinite(d) || d == 0) {
            return d;
        }
        if (ndigits > 323) {
            return d;
        }
        if (ndigits < -308) {
            return Math.copySign(0.0, d);
        }
        double r = new BigDecimal(d).setScale((int) ndigits, RoundingMode.HALF_EVEN).doubleValue();
        if (Double.isInfinite(r)) {
            throw Py.OverflowError("rounded value too large to represent");
        }
        if (r == 0) {
            r = Math.copySign(0.0, d);
        }
        return r;
    }

    /** {@code d.as_integer_ratio()}. */
    public static PyTuple asIntegerRatio(double d) {
        if (Double.isNaN(d)) {
            throw Py.ValueError("cannot convert NaN to integer ratio");
        }
        if (Double.isInfinite(d)) {
            throw Py.OverflowError("cannot convert Infinity to integer ratio");
        }
        BigDecimal exact = new BigDecimal(d);
        BigInteger num;
        BigInteger den;
        if (exact.scale() <= 0) {
            num = exact.toBigIntegerExact();
            den = BigInteger.ONE;
        } else {
            num = exact.unscaledValue();
            den = BigInteger.TEN.pow(exact.scale());
            BigInteger g = num.gcd(den);
            num = num.divide(g);
            den = den.divide(g);
        }
        return PyTuple.of(PyInt.of(num), PyInt.of(den));
    }

    // ---- hashing ----

    /** CPython's {@code _Py_HashDouble}: integral values hash like the equal int. */
    public static long hash(double v) {
        if (Double.isNaN(v)) {
            return 0; // callers hash NaN by identity (see FloatMethods)
        }
        if (Double.isInfinite(v)) {
            return v > 0 ? 314159 : -314159;
        }
        long p = PyInt.HASH_MODULUS;
        int sign = 1;
        double m = v;
        if (m < 0) {
            sign = -1;
            m = -m;
        }
        // frexp: m = f * 2**e with 0.5 <= f < 1
        int e;
        if (m == 0) {
            return 0;
        }
        int rawExp = Math.getExponent(m);
        if (rawExp < Double.MIN_EXPONENT) {
            m = m * 0x1p54;
            rawExp = Math.getExponent(m);
            e = rawExp + 1 - 54;
        } else {
            e = rawExp + 1;
        }
        m = Math.scalb(m, -(rawExp + 1));
        long x = 0;
        while (m != 0) {
            x = ((x << 28) & p) | (x >>> (61 - 28));
            m *= 268435456.0;
            e -= 28;
            long y = (long) m;
            m -= y;
            x += y;
            if (x >= p) {
                x -= p;
            }
        }
        e = e >= 0 ? e % 61 : 61 - 1 - ((-1 - e) % 61);
        x = ((x << e) & p) | (x >>> (61 - e));
        x = x * sign;
        if (x == -1) {
            x = -2;
        }
        return x;
    }

    // ---- parsing ----

    /** {@code float(text)}: Python's float syntax, or ValueError "could not convert string to float: 'x'". */
    public static double parse(String text) {
        Double d = tryParse(text);
        if (d == null) {
            throw Py.ValueError("could not convert string to float: " + PyStr.of(text).repr());
        }
        return d;
    }

    static Double tryParse(String text) {
        int start = 0;
        int end = text.length();
        while (start < end && IntLiteral.isSpace(text.charAt(start))) {
            start++;
        }
        while (end > start && IntLiteral.isSpace(text.charAt(end - 1))) {
            end--;
        }
        if (start == end) {
            return null;
        }
        String s = text.substring(start, end);
        int i = 0;
        boolean negative = false;
        if (s.charAt(0) == '+' || s.charAt(0) == '-') {
            negative = s.charAt(0) == '-';
            i = 1;
        }
        String rest = s.substring(i).toLowerCase(java.util.Locale.ROOT);
        if (rest.equals("inf") || rest.equals("infinity")) {
            return negative ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
        }
        if (rest.equals("nan")) {
            // the NaN with its sign bit set ("-Double.NaN" is folded by javac to the positive one)
            return negative ? Double.longBitsToDouble(0xfff8000000000000L) : Double.NaN;
        }
        StringBuilder clean = new StringBuilder(s.length());
        if (negative) {
            clean.append('-');
        }
        int n = s.length();
        int intDigits = scanDigits(s, i, clean);
        if (intDigits < 0) {
            return null;
        }
        i += intDigits;
        int fracDigits = 0;
        if (i < n && s.charAt(i) == '.') {
            clean.append('.');
            i++;
            fracDigits = scanDigits(s, i, clean);
            if (fracDigits < 0) {
                return null;
            }
            i += fracDigits;
        }
        if (intDigits == 0 && fracDigits == 0) {
            return null;
        }
        if (i < n && (s.charAt(i) == 'e' || s.charAt(i) == 'E')) {
            clean.append('e');
            i++;
            if (i < n && (s.charAt(i) == '+' || s.charAt(i) == '-')) {
                clean.append(s.charAt(i));
                i++;
            }
            int expDigits = scanDigits(s, i, clean);
            if (expDigits <= 0) {
                return null;
            }
            i += expDigits;
        }
        if (i != n) {
            return null;
        }
        return Double.parseDouble(clean.toString());
    }

    /** Scans digits with single underscores between them; returns the chars consumed, or -1 on a bad underscore. */
    private static int scanDigits(String s, int from, StringBuilder out) {
        int i = from;
        int n = s.length();
        boolean prevDigit = false;
        while (i < n) {
            char c = s.charAt(i);
            if (c >= '0' && c <= '9') {
                out.append(c);
                prevDigit = true;
            } else if (c == '_') {
                if (!prevDigit || i + 1 >= n || !(s.charAt(i + 1) >= '0' && s.charAt(i + 1) <= '9')) {
                    return -1;
                }
                prevDigit = false;
            } else if (c >= 128 && Ucd.decimal(s.codePointAt(i)) >= 0) {
                // a Unicode decimal digit, which CPython reads as its ASCII twin
                int cp = s.codePointAt(i);
                out.append((char) ('0' + Ucd.decimal(cp)));
                prevDigit = true;
                i += Character.charCount(cp);
                continue;
            } else {
                break;
            }
            i++;
        }
        return i - from;
    }
}
