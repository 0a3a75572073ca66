package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.ArgParser;
import io.frameweave.interpreter.runtime.CloseTolerances;
import io.frameweave.interpreter.runtime.Hyperbolic;
import io.frameweave.interpreter.runtime.MathErrors;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyFloat;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyModule;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyTuple;
import java.math.BigInteger;
import java.util.function.DoubleBinaryOperator;
import java.util.function.DoubleUnaryOperator;

/**
 * The {@code math} module. Float functions follow CPython's {@code math_1} rule: a non-finite result from a
 * finite argument is "math range error" (OverflowError) when it is infinite and "math domain error"
 * (ValueError) when it is NaN. The integer functions are in {@link MathIntegers}, the exact sums in
 * {@link MathSums}.
 */
public final class MathModule {
    private MathModule() {}

    static PyModule create() {
        ModuleBuilder m = new ModuleBuilder("math");
        m.constant("pi", Py.newFloat(Math.PI)).constant("e", Py.newFloat(Math.E))
                .constant("tau", Py.newFloat(2 * Math.PI))
                .constant("inf", Py.newFloat(Double.POSITIVE_INFINITY)).constant("nan", Py.newFloat(Double.NaN));
        unary(m, "sqrt", Math::sqrt, false);
        unary(m, "exp", Math::exp, true);
        unary(m, "exp2", x -> Math.pow(2.0, x), true);
        unary(m, "expm1", Math::expm1, true);
        unary(m, "log1p", x -> x <= -1.0 ? Double.NaN : Math.log1p(x), false);
        unary(m, "sin", Math::sin, false);
        unary(m, "cos", Math::cos, false);
        unary(m, "tan", Math::tan, false);
        unary(m, "asin", PreciseAtan::asin, false);
        unary(m, "acos", PreciseAtan::acos, false);
        unary(m, "atan", PreciseAtan::atan, false);
        unary(m, "sinh", Math::sinh, true);
        unary(m, "cosh", Hyperbolic::cosh, true);
        unary(m, "tanh", Math::tanh, false);
        unary(m, "asinh", Hyperbolic::asinh, false);
        unary(m, "acosh", Hyperbolic::acosh, false);
        unary(m, "atanh", Hyperbolic::atanh, false);
        unary(m, "cbrt", Math::cbrt, false);
        unary(m, "fabs", Math::abs, false);
        unary(m, "erf", ErrorFunction::erf, false);
        unary(m, "erfc", ErrorFunction::erfc, false);
        unary(m, "gamma", GammaFunction::gamma, true);
        unary(m, "lgamma", GammaFunction::lgamma, true);
        unary(m, "degrees", x -> x * (180.0 / Math.PI), true);
        unary(m, "radians", x -> x * (Math.PI / 180.0), false);
        binary(m, "atan2", PreciseAtan::atan2);
        binary(m, "copysign", Math::copySign);
        binary(m, "fmod", (x, y) -> {
            if (Double.isInfinite(y) && Double.isFinite(x)) {
                return x;
            }
            return x % y;
        });
        binary(m, "remainder", Math::IEEEremainder);
        binary(m, "pow", MathModule::pow);
        m.function("nextafter", (a, k) -> { // never an error: the step from the largest float is to infinity
            ArgParser.checkArity("nextafter", a, k, 2, 2);
            return Py.newFloat(Math.nextAfter(ArgValues.asDouble(a[0]), ArgValues.asDouble(a[1])));
        });
        unary(m, "ulp", x -> Double.isNaN(x) ? x : Math.ulp(x), false);
        m.function("log", MathModule::log);
        m.function("log2", (a, k) -> {
            ArgParser.checkArity("log2", a, k, 1, 1);
            return Py.newFloat(logHelper(a[0], PreciseLog::log2));
        });
        m.function("log10", (a, k) -> {
            ArgParser.checkArity("log10", a, k, 1, 1);
            return Py.newFloat(logHelper(a[0], StrictMath::log10));
        });
        m.function("floor", (a, k) -> {
            ArgParser.checkArity("floor", a, k, 1, 1);
            return rounding(a[0], "__floor__", Math::floor);
        });
        m.function("ceil", (a, k) -> {
            ArgParser.checkArity("ceil", a, k, 1, 1);
            return rounding(a[0], "__ceil__", Math::ceil);
        });
        m.function("trunc", (a, k) -> {
            ArgParser.checkArity("trunc", a, k, 1, 1);
            // a subclass of float or int may override __trunc__
            if (a[0] instanceof PyFloat f && f.type().builtin) {
                return ArgValues.doubleToInt(f.value < 0 ? Math.ceil(f.value) : Math.floor(f.value));
            }
            if (a[0] instanceof PyInt i && i.type().builtin) {
                return i.big == null ? PyInt.of(i.value) : PyInt.of(i.big);
            }
            if (a[0].type().lookup("__trunc__") == null) {
                throw Py.TypeError("type " + Py.typeName(a[0]) + " doesn't define __trunc__ method");
            }
            return Ops.callSpecial(a[0], "__trunc__");
        });
        m.function("isfinite", (a, k) -> {
            ArgParser.checkArity("isfinite", a, k, 1, 1);
            return Py.newBool(Double.isFinite(ArgValues.asDouble(a[0])));
        });
        m.function("isinf", (a, k) -> {
            ArgParser.checkArity("isinf", a, k, 1, 1);
            return Py.newBool(Double.isInfinite(ArgValues.asDouble(a[0])));
        });
        m.function("isnan", (a, k) -> {
            ArgParser.checkArity("isnan", a, k, 1, 1);
            return Py.newBool(Double.isNaN(ArgValues.asDouble(a[0])));
        });
        m.function("isclose", MathModule::isclose);
        m.function("modf", (a, k) -> {
            ArgParser.checkArity("modf", a, k, 1, 1);
            return modf(ArgValues.asDouble(a[0]));
        });
        m.function("frexp", (a, k) -> {
            ArgParser.checkArity("frexp", a, k, 1, 1);
            return frexp(ArgValues.asDouble(a[0]));
        });
        m.function("ldexp", (a, k) -> {
            ArgParser.checkArity("ldexp", a, k, 2, 2);
            return Py.newFloat(ldexp(ArgValues.asDouble(a[0]), a[1]));
        });
        MathIntegers.define(m);
        MathSums.define(m);
        return m.build();
    }

    private static void unary(ModuleBuilder m, String name, DoubleUnaryOperator f, boolean canOverflow) {
        m.function(name, (a, k) -> {
            ArgParser.checkArity("math." + name, a, k, 1, 1);
            return Py.newFloat(math1(ArgValues.asDouble(a[0]), f, canOverflow));
        });
    }

    private static void binary(ModuleBuilder m, String name, DoubleBinaryOperator f) {
        m.function(name, (a, k) -> {
            ArgParser.checkArity(name, a, k, 2, 2);
            double x = ArgValues.asDouble(a[0]);
            double y = ArgValues.asDouble(a[1]);
            double r = f.applyAsDouble(x, y);
            if (Double.isNaN(r) && !Double.isNaN(x) && !Double.isNaN(y)) {
                throw MathErrors.domainError();
            }
            if (Double.isInfinite(r) && Double.isFinite(x) && Double.isFinite(y)) {
                throw MathErrors.rangeError();
            }
            return Py.newFloat(r);
        });
    }

    /** CPython's {@code math_1}: applies {@code f} and turns a non-finite result of a finite input into an error. */
    static double math1(double x, DoubleUnaryOperator f, boolean canOverflow) {
        double r = f.applyAsDouble(x);
        if (Double.isNaN(r) && !Double.isNaN(x)) {
            throw MathErrors.domainError();
        }
        if (Double.isInfinite(r) && Double.isFinite(x)) {
            throw canOverflow ? MathErrors.rangeError() : MathErrors.domainError();
        }
        return r;
    }

    /** {@code math.pow}: C99 special cases for non-finite arguments, errors as CPython reports them. */
    static double pow(double x, double y) {
        if (!Double.isFinite(x) || !Double.isFinite(y)) {
            if (Double.isNaN(x)) {
                return y == 0.0 ? 1.0 : x;
            }
            if (Double.isNaN(y)) {
                return x == 1.0 ? 1.0 : y;
            }
            if (Double.isInfinite(x)) {
                boolean oddY = Double.isFinite(y) && Math.abs(y % 2.0) == 1.0;
                if (y > 0) {
                    return oddY ? x : Math.abs(x);
                }
                if (y == 0) {
                    return 1.0;
                }
                return oddY ? Math.copySign(0.0, x) : 0.0;
            }
            if (Math.abs(x) == 1.0) {
                return 1.0;
            }
            if (y > 0 && Math.abs(x) > 1.0) {
                return y;
            }
            if (y < 0 && Math.abs(x) < 1.0) {
                return -y;
            }
            return 0.0;
        }
        double r = Math.pow(x, y);
        if (Double.isNaN(r)) {
            throw MathErrors.domainError();
        }
        if (Double.isInfinite(r)) {
            throw x == 0.0 ? MathErrors.domainError() : MathErrors.rangeError();
        }
        return r;
    }

    private static PyObject log(PyObject[] a, String[] k) {
        ArgParser.noKeywords("log", k);
        if (a.length < 1 || a.length > 2) {
            throw Py.TypeError(a.length < 1 ? "log expected at least 1 argument, got 0"
                    : "log expected at most 2 arguments, got " + a.length);
        }
        double num = logHelper(a[0], Math::log);
        if (a.length == 1) {
            return Py.newFloat(num);
        }
        double den = logHelper(a[1], Math::log);
        if (den == 0.0) {
            throw Py.ZeroDivisionError("float division by zero");
        }
        return Py.newFloat(num / den);
    }

    /** A logarithm of a float or of an int of any size (big ints through their binary exponent). */
    private static double logHelper(PyObject x, DoubleUnaryOperator f) {
        if (x instanceof PyInt i && !(i.big == null)) {
            if (i.big.signum() <= 0) {
                throw MathErrors.domainError();
            }
            double d = i.big.doubleValue();
            if (Double.isInfinite(d)) {
                int e = i.big.bitLength() - 60;
                double m = i.big.shiftRight(e).doubleValue();
                return f.applyAsDouble(m) + f.applyAsDouble(2.0) * e;
            }
            return logOfDouble(d, f);
        }
        return logOfDouble(ArgValues.asDouble(x), f);
    }

    private static double logOfDouble(double d, DoubleUnaryOperator f) {
        if (Double.isNaN(d) || d == Double.POSITIVE_INFINITY) {
            return d; // the logarithm of infinity in any base is infinity
        }
        if (d <= 0.0) {
            throw MathErrors.domainError();
        }
        return f.applyAsDouble(d);
    }

    /**
     * floor/ceil: floats and ints directly, else {@code __floor__}/{@code __ceil__} (which a subclass of float or int
     * may override), else through float.
     */
    private static PyObject rounding(PyObject x, String special, DoubleUnaryOperator f) {
        if (x instanceof PyFloat fl && x.type().builtin) {
            return ArgValues.doubleToInt(f.applyAsDouble(fl.value));
        }
        if (x instanceof PyInt i && x.type().builtin) {
            return i.big == null ? PyInt.of(i.value) : PyInt.of(i.big);
        }
        if (x.type().lookup(special) != null) {
            return Ops.callSpecial(x, special);
        }
        return ArgValues.doubleToInt(f.applyAsDouble(ArgValues.asDouble(x)));
    }

    private static final ArgParser ISCLOSE = new ArgParser("isclose", 2, "a", "b", "*", "rel_tol", "abs_tol");

    private static PyObject isclose(PyObject[] args, String[] kw) {
        PyObject[] p = ISCLOSE.parse(args, kw);
        double a = ArgValues.asDouble(p[0]);
        double b = ArgValues.asDouble(p[1]);
        CloseTolerances tolerances = CloseTolerances.of(p[2], p[3]);
        return Py.newBool(tolerances.allows(a == b, Double.isInfinite(a) || Double.isInfinite(b), Math.abs(b - a),
                Math.abs(a), Math.abs(b)));
    }

    private static PyTuple modf(double x) {
        if (Double.isInfinite(x)) {
            return PyTuple.of(Py.newFloat(Math.copySign(0.0, x)), Py.newFloat(x));
        }
        if (Double.isNaN(x)) {
            return PyTuple.of(Py.newFloat(x), Py.newFloat(x));
        }
        double ip = x < 0 ? Math.ceil(x) : Math.floor(x);
        return PyTuple.of(Py.newFloat(Math.copySign(x - ip, x)), Py.newFloat(ip));
    }

    private static PyTuple frexp(double x) {
        if (x == 0.0 || !Double.isFinite(x)) {
            return PyTuple.of(Py.newFloat(x), PyInt.of(0));
        }
        int e = Math.getExponent(x);
        double scaled = x;
        int adjust = 0;
        if (e == Double.MIN_EXPONENT - 1) {
            scaled = x * 0x1p54;
            adjust = -54;
            e = Math.getExponent(scaled);
        }
        double m = scaled / Math.scalb(1.0, e + 1);
        return PyTuple.of(Py.newFloat(m), PyInt.of(e + 1 + adjust));
    }

    private static double ldexp(double x, PyObject expObj) {
        if (expObj instanceof PyFloat) {
            throw Py.TypeError("Expected an int as second argument to ldexp.");
        }
        BigInteger big = Ops.index(expObj).asBig();
        if (x == 0.0 || !Double.isFinite(x)) {
            return x;
        }
        int exp;
        if (big.compareTo(BigInteger.valueOf(100_000)) > 0) {
            exp = 100_000;
        } else if (big.compareTo(BigInteger.valueOf(-100_000)) < 0) {
            exp = -100_000;
        } else {
            exp = big.intValue();
        }
        double r = Math.scalb(x, exp); // rounds like C's ldexp, subnormal results included
        if (Double.isInfinite(r)) {
            throw MathErrors.rangeError();
        }
        return r;
    }
}
