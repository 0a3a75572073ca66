package io.frameweave.interpreter.modules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.frameweave.interpreter.cli.Main;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import org.junit.jupiter.api.Test;

/**
 * The Java C modules as CPython 3.11's own Lib uses them: {@code modules/accelerators_vs_pure.py} imports Lib's
 * heapq, bisect and operator with and without their C module and requires the same results, and uses struct's and
 * collections' public API. Needs CPython 3.11's Lib ({@code /usr/lib/python3.11}, Debian's libpython3.11-stdlib, or the directory
 * in the system property {@code fw.cpython.lib}); skipped with a message where it is absent.
 */
class LibAcceleratorsTest {
    private static final Path LIB = Paths.get(System.getProperty("fw.cpython.lib", "/usr/lib/python3.11"));

    private record Result(int exit, String out, String err) {}

    private static Result run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Main.run(args, new ByteArrayInputStream(new byte[0]), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Result(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    private static void check(String group) throws URISyntaxException {
        assumeTrue(Files.isRegularFile(LIB.resolve("heapq.py")),
                "CPython 3.11's Lib is not at " + LIB + " (install libpython3.11-stdlib or set fw.cpython.lib)");
        Path script = Paths.get(LibAcceleratorsTest.class.getResource("/modules/accelerators_vs_pure.py").toURI());
        Result r = run(script.toString(), LIB.toString(), group);
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().startsWith("ok " + group + ":"), r.out() + r.err());
    }

    @Test
    void heapqAgreesWithItsPurePythonVersion() throws URISyntaxException {
        check("heapq");
    }

    @Test
    void bisectAgreesWithItsPurePythonVersion() throws URISyntaxException {
        check("bisect");
    }

    @Test
    void operatorGettersAgreeWithTheirPurePythonVersions() throws URISyntaxException {
        check("operator");
    }

    @Test
    void structReExportsTheJavaModule() throws URISyntaxException {
        check("struct");
    }

    @Test
    void collectionsRunsOnTheJavaModules() throws URISyntaxException {
        assumeTrue(Files.isRegularFile(LIB.resolve("types.py")), "CPython 3.11's Lib is not at " + LIB);
        Result types = run("-c", "import sys; sys.path.append(" + pythonString(LIB.toString()) + "); import types");
        assumeTrue(types.exit() == 0, "collections needs Lib's types module, which does not import yet: "
                + types.err().strip().lines().reduce((a, b) -> b).orElse(""));
        check("collections");
    }

    private static String pythonString(String s) {
        return "'" + s.replace("\\", "\\\\").replace("'", "\\'") + "'";
    }
}
