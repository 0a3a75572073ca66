package io.frameweave.interpreter.vm;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;

/**
 * The global interpreter lock: one fair lock that a thread holds while it runs guest code, so no guest object
 * is used by two threads at once. A thread that has waited for a switch interval raises {@link #dropRequest};
 * the running thread sees it at a loop's back edge (a conditional one, as at the bottom of a {@code while}
 * loop, too) or a call ({@link #yieldIfRequested}) and hands the lock over.
 * The same poll runs what the JVM's collector left due ({@link Reaper}), takes back the memory reserve
 * ({@link MemoryReserve}) and, on the main guest thread, runs the handlers of the signals that came
 * ({@link PendingSignals}).
 * Blocking builtins (sleep, join, lock acquire, input) {@link #release} it while they block and
 * {@link #acquire} it again after.
 * The lock is reentrant, and only a thread's outermost hold is handed over at a back edge: code run while the
 * thread holds it twice (a debugger evaluating for a stopped thread) keeps every other thread waiting, except
 * while a blocking builtin waits ({@link #releaseAll}).
 */
public final class GIL {
    private GIL() {}

    private static final ReentrantLock LOCK = new ReentrantLock(true);
    /** How long a waiting thread waits before it asks for the lock ({@code sys.setswitchinterval}; 0 waits 1). */
    private static volatile long switchIntervalMicros = 5000;

    /** {@code sys.getswitchinterval()}'s figure, in microseconds. */
    public static long switchIntervalMicros() {
        return switchIntervalMicros;
    }

    /** {@code sys.setswitchinterval()}: the caller checked that it is positive. */
    public static void setSwitchIntervalMicros(long micros) {
        switchIntervalMicros = micros;
    }

    /** Set by a waiting thread; polled by the running one. */
    static volatile boolean dropRequest;

    /**
     * Takes the lock, after any threads already waiting (the timed tryLock honours the fair ordering, unlike
     * the untimed one); every switch interval spent waiting raises {@link #dropRequest} for the holder.
     */
    public static void acquire() {
        boolean interrupted = false;
        for (;;) {
            try {
                if (LOCK.tryLock(Math.max(1, switchIntervalMicros), TimeUnit.MICROSECONDS)) {
                    break;
                }
                dropRequest = true;
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
        ThreadState.running = ThreadState.forCurrentThread();
        if (PendingSignals.tripped) {
            // another thread may have taken the drop request the signal raised: the main thread polls anew
            dropRequest = true;
        }
    }

    /** Gives up one hold of the lock; the thread stops being the running one when it gives up its last. */
    public static void release() {
        if (LOCK.getHoldCount() == 1) {
            ThreadState.running = null;
        }
        LOCK.unlock();
    }

    /**
     * Gives up every hold of the lock, for a blocking call: other threads run while it blocks, whoever took the
     * lock twice. Returns the number of holds, for {@link #reacquire}.
     */
    public static int releaseAll() {
        int holds = LOCK.getHoldCount();
        ThreadState.running = null;
        for (int i = 0; i < holds; i++) {
            LOCK.unlock();
        }
        return holds;
    }

    /** Takes the lock back after {@link #releaseAll}, with as many holds as it gave up. */
    public static void reacquire(int holds) {
        acquire();
        for (int i = 1; i < holds; i++) {
            LOCK.lock();
        }
    }

    /** Whether the calling thread holds the lock. */
    public static boolean isHeld() {
        return LOCK.isHeldByCurrentThread();
    }

    /** The thread running the guest main program: it runs the signal handlers, as CPython's main thread does. */
    private static volatile Thread mainThread;

    /** Makes {@code t} the main guest thread; signals received for the one before it are dropped. */
    public static void setMainThread(Thread t) {
        mainThread = t;
        PendingSignals.clear();
    }

    /** Ctrl-C from Java, as CPython's {@code PyErr_SetInterrupt}: SIGINT arrives, and its handler runs on the main thread. */
    public static void requestInterrupt() {
        PendingSignals.trip(SignalHandlers.SIGINT);
    }

    /** Whether the calling thread is the main guest thread. */
    public static boolean isMainThread() {
        return Thread.currentThread() == mainThread;
    }

    /**
     * Guards {@link PendingSignals#tripped} together with the main thread's Java interrupt flag, so that the flag
     * is only ever set while a signal is due and {@link #runSignalHandlers} clears both: a signal that was handled
     * leaves nothing behind that would interrupt a later wait.
     */
    private static final Object WAKE = new Object();

    /** A signal is due: the main guest thread polls at its next safe point, and stops waiting if it waits. */
    static void wakeMain() {
        synchronized (WAKE) {
            dropRequest = true;
            Thread t = mainThread;
            if (t != null && PendingSignals.tripped && !isHeldBy(t)) {
                t.interrupt();
            }
        }
    }

    /**
     * Whether the calling thread is the main guest thread and a signal is due; clears the Java interrupt flag the
     * signal set. Blocking builtins ask before they wait (a signal that came while the thread still held the lock
     * woke nobody), and stop waiting when it is true.
     */
    public static boolean signalsDue() {
        if (!PendingSignals.tripped || Thread.currentThread() != mainThread) {
            return false;
        }
        synchronized (WAKE) {
            Thread.interrupted();
            return PendingSignals.tripped;
        }
    }

    /**
     * On the main guest thread, holding the lock: runs the handlers of the signals that came ({@link SignalHandlers}),
     * raising what a handler raised. Elsewhere it does nothing: the main thread runs them. A blocking builtin whose
     * wait a signal ended calls it, then waits again for what is left of its time unless a handler raised (PEP 475).
     */
    public static void runSignalHandlers() {
        if (!PendingSignals.tripped || Thread.currentThread() != mainThread) {
            return;
        }
        long due;
        synchronized (WAKE) {
            Thread.interrupted();
            due = PendingSignals.take();
        }
        SignalHandlers.run(due);
    }

    /** The KeyboardInterrupt SIGINT's default handler raises, with no arguments as CPython's. */
    public static RuntimeException keyboardInterrupt() {
        return io.frameweave.interpreter.runtime.Py.raise(
                io.frameweave.interpreter.runtime.ExceptionTypes.KeyboardInterrupt, (String) null);
    }

    private static boolean isHeldBy(Thread t) {
        return LOCK.isLocked() && ThreadState.running != null && ThreadState.running.owner() == t;
    }

    /**
     * For a builtin that runs long without reaching a loop's back edge (a regular expression that backtracks):
     * runs the handlers of signals that came and lets a waiting thread run, as the back edge does.
     */
    public static void poll() {
        if (dropRequest && isHeld()) {
            yieldIfRequested();
        }
    }

    /** Hands the lock to a waiting thread if one asked; called where the dispatch loop polls the flag. */
    static void yieldIfRequested() {
        if (!dropRequest) {
            return;
        }
        dropRequest = false;
        Reaper.runDue();
        MemoryReserve.retakeAfterCollection();
        if (LOCK.hasQueuedThreads() && LOCK.getHoldCount() == 1) {
            release();
            acquire();
        }
        runSignalHandlers(); // last: what a handler raises leaves nothing of this poll undone
    }
}
