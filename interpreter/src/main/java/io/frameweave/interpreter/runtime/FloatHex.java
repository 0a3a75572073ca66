package io.frameweave.interpreter.runtime;

import java.math.BigInteger;

/**
 * {@code float.hex()} and {@code float.fromhex()}: a double written exactly in hexadecimal ({@code 0x1.8p+1}) and
 * read back, rounding half to even as CPython's {@code float_fromhex} does when a string has more digits than
 * a double holds.
 */
final class FloatHex {
    private FloatHex() {}

    private static final String INVALID = "invalid hexadecimal floating-point string";
    /** Beyond this many binary places the exponent decides alone; clamping keeps the sum in a long. */
    private static final long EXPONENT_CLAMP = 1L << 40;

    /** CPython's {@code float_hex}: a normal number as {@code 0x1.} and 13 digits, a subnormal as {@code 0x0.}. */
    static String toHex(double v) {
        if (Double.isNaN(v)) {
            return "nan";
        }
        if (Double.isInfinite(v)) {
            return v > 0 ? "inf" : "-inf";
        }
        String sign = (Double.doubleToRawLongBits(v) < 0) ? "-" : "";
        if (v == 0) {
            return sign + "0x0.0p+0";
        }
        long bits = Double.doubleToRawLongBits(v);
        int biased = (int) ((bits >>> 52) & 0x7ff);
        long fraction = bits & 0xfffffffffffffL;
        String digits = String.format("%013x", fraction);
        int exponent = biased == 0 ? -1022 : biased - 1023;
        return sign + (biased == 0 ? "0x0." : "0x1.") + digits + "p" + (exponent >= 0 ? "+" : "") + exponent;
    }

    /** CPython's {@code float_fromhex}: ValueError for what is not one, OverflowError past the largest double. */
    static double fromHex(String s) {
        int n = s.length();
        int i = 0;
        while (i < n && isSpace(s.charAt(i))) {
            i++;
        }
        int special = infOrNan(s, i);
        double value;
        if (special > i) {
            value = specialValue(s, i);
            i = special;
        } else {
            boolean negative = false;
            if (i < n && (s.charAt(i) == '-' || s.charAt(i) == '+')) {
                negative = s.charAt(i) == '-';
                i++;
            }
            if (i + 1 < n && s.charAt(i) == '0' && (s.charAt(i + 1) == 'x' || s.charAt(i + 1) == 'X')) {
                i += 2;
            }
            int intStart = i;
            while (i < n && Character.digit(s.charAt(i), 16) >= 0 && s.charAt(i) < 128) {
                i++;
            }
            String intDigits = s.substring(intStart, i);
            String fracDigits = "";
            if (i < n && s.charAt(i) == '.') {
                int fracStart = ++i;
                while (i < n && Character.digit(s.charAt(i), 16) >= 0 && s.charAt(i) < 128) {
                    i++;
                }
                fracDigits = s.substring(fracStart, i);
            }
            if (intDigits.isEmpty() && fracDigits.isEmpty()) {
                throw Py.ValueError(INVALID);
            }
            long exponent = 0;
            if (i < n && (s.charAt(i) == 'p' || s.charAt(i) == 'P')) {
                i++;
                boolean negExp = false;
                if (i < n && (s.charAt(i) == '-' || s.charAt(i) == '+')) {
                    negExp = s.charAt(i) == '-';
                    i++;
                }
                int expStart = i;
                while (i < n && s.charAt(i) >= '0' && s.charAt(i) <= '9') {
                    exponent = Math.min(exponent * 10 + (s.charAt(i) - '0'), EXPONENT_CLAMP);
                    i++;
                }
                if (i == expStart) {
                    throw Py.ValueError(INVALID);
                }
                if (negExp) {
                    exponent = -exponent;
                }
            }
            value = scaled(new BigInteger("0" + intDigits + fracDigits, 16), exponent - 4L * fracDigits.length());
            if (negative) {
                value = -value;
            }
        }
        while (i < n && isSpace(s.charAt(i))) {
            i++;
        }
        if (i != n) {
            throw Py.ValueError(INVALID);
        }
        return value;
    }

    /** {@code mantissa * 2**exponent} rounded half to even to a double (subnormals included). */
    private static double scaled(BigInteger mantissa, long exponent) {
        if (mantissa.signum() == 0) {
            return 0.0;
        }
        int length = mantissa.bitLength();
        long top = length - 1 + exponent; // the exponent of the leading bit
        if (top > 1024) {
            throw tooLarge();
        }
        if (top < -1076) {
            return 0.0;
        }
        int precision = (int) (top >= -1022 ? 53 : 53 - (-1022 - top));
        int shift = length - precision;
        if (shift <= 0) {
            double exact = Math.scalb(mantissa.doubleValue(), (int) exponent); // it fits the precision
            if (Double.isInfinite(exact)) {
                throw tooLarge();
            }
            return exact;
        }
        BigInteger q = mantissa.shiftRight(shift);
        boolean roundBit = mantissa.testBit(shift - 1);
        boolean sticky = mantissa.getLowestSetBit() < shift - 1;
        if (roundBit && (sticky || q.testBit(0))) {
            q = q.add(BigInteger.ONE);
        }
        double r = Math.scalb(q.doubleValue(), (int) (exponent + shift));
        if (Double.isInfinite(r)) {
            throw tooLarge();
        }
        return r;
    }

    private static PyException tooLarge() {
        return Py.OverflowError("hexadecimal value too large to represent as a float");
    }

    /** Where {@code inf}, {@code infinity} or {@code nan} (signed, any case) starting at {@code i} ends, or i. */
    private static int infOrNan(String s, int i) {
        int j = i;
        if (j < s.length() && (s.charAt(j) == '+' || s.charAt(j) == '-')) {
            j++;
        }
        if (s.regionMatches(true, j, "infinity", 0, 8)) {
            return j + 8;
        }
        if (s.regionMatches(true, j, "inf", 0, 3) || s.regionMatches(true, j, "nan", 0, 3)) {
            return j + 3;
        }
        return i;
    }

    private static double specialValue(String s, int i) {
        boolean negative = s.charAt(i) == '-';
        int j = s.charAt(i) == '+' || negative ? i + 1 : i;
        double v = Character.toLowerCase(s.charAt(j)) == 'n' ? Double.NaN : Double.POSITIVE_INFINITY;
        return negative ? Math.copySign(v, -1.0) : v;
    }

    private static boolean isSpace(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == 0x0b || c == 0x0c;
    }
}
