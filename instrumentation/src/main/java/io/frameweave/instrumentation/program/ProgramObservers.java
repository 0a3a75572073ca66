package io.frameweave.instrumentation.program;

import io.frameweave.instrumentation.weave.Weaving;
import io.frameweave.interpreter.vm.PyFrame;

import java.util.Arrays;

/**
 * The tools observing the program's standard streams, its {@code breakpoint()} calls and its end. The probes are woven when the first observer comes
 * and removed, original bytecode back, when the last one goes, so a program nobody observes pays nothing. An
 * observer that throws is reported in one line on the JVM's stderr and the program goes on; what an observer
 * itself writes to the program's streams is not observed again.
 */
public final class ProgramObservers {
    private static volatile ProgramObserver[] observers = new ProgramObserver[0];
    /** The thread calling observers now, while it does: an observer that writes to the program's streams. */
    private static final ThreadLocal<Boolean> OBSERVING = new ThreadLocal<>();

    private ProgramObservers() {}

    /**
     * Adds {@code observer}, weaving the probes if it is the first; false, adding nothing, when there is no weaving
     * (the frameweave agent is not installed).
     */
    public static synchronized boolean add(ProgramObserver observer) {
        if (!Weaving.setProgramProbes(true)) {
            return false;
        }
        ProgramObserver[] now = Arrays.copyOf(observers, observers.length + 1);
        now[now.length - 1] = observer;
        observers = now;
        return true;
    }

    /** Removes {@code observer}; the probes go when it was the last. */
    public static synchronized void remove(ProgramObserver observer) {
        ProgramObserver[] now = Arrays.stream(observers).filter(o -> o != observer).toArray(ProgramObserver[]::new);
        observers = now;
        if (now.length == 0) {
            Weaving.setProgramProbes(false);
        }
    }

    /** Whether the probes are woven now (an observer is there, or one has just gone). */
    public static boolean woven() {
        return Weaving.programProbesActive();
    }

    static void written(int fd, byte[] bytes, int offset, int length) {
        ProgramObserver[] now = observers;
        if (now.length == 0 || length <= 0 || OBSERVING.get() != null) {
            return;
        }
        OBSERVING.set(Boolean.TRUE);
        try {
            for (ProgramObserver o : now) {
                try {
                    o.written(fd, bytes, offset, length);
                } catch (RuntimeException e) {
                    report(o, e);
                }
            }
        } finally {
            OBSERVING.remove();
        }
    }

    static void finished(int status) {
        for (ProgramObserver o : observers) {
            try {
                o.finished(status);
            } catch (RuntimeException e) {
                report(o, e);
            }
        }
    }

    static boolean breakpointCalled(PyFrame caller) {
        for (ProgramObserver o : observers) {
            try {
                if (o.breakpointCalled(caller)) {
                    return true;
                }
            } catch (RuntimeException e) {
                report(o, e);
            }
        }
        return false;
    }

    private static void report(ProgramObserver o, RuntimeException e) {
        System.err.println("frameweave: a program observer (" + o.getClass().getName() + ") failed: " + e);
    }
}
