package io.frameweave.interpreter.builtins;

/**
 * atan, atan2, asin and acos evaluated in double-double arithmetic and rounded once, so they give the
 * correctly rounded values glibc returns (and so CPython) where {@code Math.atan2} is an ulp off for about one
 * input in five. asin(x) = atan2(x, sqrt(1 - x^2)) and acos(x) = atan2(sqrt(1 - x^2), x), the root in
 * double-double too.
 *
 * <p>Method: for u = |t| in [0, 1] (larger arguments use atan(t) = pi/2 - atan(1/t)), pick c = k/8 nearest
 * u; atan(u) = atan(c) + atan(v) with v = (u - c) / (1 + u c), |v| <= 1/16, whose series converges fast;
 * atan(c), pi and pi/2 are double-double constants.
 */
final class PreciseAtan {
    private static final double PI_HI = 0x1.921fb54442d18p+1;
    private static final double PI_LO = 0x1.1a62633145c07p-53;
    private static final double PI_2_HI = 0x1.921fb54442d18p+0;
    private static final double PI_2_LO = 0x1.1a62633145c07p-54;
    private static final double[] ATAN_HI = {0.0, 0x1.fd5ba9aac2f6ep-4, 0x1.f5b75f92c80ddp-3, 0x1.6f61941e4def1p-2,
        0x1.dac670561bb4fp-2, 0x1.1e00babdefeb4p-1, 0x1.4978fa3269ee1p-1, 0x1.700a7c5784634p-1, 0x1.921fb54442d18p-1};
    private static final double[] ATAN_LO = {0.0, -0x1.cd37686760c17p-59, 0x1.8ab6e3cf7afbdp-57, -0x1.c63aae6f6e918p-56,
        0x1.a2b7f222f65e2p-56, -0x1.928df287a668fp-58, 0x1.2419a87f2a458p-56, -0x1.8c34d25aadef6p-56,
        0x1.1a62633145c07p-55};

    private PreciseAtan() {}

    static double atan(double x) {
        if (Double.isNaN(x) || x == 0.0) {
            return x;
        }
        if (Double.isInfinite(x)) {
            return Math.copySign(PI_2_HI, x);
        }
        if (Math.abs(x) < 0x1p-27) {
            return Math.atan(x); // atan(x) = x (1 - x^2/3 ...): x itself, rounded the same way
        }
        double[] r = atanDD(Math.abs(x), 0.0);
        return Math.copySign(r[0] + r[1], x);
    }

    static double atan2(double y, double x) {
        if (Double.isNaN(x) || Double.isNaN(y)) {
            return x + y;
        }
        if (y == 0.0 || Double.isInfinite(x) || Double.isInfinite(y) || x == 0.0) {
            return Math.atan2(y, x); // the special cases of C99 Annex F, which Java follows too
        }
        return atan2(y, 0.0, x, 0.0);
    }

    static double asin(double x) {
        if (!(Math.abs(x) <= 1.0)) {
            return Double.NaN;
        }
        if (Math.abs(x) < 0x1p-26 || Math.abs(x) == 1.0) {
            return Math.asin(x);
        }
        double[] root = sqrtOneMinusSquare(x);
        return atan2(x, 0.0, root[0], root[1]);
    }

    static double acos(double x) {
        if (!(Math.abs(x) <= 1.0)) {
            return Double.NaN;
        }
        if (Math.abs(x) == 1.0 || x == 0.0) {
            return Math.acos(x);
        }
        double[] root = sqrtOneMinusSquare(x);
        return atan2(root[0], root[1], x, 0.0);
    }

    /** sqrt((1 - x)(1 + x)) for |x| < 1 as a double-double. */
    private static double[] sqrtOneMinusSquare(double x) {
        double[] a = add(1.0, 0.0, -x, 0.0);
        double[] b = add(1.0, 0.0, x, 0.0);
        double p = a[0] * b[0];
        double pLo = Math.fma(a[0], b[0], -p) + (a[0] * b[1] + a[1] * b[0]);
        double r = Math.sqrt(p);
        double rLo = (Math.fma(-r, r, p) + pLo) / (2.0 * r);
        return new double[] {r, rLo};
    }

    /** atan2 of double-double arguments, both nonzero and finite. */
    private static double atan2(double yHi, double yLo, double xHi, double xLo) {
        double ay = Math.abs(yHi);
        double ax = Math.abs(xHi);
        double ayLo = Math.copySign(1.0, yHi) * yLo;
        double axLo = Math.copySign(1.0, xHi) * xLo;
        double[] a;
        if (ay / ax > 0x1p60) {
            a = sub(PI_2_HI, PI_2_LO, ax / ay, 0.0);
        } else {
            double qHi = ay / ax;
            if (qHi < 0x1p-1000) {
                a = new double[] {qHi, 0.0};
            } else {
                double qLo = (Math.fma(-qHi, ax, ay) + ayLo - qHi * axLo) / ax;
                a = atanDD(qHi, qLo);
            }
        }
        if (xHi < 0) {
            a = sub(PI_HI, PI_LO, a[0], a[1]);
        }
        return Math.copySign(a[0] + a[1], yHi);
    }

    /** atan(t) for t = tHi + tLo > 0, as a double-double. */
    private static double[] atanDD(double tHi, double tLo) {
        boolean invert = tHi > 1.0;
        double uHi = tHi;
        double uLo = tLo;
        if (invert) {
            uHi = 1.0 / tHi;
            uLo = (Math.fma(-uHi, tHi, 1.0) - uHi * tLo) / tHi;
        }
        int k = (int) Math.rint(uHi * 8.0);
        double c = k / 8.0;
        // v = (u - c) / (1 + u c)
        double[] num = add(uHi, uLo, -c, 0.0);
        double pc = uHi * c;
        double[] den = add(1.0, 0.0, pc, Math.fma(uHi, c, -pc) + uLo * c);
        double vHi = num[0] / den[0];
        double vLo = (Math.fma(-vHi, den[0], num[0]) + num[1] - vHi * den[1]) / den[0];
        double v2 = vHi * vHi;
        double tail = vHi * v2 * (-1.0 / 3 + v2 * (1.0 / 5 + v2 * (-1.0 / 7 + v2 * (1.0 / 9 + v2 * (-1.0 / 11
                + v2 * (1.0 / 13 + v2 * (-1.0 / 15 + v2 * (1.0 / 17 - v2 / 19))))))));
        double[] r = add(ATAN_HI[k], ATAN_LO[k], vHi, vLo + tail);
        return invert ? sub(PI_2_HI, PI_2_LO, r[0], r[1]) : r;
    }

    private static double[] add(double aHi, double aLo, double bHi, double bLo) {
        double s = aHi + bHi;
        double bb = s - aHi;
        double err = (aHi - (s - bb)) + (bHi - bb);
        double lo = err + aLo + bLo;
        double hi = s + lo;
        return new double[] {hi, lo - (hi - s)};
    }

    private static double[] sub(double aHi, double aLo, double bHi, double bLo) {
        return add(aHi, aLo, -bHi, -bLo);
    }
}
