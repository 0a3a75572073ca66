package io.frameweave.it;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * Every wait of the it-tests on the JVMs they fork: it judges a child by what it does, not by the clock, since a
 * busy machine makes a child slower, not busier. A wait goes on while its children make progress (together they
 * use {@link #STALL_CPU} of processor time, or their output grows, within every {@link #STALL}) and fails when
 * they make none for a whole {@link #STALL}, when they have all ended and what was awaited did not come, or after
 * {@link #HARD_LIMIT} whatever they do. The failure says what was awaited and why it failed, and shows each child:
 * its exit status or its threads ({@code jcmd Thread.print}), and the end of its output.
 */
final class ProgressWait {
    /** How long the children may make no progress: far longer than any of them waits for another. */
    static final Duration STALL = Duration.ofSeconds(60);
    /** The processor time that counts as progress within {@link #STALL}; a JVM that only waits uses far less. */
    static final Duration STALL_CPU = Duration.ofMillis(500);
    /** No wait lasts longer, progress or not: a child that spins forever still fails. */
    static final Duration HARD_LIMIT = Duration.ofMinutes(10);
    private static final long POLL_MILLIS = 50;
    /** How much of the end of each output file a failure shows. */
    private static final int TAIL_CHARS = 3000;

    /** A forked process (a JVM, or a script that starts one) and the files its output goes to. */
    record Child(String name, Process process, List<Path> outputs) {
        Child(String name, Process process, Path... outputs) {
            this(name, process, List.of(outputs));
        }
    }

    /** What a wait waits for; it may throw, which ends the wait with that exception. */
    @FunctionalInterface
    interface Condition {
        boolean met() throws Exception;
    }

    private final String what;
    private final List<Child> children;
    private final Duration stall;
    private final Duration stallCpu;
    private final Duration hardLimit;

    ProgressWait(String what, List<Child> children, Duration stall, Duration stallCpu, Duration hardLimit) {
        this.what = what;
        this.children = children;
        this.stall = stall;
        this.stallCpu = stallCpu;
        this.hardLimit = hardLimit;
    }

    /** A wait for {@code what} (said in a failure as "waiting for WHAT") while {@code children} work on it. */
    static ProgressWait forThe(String what, Child... children) {
        return new ProgressWait(what, List.of(children), STALL, STALL_CPU, HARD_LIMIT);
    }

    /** Waits until {@code child} has ended and returns its exit status. */
    static int exitOf(Child child) throws Exception {
        forThe(child.name() + " to end", child).until(() -> !child.process().isAlive());
        return child.process().exitValue();
    }

    /** Returns once {@code condition} is met; an AssertionError when it will not be (see the class comment). */
    void until(Condition condition) throws Exception {
        long start = System.nanoTime();
        Map<Long, Duration> cpuByPid = new HashMap<>();
        long windowStart = start;
        Duration cpuAtWindowStart = cpu(cpuByPid);
        long outputSize = outputSize();
        for (;;) {
            boolean allEnded = children.stream().noneMatch(c -> c.process().isAlive());
            if (condition.met()) {
                return;
            }
            if (allEnded) {
                throw failure("every child ended first");
            }
            long now = System.nanoTime();
            Duration used = cpu(cpuByPid);
            long size = outputSize();
            if (used.minus(cpuAtWindowStart).compareTo(stallCpu) >= 0 || size != outputSize) {
                windowStart = now;
                cpuAtWindowStart = used;
                outputSize = size;
            } else if (now - windowStart > stall.toNanos()) {
                throw failure("no progress for " + seconds(stall) + " (together the children used less than "
                        + stallCpu.toMillis() + " ms of processor time, and their output did not grow)");
            }
            if (now - start > hardLimit.toNanos()) {
                throw failure("still not after " + seconds(hardLimit) + ", the longest any wait may last, though"
                        + " the children kept working");
            }
            Thread.sleep(POLL_MILLIS);
        }
    }

    /**
     * The processor time used so far by the children and every process they started, counting one that ended
     * with what it had used when last seen.
     */
    private Duration cpu(Map<Long, Duration> cpuByPid) {
        for (Child c : children) {
            Stream.concat(Stream.of(c.process().toHandle()), c.process().descendants()).forEach(h ->
                    h.info().totalCpuDuration().ifPresent(d -> cpuByPid.merge(h.pid(), d,
                            (a, b) -> a.compareTo(b) >= 0 ? a : b)));
        }
        return cpuByPid.values().stream().reduce(Duration.ZERO, Duration::plus);
    }

    private long outputSize() {
        long total = 0;
        for (Child c : children) {
            for (Path p : c.outputs()) {
                try {
                    total += Files.exists(p) ? Files.size(p) : 0;
                } catch (IOException e) {
                    // gone meanwhile: counts as empty
                }
            }
        }
        return total;
    }

    private AssertionError failure(String why) {
        StringBuilder text = new StringBuilder("waiting for ").append(what).append(": ").append(why);
        for (Child c : children) {
            text.append("\n\n=== ").append(c.name()).append(" (pid ").append(c.process().pid()).append("): ");
            if (c.process().isAlive()) {
                text.append("running; its threads:\n").append(threadDumps(c.process()));
            } else {
                text.append("ended with exit status ").append(c.process().exitValue()).append('\n');
            }
            for (Path p : c.outputs()) {
                text.append("--- the end of ").append(p.getFileName()).append(":\n").append(tail(p)).append('\n');
            }
        }
        return new AssertionError(text.toString());
    }

    /** {@code jcmd Thread.print} of the process, or of the JVMs it started (a launcher script). */
    private static String threadDumps(Process p) {
        List<ProcessHandle> jvms = new ArrayList<>();
        Stream.concat(Stream.of(p.toHandle()), p.descendants())
                .filter(h -> h.info().command().map(cmd -> cmd.endsWith("/java")).orElse(false))
                .forEach(jvms::add);
        if (jvms.isEmpty()) {
            return "(not a JVM, nor has it started one)\n";
        }
        StringBuilder text = new StringBuilder();
        for (ProcessHandle jvm : jvms) {
            text.append("--- jcmd ").append(jvm.pid()).append(" Thread.print:\n").append(threadDump(jvm));
        }
        return text.toString();
    }

    private static String threadDump(ProcessHandle jvm) {
        // the jcmd of the JDK the JVM runs on: one of another version may not attach to it
        Path jcmd = Path.of(jvm.info().command().orElseThrow()).resolveSibling("jcmd");
        try {
            Path out = Files.createTempFile("fw-it-threads", ".txt");
            try {
                Process dump = new ProcessBuilder(jcmd.toString(), Long.toString(jvm.pid()), "Thread.print")
                        .redirectErrorStream(true).redirectOutput(out.toFile()).start();
                if (!dump.waitFor(60, TimeUnit.SECONDS)) {
                    dump.destroyForcibly();
                    return "(jcmd did not answer in 60 s)\n" + Files.readString(out);
                }
                return Files.readString(out);
            } finally {
                Files.deleteIfExists(out);
            }
        } catch (IOException e) {
            return "(no thread dump: " + e + ")\n";
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "(no thread dump: interrupted)\n";
        }
    }

    /** The last {@link #TAIL_CHARS} characters of a file, or why there are none. */
    static String tail(Path file) {
        try (RandomAccessFile f = new RandomAccessFile(file.toFile(), "r")) {
            long from = Math.max(0, f.length() - TAIL_CHARS);
            byte[] bytes = new byte[(int) (f.length() - from)];
            f.seek(from);
            f.readFully(bytes);
            return (from > 0 ? "[...]" : "") + new String(bytes, StandardCharsets.UTF_8);
        } catch (IOException e) {
            return "(not readable: " + e + ")";
        }
    }

    private static String seconds(Duration d) {
        return d.toSeconds() + " s";
    }
}
