package io.frameweave.it;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code frameweave attach} against a running guest program (one target JVM for the class): dump and trace by
 * dynamic attach, two tools at once, the client stopped mid-run, and the target's own output untouched.
 */
class AttachIT {
    @TempDir
    static Path dir;
    static ToolJvms.Target target;

    @BeforeAll
    static void startTarget() throws Exception {
        target = ToolJvms.startTarget(dir, targetJvmArgs(), 600);
    }

    /** On JDK 21+ the target allows dynamic agents, as `frameweave run` starts it (no JEP 451 warning). */
    static List<String> targetJvmArgs() throws IOException {
        return ToolJvms.javaFeature() >= 21 ? List.of("-XX:+EnableDynamicAgentLoading") : List.of();
    }

    /** The program's file as its code names it: the path it was started by, made absolute as CPython makes it. */
    static String spinnerFile() throws IOException {
        return dir.toRealPath().resolve("spinner.py").toString();
    }

    @AfterAll
    static void stopTarget() throws Exception {
        assertEquals(0, target.stop());
        assertEquals("ready\ndone True\n", target.stdout());
        assertEquals("", target.stderr(), "the tools said nothing on the target's own streams");
    }

    @Test
    void psListsTheTarget() throws Exception {
        ToolJvms.Result r = ToolJvms.client(dir, "ps");
        assertEquals(0, r.exitCode(), r.stderr());
        String cwd = java.util.regex.Pattern.quote(dir.toRealPath().toString());
        assertTrue(r.stdout().lines().anyMatch(l -> l.matches(target.pid() + "\\s+\\d+:\\d\\d\\s+" + cwd + "\\s+spinner\\.py 600\\.0")),
                r.stdout());
    }

    @Test
    void dumpShowsEveryGuestThreadInnermostLast() throws Exception {
        ToolJvms.Result r = ToolJvms.client(dir, "attach", Long.toString(target.pid()), "dump");
        assertEquals(0, r.exitCode(), r.stderr());
        String out = r.stdout();
        assertTrue(out.startsWith("Process " + target.pid() + ": 2 guest threads\n"), out);
        List<String> main = frameLines(out, "\"MainThread\"");
        // the innermost frame is last: the dump pauses the thread where it offers the GIL, on entering a function
        // or at a loop's back edge: in the leaf (on one of its loop's lines), at the back edge of spin's loop,
        // whose test is on the loop's first line, or entering the Event.is_set that test calls
        assertEquals(List.of(
                "  File \"" + spinnerFile() + "\", line " + ToolJvms.spinnerLine("module") + ", in <module>",
                "  File \"" + spinnerFile() + "\", line " + ToolJvms.spinnerLine("main") + ", in main"),
                main.subList(0, 2));
        if (main.size() == 3) {
            assertEquals("  File \"" + spinnerFile() + "\", line " + ToolJvms.spinnerLine("loop") + ", in spin", main.get(2), out);
        } else if (main.get(main.size() - 1).endsWith(", in is_set")) {
            assertEquals(4, main.size(), out);
            assertEquals("  File \"" + spinnerFile() + "\", line " + ToolJvms.spinnerLine("loop") + ", in spin", main.get(2), out);
            assertTrue(main.get(3).matches("  File \".*threading\\.py\", line \\d+, in is_set"), out);
        } else {
            assertEquals(4, main.size(), out);
            assertEquals("  File \"" + spinnerFile() + "\", line " + ToolJvms.spinnerLine("spin") + ", in spin", main.get(2), out);
            int leafLine = Integer.parseInt(main.get(3).replaceAll(".*line (\\d+), in leaf$", "$1"));
            assertTrue(leafLine >= ToolJvms.spinnerLine("leaf-def") && leafLine <= ToolJvms.spinnerLine("leaf") + 1,
                    main.get(3));
        }
        // the napper is paused in its sleep or, between naps, at the back edge of its loop; below it, the frames of
        // threading.py that start a thread, as in CPython
        List<String> napper = frameLines(out, "\"napper\"");
        assertEquals(4, napper.size(), out);
        assertTrue(napper.get(0).endsWith("in _bootstrap") && napper.get(1).endsWith("in _bootstrap_inner")
                && napper.get(2).endsWith("in run"), out);
        int napLine = Integer.parseInt(napper.get(3).replaceAll(".*line (\\d+), in nap$", "$1"));
        assertTrue(napLine == ToolJvms.spinnerLine("nap") || napLine == ToolJvms.spinnerLine("naploop"), out);
        assertTrue(out.contains("    time.sleep(0.02)  # AT:nap\n")
                || out.contains("    while time.time() < deadline:  # AT:naploop\n"), "the source line is shown: " + out);
        assertTrue(r.stderr().contains("dump finished; detached from process " + target.pid()
                + " (no probes left woven)"), r.stderr());
    }

    /** The "  File ..." lines of one thread of a text dump. */
    private static List<String> frameLines(String dump, String threadName) {
        List<String> out = new ArrayList<>();
        boolean in = false;
        for (String line : dump.lines().toList()) {
            if (line.startsWith("Thread ")) {
                in = line.contains(threadName);
            } else if (in && line.startsWith("  File ")) {
                out.add(line);
            }
        }
        return out;
    }

    @Test
    void dumpAsJsonWithLocals() throws Exception {
        ToolJvms.Result r = ToolJvms.client(dir, "attach", Long.toString(target.pid()), "dump", "--locals", "--json");
        assertEquals(0, r.exitCode(), r.stderr());
        JsonNode d = ToolJvms.JSON.readTree(r.stdout());
        assertEquals(target.pid(), d.get("pid").asLong());
        JsonNode main = null;
        for (JsonNode t : d.get("threads")) {
            if (t.get("name").asText().equals("MainThread")) {
                main = t;
            }
        }
        JsonNode frames = main.get("frames");
        // paused where it offers the GIL: in the leaf, at the back edge of spin's loop, or entering the
        // Event.is_set its test calls (as the text dump's test)
        JsonNode innermost = frames.get(frames.size() - 1);
        JsonNode spin = innermost;
        if (innermost.get("function").asText().equals("is_set")) {
            assertTrue(innermost.get("file").asText().endsWith("threading.py"), innermost.toString());
            assertEquals(ToolJvms.spinnerLine("loop"), frames.get(frames.size() - 2).get("line").asInt());
            spin = frames.get(frames.size() - 2);
        } else if (!innermost.get("function").asText().equals("spin")) {
            assertEquals("leaf", innermost.get("function").asText());
            assertEquals(spinnerFile(), innermost.get("file").asText());
            assertEquals("3000", local(innermost, "n").get("repr").asText());
            assertEquals("int", local(innermost, "n").get("type").asText());
            spin = frames.get(frames.size() - 2);
        }
        assertEquals("spin", spin.get("function").asText());
        assertEquals("'spinner'", local(spin, "label").get("repr").asText());
        assertTrue(local(spin, "rounds").get("repr").asLong() > 0);
        assertTrue(main.get("paused").asBoolean());
    }

    private static JsonNode local(JsonNode frame, String name) {
        for (JsonNode l : frame.get("locals")) {
            if (l.get("name").asText().equals(name)) {
                return l;
            }
        }
        throw new AssertionError("no local " + name + " in " + frame);
    }

    @Test
    void traceForADurationWritesCompleteFilesAndLeavesNothingWoven() throws Exception {
        ToolJvms.Result r = ToolJvms.client(dir, "attach", Long.toString(target.pid()), "trace", "--duration=1",
                "--function=leaf", "--output=timed");
        assertEquals(0, r.exitCode(), r.stderr());
        assertTrue(r.stderr().contains("wrote " + dir.resolve("timed.jsonl")), r.stderr());
        assertTrue(r.stderr().contains("wrote " + dir.resolve("timed.json")), r.stderr());
        assertTrue(r.stderr().contains("(no probes left woven)"), r.stderr());
        checkLeafTrace("timed");
    }

    /**
     * Every event is of leaf, at its def line (call) or return line; there is at least one call (a second of a
     * busy machine may hold only a few); the Chrome slices nest and balance.
     */
    private static void checkLeafTrace(String stem) throws Exception {
        int def = ToolJvms.spinnerLine("leaf-def");
        int calls = 0;
        int returns = 0;
        for (JsonNode e : ToolJvms.jsonLines(dir.resolve(stem + ".jsonl"))) {
            assertEquals("leaf", e.get("function").asText(), e.toString());
            switch (e.get("event").asText()) {
                case "call" -> {
                    calls++;
                    assertEquals(def, e.get("line").asInt());
                }
                case "return" -> {
                    returns++;
                    assertEquals(def + 4, e.get("line").asInt());
                }
                default -> throw new AssertionError(e.toString());
            }
        }
        assertTrue(calls > 0, "calls: " + calls);
        assertTrue(Math.abs(calls - returns) <= 1, calls + " calls, " + returns + " returns");
        JsonNode chrome = ToolJvms.json(dir.resolve(stem + ".json"));
        int depth = 0;
        int slices = 0;
        for (JsonNode e : chrome.get("traceEvents")) {
            switch (e.get("ph").asText()) {
                case "B" -> {
                    assertEquals("leaf", e.get("name").asText());
                    depth++;
                    slices++;
                }
                case "E" -> assertTrue(--depth >= 0, "an E without its B");
                case "M" -> assertEquals("thread_name", e.get("name").asText());
                default -> throw new AssertionError(e.toString());
            }
        }
        assertEquals(0, depth, "every slice is closed");
        assertTrue(slices >= calls - 1 && slices <= calls, slices + " slices, " + calls + " calls");
    }

    @Test
    void twoToolsAtOnceEachEndCleanly() throws Exception {
        String pid = Long.toString(target.pid());
        // the first runs until it is stopped, so it surely outlasts the others, however loaded the machine
        ProgressWait.Child first = ToolJvms.startClient(dir, "first", "attach", pid, "trace", "--function=leaf",
                "--output=first");
        ProgressWait.forThe("the first trace to start", first, target.child).until(() -> Files.readString(
                dir.resolve("first.err")).contains("tracing until"));
        ToolJvms.Result second = ToolJvms.client(dir, "attach", pid, "trace", "--duration=0.5", "--function=leaf",
                "--output=second");
        ToolJvms.Result dump = ToolJvms.client(dir, "attach", pid, "dump");
        assertEquals(0, second.exitCode(), second.stderr());
        assertEquals(0, dump.exitCode(), dump.stderr());
        assertTrue(dump.stdout().contains(", in spin\n"), dump.stdout());
        // the second trace ends while the first still monitors: the probes stay until the first is done too
        assertTrue(second.stderr().contains("execution probes stay woven"), second.stderr());
        first.process().destroy();
        ProgressWait.exitOf(first);
        assertTrue(Files.readString(dir.resolve("first.err")).contains("(no probes left woven)"),
                Files.readString(dir.resolve("first.err")));
        checkLeafTrace("first");
        checkLeafTrace("second");
    }

    @Test
    void stoppingTheClientMidRunStillWritesCompleteFiles() throws Exception {
        ProgressWait.Child client = ToolJvms.startClient(dir, "stopped", "attach", Long.toString(target.pid()),
                "trace", "--function=leaf", "--output=stopped");
        ProgressWait.forThe("the trace to start", client, target.child).until(() -> Files.readString(
                dir.resolve("stopped.err")).contains("tracing until the program ends or Ctrl-C"));
        Thread.sleep(500);
        client.process().destroy(); // SIGTERM: the client's shutdown hook stops the tool, as on Ctrl-C
        ProgressWait.exitOf(client);
        String err = Files.readString(dir.resolve("stopped.err"));
        assertTrue(err.contains("stopping trace in process " + target.pid()), err);
        assertTrue(err.contains("wrote " + dir.resolve("stopped.json")), err);
        checkLeafTrace("stopped");
        assertFalse(Files.list(dir).anyMatch(p -> p.getFileName().toString().endsWith(".tmp")),
                "no temporary file is left behind");
    }

    @Test
    void watchLogsGlobalChangesWithTheStackThatMadeThem() throws Exception {
        ToolJvms.Result r = ToolJvms.client(dir, "attach", Long.toString(target.pid()), "watch", "--duration=1",
                "--output=watched");
        assertEquals(0, r.exitCode(), r.stderr());
        assertTrue(r.stderr().contains("wrote " + dir.resolve("watched.jsonl")), r.stderr());
        assertTrue(r.stderr().contains("(no probes left woven)"), r.stderr());
        List<JsonNode> events = ToolJvms.jsonLines(dir.resolve("watched.jsonl"));
        String where = spinnerFile() + ":" + ToolJvms.spinnerLine("spins") + " in spin";
        long spins = events.stream().filter(e -> e.get("event").asText().equals("MODIFIED")
                && e.get("key").asText().equals("'spins'")
                && e.get("target").asText().equals("globals of __main__")).peek(e -> {
                    JsonNode stack = e.get("stack");
                    assertEquals(where, stack.get(stack.size() - 1).asText(), e.toString());
                }).count();
        // a second of a busy machine may hold only a few rounds of the spinner
        assertTrue(spins > 0, "spins changed " + spins + " times in a second: " + events.size());
        assertTrue(Files.readString(dir.resolve("watched.log")).contains("dict MODIFIED: globals of __main__ ['spins']"));
    }

    @Test
    void aClientKilledMidRunStillGetsItsFilesWritten() throws Exception {
        ProgressWait.Child client = ToolJvms.startClient(dir, "killed", "attach", Long.toString(target.pid()),
                "trace", "--function=leaf", "--output=killed");
        ProgressWait.forThe("the trace to start", client, target.child).until(() -> Files.readString(
                dir.resolve("killed.err")).contains("tracing until"));
        client.process().destroyForcibly(); // SIGKILL: no hook runs; the agent sees the client gone and finishes
        ProgressWait.exitOf(client);
        ProgressWait.forThe("the target to write killed.json", target.child)
                .until(() -> Files.exists(dir.resolve("killed.json")));
        checkLeafTrace("killed");
    }
}
