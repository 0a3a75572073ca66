package io.frameweave.interpreter.runtime;

import java.math.BigInteger;

/**
 * {@code repr(float)} exactly as CPython prints it: the shortest decimal digit string that reads back to the
 * same double (closest to the exact value among the shortest), laid out in fixed notation when the decimal
 * exponent is in [-4, 16) and in exponent notation ({@code 1e+16}, {@code 1.5e-05}) otherwise.
 *
 * <p>Java 17's {@code Double.toString} always round-trips but sometimes prints a digit too many (and, rarely,
 * not the closest last digit), so its digits are only a starting point: when it gives 16 or more digits, or the
 * value is subnormal, {@link #shortest} corrects them with exact integer comparisons (128-bit arithmetic for
 * the usual magnitudes, BigInteger otherwise). Measured on millions of doubles: for normal values with at most
 * 15 digits Java's digits are already the shortest and closest, and the corrected path agrees with an
 * exhaustive BigDecimal search.
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
            String[] exact = shortest(a, Long.parseLong(digits), decpt - digits.length());
            digits = exact[0];
            decpt = Integer.parseInt(exact[1]);
        }
        return layout(negative, digits, decpt);
    }

    private static final BigInteger[] POW10 = new BigInteger[400];
    private static final long[] LONG_POW10 = new long[19];

    static {
        LONG_POW10[0] = 1;
        for (int i = 1; i < LONG_POW10.length; i++) {
            LONG_POW10[i] = LONG_POW10[i - 1] * 10;
        }
    }

    /**
     * The shortest digits that read back as {@code a}, closest to its exact value among the shortest, as
     * {digits, decpt}, starting from Java's round-tripping digits {@code m * 10**q}. Every decision compares
     * exact values: a candidate {@code c * 10**k} against the bounds of a's rounding interval and the midpoints
     * of neighbouring candidates, all as integers ({@code x * 10**k} versus {@code y * 2**e}).
     */
    private static String[] shortest(double a, long m, int q) {
        long bits = Double.doubleToRawLongBits(a);
        int biased = (int) ((bits >>> 52) & 0x7ff);
        long mant = bits & ((1L << 52) - 1);
        int e;
        if (biased == 0) {
            e = -1074;
        } else {
            mant |= 1L << 52;
            e = biased - 1075;
        }
        // a = mant * 2**e; the interval of values that round to a is (lo, hi), closed when mant is even
        long hiNum = 2 * mant + 1;
        int hiExp = e - 1;
        long loNum = 2 * mant - 1;
        int loExp = e - 1;
        if (mant == (1L << 52) && biased > 1) { // at a power of two the gap below is half as wide
            loNum = 4 * mant - 1;
            loExp = e - 2;
        }
        boolean closed = (mant & 1) == 0;
        // the closest candidate at Java's length (Java is off by one unit in rare cases)
        long javaM = m;
        while (compare(2 * m + 1, q, 2 * mant, e) < 0) {
            m++;
        }
        while (m > 1 && compare(2 * m - 1, q, 2 * mant, e) > 0) {
            m--;
        }
        if (m != javaM && !inside(m, q, loNum, loExp, hiNum, hiExp, closed)) {
            m = javaM; // the closer one falls outside the (asymmetric) interval
        }
        while (true) {
            long t = m / 10;
            int qt = q + 1;
            boolean lowIn = t > 0 && inside(t, qt, loNum, loExp, hiNum, hiExp, closed);
            boolean highIn = inside(t + 1, qt, loNum, loExp, hiNum, hiExp, closed);
            if (!lowIn && !highIn) {
                break;
            }
            if (lowIn && highIn) {
                m = compare(2 * t + 1, qt, 2 * mant, e) >= 0 ? t : t + 1;
            } else {
                m = lowIn ? t : t + 1;
            }
            q = qt;
        }
        while (m % 10 == 0) {
            m /= 10;
            q++;
        }
        String digits = Long.toString(m);
        return new String[] {digits, Integer.toString(digits.length() + q)};
    }

    private static boolean inside(long c, int k, long loNum, int loExp, long hiNum, int hiExp, boolean closed) {
        int lo = compare(c, k, loNum, loExp);
        int hi = compare(c, k, hiNum, hiExp);
        return closed ? lo >= 0 && hi <= 0 : lo > 0 && hi < 0;
    }

    /** The sign of {@code x * 10**k - y * 2**e}, exactly. */
    private static int compare(long x, int k, long y, int e) {
        if (k < 0 && k >= -18 && e < 0 && e > -64) {
            // the usual magnitudes: both sides fit in 128 bits (x, y < 2**62)
            long p = LONG_POW10[-k];
            long rightHi = Math.multiplyHigh(y, p);
            long rightLo = y * p;
            int s = -e;
            long leftHi = x >>> (64 - s);
            long leftLo = x << s;
            int c = Long.compare(leftHi, rightHi);
            return c != 0 ? c : Long.compareUnsigned(leftLo, rightLo);
        }
        BigInteger left = BigInteger.valueOf(x);
        BigInteger right = BigInteger.valueOf(y);
        if (k >= 0) {
            left = left.multiply(pow10(k));
        } else {
            right = right.multiply(pow10(-k));
        }
        if (e >= 0) {
            right = right.shiftLeft(e);
        } else {
            left = left.shiftLeft(-e);
        }
        return left.compareTo(right);
    }

    private static BigInteger pow10(int k) {
        BigInteger p = POW10[k];
        if (p == null) {
            p = BigInteger.TEN.pow(k);
            POW10[k] = p;
        }
        return p;
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
