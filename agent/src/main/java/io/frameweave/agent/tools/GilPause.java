package io.frameweave.agent.tools;

import io.frameweave.interpreter.vm.GIL;

import java.util.concurrent.TimeUnit;

/**
 * Pauses every guest thread for a short while by holding the global interpreter lock on a helper thread: while
 * it is held no guest code runs, so what a tool reads or changes in the meantime (a stack, what is watched)
 * is consistent. Taking the lock waits for the
 * running thread's next hand-over (a few milliseconds); if that does not come in time (a thread stuck in a
 * long builtin), {@link #pause} gives up and the caller reads without pausing; the helper, if it gets the
 * lock later, hands it back at once.
 */
public final class GilPause implements AutoCloseable {
    private final Object lock = new Object();
    /** What the helper does next. */
    private boolean wanted;
    private boolean held;
    private boolean closed;
    private final Thread helper;

    public GilPause() {
        helper = new Thread(this::serve, "frameweave-dump-pause");
        helper.setDaemon(true);
        helper.start();
    }

    /** Pauses the guest threads; returns false (nothing paused) when the lock did not come within the timeout. */
    public boolean pause(long timeoutMillis) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeoutMillis);
        synchronized (lock) {
            wanted = true;
            lock.notifyAll();
            while (!held) {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    wanted = false;
                    lock.notifyAll();
                    return false;
                }
                TimeUnit.NANOSECONDS.timedWait(lock, left);
            }
            return true;
        }
    }

    /** Lets the guest threads run again. */
    public void resume() {
        synchronized (lock) {
            wanted = false;
            lock.notifyAll();
            while (held) {
                try {
                    lock.wait();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                }
            }
        }
    }

    @Override
    public void close() {
        synchronized (lock) {
            closed = true;
            wanted = false;
            lock.notifyAll();
        }
    }

    private void serve() {
        try {
            for (;;) {
                synchronized (lock) {
                    while (!wanted && !closed) {
                        lock.wait();
                    }
                    if (closed) {
                        return;
                    }
                }
                GIL.acquire();
                try {
                    synchronized (lock) {
                        if (wanted && !closed) {
                            held = true;
                            lock.notifyAll();
                            while (wanted && !closed) {
                                lock.wait();
                            }
                        }
                    }
                } finally {
                    GIL.release();
                    synchronized (lock) {
                        held = false;
                        lock.notifyAll();
                    }
                }
            }
        } catch (InterruptedException e) {
            // the JVM is going away
        }
    }
}
