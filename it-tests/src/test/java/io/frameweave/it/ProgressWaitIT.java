package io.frameweave.it;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@link ProgressWait} with short limits, on child JVMs that work, print, idle or end: a wait lasts as long as
 * its child makes progress, and fails with what it needs to be understood once the child makes none.
 */
class ProgressWaitIT {
    private static final Duration STALL = Duration.ofSeconds(3);

    /** The child: {@code busy S} spins for S s, {@code chatty S} prints a line every 200 ms for S s, {@code idle}
     * prints one line and sleeps, {@code exit N} ends at once with status N. */
    private static final String CHILD = """
            class Child {
                public static void main(String[] a) throws Exception {
                    long end = a.length > 1 ? System.nanoTime() + (long) (Double.parseDouble(a[1]) * 1e9) : 0;
                    switch (a[0]) {
                        case "busy" -> { long x = 0; while (System.nanoTime() < end) x += x * 31 + 7; System.out.println(x == 1 ? "" : "spun"); }
                        case "chatty" -> { while (System.nanoTime() < end) { System.out.println("tick"); Thread.sleep(200); } }
                        case "idle" -> { System.out.println("started, now idle"); System.out.flush(); Thread.sleep(600_000); }
                        case "exit" -> System.exit(Integer.parseInt(a[1]));
                        default -> throw new IllegalArgumentException(a[0]);
                    }
                }
            }
            """;

    @Test
    void aWaitGoesOnWhileTheChildUsesTheProcessorLongerThanTheStall(@TempDir Path dir) throws Exception {
        ProgressWait.Child child = start(dir, "busy", "8");
        long start = System.nanoTime();
        wait("the busy child to end", child, Duration.ofMillis(100), Duration.ofMinutes(5))
                .until(() -> !child.process().isAlive());
        assertTrue(System.nanoTime() - start > STALL.toNanos(), "the child ran longer than one stall");
        assertEquals(0, child.process().exitValue());
    }

    @Test
    void aWaitGoesOnWhileTheChildsOutputGrows(@TempDir Path dir) throws Exception {
        ProgressWait.Child child = start(dir, "chatty", "8");
        started(child);
        // only its output can count: more processor time than it could use
        wait("the chatty child to end", child, Duration.ofMinutes(1), Duration.ofMinutes(5))
                .until(() -> !child.process().isAlive());
        assertTrue(Files.readAllLines(child.outputs().get(0)).size() > 20);
    }

    @Test
    void anIdleChildFailsTheWaitWithItsThreadsAndOutput(@TempDir Path dir) throws Exception {
        ProgressWait.Child child = start(dir, "idle");
        try {
            started(child);
            AssertionError e = assertThrows(AssertionError.class, () -> wait("a line that never comes", child,
                    Duration.ofMillis(100), Duration.ofMinutes(5)).until(() -> false));
            String m = e.getMessage();
            assertTrue(m.startsWith("waiting for a line that never comes: no progress for 3 s"), m);
            assertTrue(m.contains("=== the child (pid " + child.process().pid() + "): running; its threads:"), m);
            assertTrue(m.contains("java.lang.Thread.sleep"), m);
            assertTrue(m.contains("at Child.main("), m);
            assertTrue(m.contains("--- the end of out.txt:\nstarted, now idle\n"), m);
        } finally {
            child.process().destroyForcibly();
        }
    }

    @Test
    void aChildThatKeepsWorkingStillFailsAtTheHardLimit(@TempDir Path dir) throws Exception {
        ProgressWait.Child child = start(dir, "busy", "600");
        try {
            long start = System.nanoTime();
            AssertionError e = assertThrows(AssertionError.class, () -> wait("something else", child,
                    Duration.ofMillis(1), Duration.ofSeconds(8)).until(() -> false));
            assertTrue(e.getMessage().startsWith("waiting for something else: still not after 8 s"), e.getMessage());
            assertTrue(System.nanoTime() - start < Duration.ofSeconds(60).toNanos());
        } finally {
            child.process().destroyForcibly();
        }
    }

    @Test
    void aChildThatEndsFailsTheWaitAtOnceWithItsExitStatus(@TempDir Path dir) throws Exception {
        ProgressWait.Child child = start(dir, "exit", "3");
        AssertionError e = assertThrows(AssertionError.class, () -> wait("a file", child,
                Duration.ofMillis(100), Duration.ofMinutes(5)).until(() -> Files.exists(dir.resolve("never"))));
        assertTrue(e.getMessage().startsWith("waiting for a file: every child ended first"), e.getMessage());
        assertTrue(e.getMessage().contains("ended with exit status 3"), e.getMessage());
        assertEquals(3, ProgressWait.exitOf(child));
    }

    /** Waits, with the usual limits, for the child's first line: its start may take longer than a short stall. */
    private static void started(ProgressWait.Child child) throws Exception {
        ProgressWait.forThe("the child to start", child).until(() -> Files.size(child.outputs().get(0)) > 0);
    }

    private static ProgressWait wait(String what, ProgressWait.Child child, Duration stallCpu, Duration hardLimit) {
        return new ProgressWait(what, List.of(child), STALL, stallCpu, hardLimit);
    }

    private static ProgressWait.Child start(Path dir, String... args) throws Exception {
        Files.writeString(dir.resolve("Child.java"), CHILD);
        List<String> cmd = new java.util.ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString(), "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1", "Child.java"));
        cmd.addAll(List.of(args));
        Path out = dir.resolve("out.txt");
        Path err = dir.resolve("err.txt");
        Process p = new ProcessBuilder(cmd).directory(dir.toFile())
                .redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        return new ProgressWait.Child("the child", p, out, err);
    }
}
