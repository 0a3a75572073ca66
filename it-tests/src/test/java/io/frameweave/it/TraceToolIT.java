package io.frameweave.it;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The trace tool started at launch ({@code -javaagent:...=tool=trace:...}): exact event streams and filters. */
class TraceToolIT {

    private static final String PROGRAM = """
            def f(n):
                return n * 2

            def g():
                s = 0
                for i in range(2):
                    s += f(i)
                return s

            print(g())
            """;

    private static ToolJvms.Result traced(Path dir, String toolOptions) throws Exception {
        Files.writeString(dir.resolve("prog.py"), PROGRAM);
        return ToolJvms.interpreter(dir, List.of("-javaagent:" + ForkedJvm.agentJar() + "=tool=trace" + toolOptions),
                "prog.py");
    }

    private static List<String> events(Path file) throws Exception {
        List<String> out = new ArrayList<>();
        for (JsonNode e : ToolJvms.jsonLines(file)) {
            out.add(e.get("event").asText() + " " + e.get("function").asText() + " " + e.get("line").asInt());
        }
        return out;
    }

    @Test
    void callsAndReturnsInOrderAsJsonLinesAndChromeSlices(@TempDir Path dir) throws Exception {
        ToolJvms.Result r = traced(dir, ":output=t");
        assertEquals("2\n", r.stdout());
        assertEquals(0, r.exitCode());
        assertEquals(List.of(
                "frameweave trace: tracing until the program ends (monitoring tool id 4)",
                "frameweave trace: wrote " + dir.resolve("t.jsonl") + " (8 events)",
                "frameweave trace: wrote " + dir.resolve("t.json") + " (8 events)"), r.stderr().lines().toList());
        assertEquals(List.of("call <module> 1", "call g 4", "call f 1", "return f 2", "call f 1", "return f 2",
                "return g 8", "return <module> 10"), events(dir.resolve("t.jsonl")));

        JsonNode chrome = ToolJvms.json(dir.resolve("t.json"));
        List<String> slices = new ArrayList<>();
        double lastTs = -1;
        for (JsonNode e : chrome.get("traceEvents")) {
            String ph = e.get("ph").asText();
            if (ph.equals("M")) {
                assertEquals("MainThread", e.get("args").get("name").asText());
                continue;
            }
            assertTrue(e.get("ts").asDouble() >= lastTs, "timestamps never go back");
            lastTs = e.get("ts").asDouble();
            slices.add(ph.equals("B") ? "B " + e.get("name").asText() + " " + e.get("args").get("line").asInt() : ph);
            assertTrue(e.get("pid").asLong() > 0 && e.get("tid").asLong() > 0);
        }
        assertEquals(List.of("B <module> 1", "B g 4", "B f 1", "E", "B f 1", "E", "E", "E"), slices);
    }

    @Test
    void lineEventsAndAFunctionFilter(@TempDir Path dir) throws Exception {
        ToolJvms.Result r = traced(dir, ":function=f:lines:format=jsonl:output=f");
        assertEquals("2\n", r.stdout());
        assertEquals(List.of("call f 1", "line f 2", "return f 2", "call f 1", "line f 2", "return f 2"),
                events(dir.resolve("f.jsonl")));
        assertFalse(Files.exists(dir.resolve("f.json")), "format=jsonl writes no Chrome file");
    }

    @Test
    void aFileFilterThatMatchesNothingStillWritesWellFormedFiles(@TempDir Path dir) throws Exception {
        ToolJvms.Result r = traced(dir, ":file=other*.py:output=none");
        assertEquals("2\n", r.stdout());
        assertEquals(List.of(), events(dir.resolve("none.jsonl")));
        assertEquals(0, ToolJvms.json(dir.resolve("none.json")).get("traceEvents").size());
    }

    @Test
    void builtinCallsAreSlicesOfTheirOwn(@TempDir Path dir) throws Exception {
        ToolJvms.Result r = traced(dir, ":function=g|<module>:builtins:format=jsonl:output=b");
        assertEquals("2\n", r.stdout());
        List<String> ev = events(dir.resolve("b.jsonl"));
        assertTrue(ev.contains("c_call range 6") && ev.contains("c_return range 6"), ev.toString());
        assertTrue(ev.contains("c_call print 10") && ev.contains("c_return print 10"), ev.toString());
        assertFalse(ev.stream().anyMatch(e -> e.startsWith("c_call f")), "guest calls are not builtin slices");
    }

    @Test
    void aWrongToolOptionIsOneLineAndTheProgramRunsOn(@TempDir Path dir) throws Exception {
        ToolJvms.Result r = traced(dir, ":colour=blue");
        assertEquals("2\n", r.stdout());
        assertEquals(0, r.exitCode());
        assertEquals("frameweave agent: unknown option '--colour' of tool 'trace' (known: --file, --function, --lines, "
                + "--builtins, --raises, --format, --output, --duration, --limit); tool 'trace' does not run\n", r.stderr());
        ToolJvms.Result unknown = ToolJvms.interpreter(dir,
                List.of("-javaagent:" + ForkedJvm.agentJar() + "=tool=tarce"), "prog.py");
        assertEquals("2\n", unknown.stdout());
        assertEquals("frameweave agent: unknown tool 'tarce' (known: coverage, debug, dump, profile, top, trace, watch; record is "
                + "profile); "
                + "the program runs uninstrumented\n", unknown.stderr());
    }
}
