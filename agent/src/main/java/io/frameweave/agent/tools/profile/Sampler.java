package io.frameweave.agent.tools.profile;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.concurrent.locks.LockSupport;

/**
 * The profiler's daemon thread: wakes at the chosen rate and has the {@link StackSampler} look at every guest
 * thread, until {@link #stop()} or until the duration is over (it then says so through {@code whenDone}). The
 * duration counts from the first look that finds guest code running, so a profile started with the JVM
 * covers that long a stretch of the program, not of the JVM's start-up.
 * Ticks are kept on a fixed schedule from the start; a tick missed because the machine was busy is skipped,
 * not made up in a burst.
 */
final class Sampler implements Runnable {
    private final StackSampler stacks;
    private final SampleLog log;
    private final long intervalNanos;
    private final long durationNanos;
    private final Runnable whenDone;
    private final long startNanos = System.nanoTime();
    private final Thread thread;
    private volatile boolean running = true;
    /** The CPU time the sampler thread used, in nanoseconds, once it has stopped; -1 when not measurable. */
    private volatile long cpuNanos = -1;

    /** {@code durationNanos} 0: until stopped. */
    Sampler(StackSampler stacks, SampleLog log, long intervalNanos, long durationNanos, Runnable whenDone) {
        this.stacks = stacks;
        this.log = log;
        this.intervalNanos = intervalNanos;
        this.durationNanos = durationNanos;
        this.whenDone = whenDone;
        this.thread = new Thread(this, "frameweave-profile-sampler");
        thread.setDaemon(true);
    }

    void start() {
        thread.start();
    }

    /** Stops sampling and waits (briefly) for the last sample to be recorded. */
    void stop() {
        running = false;
        LockSupport.unpark(thread);
        if (Thread.currentThread() != thread) {
            try {
                thread.join(2000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        log.end(System.nanoTime() - startNanos);
    }

    /** The CPU time sampling took (the sampler thread's own), in nanoseconds; -1 when the JVM cannot tell. */
    long cpuNanos() {
        return cpuNanos;
    }

    @Override
    public void run() {
        try {
            sampleUntilStopped();
        } finally {
            recordCpuTime();
        }
    }

    private void recordCpuTime() {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        cpuNanos = threads.isCurrentThreadCpuTimeSupported() ? threads.getCurrentThreadCpuTime() : -1;
    }

    private void sampleUntilStopped() {
        long next = startNanos;
        long firstGuestCode = -1;
        while (running) {
            long elapsed = System.nanoTime() - startNanos;
            if (durationNanos > 0 && firstGuestCode >= 0 && elapsed - firstGuestCode >= durationNanos) {
                running = false;
                log.end(elapsed);
                recordCpuTime();
                whenDone.run();
                return;
            }
            if (stacks.sampleAllThreads(elapsed) && firstGuestCode < 0) {
                firstGuestCode = elapsed;
            }
            next += intervalNanos;
            long now = System.nanoTime();
            if (next < now) {
                next = now + intervalNanos - (now - startNanos) % intervalNanos;
            }
            while (running && (now = System.nanoTime()) < next) {
                LockSupport.parkNanos(this, next - now);
            }
        }
    }
}
