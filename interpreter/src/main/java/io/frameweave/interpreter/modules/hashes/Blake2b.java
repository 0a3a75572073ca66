package io.frameweave.interpreter.modules.hashes;

/** BLAKE2b (RFC 7693): 64-bit words, 128-byte blocks, 12 rounds, digests of 1 to 64 bytes. */
final class Blake2b extends Blake2Engine {
    static final int BLOCK_SIZE = 128;
    static final int MAX_DIGEST_SIZE = 64;
    static final int MAX_KEY_SIZE = 64;
    static final int SALT_SIZE = 16;
    static final int PERSON_SIZE = 16;
    /** The largest node offset, read unsigned: the parameter block gives it 64 bits. */
    static final long MAX_NODE_OFFSET = -1L;
    private static final int ROUNDS = 12;
    /** SHA-512's initial hash value, as RFC 7693 section 2.6 takes it. */
    private static final long[] IV = {
        0x6a09e667f3bcc908L, 0xbb67ae8584caa73bL, 0x3c6ef372fe94f82bL, 0xa54ff53a5f1d36f1L,
        0x510e527fade682d1L, 0x9b05688c2b3e6c1fL, 0x1f83d9abfb41bd6bL, 0x5be0cd19137e2179L,
    };

    private final long[] h;

    Blake2b(Blake2Params p) {
        super(BLOCK_SIZE, p);
        this.h = new long[8];
        byte[] block = new byte[64];
        block[0] = (byte) p.digestSize();
        block[1] = (byte) p.key().length;
        block[2] = (byte) p.fanout();
        block[3] = (byte) p.depth();
        LittleEndian.putInt(block, 4, (int) p.leafSize());
        LittleEndian.putLong(block, 8, p.nodeOffset());
        block[16] = (byte) p.nodeDepth();
        block[17] = (byte) p.innerSize();
        System.arraycopy(p.salt(), 0, block, 32, p.salt().length);
        System.arraycopy(p.person(), 0, block, 48, p.person().length);
        for (int i = 0; i < 8; i++) {
            h[i] = IV[i] ^ LittleEndian.getLong(block, 8 * i);
        }
        feedKey(p.key());
    }

    private Blake2b(Blake2b other) {
        super(other);
        this.h = other.h.clone();
    }

    @Override
    public Blake2b copy() {
        return new Blake2b(this);
    }

    @Override
    byte[] stateBytes() {
        byte[] all = new byte[64];
        for (int i = 0; i < 8; i++) {
            LittleEndian.putLong(all, 8 * i, h[i]);
        }
        return all;
    }

    @Override
    void compress(byte[] block, long count0, long count1, boolean last, boolean lastNode) {
        long[] m = new long[16];
        for (int i = 0; i < 16; i++) {
            m[i] = LittleEndian.getLong(block, 8 * i);
        }
        long[] v = new long[16];
        System.arraycopy(h, 0, v, 0, 8);
        System.arraycopy(IV, 0, v, 8, 8);
        v[12] ^= count0;
        v[13] ^= count1;
        if (last) {
            v[14] = ~v[14];
            if (lastNode) {
                v[15] = ~v[15];
            }
        }
        for (int round = 0; round < ROUNDS; round++) {
            byte[] s = Blake2Sigma.ROWS[round % 10];
            for (int g = 0; g < 8; g++) {
                int[] abcd = Blake2Sigma.MIX[g];
                mix(v, abcd[0], abcd[1], abcd[2], abcd[3], m[s[2 * g]], m[s[2 * g + 1]]);
            }
        }
        for (int i = 0; i < 8; i++) {
            h[i] ^= v[i] ^ v[i + 8];
        }
    }

    /** The mixing function G, with BLAKE2b's rotations 32, 24, 16, 63. */
    private static void mix(long[] v, int a, int b, int c, int d, long x, long y) {
        v[a] = v[a] + v[b] + x;
        v[d] = Long.rotateRight(v[d] ^ v[a], 32);
        v[c] = v[c] + v[d];
        v[b] = Long.rotateRight(v[b] ^ v[c], 24);
        v[a] = v[a] + v[b] + y;
        v[d] = Long.rotateRight(v[d] ^ v[a], 16);
        v[c] = v[c] + v[d];
        v[b] = Long.rotateRight(v[b] ^ v[c], 63);
    }
}
