package io.frameweave.it;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Attaching at the edges: the target exits while a tool runs, pids that are not frameweave JVMs of this user,
 * and a JDK 21+ target that refuses dynamic agents.
 */
class AttachLifecycleIT {

    @Test
    void theTargetExitingMidToolEndsCleanlyWithCompleteFiles(@TempDir Path dir) throws Exception {
        try (ToolJvms.Target target = ToolJvms.startTarget(dir, AttachIT.targetJvmArgs(), 600)) {
            ProgressWait.Child client = ToolJvms.startClient(dir, "client", "attach", Long.toString(target.pid()),
                    "trace", "--function=leaf|spin", "--output=exiting");
            ProgressWait.forThe("the trace to start", client, target.child).until(() -> Files.readString(
                    dir.resolve("client.err")).contains("tracing until"));
            Thread.sleep(300);
            assertEquals(0, target.stop());
            int exit = ProgressWait.exitOf(client);
            String err = Files.readString(dir.resolve("client.err"));
            assertEquals(0, exit, err);
            assertTrue(err.contains("wrote " + dir.resolve("exiting.jsonl")), err);
            // spin returned when the program ended: its slice is closed, as are all others
            List<JsonNode> events = ToolJvms.jsonLines(dir.resolve("exiting.jsonl"));
            assertTrue(events.stream().anyMatch(e -> e.get("event").asText().equals("return")
                    && e.get("function").asText().equals("spin")), "spin's return is recorded");
            JsonNode chrome = ToolJvms.json(dir.resolve("exiting.json"));
            long b = 0;
            long e = 0;
            for (JsonNode ev : chrome.get("traceEvents")) {
                b += ev.get("ph").asText().equals("B") ? 1 : 0;
                e += ev.get("ph").asText().equals("E") ? 1 : 0;
            }
            assertEquals(b, e);
            assertEquals("ready\ndone True\n", target.stdout());
        }
    }

    @Test
    void attachingToAJvmStartedWithTheAgentReusesIt(@TempDir Path dir) throws Exception {
        List<String> args = new java.util.ArrayList<>(AttachIT.targetJvmArgs());
        args.add("-javaagent:" + ForkedJvm.agentJar());
        try (ToolJvms.Target target = ToolJvms.startTarget(dir, args, 600)) {
            String pid = Long.toString(target.pid());
            ToolJvms.Result trace = ToolJvms.client(dir, "attach", pid, "trace", "--duration=0.5", "--function=leaf",
                    "--format=jsonl", "--output=again");
            assertEquals(0, trace.exitCode(), trace.stderr());
            assertTrue(trace.stderr().contains("(no probes left woven)"), trace.stderr());
            assertTrue(ToolJvms.jsonLines(dir.resolve("again.jsonl")).size() > 5);
            ToolJvms.Result dump = ToolJvms.client(dir, "attach", pid, "dump");
            assertEquals(0, dump.exitCode(), dump.stderr());
            assertEquals(0, target.stop());
            assertEquals("", target.stderr());
        }
    }

    @Test
    void aPidThatIsNoJvmIsOneLineAndExitTwo(@TempDir Path dir) throws Exception {
        Process sleeper = new ProcessBuilder("sleep", "30").start();
        try {
            ToolJvms.Result r = ToolJvms.client(dir, "attach", Long.toString(sleeper.pid()), "dump");
            assertEquals(2, r.exitCode());
            assertEquals("frameweave: process " + sleeper.pid() + " is not a Java VM\n", r.stderr());
        } finally {
            sleeper.destroy();
        }
        ToolJvms.Result none = ToolJvms.client(dir, "attach", "2147483646", "dump");
        assertEquals(2, none.exitCode());
        assertEquals("frameweave: no process with pid 2147483646\n", none.stderr());
        ToolJvms.Result tool = ToolJvms.client(dir, "attach", "1", "nosuchtool");
        assertEquals(2, tool.exitCode());
        assertEquals("frameweave: unknown tool 'nosuchtool' (known: coverage, debug, dump, profile, top, trace, watch; record is "
                + "profile)\n", tool.stderr());
    }

    @Test
    void aJvmWithoutFrameweaveIsOneLineAndExitTwo(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("Idle.java"),
                "class Idle { public static void main(String[] a) throws Exception { Thread.sleep(Long.MAX_VALUE); } }");
        Process jvm = new ProcessBuilder(ToolJvms.java(), "Idle.java").directory(dir.toFile()).start();
        try {
            ToolJvms.Result r = ToolJvms.client(dir, "attach", Long.toString(jvm.pid()), "dump");
            assertEquals(2, r.exitCode());
            assertEquals("frameweave: process " + jvm.pid() + " is a Java VM but not running frameweave\n",
                    r.stderr());
        } finally {
            jvm.destroyForcibly();
        }
    }

    @Test
    void anotherUsersProcessIsOneLineAndExitTwo(@TempDir Path dir) throws Exception {
        Assumptions.assumeTrue(System.getProperty("user.name").equals("root")
                && Files.isExecutable(Path.of("/usr/sbin/runuser")), "needs root and runuser");
        Process other = new ProcessBuilder("/usr/sbin/runuser", "-u", "nobody", "--", "sleep", "600").start();
        try {
            // runuser may fork: the sleep is the child owned by nobody
            ProgressWait.forThe("runuser to start sleep as nobody", new ProgressWait.Child("runuser", other))
                    .until(() -> nobodysSleep(other) > 0);
            long pid = nobodysSleep(other);
            ToolJvms.Result r = ToolJvms.client(dir, "attach", Long.toString(pid), "dump");
            assertEquals(2, r.exitCode());
            assertEquals("frameweave: process " + pid + " belongs to nobody; run frameweave attach as that user\n",
                    r.stderr());
        } finally {
            other.descendants().forEach(ProcessHandle::destroy);
            other.destroy();
        }
    }

    private static long nobodysSleep(Process p) {
        for (ProcessHandle h : (Iterable<ProcessHandle>) () -> java.util.stream.Stream.concat(
                java.util.stream.Stream.of(p.toHandle()), p.descendants()).iterator()) {
            if (h.info().user().map("nobody"::equals).orElse(false)) {
                return h.pid();
            }
        }
        return -1;
    }

    @Test
    void aJdk21TargetRefusingDynamicAgentsGetsTheFlagInTheError(@TempDir Path dir) throws Exception {
        Assumptions.assumeTrue(ToolJvms.javaFeature() >= 21, "needs JDK 21+ (run with -Pjdk25)");
        try (ToolJvms.Target target = ToolJvms.startTarget(dir, List.of("-XX:-EnableDynamicAgentLoading"), 600)) {
            ToolJvms.Result r = ToolJvms.client(dir, "attach", Long.toString(target.pid()), "dump");
            assertEquals(2, r.exitCode());
            assertEquals(1, r.stderr().lines().count(), r.stderr());
            assertTrue(r.stderr().contains("start it with -XX:+EnableDynamicAgentLoading"), r.stderr());
        }
    }

    @Test
    void onJdk21TheDefaultTargetWarnsButStillRunsTheTool(@TempDir Path dir) throws Exception {
        Assumptions.assumeTrue(ToolJvms.javaFeature() >= 21, "needs JDK 21+ (run with -Pjdk25)");
        try (ToolJvms.Target target = ToolJvms.startTarget(dir, List.of(), 600)) {
            ToolJvms.Result r = ToolJvms.client(dir, "attach", Long.toString(target.pid()), "dump");
            assertEquals(0, r.exitCode(), r.stderr());
            assertTrue(r.stdout().contains(", in spin\n"), r.stdout());
            assertTrue(target.stderr().contains("-XX:+EnableDynamicAgentLoading"), "JEP 451's warning");
        }
    }
}
