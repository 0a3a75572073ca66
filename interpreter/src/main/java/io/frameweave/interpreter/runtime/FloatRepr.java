package io.frameweave.interpreter.runtime;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;

/**
 * {@code repr(float)} exactly as CPython prints it: the shortest decimal digit string that reads back to the
 * same double (closest to the exact value among the shortest), laid out in fixed notation when the decimal
 * exponent is in [-4, 16) and in exponent notation ({@code 1e+16}, {@code 1.5e-05}) otherwise.
 *
 * <p>Java 17's {@code Double.toString} always round-trips but sometimes prints one or two digits too many, so
 * its digits are only a starting point: when it gives 16 or more digits, or the value is subnormal, shorter
 * exact roundings are tried. (Measured on millions of doubles: for normal values with at most 15 digits,
 * Java's digits are already the shortest and closest.)
 */
final class FloatRepr {
    private FloatRepr() {}

    private static final double EXACT_LONG = 1e16;

    static String repr(double d) {
        if (d != d) {
            return "nan";
        }
        if (Double.isInfinite(d)) {
            return d > 0 ? "inf" : "-inf";
        }
        if (d == 0) {
            return (Double.doubleToRawLongBits(d) < 0) ? "-0.0" : "0.0";
        }
        if (d == Math.rint(d) && Math.abs(d) < EXACT_LONG) {
            return Long.toString((long) d) + ".0";
        }
        boolean negative = d < 0;
        double a = Math.abs(d);
        String digits;
        int decpt; // value = 0.DIGITS * 10**decpt
        String js = Double.toString(a);
        // parse Java's form: "1.2345E-5" or "123.45"
        int ePos = js.indexOf('E');
        String mant = ePos < 0 ? js : js.substring(0, ePos);
        int exp10 = ePos < 0 ? 0 : Integer.parseInt(js.substring(ePos + 1));
        int dot = mant.indexOf('.');
        String intPart = mant.substring(0, dot);
        String fracPart = mant.substring(dot + 1);
        String all = intPart + fracPart;
        int lead = 0;
        while (lead < all.length() - 1 && all.charAt(lead) == '0') {
            lead++;
        }
        int pointPos = intPart.length() + exp10 - lead;
        all = all.substring(lead);
        int trail = all.length();
        while (trail > 1 && all.charAt(trail - 1) == '0') {
            trail--;
        }
        digits = all.substring(0, trail);
        decpt = pointPos;
        if (digits.length() >= 16 || a < Double.MIN_NORMAL) {
            String[] shorter = shortest(a, digits.length());
            if (shorter != null) {
                digits = shorter[0];
                decpt = Integer.parseInt(shorter[1]);
            }
        }
        return layout(negative, digits, decpt);
    }

    private static final BigDecimal HALF = new BigDecimal("0.5");

    /**
     * The shortest digit string whose value rounds to {@code a} (closest to the exact value among the shortest),
     * searched from {@code n} digits down, as {digits, decpt}; null if the exact arithmetic finds nothing better.
     * Round-tripping is decided against the exact rounding interval of {@code a} (no string parsing).
     */
    private static String[] shortest(double a, int n) {
        BigDecimal exact = new BigDecimal(a);
        double up = Math.nextUp(a);
        BigDecimal highGap = new BigDecimal((Double.isInfinite(up) ? Math.ulp(a) : up - a)).multiply(HALF);
        BigDecimal lowGap = new BigDecimal(a - Math.nextDown(a)).multiply(HALF);
        BigDecimal low = exact.subtract(lowGap);
        BigDecimal high = exact.add(highGap);
        boolean inclusive = (Double.doubleToRawLongBits(a) & 1) == 0; // ties round to the even mantissa
        BigDecimal best = exact.round(new MathContext(n, RoundingMode.HALF_EVEN));
        if (!inside(best, low, high, inclusive)) {
            return null;
        }
        for (int p = n - 1; p >= 1; p--) {
            BigDecimal c = exact.round(new MathContext(p, RoundingMode.HALF_EVEN));
            if (!inside(c, low, high, inclusive)) {
                BigDecimal unit = BigDecimal.ONE.scaleByPowerOfTen(-c.scale());
                BigDecimal other = c.compareTo(exact) > 0 ? c.subtract(unit) : c.add(unit);
                if (!inside(other, low, high, inclusive)) {
                    break;
                }
                c = other;
            }
            best = c;
        }
        BigDecimal s = best.stripTrailingZeros();
        String u = s.unscaledValue().toString();
        return new String[] {u, Integer.toString(u.length() - s.scale())};
    }

    private static boolean inside(BigDecimal c, BigDecimal low, BigDecimal high, boolean inclusive) {
        int cl = c.compareTo(low);
        int ch = c.compareTo(high);
        return inclusive ? cl >= 0 && ch <= 0 : cl > 0 && ch < 0;
    }

    static String layout(boolean negative, String digits, int decpt) {
        StringBuilder sb = new StringBuilder(24);
        if (negative) {
            sb.append('-');
        }
        int n = digits.length();
        if (decpt > -4 && decpt <= 16) {
            if (decpt <= 0) {
                sb.append("0.");
                for (int i = decpt; i < 0; i++) {
                    sb.append('0');
                }
                sb.append(digits);
            } else if (decpt < n) {
                sb.append(digits, 0, decpt).append('.').append(digits, decpt, n);
            } else {
                sb.append(digits);
                for (int i = n; i < decpt; i++) {
                    sb.append('0');
                }
                sb.append(".0");
            }
        } else {
            sb.append(digits.charAt(0));
            if (n > 1) {
                sb.append('.').append(digits, 1, n);
            }
            int e = decpt - 1;
            sb.append('e').append(e < 0 ? '-' : '+');
            int ae = Math.abs(e);
            if (ae < 10) {
                sb.append('0');
            }
            sb.append(ae);
        }
        return sb.toString();
    }
}
