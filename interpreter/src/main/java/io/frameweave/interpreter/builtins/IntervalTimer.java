package io.frameweave.interpreter.builtins;

/**
 * The process's real-time interval timer ({@code ITIMER_REAL}, which {@code alarm} sets too): a daemon thread that
 * sends SIGALRM to the process when it expires, then again every interval if there is one. Times are in
 * nanoseconds of {@link System#nanoTime}.
 */
final class IntervalTimer {
    private IntervalTimer() {}

    static final int SIGALRM = 14;

    private static boolean armed;
    private static long expiry;
    private static long interval;
    private static Thread thread;

    /** Arms the timer to expire in {@code delay} ns (0 disarms), then every {@code every} ns; returns the old state. */
    static synchronized long[] set(long delay, long every) {
        long[] old = get();
        armed = delay > 0;
        expiry = System.nanoTime() + delay;
        interval = every;
        if (armed && thread == null) {
            thread = new Thread(IntervalTimer::run, "frameweave interval timer");
            thread.setDaemon(true);
            thread.start();
        }
        IntervalTimer.class.notifyAll();
        return old;
    }

    /** The time left before the timer expires (0 when disarmed) and its interval, in ns. */
    static synchronized long[] get() {
        if (!armed) {
            return new long[] {0, 0};
        }
        return new long[] {Math.max(1, expiry - System.nanoTime()), interval};
    }

    private static void run() {
        while (true) {
            synchronized (IntervalTimer.class) {
                try {
                    while (!armed || System.nanoTime() - expiry < 0) {
                        long left = expiry - System.nanoTime();
                        if (!armed) {
                            IntervalTimer.class.wait();
                        } else {
                            IntervalTimer.class.wait(Math.max(1, left / 1_000_000), 0);
                        }
                    }
                } catch (InterruptedException e) {
                    return;
                }
                if (interval > 0) {
                    expiry += interval;
                } else {
                    armed = false;
                }
            }
            try {
                SignalArrival.send(SIGALRM);
            } catch (RuntimeException e) {
                // no way to send it: the program's handler waits in vain, as under a JVM without signals
            }
        }
    }
}
