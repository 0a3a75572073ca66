package io.frameweave.interpreter.modules.hashes;

/** BLAKE2s (RFC 7693): 32-bit words, 64-byte blocks, 10 rounds, digests of 1 to 32 bytes. */
final class Blake2s extends Blake2Engine {
    static final int BLOCK_SIZE = 64;
    static final int MAX_DIGEST_SIZE = 32;
    static final int MAX_KEY_SIZE = 32;
    static final int SALT_SIZE = 8;
    static final int PERSON_SIZE = 8;
    /** The largest node offset: the parameter block gives it 48 bits. */
    static final long MAX_NODE_OFFSET = 0xFFFFFFFFFFFFL;
    private static final int ROUNDS = 10;
    /** SHA-256's initial hash value, as RFC 7693 section 2.6 takes it. */
    private static final int[] IV = {
        0x6A09E667, 0xBB67AE85, 0x3C6EF372, 0xA54FF53A, 0x510E527F, 0x9B05688C, 0x1F83D9AB, 0x5BE0CD19,
    };

    private final int[] h;

    Blake2s(Blake2Params p) {
        super(BLOCK_SIZE, p);
        this.h = new int[8];
        byte[] block = new byte[32];
        block[0] = (byte) p.digestSize();
        block[1] = (byte) p.key().length;
        block[2] = (byte) p.fanout();
        block[3] = (byte) p.depth();
        LittleEndian.putInt(block, 4, (int) p.leafSize());
        LittleEndian.putInt(block, 8, (int) p.nodeOffset());
        block[12] = (byte) (p.nodeOffset() >>> 32);
        block[13] = (byte) (p.nodeOffset() >>> 40);
        block[14] = (byte) p.nodeDepth();
        block[15] = (byte) p.innerSize();
        System.arraycopy(p.salt(), 0, block, 16, p.salt().length);
        System.arraycopy(p.person(), 0, block, 24, p.person().length);
        for (int i = 0; i < 8; i++) {
            h[i] = IV[i] ^ LittleEndian.getInt(block, 4 * i);
        }
        feedKey(p.key());
    }

    private Blake2s(Blake2s other) {
        super(other);
        this.h = other.h.clone();
    }

    @Override
    public Blake2s copy() {
        return new Blake2s(this);
    }

    @Override
    byte[] stateBytes() {
        byte[] all = new byte[32];
        for (int i = 0; i < 8; i++) {
            LittleEndian.putInt(all, 4 * i, h[i]);
        }
        return all;
    }

    @Override
    void compress(byte[] block, long count0, long count1, boolean last, boolean lastNode) {
        int[] m = new int[16];
        for (int i = 0; i < 16; i++) {
            m[i] = LittleEndian.getInt(block, 4 * i);
        }
        int[] v = new int[16];
        System.arraycopy(h, 0, v, 0, 8);
        System.arraycopy(IV, 0, v, 8, 8);
        v[12] ^= (int) count0;
        v[13] ^= (int) (count0 >>> 32);
        if (last) {
            v[14] = ~v[14];
            if (lastNode) {
                v[15] = ~v[15];
            }
        }
        for (int round = 0; round < ROUNDS; round++) {
            byte[] s = Blake2Sigma.ROWS[round];
            for (int g = 0; g < 8; g++) {
                int[] abcd = Blake2Sigma.MIX[g];
                mix(v, abcd[0], abcd[1], abcd[2], abcd[3], m[s[2 * g]], m[s[2 * g + 1]]);
            }
        }
        for (int i = 0; i < 8; i++) {
            h[i] ^= v[i] ^ v[i + 8];
        }
    }

    /** The mixing function G, with BLAKE2s's rotations 16, 12, 8, 7. */
    private static void mix(int[] v, int a, int b, int c, int d, int x, int y) {
        v[a] = v[a] + v[b] + x;
        v[d] = Integer.rotateRight(v[d] ^ v[a], 16);
        v[c] = v[c] + v[d];
        v[b] = Integer.rotateRight(v[b] ^ v[c], 12);
        v[a] = v[a] + v[b] + y;
        v[d] = Integer.rotateRight(v[d] ^ v[a], 8);
        v[c] = v[c] + v[d];
        v[b] = Integer.rotateRight(v[b] ^ v[c], 7);
    }
}
