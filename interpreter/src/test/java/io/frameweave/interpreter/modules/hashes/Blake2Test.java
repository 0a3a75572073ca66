package io.frameweave.interpreter.modules.hashes;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;

/** BLAKE2b and BLAKE2s against RFC 7693's examples and the reference implementation's keyed answers. */
class Blake2Test {
    private static String hex(HashEngine.Fixed engine, byte[] data) {
        engine.update(data, 0, data.length);
        return HexFormat.of().formatHex(engine.digest());
    }

    private static byte[] sequence(int n) {
        byte[] b = new byte[n];
        for (int i = 0; i < n; i++) {
            b[i] = (byte) i;
        }
        return b;
    }

    @Test
    void rfc7693AppendixExamples() {
        byte[] abc = "abc".getBytes(StandardCharsets.US_ASCII);
        assertEquals("ba80a53f981c4d0d6a2797b69f12f6e94c212f14685ac4b74b12bb6fdbffa2d1"
                + "7d87c5392aab792dc252d5de4533cc9518d38aa8dbf1925ab92386edd4009923",
                hex(new Blake2b(Blake2Params.plain(64)), abc));
        assertEquals("508c5e8c327c14e2e1a72ba34eeb452f37458b209ed63a294d999b4c86675982",
                hex(new Blake2s(Blake2Params.plain(32)), abc));
    }

    @Test
    void keyedAnswersOfTheReferenceImplementation() {
        Blake2Params b = Blake2Params.plain(64).withKey(sequence(64));
        assertEquals("10ebb67700b1868efb4417987acf4690ae9d972fb7a590c2f02871799aaa4786"
                + "b5e996e8f0f4eb981fc214b005f42d2ff4233499391653df7aefcbc13fc51568", hex(new Blake2b(b), new byte[0]));
        assertEquals("142709d62e28fcccd0af97fad0f8465b971e82201dc51070faa0372aa43e9248"
                + "4be1c1e73ba10906d5d1853db6a4106e0a7bf9800d373d6dee2d46d62ef2a461", hex(new Blake2b(b), sequence(255)));
        Blake2Params s = Blake2Params.plain(32).withKey(sequence(32));
        assertEquals("48a8997da407876b3d79c0d92325ad3b89cbb754d86ab71aee047ad345fd2c49", hex(new Blake2s(s), new byte[0]));
        assertEquals("3fb735061abc519dfe979e54c1ee5bfad0a9d858b3315bad34bde999efd724dd", hex(new Blake2s(s), sequence(255)));
    }

    @Test
    void aFullLastBlockIsCompressedAsTheLastOneWhateverTheChunks() {
        for (int n : new int[] {63, 64, 65, 127, 128, 129, 256}) {
            byte[] data = sequence(n);
            Blake2b whole = new Blake2b(Blake2Params.plain(64));
            whole.update(data, 0, n);
            Blake2b bytes = new Blake2b(Blake2Params.plain(64));
            for (int i = 0; i < n; i++) {
                bytes.update(data, i, 1);
            }
            Blake2b copy = bytes.copy();
            assertArrayEquals(whole.digest(), bytes.digest(), n + " bytes");
            assertArrayEquals(whole.digest(), copy.digest(), n + " bytes, copied");
        }
    }

    @Test
    void aShorterDigestIsItsOwnHashNotATruncation() {
        byte[] abc = "abc".getBytes(StandardCharsets.US_ASCII);
        String short20 = hex(new Blake2b(Blake2Params.plain(20)), abc);
        assertEquals(40, short20.length());
        assertEquals(false, hex(new Blake2b(Blake2Params.plain(64)), abc).startsWith(short20));
    }
}
