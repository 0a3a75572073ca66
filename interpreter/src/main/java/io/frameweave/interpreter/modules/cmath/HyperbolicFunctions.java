package io.frameweave.interpreter.modules.cmath;

import io.frameweave.interpreter.runtime.Hyperbolic;
import io.frameweave.interpreter.runtime.PyComplex;

/**
 * cosh, sinh and tanh of a finite complex number. Past |x| = 708 cosh x and sinh x are e^|x| / 2, computed as
 * (cos y or sin y) e^700 / 2, which neither overflows nor underflows, times e^(|x| - 700): a small cosine or
 * sine keeps the result finite when it is, and a tiny one keeps its digits.
 */
final class HyperbolicFunctions {
    private HyperbolicFunctions() {}

    private static final double SHIFT = 700.0;
    private static final double HALF_EXP_OF_SHIFT = Math.exp(SHIFT) / 2;
    /** Past this, tanh x is ±1 to the last bit and cosh x² would overflow. */
    private static final double TANH_SATURATED = 354.0;

    private static boolean isLarge(double x) {
        return Math.abs(x) > 708.0;
    }

    /** cosh(x + iy) = cosh x cos y + i sinh x sin y. */
    static PyComplex cosh(double x, double y) {
        if (isLarge(x)) {
            double scaled = Math.exp(Math.abs(x) - SHIFT);
            double im = y == 0 ? (x > 0 ? y : -y) : Math.sin(y) * HALF_EXP_OF_SHIFT * Math.copySign(scaled, x);
            return PyComplex.of(Math.cos(y) * HALF_EXP_OF_SHIFT * scaled, im);
        }
        return PyComplex.of(Math.cos(y) * Hyperbolic.cosh(x), Math.sin(y) * Math.sinh(x));
    }

    /** sinh(x + iy) = sinh x cos y + i cosh x sin y. */
    static PyComplex sinh(double x, double y) {
        if (isLarge(x)) {
            double scaled = Math.copySign(Math.exp(Math.abs(x) - SHIFT), x);
            double im = y == 0 ? y : Math.sin(y) * HALF_EXP_OF_SHIFT * Math.abs(scaled);
            return PyComplex.of(Math.cos(y) * HALF_EXP_OF_SHIFT * scaled, im);
        }
        return PyComplex.of(Math.cos(y) * Math.sinh(x), Math.sin(y) * Hyperbolic.cosh(x));
    }

    /**
     * tanh(x + iy) = (t(1 + u²) + i u sech² x) / (1 + t²u²) with t = tanh x and u = tan y; once tanh x is ±1
     * the imaginary part is 4 sin y cos y e^(-2|x|), which that formula would lose to underflow.
     */
    static PyComplex tanh(double x, double y) {
        if (Math.abs(x) > TANH_SATURATED) {
            return PyComplex.of(Math.copySign(1.0, x), 4 * Math.sin(y) * Math.cos(y) * Math.exp(-2 * Math.abs(x)));
        }
        double t = Math.tanh(x);
        double u = Math.tan(y);
        double sech = 1 / Hyperbolic.cosh(x);
        double tu = t * u;
        double denominator = 1 + tu * tu;
        return PyComplex.of(t * (1 + u * u) / denominator, u / denominator * sech * sech);
    }
}
