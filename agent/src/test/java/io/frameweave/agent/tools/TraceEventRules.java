package io.frameweave.agent.tools;

import io.frameweave.agent.tools.profile.JsonReader;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * The rules a Chrome Trace Event file must follow for the importers that read the tools' files, as their sources
 * state them. speedscope ({@code src/import/trace-event.ts}): a {@code traceEvents} array, a {@code ts} on every
 * B, E and X event, a profile per (pid, tid), each E closing the innermost open slice by the same name (an E of
 * another name is ignored and the slice stays open to the end: a staircase), at least one slice in all (a file
 * without one imports as "empty"). Perfetto's JSON importer: each E ends the innermost B of its thread, events
 * of a thread in time order. Both: {@code pid}/{@code tid} numbers; here also the JVM's real process id.
 */
public final class TraceEventRules {
    private TraceEventRules() {}

    /** Checks {@code json}; returns the number of slices (matched B/E pairs). */
    @SuppressWarnings("unchecked")
    public static int check(String json) {
        Map<String, Object> doc = (Map<String, Object>) JsonReader.parse(json);
        List<Map<String, Object>> events = (List<Map<String, Object>>) doc.get("traceEvents");
        assertNotNull(events, "no traceEvents array");
        Map<String, Deque<Map<String, Object>>> open = new HashMap<>();
        Map<String, Double> lastTs = new HashMap<>();
        int slices = 0;
        for (Map<String, Object> e : events) {
            String ph = (String) e.get("ph");
            assertNotNull(ph, "an event without ph: " + e);
            assertTrue(e.get("pid") instanceof Double && e.get("tid") instanceof Double, "pid/tid not numbers: " + e);
            assertEquals((double) ThisProcess.pid(), (Double) e.get("pid"), "not this process's id: " + e);
            if (ph.equals("M")) {
                if ("thread_name".equals(e.get("name")) || "process_name".equals(e.get("name"))) {
                    assertTrue(((Map<String, Object>) e.get("args")).get("name") instanceof String, e.toString());
                }
                continue;
            }
            assertTrue(e.get("ts") instanceof Double, "no ts: " + e);
            String thread = e.get("pid") + ":" + e.get("tid");
            double ts = (Double) e.get("ts");
            Double before = lastTs.put(thread, ts);
            assertTrue(before == null || before <= ts, "time goes back on thread " + thread + " at " + e);
            Deque<Map<String, Object>> stack = open.computeIfAbsent(thread, t -> new ArrayDeque<>());
            switch (ph) {
                case "B" -> {
                    assertTrue(e.get("name") instanceof String, "a B without a name: " + e);
                    stack.push(e);
                }
                case "E" -> {
                    assertFalse(stack.isEmpty(), "an E with nothing open: " + e);
                    Map<String, Object> b = stack.pop();
                    assertEquals(b.get("name"), e.get("name"), "an E that does not close the innermost slice");
                    if (e.containsKey("args") || b.containsKey("args")) {
                        assertEquals(b.get("args"), e.get("args"), "speedscope warns: an E whose args differ");
                    }
                    slices++;
                }
                case "i", "I", "X" -> {
                    // instant events; no X is written
                }
                default -> fail("an event phase the tools do not write: " + e);
            }
        }
        open.forEach((thread, stack) -> assertTrue(stack.isEmpty(), "slices left open on " + thread + ": " + stack));
        assertTrue(slices > 0, "no slice at all: speedscope imports the file as empty");
        return slices;
    }
}
