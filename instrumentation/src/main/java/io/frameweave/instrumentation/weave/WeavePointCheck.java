package io.frameweave.instrumentation.weave;

import io.frameweave.interpreter.WeavePoint;

import java.util.List;

/**
 * The check that every weave point the weaving plan binds exists, run once off the thread that starts the agent
 * (premain hands it to a background thread so that the program's start does not wait for it), and the gate all
 * weaving passes first: nothing is woven before the check has passed, and nothing ever when it failed (but the
 * prewoven start classes, see {@link Weaving#install}).
 */
final class WeavePointCheck implements Runnable {
    /** The points to check, or null for the plan's. */
    private final List<WeavePoint> points;
    private final ClassLoader loader;
    /** Null while the check runs; then {@link #PASSED} or the one-line reason it failed. */
    private String outcome;
    private static final String PASSED = "";

    WeavePointCheck(List<WeavePoint> points, ClassLoader loader) {
        this.points = points;
        this.loader = loader;
    }

    /**
     * The check of every point the weaving plan binds ({@link Weaving#plan}), read when the check runs: premain
     * makes this one, and loading the plan loads its advice classes, which the background check can do.
     */
    WeavePointCheck(ClassLoader loader) {
        this(null, loader);
    }

    private List<WeavePoint> points() {
        return points != null ? points : Weaving.boundPoints();
    }

    /** Runs the check now, on this thread, and throws when a point is missing. */
    void runHere() throws MissingWeavePointException {
        new WeavePointResolver(loader).checkAll(points());
        synchronized (this) {
            outcome = PASSED;
        }
    }

    /** Runs the check ({@link #run}) on a daemon thread of its own. */
    void runInBackground() {
        Thread t = new Thread(this, "frameweave-check");
        t.setDaemon(true);
        t.start();
    }

    /**
     * Runs the check off the starting thread; a failure is also said there, in one line on stderr (the program runs
     * on, and nothing more is woven).
     */
    @Override
    public void run() {
        String result;
        try {
            new WeavePointResolver(loader).checkAll(points());
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
        if (result != PASSED) {
            System.err.println("frameweave agent: " + result + "; the program runs uninstrumented");
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
