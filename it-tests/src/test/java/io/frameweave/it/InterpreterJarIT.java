package io.frameweave.it;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The interpreter jar, run as a user runs it. */
class InterpreterJarIT {

    @Test
    void runsAProgramWithArguments(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("hello.py"), """
                import sys
                def greet(names):
                    return ", ".join(n.upper() for n in names)
                print(greet(sys.argv[1:]), len(sys.argv))
                """);
        ForkedJvm.Result r = ForkedJvm.runInterpreter(dir, List.of(), "hello.py", "ada", "alan");
        assertEquals("", r.stderr());
        assertEquals("ADA, ALAN 3\n", r.stdout());
        assertEquals(0, r.exitCode());
    }

    @Test
    void runsCodeFromTheCommandLine(@TempDir Path dir) throws Exception {
        ForkedJvm.Result r = ForkedJvm.runInterpreter(dir, List.of(), "-c", "print(sum(i * i for i in range(10)))");
        assertEquals("285\n", r.stdout());
        assertEquals(0, r.exitCode());
    }

    @Test
    void aSyntaxErrorIsReportedLikeCPython(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("bad.py"), "x = 1\nif x\n    print(x)\n");
        ForkedJvm.Result r = ForkedJvm.runInterpreter(dir, List.of(), "bad.py");
        assertEquals(1, r.exitCode());
        assertEquals("", r.stdout());
        assertEquals("""
                  File "%s", line 2
                    if x
                        ^
                SyntaxError: expected ':'
                """.formatted(dir.toRealPath().resolve("bad.py")), r.stderr()); // CPython names the program by its absolute path
    }

    @Test
    void anUncaughtExceptionPrintsATracebackAndNoJavaStack(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("boom.py"), "def f(d):\n    return d['k']\nf({})\n");
        ForkedJvm.Result r = ForkedJvm.runInterpreter(dir, List.of(), "boom.py");
        assertEquals(1, r.exitCode());
        assertTrue(r.stderr().startsWith("Traceback (most recent call last):\n"), r.stderr());
        assertTrue(r.stderr().endsWith("KeyError: 'k'\n"), r.stderr());
        assertFalse(r.stderr().contains("at io.frameweave"), r.stderr());
    }

    @Test
    void theExamplesRun() throws Exception {
        try (var files = Files.list(ForkedJvm.examples())) {
            List<Path> programs = files.filter(p -> p.toString().endsWith(".py")).sorted().toList();
            assertFalse(programs.isEmpty());
            for (Path program : programs) {
                ForkedJvm.Result r = ForkedJvm.runInterpreter(program.getParent(), List.of(), program.getFileName().toString());
                assertEquals(0, r.exitCode(), program + ": " + r.stderr());
                assertFalse(r.stdout().isEmpty(), program + " printed nothing");
            }
        }
    }
}
