package io.frameweave.interpreter.modules.binascii;

/** CRC-32 (zlib's, reflected polynomial 0xEDB88320) and CRC-CCITT ({@code crc_hqx}, polynomial 0x1021). */
final class Checksums {
    private Checksums() {}

    private static final int[] CRC32 = new int[256];
    private static final int[] HQX = new int[256];

    static {
        for (int i = 0; i < 256; i++) {
            int c = i;
            for (int k = 0; k < 8; k++) {
                c = (c & 1) != 0 ? 0xEDB88320 ^ (c >>> 1) : c >>> 1;
            }
            CRC32[i] = c;
            int h = i << 8;
            for (int k = 0; k < 8; k++) {
                h = (h & 0x8000) != 0 ? (h << 1) ^ 0x1021 : h << 1;
            }
            HQX[i] = h & 0xffff;
        }
    }

    /** The CRC-32 of {@code data} continuing from {@code crc} (0 to start), as an unsigned 32-bit value. */
    static long crc32(byte[] data, int crc) {
        int c = ~crc;
        for (byte b : data) {
            c = CRC32[(c ^ b) & 0xff] ^ (c >>> 8);
        }
        return ~c & 0xffffffffL;
    }

    /** The CRC-CCITT of {@code data} continuing from the low 16 bits of {@code crc}. */
    static int crcHqx(byte[] data, int crc) {
        int c = crc & 0xffff;
        for (byte b : data) {
            c = ((c << 8) & 0xff00) ^ HQX[((c >> 8) ^ b) & 0xff];
        }
        return c;
    }
}
