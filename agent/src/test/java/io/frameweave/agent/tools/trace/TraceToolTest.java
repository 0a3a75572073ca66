package io.frameweave.agent.tools.trace;

import io.frameweave.agent.tools.RecordingSession;
import io.frameweave.agent.tools.ThisProcess;
import io.frameweave.agent.tools.TraceEventRules;
import io.frameweave.agent.tools.WovenGuest;
import io.frameweave.instrumentation.WovenVm;
import io.frameweave.instrumentation.monitoring.Monitoring;
import io.frameweave.instrumentation.weave.Weaving;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The trace tool driven directly: what it records, and that it leaves nothing switched on. */
class TraceToolTest {

    private static final String PROGRAM = """
            def gen():
                yield 1
                yield 2
            def f(n):
                if n == 0:
                    raise ValueError('zero')
                return n
            for v in gen():
                f(v)
            try:
                f(0)
            except ValueError:
                pass
            """;

    @Test
    void recordsCallsReturnsYieldsAndUnwindsThenSwitchesEverythingOff(@TempDir Path dir) throws Exception {
        WovenGuest.weave();
        TraceTool trace = new TraceTool();
        RecordingSession s = new RecordingSession("trace", Map.of("function", "f|gen", "output", "t"), dir, true);
        trace.start(s);
        assertEquals("frameweave trace", Monitoring.getTool(4));
        assertTrue(Weaving.executionProbesActive());
        WovenVm.Result r = WovenGuest.run(PROGRAM);
        assertEquals(0, r.exitCode(), r.stderr());
        trace.finish(s);

        assertNull(Monitoring.getTool(4), "the tool id is free again");
        assertFalse(Monitoring.anyEvents());
        assertTrue(WovenVm.probesGoneSoon(), "the execution probes are gone");

        List<String> lines = Files.readAllLines(dir.resolve("t.jsonl"));
        List<String> events = lines.stream().map(l -> l.replaceAll(".*\"event\": \"(\\w+)\", \"function\": \"(\\w+)\".*"
                + "\"line\": (\\d+)}", "$1 $2 $3")).toList();
        assertEquals(List.of("call gen 1", "yield gen 2", "call f 4", "return f 7", "resume gen 2", "yield gen 3",
                "call f 4", "return f 7", "resume gen 3", "return gen 3", "call f 4", "unwind f 6"), events);
        String chrome = Files.readString(dir.resolve("t.json"));
        assertEquals(count(chrome, "\"ph\": \"B\""), count(chrome, "\"ph\": \"E\""));
        assertEquals(6, count(chrome, "\"ph\": \"B\""));
        assertEquals(6, TraceEventRules.check(chrome));
        assertEquals(List.of("tracing until the program ends or Ctrl-C (monitoring tool id 4)",
                "wrote " + dir.resolve("t.jsonl") + " (12 events)", "wrote " + dir.resolve("t.json") + " (12 events)"),
                s.reports);
    }

    /** Two traces at once with the default name: the second writes trace-PID-2.*, and both are whole. */
    @Test
    void twoTracesAtOnceWriteFilesOfTheirOwn(@TempDir Path dir) throws Exception {
        WovenGuest.weave();
        TraceTool first = new TraceTool();
        TraceTool second = new TraceTool();
        RecordingSession s1 = new RecordingSession("trace", Map.of("function", "f"), dir, true);
        RecordingSession s2 = new RecordingSession("trace", Map.of("function", "f"), dir, true);
        first.start(s1);
        second.start(s2);
        WovenGuest.run(PROGRAM);
        first.finish(s1);
        second.finish(s2);
        String stem = "trace-" + ThisProcess.pid();
        for (String name : List.of(stem + ".json", stem + "-2.json")) {
            assertEquals(3, TraceEventRules.check(Files.readString(dir.resolve(name))), name);
        }
        try (var files = Files.list(dir)) {
            assertEquals(List.of(stem + "-2.json", stem + "-2.jsonl", stem + ".json", stem + ".jsonl"),
                    files.map(p -> p.getFileName().toString()).sorted().toList());
        }
    }

    @Test
    void theLimitEndsTheTraceByItself(@TempDir Path dir) throws Exception {
        WovenGuest.weave();
        TraceTool trace = new TraceTool();
        RecordingSession s = new RecordingSession("trace", Map.of("limit", "3", "format", "jsonl", "output", "l"),
                dir, true);
        trace.start(s);
        WovenGuest.run("def f():\n    pass\nfor i in range(10):\n    f()\n");
        assertEquals(0, s.finished.getCount(), "the tool asked to be finished");
        trace.finish(s);
        assertEquals(3, Files.readAllLines(dir.resolve("l.jsonl")).size());
        assertTrue(s.reports.contains("stopped at the limit of 3 events"), s.reports.toString());
    }

    private static int count(String s, String what) {
        int n = 0;
        for (int i = s.indexOf(what); i >= 0; i = s.indexOf(what, i + 1)) {
            n++;
        }
        return n;
    }
}
