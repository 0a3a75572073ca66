package io.frameweave.interpreter.modules.zlib;

/**
 * The gzip member header and trailer (RFC 1952) around a raw deflate stream, which {@code java.util.zip}'s
 * Deflater and Inflater do not write or read. Written as zlib writes them: no name, time 0, OS 3 (Unix).
 */
final class GzipFraming {
    private GzipFraming() {}

    private static final int FHCRC = 2;
    private static final int FEXTRA = 4;
    private static final int FNAME = 8;
    private static final int FCOMMENT = 16;

    /** zlib's header for a deflate stream at {@code level} with {@code strategy} (its XFL byte says which). */
    static byte[] header(int level, int strategy) {
        int effective = level == -1 ? 6 : level;
        int xfl = effective == 9 ? 2 : (strategy >= 2 || effective < 2 ? 4 : 0);
        return new byte[] {0x1f, (byte) 0x8b, 8, 0, 0, 0, 0, 0, (byte) xfl, 3};
    }

    /** The trailer: CRC-32 and length modulo 2**32 of the uncompressed data, little-endian. */
    static byte[] trailer(long crc, long size) {
        byte[] t = new byte[8];
        for (int i = 0; i < 4; i++) {
            t[i] = (byte) (crc >>> (8 * i));
            t[4 + i] = (byte) (size >>> (8 * i));
        }
        return t;
    }

    /** The length of the header at {@code data[from..to)}, or -1 when it is not complete yet. */
    static int headerLength(byte[] data, int from, int to) {
        int p = from;
        if (to - p < 10) {
            return checkedPrefix(data, from, to);
        }
        checkedPrefix(data, from, to);
        int flags = data[p + 3] & 0xff;
        p += 10;
        if ((flags & FEXTRA) != 0) {
            if (to - p < 2) {
                return -1;
            }
            p += 2 + ((data[p] & 0xff) | (data[p + 1] & 0xff) << 8);
        }
        for (int flag : new int[] {FNAME, FCOMMENT}) {
            if ((flags & flag) != 0) {
                while (p < to && data[p] != 0) {
                    p++;
                }
                if (p >= to) {
                    return -1;
                }
                p++;
            }
        }
        if ((flags & FHCRC) != 0) {
            if (p + 2 > to) {
                return -1;
            }
            java.util.zip.CRC32 crc = new java.util.zip.CRC32();
            crc.update(data, from, p - from);
            int expected = (data[p] & 0xff) | (data[p + 1] & 0xff) << 8;
            if ((crc.getValue() & 0xffff) != expected) {
                throw ZlibFailure.data("header crc mismatch");
            }
            p += 2;
        }
        return p > to ? -1 : p - from;
    }

    /** Checks the fixed fields present so far, with zlib's messages; -1 (not complete). */
    private static int checkedPrefix(byte[] data, int from, int to) {
        if (to - from >= 1 && data[from] != 0x1f || to - from >= 2 && data[from + 1] != (byte) 0x8b) {
            throw ZlibFailure.data("incorrect header check");
        }
        if (to - from >= 3 && data[from + 2] != 8) {
            throw ZlibFailure.data("unknown compression method");
        }
        if (to - from >= 4 && (data[from + 3] & 0xe0) != 0) {
            throw ZlibFailure.data("unknown header flags set");
        }
        return -1;
    }

    /** Checks the trailer at {@code data[from..from+8)} against what was inflated. */
    static void checkTrailer(byte[] data, int from, long crc, long size) {
        long storedCrc = 0;
        long storedSize = 0;
        for (int i = 3; i >= 0; i--) {
            storedCrc = storedCrc << 8 | (data[from + i] & 0xff);
            storedSize = storedSize << 8 | (data[from + 4 + i] & 0xff);
        }
        if (storedCrc != crc) {
            throw ZlibFailure.data("incorrect data check");
        }
        if (storedSize != (size & 0xffffffffL)) {
            throw ZlibFailure.data("incorrect length check");
        }
    }
}
