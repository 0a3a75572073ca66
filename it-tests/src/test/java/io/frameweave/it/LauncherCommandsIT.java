package io.frameweave.it;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The {@code frameweave} launcher as people type it: help on every command and tool, the version, one option
 * grammar at launch and at attach, every mistake one line and exit status 2 before the program runs, the
 * {@code top} view and the {@code record} alias, {@code ps}'s table and where the JVM's SIGQUIT dump goes.
 */
class LauncherCommandsIT {
    private static final List<String> TOOLS = List.of("coverage", "debug", "dump", "profile", "record", "top", "trace",
            "watch");
    private static final List<String> COVERAGE_COMMANDS = List.of("report", "html", "xml", "json", "lcov", "combine",
            "erase");
    /** A program that leaves a file behind, so a run that should not have happened shows. */
    private static final String PROGRAM = "def f():\n    return 1\nopen('ran', 'w').close()\nprint('ran', f())\n";

    @TempDir
    static Path targetDir;
    private static ToolJvms.Target target;

    @BeforeAll
    static void startTarget() throws Exception {
        // an argument with an escape sequence and a newline, which ps must not send to the terminal as they are
        target = ToolJvms.startTarget(targetDir, AttachIT.targetJvmArgs(), 600, List.of("x\u001b[31my\nz"));
    }

    @AfterAll
    static void stopTarget() throws Exception {
        assertEquals(0, target.stop());
        assertEquals("", target.stderr());
    }

    private static void assertHelp(ToolJvms.Result r, String what) {
        assertEquals(0, r.exitCode(), what + ": " + r.stderr());
        assertTrue(r.stdout().startsWith("usage: frameweave"), what + ": " + r.stdout());
        assertTrue(r.stdout().contains("example"), what + ": " + r.stdout());
        assertEquals("", r.stderr(), what);
    }

    @Test
    void everyCommandAndToolAnswersHelp(@TempDir Path dir) throws Exception {
        List<List<String>> asks = new ArrayList<>(List.of(List.of("--help"), List.of("help"), List.of("run", "--help"),
                List.of("run", "-h"), List.of("attach", "--help"), List.of("ps", "--help"), List.of("top", "--help"),
                List.of("record", "--help"), List.of("repl", "--help"), List.of("build", "--help"),
                List.of("prepare", "--help"), List.of("help", "attach"), List.of("debug", "--help"),
                List.of("coverage", "--help")));
        for (String tool : TOOLS) {
            asks.add(List.of("help", tool));
            asks.add(List.of("attach", Long.toString(target.pid()), tool, "--help"));
            asks.add(List.of("run", "--tool", tool, "--help"));
        }
        for (String command : COVERAGE_COMMANDS) {
            asks.add(List.of("coverage", command, "--help"));
        }
        for (List<String> ask : asks) {
            ToolJvms.Result r = ToolJvms.launcher(dir, ask.toArray(String[]::new));
            assertHelp(r, String.join(" ", ask));
            // a tool's help, a coverage command's and debug's list options with defaults (coverage --help lists commands)
            boolean options = ask.get(0).equals("coverage") ? ask.size() == 3
                    : ask.size() > 1 && TOOLS.contains(ask.get(ask.size() - 2))
                    || ask.get(0).equals("help") && ask.size() == 2 && TOOLS.contains(ask.get(1))
                    || ask.equals(List.of("debug", "--help"));
            if (options) {
                assertTrue(r.stdout().contains("[default: "), String.join(" ", ask) + ": " + r.stdout());
                assertTrue(r.stdout().contains("  -h, --help"), r.stdout());
            }
        }
        ToolJvms.Result profile = ToolJvms.launcher(dir, "help", "profile");
        assertTrue(profile.stdout().contains("  -o, --output FILE"), profile.stdout());
        assertTrue(profile.stdout().contains("  -r, --rate N") && profile.stdout().contains("[default: 100]"),
                profile.stdout());
        assertTrue(profile.stdout().contains("frameweave attach PID record -o out.svg -d 10"), profile.stdout());
        ToolJvms.Result version = ToolJvms.launcher(dir, "--version");
        assertEquals(0, version.exitCode());
        assertTrue(version.stdout().matches("frameweave \\d+\\.\\d+\\.\\d+\\S* \\(Java .*\\)\n"), version.stdout());
    }

    @Test
    void aMistakeAtLaunchIsOneLineAndTheProgramDoesNotRun(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("p.py"), PROGRAM);
        List<List<String>> mistakes = List.of(
                List.of("--tool", "covrage"),
                List.of("--tool", "coverage", "--fail-under", "abc"),
                List.of("--tool", "coverage:fail-under=abc"),
                List.of("--tool", "coverage", "--formats", "html"),
                List.of("--tool", "coverage:formats=html"),
                List.of("--tool", "coverage", "--branch", "--branch"),
                List.of("--tool", "profile", "--format", "html,png"),
                List.of("--tool", "dump", "-d", "1"),
                List.of("--tool", "trace", "--duration"),
                List.of("--tool", "profile", "--out", "a", "--out", "b"),
                List.of("--colour"),
                // the options are right, but the tool refuses to start: still before the program runs
                List.of("--tool", "coverage", "-o", "c.json", "-f", "json,lcov"));
        for (List<String> m : mistakes) {
            List<String> args = new ArrayList<>(List.of("run"));
            args.addAll(m);
            args.add("p.py");
            ToolJvms.Result r = ToolJvms.launcher(dir, args.toArray(String[]::new));
            String what = String.join(" ", m);
            assertEquals(2, r.exitCode(), what + ": " + r.stderr());
            assertEquals("", r.stdout(), what);
            assertEquals(1, r.stderr().lines().count(), what + ": " + r.stderr());
            assertTrue(r.stderr().startsWith("frameweave: "), what + ": " + r.stderr());
            assertFalse(Files.exists(dir.resolve("ran")), what);
        }
        ToolJvms.Result typo = ToolJvms.launcher(dir, "run", "--tool", "covrage", "p.py");
        assertEquals("frameweave: unknown tool 'covrage' (known: coverage, debug, dump, profile, top, trace, watch; record is "
                + "profile)\n", typo.stderr());
        ToolJvms.Result strict = ToolJvms.interpreter(dir,
                List.of("-javaagent:" + ForkedJvm.agentJar() + "=strict=true,tool=trace:colour=red"), "p.py");
        assertEquals(2, strict.exitCode(), strict.stderr());
        assertEquals("", strict.stdout());
        assertFalse(Files.exists(dir.resolve("ran")));
    }

    @Test
    void oneGrammarAtLaunchWithEverySpelling(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("p.py"), PROGRAM);
        ToolJvms.Result r = ToolJvms.launcher(dir, "run", "--tool", "coverage", "-f", "json", "-o", "c.json",
                "--tool", "trace", "--function=f", "--format", "jsonl", "-o", "t", "--out", "out", "p.py");
        assertEquals(0, r.exitCode(), r.stderr());
        assertEquals("ran 1\n", r.stdout());
        assertTrue(Files.exists(dir.resolve("out/c.json")));
        assertEquals(2, ToolJvms.jsonLines(dir.resolve("out/t.jsonl")).size());
        // the comma of a format list, given to -javaagent directly, no longer switches the agent off
        ToolJvms.Result javaagent = ToolJvms.interpreter(dir, List.of("-javaagent:" + ForkedJvm.agentJar()
                + "=tool=profile:format=collapsed,speedscope:output=p,out=" + dir.resolve("direct")), "p.py");
        assertEquals(0, javaagent.exitCode(), javaagent.stderr());
        assertTrue(Files.exists(dir.resolve("direct/p.collapsed.txt")), javaagent.stderr());
        assertTrue(Files.exists(dir.resolve("direct/p.speedscope.json")), javaagent.stderr());
    }

    @Test
    void aMistakeAtAttachIsOneLine(@TempDir Path dir) throws Exception {
        String pid = Long.toString(target.pid());
        List<List<String>> mistakes = List.of(List.of("attach", pid, "tarce"), List.of("attach", pid, "trace", "--colour"),
                List.of("attach", pid, "dump", "--maxlen", "many"), List.of("attach", pid, "trace", "-d", "1", "-d", "2"),
                List.of("attach", pid, "trace", "duration=1"), List.of("top", pid, "--count", "-1"),
                List.of("record", pid, "-f", "gif"), List.of("attach", pid), List.of("top"));
        for (List<String> m : mistakes) {
            ToolJvms.Result r = ToolJvms.launcher(dir, m.toArray(String[]::new));
            String what = String.join(" ", m);
            assertEquals(2, r.exitCode(), what + ": " + r.stderr());
            assertEquals(1, r.stderr().lines().count(), what + ": " + r.stderr());
            assertTrue(r.stderr().startsWith("frameweave: "), what + ": " + r.stderr());
        }
        assertEquals("frameweave: option --maxlen of tool 'dump' does not accept 'many' (expected a whole number from "
                + "10 to 1000000)\n", ToolJvms.launcher(dir, "attach", pid, "dump", "--maxlen", "many").stderr());
    }

    @Test
    void recordIsProfileAndTopRefreshesABoundedNumberOfTimes(@TempDir Path dir) throws Exception {
        String pid = Long.toString(target.pid());
        ToolJvms.Result record = ToolJvms.launcher(dir, "attach", pid, "record", "-o", "out.svg", "-d", "1");
        assertEquals(0, record.exitCode(), record.stderr());
        assertTrue(Files.readString(dir.resolve("out.svg")).contains("<svg"));
        ToolJvms.Result html = ToolJvms.launcher(dir, "record", pid, "-o", "p.html", "--duration=1", "--nolineno");
        assertEquals(0, html.exitCode(), html.stderr());
        String page = Files.readString(dir.resolve("p.html"));
        assertTrue(page.contains("id=\"search\"") && page.contains("\"n\":\"spin (spinner.py:"), page);

        ToolJvms.Result top = ToolJvms.launcher(dir, "top", pid, "--interval", "0.3", "--count", "3", "-r", "200");
        assertEquals(0, top.exitCode(), top.stderr());
        List<String> tables = List.of(top.stdout().split("\n\n"));
        assertEquals(3, tables.size(), top.stdout());
        for (String t : tables) {
            assertTrue(t.startsWith("Samples: "), t);
            assertTrue(t.contains("%Own  %Total"), t);
        }
        assertTrue(tables.get(2).contains(" spin (spinner.py:"), top.stdout());
        assertFalse(top.stdout().contains("\u001b"), "no screen control when stdout is no terminal");
        assertTrue(top.stderr().contains("frameweave: top finished; detached from process " + pid), top.stderr());
    }

    @Test
    void psShowsTheWorkingDirectoryAndNoControlCharacters(@TempDir Path dir) throws Exception {
        ToolJvms.Result ps = ToolJvms.launcher(dir, "ps");
        assertEquals(0, ps.exitCode(), ps.stderr());
        assertTrue(ps.stdout().startsWith("PID "), ps.stdout());
        assertTrue(ps.stdout().contains(" CWD "), ps.stdout());
        String line = ps.stdout().lines().filter(l -> l.startsWith(target.pid() + " ")).findFirst().orElseThrow();
        assertTrue(line.contains(" " + targetDir.toRealPath() + " "), line);
        assertTrue(line.endsWith("spinner.py 600.0 x\\x1b[31my\\nz"), line);
        assertFalse(ps.stdout().contains("\u001b"), ps.stdout());
    }

    @Test
    void theJvmsThreadDumpGoesToStderrNotTheProgramsOutput(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("s.py"), "import time\nprint('ready', flush=True)\ntime.sleep(4)\nprint('end')\n");
        List<String> cmd = List.of("bash", System.getProperty("frameweave.launcher"), "run", "s.py");
        ProcessBuilder pb = new ProcessBuilder(cmd).directory(dir.toFile())
                .redirectOutput(dir.resolve("s.out").toFile()).redirectError(dir.resolve("s.err").toFile());
        pb.environment().put("FRAMEWEAVE_JAR", ForkedJvm.interpreterJar().toString());
        pb.environment().put("FRAMEWEAVE_AGENT_JAR", ForkedJvm.agentJar().toString());
        pb.environment().put("FW_CDS", "off");
        pb.environment().put("JAVA_HOME", Path.of(ToolJvms.java()).toRealPath().getParent().getParent().toString());
        Process p = pb.start();
        ProgressWait.Child child = new ProgressWait.Child("s.py", p, dir.resolve("s.out"), dir.resolve("s.err"));
        ProgressWait.forThe("the line ready", child).until(() -> Files.readString(dir.resolve("s.out")).contains("ready"));
        // the launcher execs the JVM, so its pid is the JVM's
        new ProcessBuilder("kill", "-QUIT", Long.toString(p.pid())).start().waitFor();
        assertEquals(0, ProgressWait.exitOf(child));
        assertEquals("ready\nend\n", Files.readString(dir.resolve("s.out")));
        assertTrue(Files.readString(dir.resolve("s.err")).contains("Full thread dump"));
    }
}
