package io.frameweave.interpreter.runtime;

/**
 * The native single-character {@code struct} formats a memoryview's items may have ('B' by default; others by
 * {@code cast}): their sizes and how an item is read and written, in this machine's byte order (little-endian).
 */
final class BufferFormat {
    private BufferFormat() {}

    /** The size of an item of format {@code f}, or -1 for a format memoryview does not know. */
    static int itemSize(char f) {
        return switch (f) {
            case 'B', 'b', 'c', '?' -> 1;
            case 'H', 'h' -> 2;
            case 'I', 'i', 'f', 'w' -> 4;
            case 'L', 'l', 'Q', 'q', 'N', 'n', 'P', 'd' -> 8;
            default -> -1;
        };
    }

    private static long read(byte[] a, int off, int size) {
        long v = 0;
        for (int k = size - 1; k >= 0; k--) {
            v = v << 8 | (a[off + k] & 0xff);
        }
        return v;
    }

    private static void write(byte[] a, int off, int size, long v) {
        for (int k = 0; k < size; k++) {
            a[off + k] = (byte) (v >>> (8 * k));
        }
    }

    /** A format a view has but cannot read or write items of: an array of 'u' lends 'w' (wchar_t). */
    private static PyException unsupported(char f) {
        return Py.raise(ExceptionTypes.NotImplementedError, "memoryview: format " + f + " not supported");
    }

    static PyObject unpack(byte[] a, int off, char f) {
        return switch (f) {
            case 'w' -> throw unsupported(f);
            case 'B' -> PyInt.of(a[off] & 0xff);
            case 'b' -> PyInt.of(a[off]);
            case 'c' -> PyBytes.of(a, off, off + 1);
            case '?' -> Py.newBool(a[off] != 0);
            case 'H' -> PyInt.of(read(a, off, 2));
            case 'h' -> PyInt.of((short) read(a, off, 2));
            case 'I' -> PyInt.of(read(a, off, 4));
            case 'i' -> PyInt.of((int) read(a, off, 4));
            case 'f' -> Py.newFloat(Float.intBitsToFloat((int) read(a, off, 4)));
            case 'd' -> Py.newFloat(Double.longBitsToDouble(read(a, off, 8)));
            case 'L', 'Q', 'N', 'P' -> {
                long v = read(a, off, 8);
                yield v >= 0 ? PyInt.of(v) : Py.newInt(new java.math.BigInteger(Long.toUnsignedString(v)));
            }
            default -> PyInt.of(read(a, off, 8));
        };
    }

    static void pack(byte[] a, int off, char f, PyObject v) {
        String fmt = "memoryview: invalid type for format '" + f + "'";
        String range = "memoryview: invalid value for format '" + f + "'";
        switch (f) {
            case 'w' -> throw unsupported(f);
            case 'c' -> {
                if (!(v instanceof PyBytes b)) {
                    throw Py.TypeError(fmt);
                }
                if (b.value.length != 1) {
                    throw Py.ValueError(range);
                }
                a[off] = b.value[0];
            }
            case '?' -> a[off] = (byte) (Ops.isTrue(v) ? 1 : 0);
            case 'f', 'd' -> {
                if (!(v instanceof PyFloat) && !(v instanceof PyInt)) {
                    throw Py.TypeError(fmt);
                }
                double d = v instanceof PyFloat x ? x.value : ((PyInt) v).asBig().doubleValue();
                if (f == 'f') {
                    write(a, off, 4, Float.floatToRawIntBits((float) d));
                } else {
                    write(a, off, 8, Double.doubleToRawLongBits(d));
                }
            }
            default -> {
                if (!(v instanceof PyInt) && v.type().lookup("__index__") == null) {
                    throw Py.TypeError(fmt);
                }
                java.math.BigInteger x = Ops.index(v).asBig();
                int size = itemSize(f);
                boolean signed = Character.isLowerCase(f);
                int bits = size * 8;
                java.math.BigInteger lo = signed ? java.math.BigInteger.ONE.shiftLeft(bits - 1).negate()
                        : java.math.BigInteger.ZERO;
                java.math.BigInteger hi = signed ? java.math.BigInteger.ONE.shiftLeft(bits - 1)
                        : java.math.BigInteger.ONE.shiftLeft(bits);
                if (x.compareTo(lo) < 0 || x.compareTo(hi) >= 0) {
                    throw Py.ValueError(range);
                }
                write(a, off, size, x.longValue());
            }
        }
    }
}
