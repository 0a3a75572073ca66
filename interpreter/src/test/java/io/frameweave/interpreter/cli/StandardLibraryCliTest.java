package io.frameweave.interpreter.cli;

import io.frameweave.interpreter.vm.StandardLibrary;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * Programs and CPython 3.11's standard library: a missing library costs a program one clear line only when it
 * imports a standard-library module, and an installed one is found and used in place.
 */
class StandardLibraryCliTest {
    private static final String NOWHERE = "/nonexistent/frameweave-test-lib";

    private record Result(int code, String out, String err) {}

    private static Result run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Main.run(args, new ByteArrayInputStream(new byte[0]), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Result(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void aMissingLibraryIsOneLineSayingWhatToInstall() {
        Result r = run("-X", "stdlib=" + NOWHERE, "-c", "print('before')\nimport json\nprint('after')");
        assertEquals("before\n", r.out(), r::toString);
        assertEquals("frameweave: the program imports 'json' from the standard library, but -X stdlib=" + NOWHERE
                + " names no Python standard library (no os.py there); install it (Debian, Ubuntu: apt-get install "
                + "libpython3.11-stdlib) or name its directory with FRAMEWEAVE_STDLIB=DIR or -X stdlib=DIR\n", r.err());
        assertEquals(1, r.code());
    }

    @Test
    void aProgramThatImportsNothingFromTheLibraryRunsWithoutIt() {
        Result r = run("-X", "stdlib=" + NOWHERE, "-c", "import math, sys\nprint(math.floor(2.5), sys._stdlib_dir)");
        assertEquals("2 None\n", r.out(), r::toString);
        assertEquals(0, r.code());
    }

    @Test
    void aProgramCanCatchTheMissingModule() {
        Result r = run("-X", "stdlib=" + NOWHERE, "-c",
                "try:\n    import textwrap\nexcept ImportError as e:\n    print(type(e).__name__, e.name)");
        assertEquals("ModuleNotFoundError textwrap\n", r.out(), r::toString);
        assertEquals(0, r.code());
    }

    @Test
    void aModuleOutsideTheLibraryIsAnOrdinaryModuleNotFoundError() {
        Result r = run("-X", "stdlib=" + NOWHERE, "-c", "import no_such_module_here");
        assertTrue(r.err().startsWith("Traceback (most recent call last):\n"), r::toString);
        assertTrue(r.err().endsWith("ModuleNotFoundError: No module named 'no_such_module_here'\n"), r::toString);
        assertEquals(1, r.code());
    }

    @Test
    void anInstalledLibraryIsFoundAndUsedInPlace() {
        StandardLibrary lib = StandardLibrary.locate(null, System.getenv());
        assumeTrue(lib.dir() != null, "CPython 3.11's standard library is not installed (Debian: apt-get install "
                + "libpython3.11-stdlib); skipped");
        Path dir = lib.dir();
        Result r = run("-c", "import sys, keyword\nprint(keyword.__file__, keyword.iskeyword('match'), "
                + "keyword.issoftkeyword('match'), sys._stdlib_dir, sys._stdlib_dir in sys.path)");
        assertEquals(dir.resolve("keyword.py") + " False True " + dir + " True\n", r.out(), r::toString);
        assertEquals(0, r.code());
    }
}
