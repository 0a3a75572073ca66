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
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The command line: exit codes, {@code -c}, stdin programs, syntax errors and usage errors, as python3.11 reports them. */
class MainCliTest {

    private record Result(int code, String out, String err) {}

    private static Result run(String stdin, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Main.run(args, new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Result(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void dashCRunsCodeWithArgv() {
        Result r = run("", "-c", "import sys; print(sys.argv)", "a", "b");
        assertEquals("['-c', 'a', 'b']\n", r.out(), r::toString);
        assertEquals("", r.err(), r::toString);
        assertEquals(0, r.code());
    }

    @Test
    void dashCUncaughtExceptionHasNoSourceLine() {
        Result r = run("", "-c", "raise ValueError('v')");
        assertEquals("Traceback (most recent call last):\n  File \"<string>\", line 1, in <module>\nValueError: v\n",
                r.err(), r::toString);
        assertEquals(1, r.code());
    }

    @Test
    void dashCSyntaxErrorIsReportedWithoutTraceback() {
        Result r = run("", "-c", "print(1+");
        assertEquals("  File \"<string>\", line 1\n    print(1+\n         ^\nSyntaxError: '(' was never closed\n",
                r.err(), r::toString);
        assertEquals(1, r.code());
    }

    @Test
    void syntaxErrorInMainFile() throws IOException {
        Path dir = Files.createTempDirectory("fw-cli").toRealPath();
        Path prog = dir.resolve("se.py");
        Files.writeString(prog, "def f(:\n    pass\n");
        Result r = run("", prog.toString());
        assertEquals("  File \"" + prog + "\", line 1\n    def f(:\n          ^\nSyntaxError: invalid syntax\n",
                r.err(), r::toString);
        assertEquals("", r.out());
        assertEquals(1, r.code());
    }

    @Test
    void indentationErrorInMainFile() throws IOException {
        Path dir = Files.createTempDirectory("fw-cli").toRealPath();
        Path prog = dir.resolve("ind.py");
        Files.writeString(prog, "x = 1\nif x:\n  y = 2\n   z = 3\n");
        Result r = run("", prog.toString());
        assertEquals("  File \"" + prog + "\", line 4\n    z = 3\nIndentationError: unexpected indent\n",
                r.err(), r::toString);
        assertEquals(1, r.code());
    }

    @Test
    void missingFileIsAUsageError() throws IOException {
        Path dir = Files.createTempDirectory("fw-cli").toRealPath();
        Path missing = dir.resolve("nofile.py");
        Result r = run("", missing.toString());
        assertEquals("frameweave: can't open file '" + missing + "': [Errno 2] No such file or directory\n", r.err());
        assertEquals(2, r.code());
    }

    @Test
    void programFromStdinWithDash() {
        Result r = run("import sys; print('stdin prog', sys.argv)\n", "-", "x");
        assertEquals("stdin prog ['-', 'x']\n", r.out(), r::toString);
        assertEquals(0, r.code());
    }

    @Test
    void programFromPipedStdinWithoutArguments() {
        Result r = run("print(2)\nprint(sum(range(5)))\n");
        assertEquals("2\n10\n", r.out(), r::toString);
        assertEquals(0, r.code());
    }

    @Test
    void sysExitCodeAndStdoutFlushedFirst() {
        Result r = run("", "-c", "import sys; sys.stdout.write('out\\n'); sys.exit(4)");
        assertEquals("out\n", r.out(), r::toString);
        assertEquals(4, r.code());
    }

    @Test
    void sysExitWithStringPrintsItAndExitsOne() {
        Result r = run("", "-c", "import sys; print('a'); sys.exit('bye')");
        assertEquals("a\n", r.out());
        assertEquals("bye\n", r.err());
        assertEquals(1, r.code());
    }

    @Test
    void unknownOptionIsAUsageError() {
        Result r = run("", "-Z");
        assertEquals(2, r.code());
        assertTrue(r.err().startsWith("Unknown option: -Z\n"), r::toString);
    }

    @Test
    void dashCWithoutCodeIsAUsageError() {
        Result r = run("", "-c");
        assertEquals(2, r.code());
        assertTrue(r.err().startsWith("Argument expected for the -c option\n"), r::toString);
    }
}
