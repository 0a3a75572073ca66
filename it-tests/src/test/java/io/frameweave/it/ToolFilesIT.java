package io.frameweave.it;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The tools' files in real JVMs: a run never replaces what is not a regular file, two runs never write one
 * name, and nothing unfinished is left behind, whether a tool fails to start or its target is killed.
 */
class ToolFilesIT {

    private static final String PROGRAM = """
            def f(n):
                return n * 2
            print(f(1) + f(2))
            """;

    private static ToolJvms.Result launch(Path dir, String agentOptions, String program) throws Exception {
        Files.writeString(dir.resolve("prog.py"), program);
        return ToolJvms.interpreter(dir, List.of("-javaagent:" + ForkedJvm.agentJar() + "=" + agentOptions),
                "prog.py");
    }

    private static List<String> names(Path dir) throws Exception {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    /** {@code --tool trace} twice: the second run's files are numbered, and both are whole. */
    @Test
    void twoTracesOfOneProgramWriteFilesOfTheirOwn(@TempDir Path dir) throws Exception {
        ToolJvms.Result r = launch(dir, "tool=trace:function=f,tool=trace:function=f", PROGRAM);
        assertEquals("6\n", r.stdout(), r.stderr());
        List<String> files = names(dir).stream().filter(n -> n.startsWith("trace-")).toList();
        assertEquals(4, files.size(), files.toString());
        String stem = files.get(files.size() - 1).replaceAll("\\.jsonl?$", ""); // trace-PID sorts last
        assertEquals(List.of(stem + "-2.json", stem + "-2.jsonl", stem + ".json", stem + ".jsonl"), files);
        for (String name : List.of(stem + ".jsonl", stem + "-2.jsonl")) {
            assertEquals(4, ToolJvms.jsonLines(dir.resolve(name)).size(), name);
        }
        assertEquals(List.of("prog.py"), names(dir).stream().filter(n -> !n.startsWith("trace-")).toList());
    }

    /** A symbolic link where a file is to go: one line, the tool does not run, the link and its file stay. */
    @Test
    void aLinkAsOutputIsRefusedInOneLine(@TempDir Path dir) throws Exception {
        Path real = Files.writeString(dir.resolve("real.json"), "keep");
        Files.createSymbolicLink(dir.resolve("t.json"), real);
        ToolJvms.Result r = launch(dir, "tool=trace:output=t", PROGRAM);
        assertEquals("6\n", r.stdout());
        assertEquals(List.of("frameweave agent: " + dir.resolve("t.json") + " is a symbolic link; tools neither"
                + " replace one nor write through it to a file (name the file it points to); tool 'trace' does not"
                + " run"), r.stderr().lines().toList());
        assertTrue(Files.isSymbolicLink(dir.resolve("t.json")));
        assertEquals("keep", Files.readString(real));
        assertEquals(List.of("prog.py", "real.json", "t.json"), names(dir));
    }

    /** {@code output=/dev/stdout} puts the profile after the program's output, through the JVM's own stdout. */
    @Test
    void aProfileToStdoutFollowsTheProgramsOutput(@TempDir Path dir) throws Exception {
        ToolJvms.Result r = launch(dir, "tool=profile:format=collapsed:output=/dev/stdout", """
                import time
                t = time.time()
                n = 0
                while time.time() - t < 0.3:
                    n += 1
                print('done')
                """);
        List<String> out = r.stdout().lines().toList();
        assertEquals("done", out.get(0), r.stdout());
        assertTrue(out.size() > 1 && out.stream().skip(1).allMatch(l -> l.matches("<module> \\(prog\\.py:\\d+\\).* \\d+")),
                r.stdout());
        assertTrue(r.stderr().contains("frameweave profile: wrote /dev/stdout"), r.stderr());
        assertEquals(List.of("prog.py"), names(dir));
    }

    /** A program shorter than one interval (10 ms at 100 Hz) still gets a sample, or the profile says why not. */
    @Test
    void aShortProgramGetsASampleOrANote(@TempDir Path dir) throws Exception {
        ToolJvms.Result r = launch(dir, "tool=profile:format=collapsed+speedscope:output=p", PROGRAM);
        assertEquals("6\n", r.stdout());
        String collapsed = Files.readString(dir.resolve("p.collapsed.txt"));
        assertTrue(!collapsed.isEmpty() || r.stderr().contains("frameweave profile: no samples: "),
                r.stderr() + collapsed);
        assertTrue(ToolJvms.json(dir.resolve("p.speedscope.json")).get("profiles").size() > 0);
    }

    /**
     * A target killed outright mid-trace leaves its files unfinished under temporary names: the attach client
     * removes them, and says so; no output file appears.
     */
    @Test
    void aTargetKilledMidTraceLeavesNothingBehind(@TempDir Path dir) throws Exception {
        Path out = Files.createDirectory(dir.resolve("out"));
        try (ToolJvms.Target target = ToolJvms.startTarget(Files.createDirectory(dir.resolve("target")),
                AttachIT.targetJvmArgs(), 600)) {
            ProgressWait.Child client = ToolJvms.startClient(dir, "client", "attach", Long.toString(target.pid()),
                    "trace", "--output=k", "--out=" + out);
            ProgressWait.forThe("the trace to start", client, target.child).until(() -> Files.readString(
                    dir.resolve("client.err")).contains("tracing until"));
            assertEquals(2, names(out).stream().filter(n -> n.endsWith(".tmp")).count(), names(out).toString());
            target.process.destroyForcibly();
            assertEquals(1, ProgressWait.exitOf(client));
            String err = Files.readString(dir.resolve("client.err"));
            assertTrue(err.contains("frameweave: process " + target.pid() + " exited before trace finished; removed"
                    + " the 2 unfinished files it left"), err);
            assertEquals(List.of(), names(out));
        }
    }
}
