package io.frameweave.interpreter.builtins;

/**
 * log2 evaluated in double-double arithmetic (about 100 significant bits) and rounded once, giving the
 * correctly rounded values that glibc's log2 (and so CPython) returns, where {@code log(x)/log(2)} is off by
 * an ulp for many inputs. Only positive finite arguments reach here. (log10 needs no such care: glibc's is
 * fdlibm's, which {@code StrictMath.log10} is too.)
 *
 * <p>Method: x = m * 2^e with m in [sqrt(1/2), sqrt(2)); ln(m) = 2s(1 + z/3 + z^2/5 + ...) with
 * s = (m-1)/(m+1), z = s^2 <= 0.0295, the leading terms in double-double, the tail in double.
 */
final class PreciseLog {
    private static final double INV_LN2_HI = 0x1.71547652b82fep+0;
    private static final double INV_LN2_LO = 0x1.777d0ffda0d24p-56;
    private static final double SQRT2 = 1.4142135623730951;

    private PreciseLog() {}

    static double log2(double x) {
        int e = exponent(x);
        double m = Math.scalb(x, -e);
        if (m == 1.0) {
            return e;
        }
        double[] ln = lnMantissa(m);
        double[] p = mul(ln[0], ln[1], INV_LN2_HI, INV_LN2_LO);
        double[] r = add(e, 0.0, p[0], p[1]);
        return r[0] + r[1];
    }

    /** The binary exponent e with x / 2^e in [sqrt(1/2), sqrt(2)). */
    private static int exponent(double x) {
        int e = Math.getExponent(x);
        if (e == Double.MIN_EXPONENT - 1) {
            e = Math.getExponent(x * 0x1p64) - 64;
        }
        if (Math.scalb(x, -e) >= SQRT2) {
            e++;
        }
        return e;
    }

    /** ln(m) for m in [sqrt(1/2), sqrt(2)) as a double-double {hi, lo}. */
    private static double[] lnMantissa(double m) {
        double f = m - 1.0; // exact (Sterbenz)
        double gHi = m + 1.0;
        double gLo = (m - (gHi - 1.0)) + (1.0 - (gHi - (gHi - 1.0)));
        double sHi = f / gHi;
        double rem = Math.fma(-sHi, gHi, f) - sHi * gLo;
        double sLo = rem / gHi;
        double[] z = mul(sHi, sLo, sHi, sLo);
        double zd = z[0];
        // 1 + z/3 in double-double; the tail z^2 (1/5 + z/7 + ...) in double
        double third = z[0] / 3.0;
        double thirdLo = (Math.fma(-third, 3.0, z[0]) + z[1]) / 3.0;
        double tail = zd * zd * (1.0 / 5 + zd * (1.0 / 7 + zd * (1.0 / 9 + zd * (1.0 / 11 + zd * (1.0 / 13
                + zd * (1.0 / 15 + zd * (1.0 / 17 + zd * (1.0 / 19 + zd / 21))))))));
        double[] series = add(1.0, 0.0, third, thirdLo + tail);
        double[] twoS = {2 * sHi, 2 * sLo};
        return mul(twoS[0], twoS[1], series[0], series[1]);
    }

    private static double[] add(double aHi, double aLo, double bHi, double bLo) {
        double s = aHi + bHi;
        double bb = s - aHi;
        double err = (aHi - (s - bb)) + (bHi - bb);
        double lo = err + aLo + bLo;
        double hi = s + lo;
        return new double[] {hi, lo - (hi - s)};
    }

    private static double[] mul(double aHi, double aLo, double bHi, double bLo) {
        double p = aHi * bHi;
        double err = Math.fma(aHi, bHi, -p) + (aHi * bLo + aLo * bHi);
        double hi = p + err;
        return new double[] {hi, err - (hi - p)};
    }
}
