package io.frameweave.it;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import javax.xml.parsers.DocumentBuilderFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The profile tool in forked JVMs: started at launch, and by attaching to a running guest program. */
class ProfileIT {

    /**
     * spin's loop is lines 4-5; a second thread sleeps in sleeper (line 9) the whole time. Line 1 imports
     * threading.py, which imports os, functools and more: a second or more on a busy machine.
     */
    private static final String PROGRAM = """
            import threading, time
            def spin(n):
                t = 0
                for i in range(n):
                    t += i * i
                return t

            def sleeper():
                time.sleep(3.0)

            th = threading.Thread(target=sleeper)
            th.start()
            end = time.time() + 1.5
            while time.time() < end:
                spin(20000)
            th.join()
            print("done")
            """;

    private static ToolJvms.Result profiled(Path dir, String toolOptions) throws Exception {
        Files.writeString(dir.resolve("prog.py"), PROGRAM);
        return ToolJvms.interpreter(dir, List.of("-javaagent:" + ForkedJvm.agentJar() + "=tool=profile" + toolOptions),
                "prog.py");
    }

    /** The collapsed stacks of a file: stack to count; fails on a line that is not {@code stack count}. */
    private static Map<String, Integer> collapsed(Path file) throws Exception {
        Map<String, Integer> out = new TreeMap<>();
        for (String line : Files.readAllLines(file)) {
            assertTrue(line.matches("[^ ].* \\d+"), line);
            int sp = line.lastIndexOf(' ');
            out.put(line.substring(0, sp), Integer.parseInt(line.substring(sp + 1)));
        }
        return out;
    }

    private static int leafSamples(Map<String, Integer> stacks, String leafPattern) {
        return stacks.entrySet().stream().filter(e -> e.getKey().substring(e.getKey().lastIndexOf(';') + 1)
                .matches(leafPattern)).mapToInt(Map.Entry::getValue).sum();
    }

    @Test
    void atLaunchEveryFormatIsWrittenAndTheLeafLinesAreRight(@TempDir Path dir) throws Exception {
        ToolJvms.Result r = profiled(dir, ":format=collapsed+speedscope+chrome+svg+html:output=p");
        assertEquals(0, r.exitCode(), r.stderr());
        assertEquals("done\n", r.stdout());
        List<String> err = r.stderr().lines().toList();
        assertEquals("frameweave profile: sampling every guest thread at 100 Hz until the program ends or the tool "
                + "is detached", err.get(0));
        assertTrue(err.get(1).matches("frameweave profile: \\d+ samples of [12] threads? in [0-9.]+ s at 100 Hz, \\d+ "
                + "idle left out(, \\d+ samples late \\(skipped: the sampler did not get a CPU in time\\))?"
                + "(, \\d+ lost \\(the stack changed under every walk\\))?; its stack walks took [0-9.]+ ms"), err.get(1));
        assertTrue(err.contains("   %Own  %Total      Own    Total  Function (file:line)"), r.stderr());
        assertTrue(err.stream().anyMatch(l -> l.matches(" +[0-9.]+% +[0-9.]+% +\\d+ +\\d+  spin \\(prog\\.py:2\\)")),
                r.stderr());
        for (String suffix : List.of(".collapsed.txt", ".speedscope.json", ".trace.json", ".svg", ".html")) {
            assertTrue(err.contains("frameweave profile: wrote " + dir.resolve("p" + suffix)), r.stderr());
        }

        Map<String, Integer> stacks = collapsed(dir.resolve("p.collapsed.txt"));
        int total = stacks.values().stream().mapToInt(Integer::intValue).sum();
        int spin = leafSamples(stacks, "spin \\(prog\\.py:\\d+\\)");
        int spinLoop = leafSamples(stacks, "spin \\(prog\\.py:[45]\\)");
        int spinBody = leafSamples(stacks, "spin \\(prog\\.py:[2-6]\\)");
        int spinReturn = leafSamples(stacks, "spin \\(prog\\.py:6\\)");
        int importing = stacks.entrySet().stream().filter(e -> e.getKey().startsWith("<module> (prog.py:1)"))
                .mapToInt(Map.Entry::getValue).sum();
        // the import of line 1 takes what the machine gives it (seconds on a busy one); the rest is 1.5 s
        assertTrue(total - importing >= 40 && total - importing <= 250,
                "samples in 1.5 s at 100 Hz: " + (total - importing) + " (and " + importing + " importing)");
        assertTrue(spin > (total - importing) / 2, stacks.toString());
        // every sample of spin is on one of its lines, nearly all on its loop: its start and its return take
        // nanoseconds of each 0.4 ms call. (Before the sampler checked that a walk's top frame was still the top
        // when the walk ended, 9% of them were on line 6: walks that spin's return overtook.) Each sample of spin
        // shows the module at its call, never at the loop's test on line 14 that runs between calls.
        assertEquals(spin, spinBody, stacks.toString());
        assertTrue(spinLoop >= spin * 97 / 100, "spin's samples on its loop lines: " + spinLoop + " of " + spin);
        assertTrue(spinReturn <= 1, "spin's samples on its return line: " + spinReturn + " of " + spin);
        assertEquals(spin, stacks.entrySet().stream().filter(e -> e.getKey().matches(
                "<module> \\(prog\\.py:15\\);spin \\(prog\\.py:\\d+\\)")).mapToInt(Map.Entry::getValue).sum(),
                stacks.toString());
        // the sleeping thread runs only on either side of its sleep: a sample may catch it there (a few on a
        // busy machine, where it waits for a core on both sides), never for the time it sleeps
        int sleeper = stacks.entrySet().stream().filter(e -> e.getKey().contains("sleeper"))
                .mapToInt(Map.Entry::getValue).sum();
        assertTrue(sleeper <= total / 10, "samples of the sleeping thread: " + sleeper + " of " + total);
        // besides the sleeper's, every stack is the program's, or threading's _shutdown, which the VM calls when
        // the module has ended (as CPython does), where a sample may catch it
        assertTrue(stacks.keySet().stream().filter(s -> !s.startsWith("Thread._bootstrap ("))
                .allMatch(s -> s.startsWith("<module> (prog.py:") || s.startsWith("_shutdown (")), stacks.toString());

        JsonNode speedscope = ToolJvms.json(dir.resolve("p.speedscope.json"));
        assertEquals("https://www.speedscope.app/file-format-schema.json", speedscope.get("$schema").asText());
        JsonNode profile = speedscope.get("profiles").get(0);
        assertEquals("sampled", profile.get("type").asText());
        assertEquals(profile.get("samples").size(), profile.get("weights").size());
        int frames = speedscope.get("shared").get("frames").size();
        for (JsonNode sample : profile.get("samples")) {
            for (JsonNode index : sample) {
                assertTrue(index.asInt() >= 0 && index.asInt() < frames);
            }
        }

        JsonNode trace = ToolJvms.json(dir.resolve("p.trace.json"));
        // per thread, each E closes the innermost slice by its name (speedscope's rule), all under one real pid
        Map<Long, java.util.Deque<String>> open = new java.util.HashMap<>();
        long pid = trace.get("traceEvents").get(0).get("pid").asLong();
        assertTrue(pid > 1, "the JVM's pid, not a made-up one: " + pid);
        boolean sawSpin = false;
        for (JsonNode e : trace.get("traceEvents")) {
            assertEquals(pid, e.get("pid").asLong());
            java.util.Deque<String> stack = open.computeIfAbsent(e.get("tid").asLong(), t -> new java.util.ArrayDeque<>());
            switch (e.get("ph").asText()) {
                case "B" -> {
                    stack.push(e.get("name").asText());
                    sawSpin |= e.get("name").asText().equals("spin (prog.py:2)");
                }
                case "E" -> {
                    assertFalse(stack.isEmpty(), "an end without a begin");
                    assertEquals(stack.pop(), e.get("name").asText(), "an end that does not close the innermost slice");
                }
                default -> assertEquals("M", e.get("ph").asText());
            }
        }
        open.values().forEach(stack -> assertTrue(stack.isEmpty(), "every slice is closed"));
        assertTrue(sawSpin);

        var svg = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(dir.resolve("p.svg").toFile());
        assertEquals("svg", svg.getDocumentElement().getTagName());
        assertTrue(svg.getElementsByTagName("rect").getLength() >= 4);
        assertTrue(Files.readString(dir.resolve("p.html")).contains("<script id=\"profile-data\""));
        try (var files = Files.list(dir)) {
            assertFalse(files.anyMatch(p -> p.getFileName().toString().endsWith(".tmp")), "a temporary file is left");
        }
    }

    @Test
    void idleThreadsOnRequestAndATimedProfileThatEndsBeforeTheProgram(@TempDir Path dir) throws Exception {
        // 2.5 s from the JVM's start: the program imports threading.py (and os, functools ...) first, then its
        // second thread sleeps 3 s
        ToolJvms.Result r = profiled(dir, ":idle:threads:duration=2.5:format=collapsed:output=t.txt:top=0");
        assertEquals(0, r.exitCode(), r.stderr());
        assertEquals("done\n", r.stdout(), "the program runs on after the profile ends");
        Map<String, Integer> stacks = collapsed(dir.resolve("t.txt"));
        // the sleeper sleeps from before spin's loop to the profile's end, unless the import of line 1 took
        // most of the 2.5 s (as on a busy machine): asked once the profile saw the main thread spin for 0.1 s
        int spinning = stacks.entrySet().stream().filter(e -> e.getKey().contains(";spin (prog.py:"))
                .mapToInt(Map.Entry::getValue).sum();
        assertTrue(spinning < 10 || stacks.keySet().stream().anyMatch(s -> s.startsWith("thread Thread-1 (sleeper);")
                && s.endsWith(";sleeper (prog.py:9)")), stacks.toString());
        assertTrue(stacks.keySet().stream().anyMatch(s -> s.startsWith("thread MainThread;")), stacks.toString());
        int mainSamples = stacks.entrySet().stream().filter(e -> e.getKey().startsWith("thread MainThread;"))
                .mapToInt(Map.Entry::getValue).sum();
        assertTrue(mainSamples <= 2.5 * 100 * 1.3, "samples of 2.5 s at 100 Hz: " + mainSamples);
    }

    @Test
    void byAttachToARunningProgram(@TempDir Path dir) throws Exception {
        try (ToolJvms.Target target = ToolJvms.startTarget(dir, AttachIT.targetJvmArgs(), 600)) {
            ToolJvms.Result r = ToolJvms.client(dir, "attach", Long.toString(target.pid()), "profile",
                    "--duration=1", "--format=collapsed", "--output=a.txt");
            assertEquals(0, r.exitCode(), r.stderr());
            Map<String, Integer> stacks = collapsed(dir.resolve("a.txt"));
            int leafLine = ToolJvms.spinnerLine("leaf");
            int forLine = leafLine - 1;
            int returnLine = leafLine + 1;
            int defLine = ToolJvms.spinnerLine("leaf-def");
            int inLeaf = leafSamples(stacks, "leaf \\(spinner\\.py:\\d+\\)");
            int atLoop = leafSamples(stacks, "leaf \\(spinner\\.py:(" + leafLine + "|" + forLine + ")\\)");
            int inBody = leafSamples(stacks, "leaf \\(spinner\\.py:(" + defLine + "|" + leafLine + "|" + forLine
                    + "|" + returnLine + ")\\)");
            int atReturn = leafSamples(stacks, "leaf \\(spinner\\.py:" + returnLine + "\\)");
            // every leaf sample is at a line of leaf: its def line (a frame at its start, before its first
            // line: CPython gives RESUME that line too) or its body, nearly all in its loop. (Its return line got
            // 4-36% of them while walks that a return overtook were recorded, none since.)
            assertTrue(inLeaf > 0 && inBody == inLeaf && atLoop >= inLeaf * 95 / 100 && atReturn <= 1,
                    stacks.toString());
            String hotStack = "<module> (spinner.py:" + ToolJvms.spinnerLine("module") + ");main (spinner.py:"
                    + ToolJvms.spinnerLine("main") + ");spin (spinner.py:" + ToolJvms.spinnerLine("spin")
                    + ");leaf (spinner.py:" + leafLine + ")";
            assertTrue(stacks.containsKey(hotStack), stacks.toString());
            // the napping thread sleeps 20 ms at a time, and its sleeps are left out: it has fewer samples than the
            // spinning thread (with its idle samples both would have one a round). How many fewer depends on how
            // long the OS keeps it runnable but off the processor after each nap, which a busy machine stretches.
            Matcher leftOut = Pattern.compile(", (\\d+) idle left out").matcher(r.stderr());
            assertTrue(leftOut.find() && Integer.parseInt(leftOut.group(1)) > 0, r.stderr());
            int total = stacks.values().stream().mapToInt(Integer::intValue).sum();
            int napping = stacks.entrySet().stream().filter(e -> e.getKey().contains("nap ("))
                    .mapToInt(Map.Entry::getValue).sum();
            assertTrue(napping < total - napping, "samples of the napping thread: " + napping + " of " + total);

            ToolJvms.Result idle = ToolJvms.client(dir, "attach", Long.toString(target.pid()), "profile",
                    "--duration=0.5", "--idle", "--format=collapsed", "--output=i.txt");
            assertEquals(0, idle.exitCode(), idle.stderr());
            String napLeaf = "nap (spinner.py:" + ToolJvms.spinnerLine("nap") + ")";
            assertTrue(collapsed(dir.resolve("i.txt")).keySet().stream().anyMatch(s -> s.endsWith(napLeaf)));

            assertEquals(0, target.stop());
            assertEquals("ready\ndone True\n", target.stdout());
            assertEquals("", target.stderr());
        }
    }

    @Test
    void theTargetExitingMidProfileLeavesCompleteFiles(@TempDir Path dir) throws Exception {
        try (ToolJvms.Target target = ToolJvms.startTarget(dir, AttachIT.targetJvmArgs(), 600)) {
            ProgressWait.Child client = ToolJvms.startClient(dir, "client", "attach", Long.toString(target.pid()),
                    "profile", "--format=collapsed+speedscope", "--output=exiting");
            ProgressWait.forThe("the profile to start", client, target.child).until(() -> Files.readString(
                    dir.resolve("client.err")).contains("sampling every guest thread"));
            Thread.sleep(500);
            assertEquals(0, target.stop());
            int exit = ProgressWait.exitOf(client);
            String err = Files.readString(dir.resolve("client.err"));
            assertEquals(0, exit, err);
            assertTrue(err.contains("wrote " + dir.resolve("exiting.collapsed.txt")), err);
            assertTrue(collapsed(dir.resolve("exiting.collapsed.txt")).keySet().stream()
                    .anyMatch(s -> s.endsWith(";leaf (spinner.py:" + ToolJvms.spinnerLine("leaf") + ")")));
            assertTrue(ToolJvms.json(dir.resolve("exiting.speedscope.json")).get("profiles").size() >= 1);
            try (var files = Files.list(dir)) {
                assertFalse(files.anyMatch(p -> p.getFileName().toString().endsWith(".tmp")), "a temporary file is left");
            }
        }
    }
}
