package io.frameweave.interpreter.modules.hashes;

/**
 * The Keccak sponge of FIPS 202 over Keccak-f[1600]: bytes are absorbed {@code rate} at a time, then padded with
 * the domain {@code suffix} and squeezed out to any length. SHAKE128 and SHAKE256 (suffix 0x1F) use it; SHA-3
 * (suffix 0x06) comes from the JDK, which the tests compare this sponge with.
 */
final class KeccakSponge implements HashEngine {
    private static final int ROUNDS = 24;
    private static final long[] ROUND_CONSTANTS = roundConstants();
    /** The ρ step's rotation of lane x + 5y. */
    private static final int[] ROTATIONS = rotations();

    final int rate;
    final int suffix;
    private final long[] lanes;
    /** The next byte of the rate to absorb into. */
    private int position;

    KeccakSponge(int rate, int suffix) {
        this(rate, suffix, new long[25], 0);
    }

    private KeccakSponge(int rate, int suffix, long[] lanes, int position) {
        this.rate = rate;
        this.suffix = suffix;
        this.lanes = lanes;
        this.position = position;
    }

    /** SHAKE128 (rate 168 bytes) or SHAKE256 (rate 136 bytes). */
    static KeccakSponge shake(int securityBits) {
        return new KeccakSponge(200 - securityBits / 4, 0x1F);
    }

    @Override
    public void update(byte[] data, int offset, int length) {
        for (int i = 0; i < length; i++) {
            lanes[position >>> 3] ^= (data[offset + i] & 0xffL) << ((position & 7) << 3);
            if (++position == rate) {
                permute(lanes);
                position = 0;
            }
        }
    }

    @Override
    public KeccakSponge copy() {
        return new KeccakSponge(rate, suffix, lanes.clone(), position);
    }

    /** The first {@code length} bytes squeezed from the padded state; this sponge itself is left as it was. */
    byte[] squeeze(int length) {
        long[] s = lanes.clone();
        s[position >>> 3] ^= (long) suffix << ((position & 7) << 3);
        s[(rate - 1) >>> 3] ^= 0x80L << (((rate - 1) & 7) << 3);
        permute(s);
        byte[] out = new byte[length];
        int at = 0;
        for (int i = 0; i < length; i++) {
            if (at == rate) {
                permute(s);
                at = 0;
            }
            out[i] = (byte) (s[at >>> 3] >>> ((at & 7) << 3));
            at++;
        }
        return out;
    }

    /** Keccak-f[1600] on lanes indexed x + 5y: θ, ρ and π, χ, ι, 24 rounds. */
    static void permute(long[] a) {
        long[] c = new long[5];
        long[] b = new long[25];
        for (int round = 0; round < ROUNDS; round++) {
            for (int x = 0; x < 5; x++) {
                c[x] = a[x] ^ a[x + 5] ^ a[x + 10] ^ a[x + 15] ^ a[x + 20];
            }
            for (int x = 0; x < 5; x++) {
                long d = c[(x + 4) % 5] ^ Long.rotateLeft(c[(x + 1) % 5], 1);
                for (int y = 0; y < 25; y += 5) {
                    a[x + y] ^= d;
                }
            }
            for (int x = 0; x < 5; x++) {
                for (int y = 0; y < 5; y++) {
                    b[y + 5 * ((2 * x + 3 * y) % 5)] = Long.rotateLeft(a[x + 5 * y], ROTATIONS[x + 5 * y]);
                }
            }
            for (int y = 0; y < 25; y += 5) {
                for (int x = 0; x < 5; x++) {
                    a[x + y] = b[x + y] ^ (~b[(x + 1) % 5 + y] & b[(x + 2) % 5 + y]);
                }
            }
            a[0] ^= ROUND_CONSTANTS[round];
        }
    }

    /** ι's constants, from FIPS 202's rc(t) LFSR (x^8 + x^6 + x^5 + x^4 + 1) rather than a table of numbers. */
    private static long[] roundConstants() {
        long[] out = new long[ROUNDS];
        for (int round = 0; round < ROUNDS; round++) {
            for (int j = 0; j <= 6; j++) {
                if (rc(j + 7 * round)) {
                    out[round] |= 1L << ((1 << j) - 1);
                }
            }
        }
        return out;
    }

    private static boolean rc(int t) {
        int r = 1;
        for (int i = 0; i < t % 255; i++) {
            r <<= 1;
            if ((r & 0x100) != 0) {
                r ^= 0x171;
            }
        }
        return (r & 1) != 0;
    }

    /** ρ's offsets, walked as FIPS 202 walks them: (x, y) from (1, 0) by (y, 2x + 3y). */
    private static int[] rotations() {
        int[] out = new int[25];
        int x = 1;
        int y = 0;
        for (int t = 0; t < 24; t++) {
            out[x + 5 * y] = ((t + 1) * (t + 2) / 2) % 64;
            int nx = y;
            y = (2 * x + 3 * y) % 5;
            x = nx;
        }
        return out;
    }
}
