package io.frameweave.interpreter.modules.random;

/**
 * The MT19937 generator of Matsumoto and Nishimura, seeded as CPython's {@code _randommodule.c} seeds it
 * ({@code init_by_array} with the seed's 32-bit words, least significant first). Words are Java ints read as
 * unsigned 32-bit numbers.
 */
final class MersenneTwister {
    static final int N = 624;
    private static final int M = 397;
    private static final int MATRIX_A = 0x9908b0df;
    private static final int UPPER_MASK = 0x80000000;
    private static final int LOWER_MASK = 0x7fffffff;

    /** The state words; all zero (and {@link #index} 0) until seeded, as a freshly allocated CPython generator. */
    final int[] mt = new int[N];
    /** The next state word to temper; {@link #N} means the state must be regenerated first. */
    int index;

    private void initGenrand(int seed) {
        mt[0] = seed;
        for (int i = 1; i < N; i++) {
            mt[i] = 1812433253 * (mt[i - 1] ^ (mt[i - 1] >>> 30)) + i;
        }
        index = N;
    }

    /** Seeds from {@code key}, a number's 32-bit words from the least significant; an empty key counts as {0}. */
    void initByArray(int[] key) {
        if (key.length == 0) {
            key = new int[] {0};
        }
        initGenrand(19650218);
        int i = 1;
        int j = 0;
        for (int k = Math.max(N, key.length); k > 0; k--) {
            mt[i] = (mt[i] ^ ((mt[i - 1] ^ (mt[i - 1] >>> 30)) * 1664525)) + key[j] + j;
            i++;
            j++;
            if (i >= N) {
                mt[0] = mt[N - 1];
                i = 1;
            }
            if (j >= key.length) {
                j = 0;
            }
        }
        for (int k = N - 1; k > 0; k--) {
            mt[i] = (mt[i] ^ ((mt[i - 1] ^ (mt[i - 1] >>> 30)) * 1566083941)) - i;
            i++;
            if (i >= N) {
                mt[0] = mt[N - 1];
                i = 1;
            }
        }
        mt[0] = 0x80000000;
    }

    /** The next 32 random bits. */
    int next32() {
        if (index >= N) {
            regenerate();
        }
        int y = mt[index++];
        y ^= y >>> 11;
        y ^= (y << 7) & 0x9d2c5680;
        y ^= (y << 15) & 0xefc60000;
        y ^= y >>> 18;
        return y;
    }

    private void regenerate() {
        int kk = 0;
        for (; kk < N - M; kk++) {
            int y = (mt[kk] & UPPER_MASK) | (mt[kk + 1] & LOWER_MASK);
            mt[kk] = mt[kk + M] ^ (y >>> 1) ^ ((y & 1) != 0 ? MATRIX_A : 0);
        }
        for (; kk < N - 1; kk++) {
            int y = (mt[kk] & UPPER_MASK) | (mt[kk + 1] & LOWER_MASK);
            mt[kk] = mt[kk + (M - N)] ^ (y >>> 1) ^ ((y & 1) != 0 ? MATRIX_A : 0);
        }
        int y = (mt[N - 1] & UPPER_MASK) | (mt[0] & LOWER_MASK);
        mt[N - 1] = mt[M - 1] ^ (y >>> 1) ^ ((y & 1) != 0 ? MATRIX_A : 0);
        index = 0;
    }

    /** A float in [0, 1) with 53 random bits, made as CPython's {@code random_random} makes it. */
    double nextDouble() {
        long a = (next32() >>> 5) & 0xffffffffL;
        long b = (next32() >>> 6) & 0xffffffffL;
        return (a * 67108864.0 + b) * (1.0 / 9007199254740992.0);
    }
}
