package io.frameweave.interpreter.builtins;

/**
 * SipHash-1-3 as CPython computes it for {@code _imp.source_hash} ({@code _Py_KeyedHash}, Python/pyhash.c): one
 * compression round per 8-byte word, three finalization rounds, and the result folded from all four state words.
 */
final class SipHash13 {
    private SipHash13() {}

    static long hash(long k0, long k1, byte[] src) {
        long v0 = k0 ^ 0x736f6d6570736575L;
        long v1 = k1 ^ 0x646f72616e646f6dL;
        long v2 = k0 ^ 0x6c7967656e657261L;
        long v3 = k1 ^ 0x7465646279746573L;
        long[] v = {v0, v1, v2, v3};
        int n = src.length;
        int whole = n & ~7;
        for (int i = 0; i < whole; i += 8) {
            long m = word(src, i, 8);
            v[3] ^= m;
            round(v);
            v[0] ^= m;
        }
        long b = ((long) n << 56) | word(src, whole, n - whole);
        v[3] ^= b;
        round(v);
        v[0] ^= b;
        v[2] ^= 0xff;
        round(v);
        round(v);
        round(v);
        return v[0] ^ v[1] ^ v[2] ^ v[3];
    }

    /** {@code count} bytes from {@code at}, little-endian. */
    private static long word(byte[] src, int at, int count) {
        long w = 0;
        for (int i = count - 1; i >= 0; i--) {
            w = w << 8 | (src[at + i] & 0xffL);
        }
        return w;
    }

    private static void round(long[] v) {
        v[0] += v[1];
        v[2] += v[3];
        v[1] = Long.rotateLeft(v[1], 13) ^ v[0];
        v[3] = Long.rotateLeft(v[3], 16) ^ v[2];
        v[0] = Long.rotateLeft(v[0], 32);
        v[2] += v[1];
        v[0] += v[3];
        v[1] = Long.rotateLeft(v[1], 17) ^ v[2];
        v[3] = Long.rotateLeft(v[3], 21) ^ v[0];
        v[2] = Long.rotateLeft(v[2], 32);
    }
}
