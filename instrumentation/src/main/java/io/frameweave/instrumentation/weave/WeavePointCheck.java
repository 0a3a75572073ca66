package io.frameweave.instrumentation.weave;

import io.frameweave.interpreter.WeavePoint;

import java.util.List;

/**
 * The check that every weave point the weaving plan binds exists, run once off the thread that starts the agent
 * (premain hands it to a background thread so that the program's start does not wait for it), and the gate all
 * weaving passes first: nothing is woven before the check has passed, and nothing ever when it failed.
 */
final class WeavePointCheck implements Runnable {
    private final List<WeavePoint> points;
    private final ClassLoader loader;
    /** Null while the check runs; then {@link #PASSED} or the one-line reason it failed. */
    private String outcome;
    private static final String PASSED = "";

    WeavePointCheck(List<WeavePoint> points, ClassLoader loader) {
        this.points = points;
        this.loader = loader;
    }

    /** Runs the check now, on this thread, and throws when a point is missing. */
    void runHere() throws MissingWeavePointException {
        new WeavePointResolver(loader).checkAll(points);
        synchronized (this) {
            outcome = PASSED;
        }
    }

    @Override
    public void run() {
        String result;
        try {
            new WeavePointResolver(loader).checkAll(points);
            result = PASSED;
        } catch (MissingWeavePointException e) {
            result = e.getMessage();
        } catch (RuntimeException | LinkageError e) {
            result = "the weave points could not be checked (" + e + ")";
        }
        synchronized (this) {
            outcome = result;
            notifyAll();
        }
    }

    /** Waits for the check to end; whether every point exists. */
    synchronized boolean passed() {
        boolean interrupted = false;
        while (outcome == null) {
            try {
                wait();
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
        return outcome == PASSED;
    }

    /** The one-line reason the check failed (after {@link #passed} returned false). */
    synchronized String failure() {
        return outcome == PASSED ? null : outcome;
    }
}
