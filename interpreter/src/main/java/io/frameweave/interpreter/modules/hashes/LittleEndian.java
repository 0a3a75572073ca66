package io.frameweave.interpreter.modules.hashes;

/** Little-endian words in byte arrays, the byte order of BLAKE2's and Keccak's words. */
final class LittleEndian {
    private LittleEndian() {}

    static long getLong(byte[] b, int at) {
        return (getInt(b, at) & 0xffffffffL) | ((long) getInt(b, at + 4) << 32);
    }

    static int getInt(byte[] b, int at) {
        return (b[at] & 0xff) | (b[at + 1] & 0xff) << 8 | (b[at + 2] & 0xff) << 16 | (b[at + 3] & 0xff) << 24;
    }

    static void putLong(byte[] b, int at, long v) {
        putInt(b, at, (int) v);
        putInt(b, at + 4, (int) (v >>> 32));
    }

    static void putInt(byte[] b, int at, int v) {
        b[at] = (byte) v;
        b[at + 1] = (byte) (v >>> 8);
        b[at + 2] = (byte) (v >>> 16);
        b[at + 3] = (byte) (v >>> 24);
    }
}
