package io.frameweave.interpreter.modules.struct;

/** IEEE 754 half precision (the {@code e} format), rounding half to even as CPython's {@code PyFloat_Pack2}. */
final class HalfFloat {
    private HalfFloat() {}

    /** The 16 bits of {@code x}; null when it is too large for a half. */
    static Integer pack(double x) {
        long bits = Double.doubleToRawLongBits(x);
        int sign = (int) (bits >>> 63) << 15;
        if (Double.isNaN(x)) {
            return sign | 0x7e00;
        }
        double a = Math.abs(x);
        if (Double.isInfinite(a)) {
            return sign | 0x7c00;
        }
        if (a == 0) {
            return sign;
        }
        int e = Math.getExponent(a);
        if (e < -14) {
            // subnormal: a multiple of 2**-24, rounded half to even
            double scaled = a * 0x1p24;
            long m = (long) Math.rint(scaled);
            if (m >= 0x400) {
                return sign | 0x0400 | (int) (m - 0x400);
            }
            return sign | (int) m;
        }
        double frac = a / Math.scalb(1.0, e) - 1.0;
        long m = (long) Math.rint(frac * 1024);
        if (m == 1024) {
            m = 0;
            e++;
        }
        if (e > 15) {
            return null;
        }
        return sign | (e + 15) << 10 | (int) m;
    }

    static double unpack(int h) {
        int sign = (h >> 15) & 1;
        int e = (h >> 10) & 0x1f;
        int f = h & 0x3ff;
        double v;
        if (e == 0x1f) {
            v = f == 0 ? Double.POSITIVE_INFINITY : Double.NaN;
        } else if (e == 0) {
            v = f * 0x1p-24;
        } else {
            v = (1.0 + f / 1024.0) * Math.scalb(1.0, e - 15);
        }
        return sign != 0 ? -v : v;
    }
}
