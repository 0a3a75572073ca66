package io.frameweave.interpreter.modules.cmath;

import io.frameweave.interpreter.runtime.PyComplex;

/**
 * The values of the core functions at arguments with an infinite or NaN part, as C99 Annex G gives them (where
 * it leaves a sign unspecified, the sign CPython returns). The functions that are odd or conjugate-symmetric
 * work on the first quadrant and put the argument's signs back at the end.
 */
final class SpecialValues {
    private SpecialValues() {}

    private static final double INF = Double.POSITIVE_INFINITY;
    private static final double NAN = Double.NaN;
    private static final double PI = Math.PI;
    private static final double HALF_PI = Math.PI / 2;
    private static final double QUARTER_PI = Math.PI / 4;

    private static boolean isInf(double d) {
        return Double.isInfinite(d);
    }

    private static boolean isNaN(double d) {
        return Double.isNaN(d);
    }

    /**
     * {@code (re, im)} with the signs of {@code x} and {@code y} (for odd, conjugate-symmetric functions); a NaN
     * argument counts as positive, as CPython's tables have it.
     */
    private static PyComplex signed(double re, double im, double x, double y) {
        return PyComplex.of(isNaN(x) ? re : Math.copySign(re, x), isNaN(y) ? im : Math.copySign(im, y));
    }

    static PyComplex exp(double x, double y) {
        if (x == INF) {
            if (y == 0) {
                return PyComplex.of(x, y);
            }
            return Double.isFinite(y) ? PyComplex.of(INF * Math.cos(y), INF * Math.sin(y)) : PyComplex.of(INF, NAN);
        }
        if (x == -INF) {
            return Double.isFinite(y) ? PyComplex.of(Math.copySign(0.0, Math.cos(y)), Math.copySign(0.0, Math.sin(y)))
                    : PyComplex.of(0.0, 0.0);
        }
        if (isNaN(x)) {
            return PyComplex.of(NAN, y == 0 ? y : NAN);
        }
        return PyComplex.of(NAN, NAN); // x finite, y infinite or NaN
    }

    static PyComplex log(double x, double y) {
        double re = isInf(x) || isInf(y) ? INF : NAN;
        return PyComplex.of(re, Math.atan2(y, x));
    }

    static PyComplex sqrt(double x, double y) {
        if (isInf(y)) {
            return PyComplex.of(INF, y);
        }
        if (isNaN(x)) {
            return PyComplex.of(NAN, NAN);
        }
        if (x == INF) {
            return PyComplex.of(INF, isNaN(y) ? y : Math.copySign(0.0, y));
        }
        if (x == -INF) {
            return isNaN(y) ? PyComplex.of(NAN, INF) : PyComplex.of(0.0, Math.copySign(INF, y));
        }
        return PyComplex.of(NAN, NAN); // x finite, y NaN
    }

    /** acos on the upper half plane, mirrored for a negative {@code y} (acos is conjugate-symmetric). */
    static PyComplex acos(double x, double y) {
        double re;
        double im;
        if (isInf(y)) {
            re = isNaN(x) ? NAN : x == INF ? QUARTER_PI : x == -INF ? 3 * QUARTER_PI : HALF_PI;
            im = -INF;
        } else if (isNaN(y)) {
            return PyComplex.of(x == 0 ? HALF_PI : NAN, isInf(x) ? INF : NAN); // a NaN has no side to mirror
        } else if (x == INF) {
            re = 0.0;
            im = -INF;
        } else if (x == -INF) {
            re = PI;
            im = -INF;
        } else {
            re = NAN;
            im = NAN;
        }
        return PyComplex.of(re, Math.copySign(1.0, y) < 0 ? -im : im);
    }

    static PyComplex asinh(double x, double y) {
        double ax = Math.abs(x);
        double ay = Math.abs(y);
        if (isInf(ax)) {
            return signed(INF, isNaN(ay) ? NAN : isInf(ay) ? QUARTER_PI : 0.0, x, y);
        }
        if (isNaN(ax)) {
            if (isInf(ay)) {
                return PyComplex.of(INF, NAN);
            }
            return PyComplex.of(NAN, ay == 0 ? y : NAN);
        }
        return isInf(ay) ? signed(INF, HALF_PI, x, y) : PyComplex.of(NAN, NAN);
    }

    static PyComplex atanh(double x, double y) {
        double ax = Math.abs(x);
        double ay = Math.abs(y);
        if (isInf(ax)) {
            return signed(0.0, isNaN(ay) ? NAN : HALF_PI, x, y);
        }
        if (isNaN(ax)) {
            return isInf(ay) ? signed(0.0, HALF_PI, x, y) : PyComplex.of(NAN, NAN);
        }
        if (isInf(ay)) {
            return signed(0.0, HALF_PI, x, y);
        }
        return ax == 0 ? PyComplex.of(x, NAN) : PyComplex.of(NAN, NAN); // y NaN
    }

    /** cosh(x + iy) = cosh x cos y + i sinh x sin y. */
    static PyComplex cosh(double x, double y) {
        if (isInf(x)) {
            if (y == 0) {
                return PyComplex.of(INF, x > 0 ? y : -y);
            }
            return Double.isFinite(y) ? PyComplex.of(INF * Math.cos(y), x * Math.sin(y)) : PyComplex.of(INF, NAN);
        }
        if (isNaN(x)) {
            return PyComplex.of(NAN, y == 0 ? 0.0 : NAN);
        }
        return PyComplex.of(NAN, x == 0 ? 0.0 : NAN); // x finite, y infinite or NaN
    }

    /** sinh(x + iy) = sinh x cos y + i cosh x sin y. */
    static PyComplex sinh(double x, double y) {
        if (isInf(x)) {
            if (y == 0) {
                return PyComplex.of(x, y);
            }
            return Double.isFinite(y) ? PyComplex.of(x * Math.cos(y), INF * Math.sin(y)) : PyComplex.of(INF, NAN);
        }
        if (isNaN(x)) {
            return PyComplex.of(NAN, y == 0 ? y : NAN);
        }
        return PyComplex.of(x == 0 ? 0.0 : NAN, NAN); // x finite, y infinite or NaN
    }

    static PyComplex tanh(double x, double y) {
        if (isInf(x)) {
            // the sign of sin 2y, without computing 2y (which overflows past half the largest double)
            double im = Double.isFinite(y) ? Math.copySign(0.0, Math.sin(y) * Math.cos(y)) : 0.0;
            return PyComplex.of(Math.copySign(1.0, x), im);
        }
        if (isNaN(x)) {
            return PyComplex.of(NAN, y == 0 ? y : NAN);
        }
        return PyComplex.of(NAN, NAN); // x finite, y infinite or NaN
    }

    /** {@code r * (cos phi + i sin phi)}. */
    static PyComplex rect(double r, double phi) {
        if (Double.isFinite(phi)) {
            if (phi == 0) {
                return PyComplex.of(r, isNaN(r) ? 0.0 : phi * Math.copySign(1.0, r));
            }
            return PyComplex.of(r * Math.cos(phi), r * Math.sin(phi));
        }
        if (r == 0) {
            return PyComplex.of(0.0, 0.0);
        }
        return isInf(r) ? PyComplex.of(INF, NAN) : PyComplex.of(NAN, NAN);
    }
}
