package io.frameweave.instrumentation;

import io.frameweave.interpreter.vm.GIL;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.time.Duration;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Runs a guest program in this JVM on a thread of its own, and decides when it hangs by what this JVM does, not
 * by how long it takes: a machine that is busy or has one core makes a program slower, not busier. A program
 * hangs when this JVM has used {@link #CPU_LIMIT} of processor time while running it (it loops forever), or
 * almost none over {@link #STALL} (it waits for what never comes). A hanging program fails alone: its failure
 * carries every thread's stack and held locks, and it is stopped as Ctrl-C stops one (KeyboardInterrupt in its
 * main thread at its next loop back edge or call, or out of what it blocks in), so the programs after it run. One
 * that cannot be stopped may still hold the interpreter lock: no program runs after it.
 */
public final class GuestProgress {
    private GuestProgress() {}

    /** Far more processor time than any test program needs (the longest traced golden program, under a minute). */
    static final Duration CPU_LIMIT = Duration.ofSeconds(300);
    /** How long a program may wait without running: far more than any test program sleeps. */
    static final Duration STALL = Duration.ofSeconds(120);
    /** The processor time a JVM that only waits uses over {@link #STALL} stays well below this. */
    private static final Duration STALL_CPU = Duration.ofSeconds(1);
    /** How long a hung program is given to stop; it stops at once unless it is stuck outside guest code. */
    private static final Duration STOP_GRACE = Duration.ofSeconds(30);

    /** The program that hung and could not be stopped, or null. */
    private static volatile String stuck;

    /**
     * Runs {@code program} (named {@code what} in failures) and returns what it returns; an AssertionError when
     * it hung, or when an earlier program hung and could not be stopped.
     */
    public static <T> T run(String what, Callable<T> program) {
        return run(what, program, CPU_LIMIT, STALL);
    }

    /** {@link #run(String, Callable)} with other limits (a test of this class). */
    static <T> T run(String what, Callable<T> program, Duration cpuLimit, Duration stall) {
        if (stuck != null) {
            throw new AssertionError("not run: " + stuck + " hung, could not be stopped, and may still hold the VM");
        }
        FutureTask<T> task = new FutureTask<>(program);
        Thread runner = new Thread(task, "guest-program");
        runner.setDaemon(true);
        runner.start();
        try {
            String hang = awaitProgress(task, cpuLimit, stall);
            if (hang == null) {
                return task.get();
            }
            String threads = threadDump();
            boolean stopped = stop(task);
            if (!stopped) {
                stuck = what;
            }
            throw new AssertionError(what + " hung: it " + hang + "; "
                    + (stopped ? "it was stopped (KeyboardInterrupt)" : "it could not be stopped") + ". Its threads"
                    + " when it hung:\n" + threads);
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof RuntimeException r) {
                throw r;
            }
            if (cause instanceof Error err) {
                throw err;
            }
            throw new AssertionError(what + " threw " + cause, cause);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }

    /** Waits until {@code task} is done (null) or hangs (what it did then). */
    private static String awaitProgress(FutureTask<?> task, Duration cpuLimit, Duration stall)
            throws InterruptedException, ExecutionException {
        long start = cpuNanos();
        long stallFrom = System.nanoTime();
        long cpuAtStallFrom = start;
        for (;;) {
            try {
                task.get(200, TimeUnit.MILLISECONDS);
                return null;
            } catch (TimeoutException e) {
                long cpu = cpuNanos();
                if (cpu - start > cpuLimit.toNanos()) {
                    return "used " + cpuLimit.toSeconds() + " s of processor time without ending";
                }
                if (cpu - cpuAtStallFrom >= STALL_CPU.toNanos()) {
                    stallFrom = System.nanoTime();
                    cpuAtStallFrom = cpu;
                } else if (System.nanoTime() - stallFrom > stall.toNanos()) {
                    return "ran for less than " + STALL_CPU.toSeconds() + " s in " + stall.toSeconds() + " s";
                }
            }
        }
    }

    /** Asks the program's main thread to stop until it does or {@link #STOP_GRACE} has passed; whether it did. */
    private static boolean stop(FutureTask<?> task) throws InterruptedException {
        long deadline = System.nanoTime() + STOP_GRACE.toNanos();
        while (System.nanoTime() < deadline) {
            GIL.requestInterrupt();
            try {
                task.get(1, TimeUnit.SECONDS);
                return true;
            } catch (ExecutionException e) {
                return true;
            } catch (TimeoutException e) {
                // again: a request the thread consumed while it was not the main one is lost
            }
        }
        return false;
    }

    /** The processor time this JVM has used. */
    private static long cpuNanos() {
        return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
                .getProcessCpuTime();
    }

    /** Every thread's stack, with the locks it holds and waits for. */
    static String threadDump() {
        StringBuilder text = new StringBuilder();
        for (ThreadInfo t : ManagementFactory.getThreadMXBean().dumpAllThreads(true, true)) {
            text.append('"').append(t.getThreadName()).append("\" ").append(t.getThreadState());
            if (t.getLockName() != null) {
                text.append(" on ").append(t.getLockName());
                if (t.getLockOwnerName() != null) {
                    text.append(" held by \"").append(t.getLockOwnerName()).append('"');
                }
            }
            text.append('\n');
            for (StackTraceElement e : t.getStackTrace()) {
                text.append("    at ").append(e).append('\n');
            }
            for (var m : t.getLockedMonitors()) {
                text.append("    holds ").append(m).append('\n');
            }
            for (var s : t.getLockedSynchronizers()) {
                text.append("    holds ").append(s).append('\n');
            }
        }
        return text.toString();
    }
}
