package io.frameweave.instrumentation.tracing;

import io.frameweave.instrumentation.WovenVm;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The differential trace corpus: every program in {@code resources/traces} runs under the guest tracer harness
 * {@code tracer.py} with the agent's legacy tracing, and prints exactly what CPython 3.11 printed for it (the
 * {@code .out} files, made by {@code regen.py}).
 */
class TraceCorpusTest {

    static Path corpus() throws URISyntaxException {
        return Path.of(TraceCorpusTest.class.getResource("/traces/tracer.py").toURI()).getParent();
    }

    static List<Path> programs() throws IOException, URISyntaxException {
        try (Stream<Path> files = Files.list(corpus())) {
            return files.filter(p -> p.getFileName().toString().matches("\\d\\d_\\w+\\.py")).sorted().toList();
        }
    }

    @TestFactory
    Stream<DynamicTest> eachProgramTracesAsCPython311() throws IOException, URISyntaxException {
        List<Path> programs = programs();
        assertTrue(programs.size() >= 40, "the corpus has at least 40 programs");
        return programs.stream().map(p -> DynamicTest.dynamicTest(p.getFileName().toString(), () -> {
            String name = p.getFileName().toString();
            String expected = Files.readString(p.resolveSibling(name.replace(".py", ".out")));
            WovenVm.Result r = WovenVm.file(p.toString());
            assertEquals(expected, r.stdout(), name + " (stderr: " + r.stderr() + ")");
            assertEquals("", r.stderr(), name);
            assertEquals(0, r.exitCode(), name);
        }));
    }
}
