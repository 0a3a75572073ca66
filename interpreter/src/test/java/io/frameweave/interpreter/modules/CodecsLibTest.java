package io.frameweave.interpreter.modules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.frameweave.interpreter.cli.Main;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import org.junit.jupiter.api.Test;

/**
 * {@code _codecs} beneath CPython 3.11's own {@code codecs} and {@code encodings}: str.encode and bytes.decode reach
 * Lib's codecs through the registry, and Lib's codecs run the VM's own. Needs CPython 3.11's Lib
 * ({@code /usr/lib/python3.11} or the system property {@code fw.cpython.lib}); skipped with a message where it is
 * absent.
 */
class CodecsLibTest {
    private static final Path LIB = Paths.get(System.getProperty("fw.cpython.lib", "/usr/lib/python3.11"));

    private static String run(String program) {
        assumeTrue(Files.isRegularFile(LIB.resolve("codecs.py")),
                "CPython 3.11's Lib is not at " + LIB + " (install libpython3.11-stdlib or set fw.cpython.lib)");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Main.run(new String[] {"-X", "stdlib=" + LIB, "-c", program}, new ByteArrayInputStream(new byte[0]),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(0, code, err.toString(StandardCharsets.UTF_8));
        return out.toString(StandardCharsets.UTF_8);
    }

    @Test
    void strEncodeFindsLibsCodecsThroughTheRegistry() {
        // byte 0x81 is undefined in CPython's cp1252 table, which the JVM's windows-1252 maps to U+0081
        assertEquals("b'\\x80' € True\n", run("""
                import sys
                r = b'\\x81'.decode('cp1252', 'replace') == '\\ufffd'
                print('\\u20ac'.encode('cp1252'), b'\\x80'.decode('cp1252'), r and 'encodings.cp1252' in sys.modules)
                """));
    }

    @Test
    void libsCodecsRunTheVmsOwn() {
        assertEquals("True True b'a\\xc3\\xa9'\n", run("""
                import codecs, _codecs
                print(codecs.utf_8_decode is _codecs.utf_8_decode, codecs.lookup('utf-8').name == 'utf-8',
                      codecs.lookup('u8').encode('a\\xe9')[0])
                """));
    }

    @Test
    void aRegisteredHandlerServesTheVmsCodecs() {
        assertEquals("b'a[e9]b' a<1:2>b\n", run("""
                import codecs
                def h(e):
                    if isinstance(e, UnicodeEncodeError):
                        return '[%x]' % ord(e.object[e.start]), e.end
                    return '<%d:%d>' % (e.start, e.end), e.end
                codecs.register_error('test.h', h)
                print('a\\xe9b'.encode('ascii', 'test.h'), b'a\\xffb'.decode('utf-8', 'test.h'))
                """));
    }
}
