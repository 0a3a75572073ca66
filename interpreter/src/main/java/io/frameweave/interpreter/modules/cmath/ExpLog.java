package io.frameweave.interpreter.modules.cmath;

import io.frameweave.interpreter.runtime.PyComplex;

/** exp, log and sqrt of a finite complex number, scaled so no intermediate result overflows or underflows. */
final class ExpLog {
    private ExpLog() {}

    static final double LN2 = 0.6931471805599453;
    /**
     * Past 708, exp overflows: e^x cos y is computed as (cos y e^SHIFT) e^(x - SHIFT), whose first product neither
     * overflows nor underflows, so a tiny sin y keeps its digits and a small cos y keeps the result finite.
     */
    private static final double EXP_SHIFT = 700.0;
    private static final double EXP_OF_SHIFT = Math.exp(EXP_SHIFT);

    static PyComplex exp(double x, double y) {
        if (y == 0) {
            return PyComplex.of(Math.exp(x), y); // no cos/sin: exp(x) may be infinite, and inf * 0 is NaN
        }
        if (x > 708.0) { // x - 700 is exact up to 1400, past which the result overflows whatever y is
            double scaled = Math.exp(x - EXP_SHIFT);
            return PyComplex.of(Math.cos(y) * EXP_OF_SHIFT * scaled, Math.sin(y) * EXP_OF_SHIFT * scaled);
        }
        double ex = Math.exp(x);
        return PyComplex.of(ex * Math.cos(y), ex * Math.sin(y));
    }

    static PyComplex log(double x, double y) {
        return PyComplex.of(logAbs(x, y), Math.atan2(y, x));
    }

    /**
     * log|x + iy|. Near |z| = 1 it is log1p(x² + y² - 1) / 2 with the squares' rounding errors kept (by fma), since
     * log(hypot) would lose the digits of a result near zero; far from 1 the hypotenuse is scaled into range.
     */
    static double logAbs(double x, double y) {
        double big = Math.max(Math.abs(x), Math.abs(y));
        double small = Math.min(Math.abs(x), Math.abs(y));
        if (big == 0) {
            return Double.NEGATIVE_INFINITY;
        }
        if (big > Double.MAX_VALUE / 2) {
            return Math.log(Math.hypot(big / 2, small / 2)) + LN2;
        }
        if (big < Double.MIN_NORMAL) {
            return Math.log(Math.hypot(big * 0x1p54, small * 0x1p54)) - 54 * LN2;
        }
        double h = Math.hypot(big, small);
        if (h < 0.71 || h > 1.73) {
            return Math.log(h);
        }
        double bigSq = big * big;
        double bigSqError = Math.fma(big, big, -bigSq);
        double smallSq = small * small;
        double smallSqError = Math.fma(small, small, -smallSq);
        return Math.log1p(((bigSq - 1.0) + smallSq) + (bigSqError + smallSqError)) / 2;
    }

    /**
     * The principal square root: s = sqrt((|x| + |z|) / 2) computed on a scaled copy of z when |z| is near the
     * ends of the double range, then the other part |y| / 2s; the sign of y chooses the half plane.
     */
    static PyComplex sqrt(double x, double y) {
        if (x == 0 && y == 0) {
            return PyComplex.of(0.0, y);
        }
        double ax = Math.abs(x);
        double ay = Math.abs(y);
        double big = Math.max(ax, ay);
        double s;
        if (big > 0x1p1000) {
            s = Math.sqrt((ax * 0x1p-4 + Math.hypot(ax * 0x1p-4, ay * 0x1p-4)) * 0.5) * 0x1p2;
        } else if (big < 0x1p-1000) {
            s = Math.sqrt((ax * 0x1p60 + Math.hypot(ax * 0x1p60, ay * 0x1p60)) * 0.5) * 0x1p-30;
        } else {
            s = Math.sqrt((ax + Math.hypot(ax, ay)) * 0.5);
        }
        double d = ay / (2 * s);
        return x >= 0 ? PyComplex.of(s, Math.copySign(d, y)) : PyComplex.of(d, Math.copySign(s, y));
    }
}
