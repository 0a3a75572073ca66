package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.MathErrors;

/**
 * {@code math.gamma} and {@code math.lgamma} by CPython's own method (it does not use the C library's): Lanczos'
 * approximation with g = 6.0246800407767296 and 13 terms, exact values for the small integers, and the reflection
 * formula for negative arguments. Errors are thrown here with CPython's messages.
 */
final class GammaFunction {
    private GammaFunction() {}

    private static final double LANCZOS_G = 6.024680040776729583740234375;
    private static final double LANCZOS_G_MINUS_HALF = 5.524680040776729583740234375;
    private static final double[] NUMERATOR = {
        23531376880.410759688572007674451636754734846804940,
        42919803642.649098768957899047001988850926355848959,
        35711959237.355668049440185451547166705960488635843,
        17921034426.037209699919755754458931112671403265390,
        6039542586.3520280050642916443072979210699388420708,
        1439720407.3117216736632230727949123939715485786772,
        248874557.86205415651146038641322942321632125127801,
        31426415.585400194380614231628318205362874684987640,
        2876370.6289353724412254090516208496135991145378768,
        186056.26539522349504029498971604569928220784236328,
        8071.6720023658162106380029022722506138218516325024,
        210.82427775157934587250973392071336271166969580291,
        2.5066282746310002701649081771338373386264310793408,
    };
    /** The coefficients of x*(x+1)*...*(x+11), constant term first. */
    private static final double[] DENOMINATOR = {
        0.0, 39916800.0, 120543840.0, 150917976.0, 105258076.0, 45995730.0,
        13339535.0, 2637558.0, 357423.0, 32670.0, 1925.0, 66.0, 1.0,
    };
    private static final double LOG_PI = 1.144729885849400174143427351353058711647;
    /** gamma(n) is exact for n up to 23 ((n-1)! fits in a double's 53 bits). */
    private static final int EXACT_INTEGERS = 23;

    static double gamma(double x) {
        if (!Double.isFinite(x)) {
            if (Double.isNaN(x) || x > 0.0) {
                return x;
            }
            throw MathErrors.domainError();
        }
        if (x == 0.0) {
            throw MathErrors.domainError();
        }
        if (x == Math.floor(x)) {
            if (x < 0.0) {
                throw MathErrors.domainError();
            }
            if (x <= EXACT_INTEGERS) {
                return factorial((int) x - 1);
            }
        }
        double absx = Math.abs(x);
        if (absx < 1e-20) {
            return checked(1.0 / x);
        }
        if (absx > 200.0) {
            if (x < 0.0) {
                return 0.0 / sinPi(x);
            }
            throw MathErrors.rangeError();
        }
        double y = absx + LANCZOS_G_MINUS_HALF;
        // z is the rounding error of y, scaled: it corrects pow(y, ...) / exp(y) to first order
        double z = absx > LANCZOS_G_MINUS_HALF ? (y - absx) - LANCZOS_G_MINUS_HALF : (y - LANCZOS_G_MINUS_HALF) - absx;
        z = z * LANCZOS_G / y;
        double r;
        if (x < 0.0) {
            r = -Math.PI / sinPi(absx) / absx * Math.exp(y) / lanczosSum(absx);
            r -= z * r;
            if (absx < 140.0) {
                r /= Math.pow(y, absx - 0.5);
            } else {
                double sqrtpow = Math.pow(y, absx / 2.0 - 0.25);
                r /= sqrtpow;
                r /= sqrtpow;
            }
        } else {
            r = lanczosSum(absx) / Math.exp(y);
            r += z * r;
            if (absx < 140.0) {
                r *= Math.pow(y, absx - 0.5);
            } else {
                double sqrtpow = Math.pow(y, absx / 2.0 - 0.25);
                r *= sqrtpow;
                r *= sqrtpow;
            }
        }
        return checked(r);
    }

    static double lgamma(double x) {
        if (!Double.isFinite(x)) {
            return Double.isNaN(x) ? x : Double.POSITIVE_INFINITY;
        }
        if (x == Math.floor(x) && x <= 2.0) {
            if (x <= 0.0) {
                throw MathErrors.domainError();
            }
            return 0.0;
        }
        double absx = Math.abs(x);
        if (absx < 1e-20) {
            return -Math.log(absx);
        }
        double r = Math.log(lanczosSum(absx)) - LANCZOS_G;
        r += (absx - 0.5) * (Math.log(absx + LANCZOS_G - 0.5) - 1);
        if (x < 0.0) {
            r = LOG_PI - Math.log(Math.abs(sinPi(absx))) - Math.log(absx) - r;
        }
        return checked(r);
    }

    /** The rational function L_g(x) for x > 0, in 1/x beyond 5 so that neither sum overflows. */
    private static double lanczosSum(double x) {
        double num = 0.0;
        double den = 0.0;
        if (x < 5.0) {
            for (int i = NUMERATOR.length - 1; i >= 0; i--) {
                num = num * x + NUMERATOR[i];
                den = den * x + DENOMINATOR[i];
            }
        } else {
            for (int i = 0; i < NUMERATOR.length; i++) {
                num = num / x + NUMERATOR[i];
                den = den / x + DENOMINATOR[i];
            }
        }
        return num / den;
    }

    /** sin(pi*x) with the argument reduced exactly, so integers give exact zeros. */
    private static double sinPi(double x) {
        double y = Math.abs(x) % 2.0;
        int n = (int) Math.round(2.0 * y); // y >= 0: half rounds up, as C's round()
        double r = switch (n) {
            case 0 -> Math.sin(Math.PI * y);
            case 1 -> Math.cos(Math.PI * (y - 0.5));
            case 2 -> Math.sin(Math.PI * (1.0 - y));
            case 3 -> -Math.cos(Math.PI * (y - 1.5));
            default -> Math.sin(Math.PI * (y - 2.0));
        };
        return Math.copySign(1.0, x) * r;
    }

    private static double factorial(int n) {
        double f = 1.0;
        for (int i = 2; i <= n; i++) {
            f *= i;
        }
        return f;
    }

    private static double checked(double r) {
        if (Double.isInfinite(r)) {
            throw MathErrors.rangeError();
        }
        return r;
    }
}
