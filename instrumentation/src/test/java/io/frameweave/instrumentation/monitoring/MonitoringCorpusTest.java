package io.frameweave.instrumentation.monitoring;

import io.frameweave.instrumentation.WovenVm;
import org.junit.jupiter.api.AfterEach;
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
 * The monitoring corpus: every program in {@code resources/monitoring} records sys.monitoring events with the
 * harness {@code monitor.py} and prints exactly what CPython 3.12 printed for it (the {@code .out} files, made
 * by {@code regen.py}).
 */
class MonitoringCorpusTest {

    @AfterEach
    void reset() {
        WovenVm.resetMonitoring();
    }

    private static List<Path> programs() throws IOException, URISyntaxException {
        Path dir = Path.of(MonitoringCorpusTest.class.getResource("/monitoring/monitor.py").toURI()).getParent();
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(p -> p.getFileName().toString().matches("\\d\\d_\\w+\\.py")).sorted().toList();
        }
    }

    @TestFactory
    Stream<DynamicTest> eachProgramMonitorsAsCPython312() throws IOException, URISyntaxException {
        List<Path> programs = programs();
        assertTrue(programs.size() >= 5, "the corpus has at least 5 programs");
        return programs.stream().map(p -> DynamicTest.dynamicTest(p.getFileName().toString(), () -> {
            String name = p.getFileName().toString();
            String expected = Files.readString(p.resolveSibling(name.replace(".py", ".out")));
            WovenVm.Result r = WovenVm.file(p.toString());
            WovenVm.resetMonitoring();
            assertEquals(expected, r.stdout(), name + " (stderr: " + r.stderr() + ")");
            assertEquals("", r.stderr(), name);
            assertEquals(0, r.exitCode(), name);
        }));
    }
}
