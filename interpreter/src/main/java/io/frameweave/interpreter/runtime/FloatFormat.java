package io.frameweave.interpreter.runtime;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;

/**
 * The digits of a float in the fixed ('f'), exponent ('e') and general ('g') notations, correctly rounded:
 * the exact binary value is rounded half-to-even, which is what CPython's {@code PyOS_double_to_string}
 * produces. Arguments are finite and non-negative; signs, inf and nan are the caller's business.
 */
final class FloatFormat {
    private FloatFormat() {}

    /** {@code v} with {@code prec} digits after the point; a lone trailing point when {@code alt} and prec is 0. */
    static String fixed(double v, int prec, boolean alt) {
        String s;
        if (v == 0) {
            s = prec == 0 ? "0" : "0." + "0".repeat(prec);
        } else if (prec < POW10.length && v * POW10[prec] < 1e9 && (s = fixedFast(v, prec)) != null) {
            // common small values: no BigDecimal
        } else {
            s = new BigDecimal(v).setScale(prec, RoundingMode.HALF_EVEN).toPlainString();
        }
        if (prec == 0 && alt) {
            s += ".";
        }
        return s;
    }

    private static final double[] POW10 = {1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9};

    /**
     * {@code fixed} for {@code v * 10^prec < 1e9}: the scaled product is within 1e-7 of the exact one, so
     * unless it lies near a tie (x.5) its nearest integer is the correctly rounded result. Null near a tie.
     */
    private static String fixedFast(double v, int prec) {
        double scaled = v * POW10[prec];
        double floor = Math.floor(scaled);
        double frac = scaled - floor;
        if (Math.abs(frac - 0.5) < 1e-6) {
            return null;
        }
        long r = (long) floor + (frac > 0.5 ? 1 : 0);
        // the digits of r, at least prec + 1 of them, with the point before the last prec: written in place
        int count = 1;
        for (long x = r; x >= 10; x /= 10) {
            count++;
        }
        int digits = Math.max(count, prec + 1);
        char[] out = new char[prec > 0 ? digits + 1 : digits];
        int pos = out.length;
        for (int k = 0; k < digits; k++) {
            out[--pos] = (char) ('0' + (int) (r % 10));
            r /= 10;
            if (k == prec - 1) {
                out[--pos] = '.';
            }
        }
        return new String(out);
    }

    /** The significant digits of {@code v} rounded to {@code n} digits (padded with zeros) and its decimal exponent. */
    private static String significant(double v, int n, int[] exponent) {
        if (v == 0) {
            exponent[0] = 0;
            return "0".repeat(n);
        }
        BigDecimal d = new BigDecimal(v).round(new MathContext(n, RoundingMode.HALF_EVEN));
        String u = d.unscaledValue().toString();
        exponent[0] = u.length() - 1 - d.scale();
        if (u.length() < n) {
            u = u + "0".repeat(n - u.length());
        } else if (u.length() > n) {
            u = u.substring(0, n);
        }
        return u;
    }

    /** {@code d.ddde+XX} with {@code prec} digits after the point. */
    static String exponent(double v, int prec, boolean alt, boolean upper) {
        int[] e = new int[1];
        String digits = significant(v, prec + 1, e);
        StringBuilder sb = new StringBuilder(prec + 8);
        sb.append(digits.charAt(0));
        if (prec > 0 || alt) {
            sb.append('.');
        }
        sb.append(digits, 1, digits.length());
        appendExponent(sb, e[0], upper);
        return sb.toString();
    }

    private static void appendExponent(StringBuilder sb, int e, boolean upper) {
        sb.append(upper ? 'E' : 'e').append(e < 0 ? '-' : '+');
        int a = Math.abs(e);
        if (a < 10) {
            sb.append('0');
        }
        sb.append(a);
    }

    /**
     * The general notation with {@code prec} significant digits: fixed when the exponent is in [-4, prec),
     * else exponent notation; trailing zeros removed unless {@code alt}; with {@code addDot0} a result that
     * reads as an integer gets ".0" (the empty presentation type with a precision).
     */
    static String general(double v, int prec, boolean alt, boolean upper, boolean addDot0) {
        if (prec == 0) {
            prec = 1;
        }
        int[] e = new int[1];
        String digits = significant(v, prec, e);
        int x = e[0];
        StringBuilder sb = new StringBuilder(prec + 8);
        boolean useExp = x < -4 || x >= (addDot0 ? prec - 1 : prec);
        if (useExp) {
            sb.append(digits.charAt(0));
            String frac = digits.substring(1);
            if (!alt) {
                frac = stripZeros(frac);
            }
            if (!frac.isEmpty() || alt) {
                sb.append('.').append(frac);
            }
            appendExponent(sb, x, upper);
            return sb.toString();
        }
        String intPart;
        String frac;
        if (x < 0) {
            intPart = "0";
            frac = "0".repeat(-x - 1) + digits;
        } else {
            intPart = digits.substring(0, x + 1);
            frac = digits.substring(x + 1);
        }
        if (!alt) {
            frac = stripZeros(frac);
        }
        sb.append(intPart);
        if (!frac.isEmpty() || alt) {
            sb.append('.').append(frac);
        } else if (addDot0) {
            sb.append(".0");
        }
        return sb.toString();
    }

    private static String stripZeros(String frac) {
        int n = frac.length();
        while (n > 0 && frac.charAt(n - 1) == '0') {
            n--;
        }
        return frac.substring(0, n);
    }
}
