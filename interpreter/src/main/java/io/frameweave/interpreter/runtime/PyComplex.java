package io.frameweave.interpreter.runtime;

/**
 * The builtin {@code complex}: two IEEE doubles with CPython 3.11's arithmetic (its division, which scales by
 * the larger part of the divisor; its power, exact repeated multiplication for small integer exponents), repr,
 * hash and error messages.
 */
public class PyComplex extends PyObject {
    public static final PyType TYPE = PyType.newBuiltin("complex", PyType.OBJECT);

    static {
        ComplexMethods.install(TYPE);
    }

    public final double real;
    public final double imag;

    public PyComplex(double real, double imag) {
        this.real = real;
        this.imag = imag;
    }

    public static PyComplex of(double real, double imag) {
        return new PyComplex(real, imag);
    }

    @Override
    public PyType type() {
        return TYPE;
    }

    @Override
    public String toString() {
        return repr(real, imag);
    }

    /** {@code repr(complex(re, im))}: {@code 2j}, {@code (1-2j)}, {@code (-0+1e+20j)}, {@code (nan+infj)}. */
    public static String repr(double re, double im) {
        if (re == 0 && Math.copySign(1.0, re) == 1.0) {
            return shortRepr(im) + "j";
        }
        String imText = shortRepr(im);
        boolean imSigned = imText.startsWith("-");
        return "(" + shortRepr(re) + (imSigned ? "" : "+") + imText + "j)";
    }

    /** A part of a complex repr: the float's repr without the {@code .0} that marks an integral float. */
    static String shortRepr(double d) {
        String r = PyFloat.repr(d);
        return r.endsWith(".0") ? r.substring(0, r.length() - 2) : r;
    }

    // ---- arithmetic (CPython's _Py_c_* functions) ----

    static PyComplex sum(PyComplex a, PyComplex b) {
        return of(a.real + b.real, a.imag + b.imag);
    }

    static PyComplex diff(PyComplex a, PyComplex b) {
        return of(a.real - b.real, a.imag - b.imag);
    }

    static PyComplex prod(PyComplex a, PyComplex b) {
        return of(a.real * b.real - a.imag * b.imag, a.real * b.imag + a.imag * b.real);
    }

    /** {@code a / b}, or null when {@code b} is zero (the caller says which error that is). */
    public static PyComplex quotOrNull(PyComplex a, PyComplex b) {
        double absReal = Math.abs(b.real);
        double absImag = Math.abs(b.imag);
        if (absReal >= absImag) {
            if (absReal == 0.0) {
                return null;
            }
            double ratio = b.imag / b.real;
            double denom = b.real + b.imag * ratio;
            return of((a.real + a.imag * ratio) / denom, (a.imag - a.real * ratio) / denom);
        }
        if (absImag >= absReal) {
            double ratio = b.real / b.imag;
            double denom = b.real * ratio + b.imag;
            return of((a.real * ratio + a.imag) / denom, (a.imag * ratio - a.real) / denom);
        }
        return of(Double.NaN, Double.NaN);
    }

    static PyComplex quot(PyComplex a, PyComplex b) {
        PyComplex q = quotOrNull(a, b);
        if (q == null) {
            throw Py.ZeroDivisionError("complex division by zero");
        }
        return q;
    }

    private static final PyComplex ONE = of(1.0, 0.0);

    /** {@code a ** b}, with CPython's ZeroDivisionError and OverflowError. */
    static PyComplex pow(PyComplex a, PyComplex b) {
        PyComplex p;
        boolean domainError = false;
        if (b.imag == 0.0 && b.real == Math.floor(b.real) && Math.abs(b.real) <= 100.0) {
            long n = (long) b.real;
            if (n > 0) {
                p = powUnsigned(a, n);
            } else {
                p = quotOrNull(ONE, powUnsigned(a, -n));
                if (p == null) {
                    domainError = true;
                    p = of(0.0, 0.0);
                }
            }
        } else if (b.real == 0.0 && b.imag == 0.0) {
            p = ONE;
        } else if (a.real == 0.0 && a.imag == 0.0) {
            domainError = b.imag != 0.0 || b.real < 0.0;
            p = of(0.0, 0.0);
        } else {
            double vabs = Math.hypot(a.real, a.imag);
            double len = Math.pow(vabs, b.real);
            double at = Math.atan2(a.imag, a.real);
            double phase = at * b.real;
            if (b.imag != 0.0) {
                len /= Math.exp(at * b.imag);
                phase += b.imag * Math.log(vabs);
            }
            p = of(len * Math.cos(phase), len * Math.sin(phase));
        }
        if (domainError) {
            throw Py.ZeroDivisionError("0.0 to a negative or complex power");
        }
        if (Double.isInfinite(p.real) || Double.isInfinite(p.imag)) {
            throw Py.OverflowError("complex exponentiation");
        }
        return p;
    }

    private static PyComplex powUnsigned(PyComplex x, long n) {
        PyComplex r = ONE;
        PyComplex p = x;
        for (long mask = 1; mask > 0 && n >= mask; mask <<= 1) {
            if ((n & mask) != 0) {
                r = prod(r, p);
            }
            p = prod(p, p);
        }
        return r;
    }

    /** {@code abs(c)}: inf when a part is infinite, nan when a part is nan, else the hypotenuse. */
    static double abs(PyComplex c) {
        if (!Double.isFinite(c.real) || !Double.isFinite(c.imag)) {
            if (Double.isInfinite(c.real) || Double.isInfinite(c.imag)) {
                return Double.POSITIVE_INFINITY;
            }
            return Double.NaN;
        }
        double r = Math.hypot(c.real, c.imag);
        if (!Double.isFinite(r)) {
            throw Py.OverflowError("absolute value too large");
        }
        return r;
    }
}
