package io.frameweave.interpreter.builtins;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.PyException;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The standard streams' codecs and error handlers as CPython 3.11 picks them from the environment (checked
 * against /usr/bin/python3.11 with {@code LANG=C.UTF-8}, {@code LC_ALL=C} and {@code PYTHONIOENCODING=utf-8}),
 * and what they do to bytes that are not UTF-8.
 */
class StdioEncodingTest {
    private static final byte[] NOT_UTF8 = {'a', (byte) 0xE9, 'b', '\n'};

    private static String handlers(Map<String, String> env) {
        return StdioEncoding.of(false, env).errors() + " " + StdioEncoding.of(true, env).errors();
    }

    @Test
    void cLocalesSmuggleBytesThroughAndOthersAreStrict() {
        assertEquals("surrogateescape backslashreplace", handlers(Map.of("LANG", "C.UTF-8")));
        assertEquals("surrogateescape backslashreplace", handlers(Map.of("LC_ALL", "C", "LANG", "de_DE.UTF-8")));
        assertEquals("surrogateescape backslashreplace", handlers(Map.of()));
        assertEquals("strict backslashreplace", handlers(Map.of("LANG", "de_DE.UTF-8")));
        assertEquals("surrogateescape backslashreplace", handlers(Map.of("LANG", "de_DE.UTF-8", "PYTHONUTF8", "1")));
    }

    @Test
    void pythonIoEncodingNamesCodecAndHandler() {
        assertEquals("strict backslashreplace", handlers(Map.of("LANG", "C.UTF-8", "PYTHONIOENCODING", "utf-8")));
        assertEquals("replace backslashreplace", handlers(Map.of("PYTHONIOENCODING", "latin-1:replace")));
        assertEquals("latin-1", StdioEncoding.of(false, Map.of("PYTHONIOENCODING", "latin-1:replace")).name());
        assertEquals("ignore backslashreplace", handlers(Map.of("PYTHONIOENCODING", ":ignore")));
        assertEquals("utf-8", StdioEncoding.of(false, Map.of("PYTHONIOENCODING", ":ignore")).name());
    }

    @Test
    void undecodableStdinRoundTripsUnderTheCLocale() {
        StdioEncoding c = StdioEncoding.of(false, Map.of("LANG", "C.UTF-8"));
        PyTextFile in = PyTextFile.forInput("<stdin>", new ByteArrayInputStream(NOT_UTF8), c);
        String line = in.readLine(-1);
        assertEquals("a\udce9b\n", line);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        PyTextFile stdout = PyTextFile.forOutput("<stdout>", out, false, c);
        stdout.write(line);
        stdout.flush();
        assertArrayEquals(NOT_UTF8, out.toByteArray());
    }

    @Test
    void strictStdinRaisesUnicodeDecodeError() {
        StdioEncoding strict = StdioEncoding.of(false, Map.of("PYTHONIOENCODING", "utf-8"));
        PyTextFile in = PyTextFile.forInput("<stdin>", new ByteArrayInputStream(NOT_UTF8), strict);
        PyException e = assertThrows(PyException.class, () -> in.readLine(-1));
        assertEquals("UnicodeDecodeError: 'utf-8' codec can't decode byte 0xe9 in position 1: invalid continuation byte",
                e.value.type().name + ": " + Ops.str(e.value));
    }

    @Test
    void stderrEscapesWhatItCannotEncode() {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        PyTextFile stderr = PyTextFile.forOutput("<stderr>", err, true, StdioEncoding.of(true, Map.of()));
        stderr.write("x\udc80\n");
        assertEquals("x\\udc80\n", err.toString(java.nio.charset.StandardCharsets.UTF_8));
    }
}
