package io.frameweave.interpreter.modules.zlib;

/** The framing a {@code wbits} value chooses: zlib (9..15, or 0 to read it from the header), raw deflate, gzip or either. */
enum StreamFormat {
    ZLIB, RAW, GZIP, AUTO;

    /** The format of {@code wbits} for decompression, or null when zlib would refuse it. */
    static StreamFormat forDecompress(int wbits) {
        if (wbits == 0 || (wbits >= 8 && wbits <= 15)) {
            return ZLIB;
        }
        if (wbits >= -15 && wbits <= -8) {
            return RAW;
        }
        if (wbits == 16 || (wbits >= 24 && wbits <= 31)) {
            return GZIP;
        }
        if (wbits == 32 || (wbits >= 40 && wbits <= 47)) {
            return AUTO;
        }
        return null;
    }

    /** The format of {@code wbits} for compression, or null when zlib would refuse it. */
    static StreamFormat forCompress(int wbits) {
        if (wbits >= 8 && wbits <= 15) {
            return ZLIB;
        }
        if (wbits >= -15 && wbits <= -9) {
            return RAW;
        }
        if (wbits >= 25 && wbits <= 31) {
            return GZIP;
        }
        return null;
    }

    /** The window size, as a power of two, that {@code wbits} names for this format (0: whatever the header says). */
    int window(int wbits) {
        int w = switch (this) {
            case RAW -> -wbits;
            case GZIP -> wbits - 16;
            case AUTO -> wbits - 32;
            default -> wbits;
        };
        return w == 8 && this != RAW ? 9 : w; // zlib widens a zlib or gzip window of 256 bytes to 512
    }
}
