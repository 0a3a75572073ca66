package io.frameweave.interpreter.modules.cmath;

import static io.frameweave.interpreter.modules.cmath.ComplexFunction.joined;

import io.frameweave.interpreter.runtime.PyComplex;

/**
 * The cmath functions of one complex argument, without their errors (see {@link ComplexErrors}). The core
 * functions join their finite algorithm and their {@link SpecialValues}; the others follow from them by the
 * identities C99 defines them with (asin z = -i asinh iz, cos z = cosh iz, ...), which carry the special values
 * and branch cuts along.
 */
final class ComplexFunctions {
    private ComplexFunctions() {}

    static final ComplexFunction EXP = joined(ExpLog::exp, SpecialValues::exp);
    static final ComplexFunction LOG = joined(ExpLog::log, SpecialValues::log);
    static final ComplexFunction SQRT = joined(ExpLog::sqrt, SpecialValues::sqrt);
    static final ComplexFunction ACOS = joined(InverseFunctions::acos, SpecialValues::acos);
    static final ComplexFunction ASINH = joined(InverseFunctions::asinh, SpecialValues::asinh);
    static final ComplexFunction ATANH = joined(InverseFunctions::atanh, SpecialValues::atanh);
    static final ComplexFunction COSH = joined(HyperbolicFunctions::cosh, SpecialValues::cosh);
    static final ComplexFunction SINH = joined(HyperbolicFunctions::sinh, SpecialValues::sinh);
    static final ComplexFunction TANH = joined(HyperbolicFunctions::tanh, SpecialValues::tanh);
    /** {@code r (cos phi + i sin phi)}. */
    static final ComplexFunction RECT = joined((r, phi) -> PyComplex.of(r * Math.cos(phi), r * Math.sin(phi)),
            SpecialValues::rect);

    private static final double LN10 = 2.302585092994046;

    /** -i times {@code r}: how asin, atan, sin and tan come from asinh, atanh, sinh and tanh of iz = -y + ix. */
    private static PyComplex timesMinusI(PyComplex r) {
        return PyComplex.of(r.imag, -r.real);
    }

    static PyComplex log10(double x, double y) {
        PyComplex r = LOG.apply(x, y);
        return PyComplex.of(r.real / LN10, r.imag / LN10);
    }

    /**
     * acosh z = ±i acos z, the sign that makes the real part non-negative; conjugate-symmetric like acos. Where
     * acos has a NaN imaginary part, so a real part it may know (π/2 at ±0 + iNaN), acosh is NaN + iNaN.
     */
    static PyComplex acosh(double x, double y) {
        PyComplex r = ACOS.apply(x, y);
        double im = Double.isNaN(r.imag) ? Double.NaN : Math.copySign(r.real, y);
        return PyComplex.of(Math.abs(r.imag), im);
    }

    static PyComplex asin(double x, double y) {
        return timesMinusI(ASINH.apply(-y, x));
    }

    static PyComplex atan(double x, double y) {
        return timesMinusI(ATANH.apply(-y, x));
    }

    static PyComplex cos(double x, double y) {
        return COSH.apply(-y, x);
    }

    static PyComplex sin(double x, double y) {
        return timesMinusI(SINH.apply(-y, x));
    }

    static PyComplex tan(double x, double y) {
        return timesMinusI(TANH.apply(-y, x));
    }
}
