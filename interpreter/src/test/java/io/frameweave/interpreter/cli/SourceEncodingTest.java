package io.frameweave.interpreter.cli;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Source files whose bytes are not plain UTF-8: coding cookies, a UTF-8 BOM, undecodable bytes and null bytes,
 * each run as a main program and reported as /usr/bin/python3.11 (3.11.2) reports it. The files are written
 * byte by byte here, so no editor can change them.
 */
class SourceEncodingTest {

    private record Result(int code, String out, String err) {}

    private static Result runFile(Path prog) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Main.run(new String[] {prog.toString()}, new ByteArrayInputStream(new byte[0]),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Result(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    /** A program of {@code text} whose chars below 256 are written as single bytes (latin-1). */
    private static Path program(String name, String text) throws IOException {
        Path dir = Files.createTempDirectory("fw-src").toRealPath();
        Path prog = dir.resolve(name);
        Files.write(prog, text.getBytes(StandardCharsets.ISO_8859_1));
        return prog;
    }

    private static String nonUtf8(Path prog, String byteHex, int line) {
        return "SyntaxError: Non-UTF-8 code starting with '\\x" + byteHex + "' in file " + prog + " on line " + line
                + ", but no encoding declared; see https://peps.python.org/pep-0263/ for details\n";
    }

    @Test
    void undecodableByteWithoutCookieIsASyntaxErrorNamingItsLine() throws IOException {
        Path prog = program("s1.py", "x = 1\ns = \"caf\u00e9\"\nprint(s)\n");
        Result r = runFile(prog);
        assertEquals(new Result(1, "", nonUtf8(prog, "e9", 2)), r);
    }

    @Test
    void anEncodedSurrogateIsNotUtf8() throws IOException {
        Path prog = program("s14.py", "print(1)\ns = \"\u00ed\u00b2\u0080\"\n");
        assertEquals(new Result(1, "", nonUtf8(prog, "ed", 2)), runFile(prog));
    }

    @Test
    void latin1CookieDecodesTheFile() throws IOException {
        Path prog = program("s2.py", "# -*- coding: latin-1 -*-\ns = \"caf\u00e9\"\nprint(s, len(s))\n");
        assertEquals(new Result(0, "caf\u00e9 4\n", ""), runFile(prog));
    }

    @Test
    void cookieOnTheSecondLineAfterAShebang() throws IOException {
        Path prog = program("s8.py", "#!/usr/bin/python\n# vim: set fileencoding=cp1252 :\ns = \"\u0080\"\nprint(s)\n");
        assertEquals(new Result(0, "\u20ac\n", ""), runFile(prog));
    }

    @Test
    void cookieBelowTheSecondLineMeansNothing() throws IOException {
        Path prog = program("s7.py", "x = 1\n\n#!/usr/bin/python\n# coding: latin-1\ns = \"caf\u00e9\"\n");
        assertEquals(new Result(1, "", nonUtf8(prog, "e9", 5)), runFile(prog));
    }

    @Test
    void utf8BomIsDropped() throws IOException {
        Path prog = program("s3.py", "\u00ef\u00bb\u00bfprint(\"bom ok\")\n");
        assertEquals(new Result(0, "bom ok\n", ""), runFile(prog));
        Path withCookie = program("s6.py", "\u00ef\u00bb\u00bf# coding: utf-8\nprint(1)\n");
        assertEquals(new Result(0, "1\n", ""), runFile(withCookie));
    }

    @Test
    void bomWithAnotherCookieIsAnEncodingProblem() throws IOException {
        Path prog = program("s5.py", "\u00ef\u00bb\u00bf# coding: latin-1\nprint(1)\n");
        assertEquals(new Result(1, "", "SyntaxError: encoding problem: iso-8859-1 with BOM\n"), runFile(prog));
    }

    @Test
    void unknownOrUnusableCookieIsAnEncodingProblem() throws IOException {
        assertEquals(new Result(1, "", "SyntaxError: encoding problem: bogus\n"),
                runFile(program("s4.py", "# coding: bogus\nprint(1)\n")));
        assertEquals(new Result(1, "", "SyntaxError: encoding problem: utf-16\n"),
                runFile(program("s13.py", "# coding=utf-16\nprint(1)\n")));
        assertEquals(new Result(1, "", "SyntaxError: encoding problem: ascii\n"),
                runFile(program("s12.py", "# coding: ascii\nprint(1)\ns=\"\u00e9\"\n")));
        assertEquals(new Result(1, "", "SyntaxError: encoding problem: cp1252\n"),
                runFile(program("s15.py", "# coding: cp1252\nprint(1)\ns=\"\u0081\"\n")));
    }

    @Test
    void anErrorBeforeTheUndecodableLineComesFirstOnlyWhenTheTokenizerMeetsIt() throws IOException {
        Path tab = program("g2.py", "if 1:\n\tx\n        y\ns=\"\u00e9\"\n");
        assertEquals(new Result(1, "", "  File \"" + tab + "\", line 3\n    y\nTabError: inconsistent use of tabs and "
                + "spaces in indentation\n"), runFile(tab));
        Path parse = program("g1.py", "x = = 1\ns=\"\u00e9\"\n");
        assertEquals(new Result(1, "", nonUtf8(parse, "e9", 2)), runFile(parse));
        Path compile = program("g3.py", "print(1)\nreturn 2\ns=\"\u00e9\"\n");
        assertEquals(new Result(1, "", nonUtf8(compile, "e9", 3)), runFile(compile));
    }

    @Test
    void aNullByteEndsItsLineAndTakesTheNewline() throws IOException {
        Path prog = program("nb.py", "x = 1\u0000 junk\ny = 2\nprint(x + y)\n");
        assertEquals(new Result(1, "", "  File \"" + prog + "\", line 1\n    x = 1y = 2\n        ^\n"
                + "SyntaxError: invalid decimal literal\n"), runFile(prog));
        assertEquals(new Result(0, "", ""), runFile(program("s18.py", "x = 1 # a\u0000b\nprint(x)\n")));
        assertEquals(new Result(0, "1\n", ""), runFile(program("s16.py", "print(1)\n\n\n\u0000\n")));
    }

    @Test
    void tracebackShowsTheLineOfALatin1File() throws IOException {
        Path prog = program("tb1.py", "# coding: latin-1\ns = \"caf\u00e9\"\nraise ValueError(s)\n");
        assertEquals(new Result(1, "", "Traceback (most recent call last):\n  File \"" + prog + "\", line 3, in "
                + "<module>\n    raise ValueError(s)\nValueError: caf\u00e9\n"), runFile(prog));
    }
}
