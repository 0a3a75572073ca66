package io.frameweave.interpreter.modules.cmath;

import io.frameweave.interpreter.runtime.Hyperbolic;
import io.frameweave.interpreter.runtime.PyComplex;

/**
 * acos, asinh and atanh of a finite complex number by Kahan's formulas, which take their branch cuts, signed
 * zeros included, from the square roots they are built of. Past {@link #LARGE} the square roots would
 * overflow, and the functions are their asymptotes (log 2z and 1/z), exact to the last bit there.
 */
final class InverseFunctions {
    private InverseFunctions() {}

    private static final double LARGE = Double.MAX_VALUE / 4;
    /** Past this, |z|² overflows (atanh's formula squares). */
    private static final double SQRT_LARGE = Math.sqrt(Double.MAX_VALUE / 4);
    private static final double HALF_PI = Math.PI / 2;

    private static boolean isLarge(double x, double y, double limit) {
        return Math.abs(x) > limit || Math.abs(y) > limit;
    }

    /** log|2z|, for a z so large that |z| itself would overflow. */
    private static double logAbsTwice(double x, double y) {
        return Math.log(Math.hypot(x / 2, y / 2)) + 2 * ExpLog.LN2;
    }

    /** acos z = 2 atan(Re sqrt(1 - z) / Re sqrt(1 + z)) + i asinh Im(conj(sqrt(1 + z)) sqrt(1 - z)). */
    static PyComplex acos(double x, double y) {
        if (isLarge(x, y, LARGE)) {
            double im = logAbsTwice(x, y);
            return PyComplex.of(Math.atan2(Math.abs(y), x), Math.copySign(1.0, y) < 0 ? im : -im);
        }
        PyComplex oneMinus = ExpLog.sqrt(1 - x, -y);
        PyComplex onePlus = ExpLog.sqrt(1 + x, y);
        return PyComplex.of(2 * Math.atan2(oneMinus.real, onePlus.real),
                Hyperbolic.asinh(onePlus.real * oneMinus.imag - onePlus.imag * oneMinus.real));
    }

    /** asinh z from s = sqrt(1 + iz) and t = sqrt(1 - iz): asinh Im(s conj t) + i atan(y / Re(s t)). */
    static PyComplex asinh(double x, double y) {
        if (isLarge(x, y, LARGE)) {
            return PyComplex.of(Math.copySign(logAbsTwice(x, y), x), Math.atan2(y, Math.abs(x)));
        }
        PyComplex s = ExpLog.sqrt(1 - y, x);
        PyComplex t = ExpLog.sqrt(1 + y, -x);
        return PyComplex.of(Hyperbolic.asinh(s.imag * t.real - s.real * t.imag),
                Math.atan2(y, s.real * t.real - s.imag * t.imag));
    }

    /**
     * atanh on the first quadrant, signs put back after: Re = log1p(4x / ((1 - x)² + y²)) / 4 and
     * Im = atan2(2y, (1 - x)(1 + x) - y²) / 2, with z = 1 + iy (y tiny: y² underflows) and huge z apart.
     */
    static PyComplex atanh(double x, double y) {
        double ax = Math.abs(x);
        double ay = Math.abs(y);
        double re;
        double im;
        if (isLarge(ax, ay, SQRT_LARGE)) {
            double h = Math.hypot(ax / 2, ay / 2); // Re = x / |z|² = x / (4h²)
            re = ax / h / h / 4;
            im = HALF_PI;
        } else if (ax == 1 && ay < 0x1p-500) {
            if (ay == 0) {
                re = Double.POSITIVE_INFINITY; // the pole
                im = 0.0;
            } else {
                re = (Math.log(Math.hypot(ay, 2)) - Math.log(ay)) / 2;
                im = Math.atan2(2, -ay) / 2;
            }
        } else {
            double oneMinus = 1 - ax;
            re = Math.log1p(4 * ax / (oneMinus * oneMinus + ay * ay)) / 4;
            im = -Math.atan2(-2 * ay, oneMinus * (1 + ax) - ay * ay) / 2;
        }
        return PyComplex.of(Math.copySign(re, x), Math.copySign(im, y));
    }
}
