package io.frameweave.interpreter.modules.struct;

import java.math.BigInteger;

/**
 * The range check of an integer code and the message CPython 3.11 gives when a value falls outside it. The message
 * depends on which of CPython's packing functions serves the code: the native ones (also used for {@code <} and
 * {@code =} where the sizes agree, on a little-endian machine) or the big-endian standard ones.
 */
final class IntRange {
    private IntRange() {}

    /** The message for {@code value} out of range for {@code code} of {@code size} bytes, or null when it fits. */
    static String check(char code, int size, boolean big, BigInteger value) {
        boolean unsigned = Character.isUpperCase(code);
        BigInteger min = unsigned ? BigInteger.ZERO : BigInteger.ONE.shiftLeft(size * 8 - 1).negate();
        BigInteger max = unsigned ? BigInteger.ONE.shiftLeft(size * 8).subtract(BigInteger.ONE)
                : BigInteger.ONE.shiftLeft(size * 8 - 1).subtract(BigInteger.ONE);
        if (value.compareTo(min) >= 0 && value.compareTo(max) <= 0) {
            return null;
        }
        if (size == 8) {
            return big ? "int too large to convert" : "argument out of range";
        }
        // a value that does not fit the C long (or unsigned long) the packer converts to fails that conversion
        // first; the byte codes, and the short ones of the native packers, convert to a signed long
        boolean signedConversion = !unsigned || code == 'B' || code == 'H' && !big;
        BigInteger longMin = signedConversion ? BigInteger.valueOf(Long.MIN_VALUE) : BigInteger.ZERO;
        BigInteger longMax = signedConversion ? BigInteger.valueOf(Long.MAX_VALUE)
                : BigInteger.ONE.shiftLeft(64).subtract(BigInteger.ONE);
        if (value.compareTo(longMin) < 0 || value.compareTo(longMax) > 0) {
            return "argument out of range";
        }
        String range = min + " <= number <= " + max;
        if (!big || code == 'b' || code == 'B') {
            switch (code) {
                case 'b':
                    return "byte format requires " + range;
                case 'B':
                    return "ubyte format requires " + range;
                case 'h':
                    return "short format requires " + range;
                case 'H':
                    return "ushort format requires " + range;
                default:
                    break;
            }
        }
        return "'" + code + "' format requires " + range;
    }
}
