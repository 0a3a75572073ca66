package io.frameweave.interpreter.modules.zlib;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.frameweave.interpreter.modules.GuestProgram;
import org.junit.jupiter.api.Test;

/**
 * zlib over java.util.zip against CPython 3.11 with the same zlib (1.2.13): the compressed bytes (length and
 * CRC-32 of each stream, as CPython printed them for the same program), streaming with {@code max_length}, copies,
 * gzip framing fed a few bytes at a time, and the error messages.
 */
class ZlibModuleTest {
    private static final String DATA = "import zlib\nd = bytes(range(50)) * 20 + b'hello' * 30\n";

    @Test
    void compressedBytesAreCPythons() {
        String program = DATA
                + "out = [zlib.compress(d, lv) for lv in (0, 1, 6, 9)]\n"
                + "out.append(zlib.compress(d, 9, 31))\n"
                + "out.append(zlib.compress(d, 1, -15))\n"
                + "c = zlib.compressobj(6)\n"
                + "out.append(c.compress(d[:500]) + c.flush(zlib.Z_SYNC_FLUSH) + c.compress(d[500:])"
                + " + c.flush(zlib.Z_FULL_FLUSH) + c.flush())\n"
                + "c = zlib.compressobj(zdict=b'hello')\n"
                + "out.append(c.compress(d) + c.flush())\n"
                + "c = zlib.compressobj(2, strategy=zlib.Z_HUFFMAN_ONLY)\n"
                + "out.append(c.compress(d) + c.flush())\n"
                + "c = zlib.compressobj(5, strategy=zlib.Z_FILTERED)\n"
                + "out.append(c.compress(d) + c.flush())\n"
                + "print(' '.join('%d:%08x' % (len(x), zlib.crc32(x)) for x in out))\n";
        assertEquals("1161:f0bc6c19 77:18cf2d37 75:0d936c44 75:e3ebb57e 87:3868125f 71:6799dc61 88:dbbb4b2f "
                + "77:61e33744 859:3219e5b9 75:b3d01297", GuestProgram.run(program));
    }

    @Test
    void streamsKeepTheirTailsAndCopiesAsCPythonsDo() {
        String program = DATA
                + "s = zlib.compress(d) + b'END'\n"
                + "do = zlib.decompressobj()\n"
                + "got = do.decompress(s, 200)\n"
                + "print(len(got), len(do.unconsumed_tail), do.unused_data, do.eof)\n"
                + "twin = do.copy()\n"
                + "got += do.decompress(do.unconsumed_tail)\n"
                + "print(got == d, do.unconsumed_tail, do.unused_data, do.eof)\n"
                + "print(twin.decompress(twin.unconsumed_tail, 10), twin.eof)\n"
                + "gz = zlib.compress(d, 9, 31)\n"
                + "do = zlib.decompressobj(47)\n"
                + "print(b''.join(do.decompress(gz[i:i + 7]) for i in range(0, len(gz), 7)) == d, do.eof, do.unused_data)\n";
        assertEquals("200 22 b'' False\n"
                + "True b'END' b'END' True\n"
                + "b'\\x00\\x01\\x02\\x03\\x04\\x05\\x06\\x07\\x08\\t' False\n"
                + "True True b''", GuestProgram.run(program));
    }

    @Test
    void errorsAreWordedAsCPythons() {
        String program = DATA
                + "gz = zlib.compress(d, 9, 31)\n"
                + "for bad in (lambda: zlib.decompress(b'xyz'), lambda: zlib.decompress(gz[:-4] + b'\\0\\0\\0\\0', 31),\n"
                + "            lambda: zlib.decompress(zlib.compress(d)[:-5]), lambda: zlib.compress(d, 12)):\n"
                + "    try:\n"
                + "        bad()\n"
                + "    except zlib.error as e:\n"
                + "        print(e)\n";
        assertEquals("Error -3 while decompressing data: incorrect header check\n"
                + "Error -3 while decompressing data: incorrect length check\n"
                + "Error -5 while decompressing data: incomplete or truncated stream\n"
                + "Bad compression level", GuestProgram.run(program));
    }

    @Test
    void checksumsContinueFromAStartValue() {
        assertEquals("899311407 39387435 222957957 436929629",
                GuestProgram.run("import zlib\nprint(zlib.crc32(b'abc', -1), zlib.adler32(b'abc', 2**40 + 5),"
                        + " zlib.crc32(b' world', zlib.crc32(b'hello')), zlib.adler32(b' world', zlib.adler32(b'hello')))"));
    }
}
