package io.frameweave.agent.tools.profile;

import java.util.concurrent.locks.LockSupport;

/**
 * The profiler's daemon thread: wakes at the chosen rate and has the {@link StackSampler} look at every guest
 * thread, until {@link #stop()} or until the duration is over (it then says so through {@code whenDone}). The
 * duration counts from the first look that finds guest code running, so a profile started with the JVM
 * covers that long a stretch of the program, not of the JVM's start-up.
 * Until guest code first runs it looks every 0.5 ms, so that a program shorter than one interval gets a sample;
 * from then on ticks are kept on a fixed schedule, and a tick missed because the machine was busy is skipped
 * (and counted), not made up in a burst.
 */
final class Sampler implements Runnable {
    private final StackSampler stacks;
    private final SampleLog log;
    private final long intervalNanos;
    private final long durationNanos;
    private final Runnable whenDone;
    /** How often the sampler looks for the first guest code (at launch the program has not begun yet). */
    private static final long WAIT_FOR_GUEST_NANOS = 500_000;
    private final long startNanos = System.nanoTime();
    private final TickSchedule schedule;
    private final Thread thread;
    private volatile boolean running = true;
    /**
     * The time the stack walks took, in nanoseconds (written by the sampler thread only). Timed around the walks
     * rather than read as the thread's CPU time: the JVM's thread-CPU-time API loads its management module,
     * 20-30 ms that every profiled program paid at its end.
     */
    private volatile long walkNanos;

    /** {@code durationNanos} 0: until stopped. */
    Sampler(StackSampler stacks, SampleLog log, long intervalNanos, long durationNanos, Runnable whenDone) {
        this.stacks = stacks;
        this.log = log;
        this.intervalNanos = intervalNanos;
        this.durationNanos = durationNanos;
        this.whenDone = whenDone;
        this.schedule = new TickSchedule(startNanos, intervalNanos);
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

    /** The time the stack walks took so far, in nanoseconds. */
    long walkNanos() {
        return walkNanos;
    }

    @Override
    public void run() {
        sampleUntilStopped();
    }

    /** Ticks skipped because the sampler ran late (see {@link TickSchedule}). */
    long ticksSkipped() {
        return schedule.skipped();
    }

    private void sampleUntilStopped() {
        long firstGuestCode = -1;
        while (running) {
            long elapsed = System.nanoTime() - startNanos;
            if (durationNanos > 0 && firstGuestCode >= 0 && elapsed - firstGuestCode >= durationNanos) {
                running = false;
                log.end(elapsed);
                whenDone.run();
                return;
            }
            long walkStart = System.nanoTime();
            boolean sawGuestCode = stacks.sampleAllThreads(elapsed);
            walkNanos += System.nanoTime() - walkStart;
            long now = System.nanoTime();
            long next;
            if (sawGuestCode && firstGuestCode < 0) {
                firstGuestCode = elapsed;
                schedule.restartAt(walkStart); // the schedule begins with the guest code, its first sample
            }
            if (firstGuestCode < 0) {
                // Until guest code runs, look often: a program shorter than one interval still gets its sample.
                next = now + Math.min(intervalNanos, WAIT_FOR_GUEST_NANOS);
            } else {
                next = schedule.advance(now);
            }
            while (running && (now = System.nanoTime()) < next) {
                LockSupport.parkNanos(this, next - now);
            }
        }
    }
}
