package io.frameweave.interpreter.runtime;

/**
 * cosh, asinh, acosh and atanh by the formulas of glibc's fdlibm-derived implementations, so they round as
 * CPython's do ({@code Math.cosh} and the textbook formulas differ in the last bit for some inputs). NaN
 * results mark domain errors (math's {@code math1} turns them into ValueError).
 */
public final class Hyperbolic {
    private Hyperbolic() {}

    private static final double LN2 = 0.6931471805599453;

    public static double cosh(double x) {
        double a = Math.abs(x);
        if (Double.isNaN(x)) {
            return x;
        }
        if (a < 0.5 * LN2) {
            double t = Math.expm1(a);
            double w = 1.0 + t;
            return a < 0x1p-55 ? w : 1.0 + (t * t) / (w + w);
        }
        if (a < 22.0) {
            double t = Math.exp(a);
            return 0.5 * t + 0.5 / t;
        }
        if (a < 709.782712893384) {
            return 0.5 * Math.exp(a);
        }
        if (a <= 710.4758600739439) {
            double w = Math.exp(0.5 * a);
            return (0.5 * w) * w;
        }
        return Double.POSITIVE_INFINITY;
    }

    public static double asinh(double x) {
        double a = Math.abs(x);
        if (!Double.isFinite(x) || a < 0x1p-28) {
            return x;
        }
        double r;
        if (a > 0x1p28) {
            r = Math.log(a) + LN2;
        } else if (a > 2.0) {
            r = Math.log(2.0 * a + 1.0 / (Math.sqrt(x * x + 1.0) + a));
        } else {
            double t = x * x;
            r = Math.log1p(a + t / (1.0 + Math.sqrt(1.0 + t)));
        }
        return Math.copySign(r, x);
    }

    public static double acosh(double x) {
        if (x < 1.0) {
            return Double.NaN;
        }
        if (x >= 0x1p28) {
            return Double.isInfinite(x) ? x : Math.log(x) + LN2;
        }
        if (x == 1.0) {
            return 0.0;
        }
        if (x > 2.0) {
            double t = x * x;
            return Math.log(2.0 * x - 1.0 / (x + Math.sqrt(t - 1.0)));
        }
        double t = x - 1.0;
        return Math.log1p(t + Math.sqrt(2.0 * t + t * t));
    }

    public static double atanh(double x) {
        double a = Math.abs(x);
        double t;
        if (a < 0.5) {
            if (a < 0x1p-28) {
                return x;
            }
            t = a + a;
            t = 0.5 * Math.log1p(t + t * a / (1.0 - a));
        } else if (a < 1.0) {
            t = 0.5 * Math.log1p((a + a) / (1.0 - a));
        } else {
            return Double.NaN; // |x| >= 1: a domain error, as CPython reports it
        }
        return Math.copySign(t, x);
    }
}
