package io.frameweave.interpreter.modules.cmath;

import io.frameweave.interpreter.runtime.PyComplex;

/**
 * The cmath functions of one complex argument, without their errors (see {@link ComplexErrors}). The core
 * functions join their finite algorithm and their {@link SpecialValues}; the others follow from them by the
 * identities C99 defines them with (asin z = -i asinh iz, cos z = cosh iz, ...), which carry the special values
 * and branch cuts along.
 */
final class ComplexFunctions {
    private ComplexFunctions() {}

    private static final double LN10 = 2.302585092994046;

    private static boolean isFinite(double x, double y) {
        return Double.isFinite(x) && Double.isFinite(y);
    }

    /** -i times {@code r}: how asin, atan, sin and tan come from asinh, atanh, sinh and tanh of iz = -y + ix. */
    private static PyComplex timesMinusI(PyComplex r) {
        return PyComplex.of(r.imag, -r.real);
    }

    static PyComplex exp(double x, double y) {
        return isFinite(x, y) ? ExpLog.exp(x, y) : SpecialValues.exp(x, y);
    }

    static PyComplex log(double x, double y) {
        return isFinite(x, y) ? ExpLog.log(x, y) : SpecialValues.log(x, y);
    }

    static PyComplex log10(double x, double y) {
        PyComplex r = log(x, y);
        return PyComplex.of(r.real / LN10, r.imag / LN10);
    }

    static PyComplex sqrt(double x, double y) {
        return isFinite(x, y) ? ExpLog.sqrt(x, y) : SpecialValues.sqrt(x, y);
    }

    static PyComplex acos(double x, double y) {
        return isFinite(x, y) ? InverseFunctions.acos(x, y) : SpecialValues.acos(x, y);
    }

    static PyComplex asinh(double x, double y) {
        return isFinite(x, y) ? InverseFunctions.asinh(x, y) : SpecialValues.asinh(x, y);
    }

    static PyComplex atanh(double x, double y) {
        return isFinite(x, y) ? InverseFunctions.atanh(x, y) : SpecialValues.atanh(x, y);
    }

    static PyComplex cosh(double x, double y) {
        return isFinite(x, y) ? HyperbolicFunctions.cosh(x, y) : SpecialValues.cosh(x, y);
    }

    static PyComplex sinh(double x, double y) {
        return isFinite(x, y) ? HyperbolicFunctions.sinh(x, y) : SpecialValues.sinh(x, y);
    }

    static PyComplex tanh(double x, double y) {
        return isFinite(x, y) ? HyperbolicFunctions.tanh(x, y) : SpecialValues.tanh(x, y);
    }

    /**
     * acosh z = ±i acos z, the sign that makes the real part non-negative; conjugate-symmetric like acos. Where
     * acos has a NaN imaginary part, so a real part it may know (π/2 at ±0 + iNaN), acosh is NaN + iNaN.
     */
    static PyComplex acosh(double x, double y) {
        PyComplex r = acos(x, y);
        double im = Double.isNaN(r.imag) ? Double.NaN : Math.copySign(r.real, y);
        return PyComplex.of(Math.abs(r.imag), im);
    }

    static PyComplex asin(double x, double y) {
        return timesMinusI(asinh(-y, x));
    }

    static PyComplex atan(double x, double y) {
        return timesMinusI(atanh(-y, x));
    }

    static PyComplex cos(double x, double y) {
        return cosh(-y, x);
    }

    static PyComplex sin(double x, double y) {
        return timesMinusI(sinh(-y, x));
    }

    static PyComplex tan(double x, double y) {
        return timesMinusI(tanh(-y, x));
    }

    /** {@code r (cos phi + i sin phi)}. */
    static PyComplex rect(double r, double phi) {
        return isFinite(r, phi) ? PyComplex.of(r * Math.cos(phi), r * Math.sin(phi)) : SpecialValues.rect(r, phi);
    }
}
