package io.frameweave.it;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A quick slice of {@code conformance/run}: a few of CPython 3.11's own test modules, run under the jars being
 * built with {@code --check}, so that a module falling below the share of CPython's passing tests that
 * {@code conformance/modules.txt} records for it fails the build. Needs CPython's test suite (Debian's
 * {@code libpython3.11-testsuite}, which {@code .ci/run} installs).
 */
class ConformanceSliceIT {
    private static final List<String> SLICE = List.of("test_bisect", "test_contextlib", "test_copy", "test_fnmatch",
            "test_fractions", "test_heapq", "test_operator", "test_string", "test_textwrap");

    @Test
    void theSliceKeepsItsShares(@TempDir Path dir) throws Exception {
        Assumptions.assumeTrue(Files.isRegularFile(Path.of("/usr/lib/python3.11/test/test_heapq.py")),
                "CPython 3.11's test suite is not installed (apt-get install libpython3.11-testsuite)");
        Path root = Path.of(System.getProperty("frameweave.launcher")).toAbsolutePath().getParent();
        List<String> args = new ArrayList<>(List.of(root.resolve("conformance/run").toString(), "--check",
                "--timeout", "300"));
        for (String m : SLICE) {
            args.addAll(List.of("--only", m));
        }
        ToolJvms.Result r = ToolJvms.script(dir, args);
        assertEquals(0, r.exitCode(), r.stdout() + r.stderr());
        for (String m : SLICE) {
            assertTrue(r.stdout().lines().anyMatch(l -> l.startsWith(m + " ") && l.endsWith(" ran")), m + ":\n" + r.stdout());
        }
    }
}
