package io.frameweave.interpreter.modules.hashes;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.security.MessageDigest;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;

/** The SHAKE sponge against FIPS 202's examples, and, given SHA-3's suffix, against the JDK's SHA-3. */
class KeccakSpongeTest {
    private static byte[] data(int n) {
        byte[] b = new byte[n];
        for (int i = 0; i < n; i++) {
            b[i] = (byte) (i * 31 + 7);
        }
        return b;
    }

    @Test
    void withSha3sSuffixTheSpongeIsTheJdksSha3AtEveryLengthAroundTheRate() throws Exception {
        int[][] variants = {{224, 144}, {256, 136}, {384, 104}, {512, 72}};
        for (int[] v : variants) {
            MessageDigest jdk = MessageDigest.getInstance("SHA3-" + v[0]);
            for (int n = 0; n <= 2 * v[1] + 3; n++) {
                KeccakSponge sponge = new KeccakSponge(v[1], 0x06);
                sponge.update(data(n), 0, n);
                assertArrayEquals(jdk.digest(data(n)), sponge.squeeze(v[0] / 8), "SHA3-" + v[0] + " of " + n + " bytes");
            }
        }
    }

    @Test
    void shakeOfNothingIsFips202sValue() {
        assertEquals("7f9c2ba4e88f827d616045507605853ed73b8093f6efbc88eb1a6eacfa66ef26",
                HexFormat.of().formatHex(KeccakSponge.shake(128).squeeze(32)));
        assertEquals("46b9dd2b0ba88d13233b3feb743eeb243fcd52ea62b81b82b50c27646ed5762f",
                HexFormat.of().formatHex(KeccakSponge.shake(256).squeeze(32)));
    }

    @Test
    void longOutputsExtendShortOnesAndSqueezingLeavesTheStateAlone() {
        KeccakSponge s = KeccakSponge.shake(128);
        s.update(data(500), 0, 500);
        byte[] longer = s.squeeze(1000);
        for (int n : new int[] {0, 1, 167, 168, 169, 336, 999}) {
            assertArrayEquals(java.util.Arrays.copyOf(longer, n), s.squeeze(n));
        }
    }

    @Test
    void chunkedUpdatesAndCopiesAgreeWithOneShot() {
        byte[] all = data(1000);
        KeccakSponge whole = KeccakSponge.shake(256);
        whole.update(all, 0, all.length);
        KeccakSponge parts = KeccakSponge.shake(256);
        int at = 0;
        for (int step = 1; at < all.length; step = step * 3 % 139 + 1) {
            int n = Math.min(step, all.length - at);
            parts.update(all, at, n);
            at += n;
        }
        KeccakSponge copy = parts.copy();
        copy.update(new byte[] {1}, 0, 1);
        assertArrayEquals(whole.squeeze(64), parts.squeeze(64));
        assertEquals(false, java.util.Arrays.equals(whole.squeeze(64), copy.squeeze(64)));
    }
}
