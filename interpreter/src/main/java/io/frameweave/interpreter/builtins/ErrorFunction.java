package io.frameweave.interpreter.builtins;

/**
 * {@code math.erf} and {@code math.erfc}. CPython 3.11 calls the C library's; glibc's are Sun's fdlibm rational
 * approximations with the polynomials split into even and odd halves, so this evaluates the same approximations in
 * the same order and rounds as CPython on Linux does.
 */
final class ErrorFunction {
    private ErrorFunction() {}

    private static final double TINY = 1e-300;
    /** erf(1) rounded to 24 bits: the base of the approximation on [0.84375, 1.25]. */
    private static final double ERX = 8.45062911510467529297e-01;
    private static final double EFX = 1.28379167095512586316e-01;
    private static final double EFX8 = 1.02703333676410069053e+00;

    // erf(x) = x + x*P(x^2)/Q(x^2) on [0, 0.84375]
    private static final double PP0 = 1.28379167095512558561e-01, PP1 = -3.25042107247001499370e-01,
            PP2 = -2.84817495755985104766e-02, PP3 = -5.77027029648944159157e-03, PP4 = -2.37630166566501626084e-05;
    private static final double QQ1 = 3.97917223959155352819e-01, QQ2 = 6.50222499887672944485e-02,
            QQ3 = 5.08130628187576562776e-03, QQ4 = 1.32494738004321644526e-04, QQ5 = -3.96022827877536812320e-06;
    // erf(1+s) - ERX = P(s)/Q(s) on [0.84375, 1.25]
    private static final double PA0 = -2.36211856075265944077e-03, PA1 = 4.14856118683748331666e-01,
            PA2 = -3.72207876035701323847e-01, PA3 = 3.18346619901161753674e-01, PA4 = -1.10894694282396677476e-01,
            PA5 = 3.54783043256182359371e-02, PA6 = -2.16637559486879084300e-03;
    private static final double QA1 = 1.06420880400844228286e-01, QA2 = 5.40397917702171048937e-01,
            QA3 = 7.18286544141962662868e-02, QA4 = 1.26171219808761642112e-01, QA5 = 1.36370839120290507362e-02,
            QA6 = 1.19844998467991074170e-02;
    // log(x*erfc(x)) + x*x + 0.5625 = R(1/x^2)/S(1/x^2) on [1.25, 1/0.35]
    private static final double RA0 = -9.86494403484714822705e-03, RA1 = -6.93858572707181764372e-01,
            RA2 = -1.05586262253232909814e+01, RA3 = -6.23753324503260060396e+01, RA4 = -1.62396669462573470355e+02,
            RA5 = -1.84605092906711035994e+02, RA6 = -8.12874355063065934246e+01, RA7 = -9.81432934416914548592e+00;
    private static final double SA1 = 1.96512716674392571292e+01, SA2 = 1.37657754143519042600e+02,
            SA3 = 4.34565877475229228821e+02, SA4 = 6.45387271733267880336e+02, SA5 = 4.29008140027567833386e+02,
            SA6 = 1.08635005541779435134e+02, SA7 = 6.57024977031928170135e+00, SA8 = -6.04244152148580987438e-02;
    // the same on [1/0.35, 28]
    private static final double RB0 = -9.86494292470009928597e-03, RB1 = -7.99283237680523006574e-01,
            RB2 = -1.77579549177547519889e+01, RB3 = -1.60636384855821916062e+02, RB4 = -6.37566443368389627722e+02,
            RB5 = -1.02509513161107724954e+03, RB6 = -4.83519191608651397019e+02;
    private static final double SB1 = 3.03380607434824582924e+01, SB2 = 3.25792512996573918826e+02,
            SB3 = 1.53672958608443695994e+03, SB4 = 3.19985821950859553908e+03, SB5 = 2.55305040643316442583e+03,
            SB6 = 4.74528541206955367215e+02, SB7 = -2.24409524465858183362e+01;

    static double erf(double x) {
        int hx = highWord(x);
        int ix = hx & 0x7fffffff;
        if (ix >= 0x7ff00000) {
            return Double.isNaN(x) ? x : Math.copySign(1.0, x);
        }
        if (ix < 0x3feb0000) { // |x| < 0.84375
            if (ix < 0x3e300000) { // |x| < 2**-28
                return ix < 0x00800000 ? 0.125 * (8.0 * x + EFX8 * x) : x + EFX * x;
            }
            return x + x * smallRatio(x * x);
        }
        if (ix < 0x3ff40000) { // |x| < 1.25
            double pq = nearOneRatio(Math.abs(x) - 1.0);
            return hx >= 0 ? ERX + pq : -ERX - pq;
        }
        if (ix >= 0x40180000) { // |x| >= 6
            return hx >= 0 ? 1.0 - TINY : TINY - 1.0;
        }
        double a = Math.abs(x);
        double r = tail(a, ix < 0x4006DB6E);
        return hx >= 0 ? 1.0 - r / a : r / a - 1.0;
    }

    static double erfc(double x) {
        int hx = highWord(x);
        int ix = hx & 0x7fffffff;
        if (ix >= 0x7ff00000) {
            return Double.isNaN(x) ? x : (x > 0 ? 0.0 : 2.0);
        }
        if (ix < 0x3feb0000) { // |x| < 0.84375
            if (ix < 0x3c700000) { // |x| < 2**-56
                return 1.0 - x;
            }
            double y = smallRatio(x * x);
            if (hx < 0x3fd00000) { // x < 1/4
                return 1.0 - (x + x * y);
            }
            double r = x * y;
            r += x - 0.5;
            return 0.5 - r;
        }
        if (ix < 0x3ff40000) { // |x| < 1.25
            double pq = nearOneRatio(Math.abs(x) - 1.0);
            return hx >= 0 ? (1.0 - ERX) - pq : 1.0 + (ERX + pq);
        }
        if (ix < 0x403c0000) { // |x| < 28
            if (hx < 0 && ix >= 0x40180000) { // x <= -6
                return 2.0 - TINY;
            }
            double a = Math.abs(x);
            double r = tail(a, ix < 0x4006DB6D);
            return hx > 0 ? r / a : 2.0 - r / a;
        }
        return hx > 0 ? TINY * TINY : 2.0 - TINY;
    }

    /** P(z)/Q(z) for the interval [0, 0.84375], z = x*x. */
    private static double smallRatio(double z) {
        double z2 = z * z;
        double z4 = z2 * z2;
        double r = (PP0 + z * PP1) + z2 * (PP2 + z * PP3) + z4 * PP4;
        double s = (1.0 + z * QQ1) + z2 * (QQ2 + z * QQ3) + z4 * (QQ4 + z * QQ5);
        return r / s;
    }

    /** P(s)/Q(s) for the interval [0.84375, 1.25], s = |x| - 1. */
    private static double nearOneRatio(double s) {
        double s2 = s * s;
        double s4 = s2 * s2;
        double s6 = s4 * s2;
        double p = (PA0 + s * PA1) + s2 * (PA2 + s * PA3) + s4 * (PA4 + s * PA5) + s6 * PA6;
        double q = (1.0 + s * QA1) + s2 * (QA2 + s * QA3) + s4 * (QA4 + s * QA5) + s6 * QA6;
        return p / q;
    }

    /** x*erfc(x) for 1.25 <= x < 28, with the nearer ([1.25, 1/0.35]) or the farther approximation. */
    private static double tail(double x, boolean near) {
        double s = 1.0 / (x * x);
        double s2 = s * s;
        double s4 = s2 * s2;
        double s6 = s4 * s2;
        double r;
        double q;
        if (near) {
            double s8 = s4 * s4;
            r = (RA0 + s * RA1) + s2 * (RA2 + s * RA3) + s4 * (RA4 + s * RA5) + s6 * (RA6 + s * RA7);
            q = (1.0 + s * SA1) + s2 * (SA2 + s * SA3) + s4 * (SA4 + s * SA5) + s6 * (SA6 + s * SA7) + s8 * SA8;
        } else {
            r = (RB0 + s * RB1) + s2 * (RB2 + s * RB3) + s4 * (RB4 + s * RB5) + s6 * RB6;
            q = (1.0 + s * SB1) + s2 * (SB2 + s * SB3) + s4 * (SB4 + s * SB5) + s6 * (SB6 + s * SB7);
        }
        // exp(-x*x) split so that z*z is exact: z is x with its low 32 bits cleared
        double z = Double.longBitsToDouble(Double.doubleToRawLongBits(x) & 0xffffffff00000000L);
        return Math.exp(-z * z - 0.5625) * Math.exp((z - x) * (z + x) + r / q);
    }

    private static int highWord(double x) {
        return (int) (Double.doubleToRawLongBits(x) >> 32);
    }
}
