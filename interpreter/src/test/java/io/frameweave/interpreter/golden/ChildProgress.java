package io.frameweave.interpreter.golden;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Duration;
import java.util.concurrent.TimeUnit;

/**
 * Waits for a child JVM that runs a program, and decides when it hangs by what it does, not by how long it
 * takes: a machine that is busy or has one core makes a program slower, not busier. A program hangs when it has
 * used {@link #CPU_LIMIT} of processor time (it loops forever), or when it has used almost none over
 * {@link #STALL} (it waits for what never comes). A hanging child's threads are dumped before it is killed.
 */
final class ChildProgress {
    private ChildProgress() {}

    /** Far more processor time than any test program needs (seconds at most). */
    static final Duration CPU_LIMIT = Duration.ofSeconds(120);
    /** How long a program may wait without running: far more than any test program sleeps. */
    static final Duration STALL = Duration.ofSeconds(120);
    /** The processor time a JVM that only waits uses over {@link #STALL} stays well below this. */
    private static final Duration STALL_CPU = Duration.ofSeconds(1);
    private static final long POLL_MILLIS = 200;

    /** How a child ended: by itself, or killed after {@code hang} (what it did), with its threads then. */
    record Outcome(boolean hung, String hang, String threads) {
        static final Outcome ENDED = new Outcome(false, "", "");
    }

    /** Waits until {@code p} ends, or until it hangs (then dumps its threads and kills it). */
    static Outcome await(Process p) throws InterruptedException {
        long stallFrom = System.nanoTime();
        Duration cpuAtStallFrom = cpu(p);
        while (!p.waitFor(POLL_MILLIS, TimeUnit.MILLISECONDS)) {
            Duration used = cpu(p);
            String hang = null;
            if (used.compareTo(CPU_LIMIT) > 0) {
                hang = "used " + used.toSeconds() + " s of processor time without ending";
            } else if (used.minus(cpuAtStallFrom).compareTo(STALL_CPU) >= 0) {
                stallFrom = System.nanoTime();
                cpuAtStallFrom = used;
            } else if (System.nanoTime() - stallFrom > STALL.toNanos()) {
                hang = "ran for less than " + STALL_CPU.toSeconds() + " s in " + STALL.toSeconds() + " s";
            }
            if (hang != null) {
                String threads = threadDump(p);
                p.descendants().forEach(ProcessHandle::destroyForcibly);
                p.destroyForcibly();
                p.waitFor(10, TimeUnit.SECONDS);
                return new Outcome(true, hang, threads);
            }
        }
        return Outcome.ENDED;
    }

    /** The processor time of the child so far (zero where the system does not say). */
    private static Duration cpu(Process p) {
        return p.info().totalCpuDuration().orElse(Duration.ZERO);
    }

    /** The child's threads as {@code jcmd Thread.print} shows them, or why they could not be had. */
    private static String threadDump(Process p) {
        Path jcmd = Paths.get(System.getProperty("java.home"), "bin", "jcmd");
        try {
            Process dump = new ProcessBuilder(jcmd.toString(), Long.toString(p.pid()), "Thread.print")
                    .redirectErrorStream(true).start();
            byte[] text = dump.getInputStream().readAllBytes();
            dump.waitFor(30, TimeUnit.SECONDS);
            return new String(text, StandardCharsets.UTF_8);
        } catch (IOException e) {
            return "(no thread dump: " + e + ")";
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "(no thread dump: interrupted)";
        }
    }
}
