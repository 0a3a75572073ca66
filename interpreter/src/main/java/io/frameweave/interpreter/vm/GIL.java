package io.frameweave.interpreter.vm;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;

/**
 * The global interpreter lock: one fair lock that a thread holds while it runs guest code, so no guest object
 * is used by two threads at once. A thread that has waited for a switch interval raises {@link #dropRequest};
 * the running thread sees it at a loop's back edge (a conditional one, as at the bottom of a {@code while}
 * loop, too) or a call ({@link #yieldIfRequested}) and hands the lock over.
 * The same poll runs what the JVM's collector left due ({@link Reaper}) and takes back the memory reserve
 * ({@link MemoryReserve}).
 * Blocking builtins (sleep, join, lock acquire, input) {@link #release} it while they block and
 * {@link #acquire} it again after.
 * The lock is reentrant, and only a thread's outermost hold is handed over at a back edge: code run while the
 * thread holds it twice (a debugger evaluating for a stopped thread) keeps every other thread waiting, except
 * while a blocking builtin waits ({@link #releaseAll}).
 */
public final class GIL {
    private GIL() {}

    private static final ReentrantLock LOCK = new ReentrantLock(true);
    private static final long SWITCH_INTERVAL_MICROS = 5000;

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
                if (LOCK.tryLock(SWITCH_INTERVAL_MICROS, TimeUnit.MICROSECONDS)) {
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
        if (interruptRequested) {
            // another thread may have taken the drop request the Ctrl-C raised: the main thread polls anew
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

    /** Set by the SIGINT handler: the main guest thread raises KeyboardInterrupt at its next poll. */
    private static volatile boolean interruptRequested;
    /** The thread running the guest main program (receives KeyboardInterrupt). */
    private static volatile Thread mainThread;

    /** Makes {@code t} the main guest thread; a request made for the one before it is dropped. */
    public static void setMainThread(Thread t) {
        mainThread = t;
        interruptRequested = false;
    }

    /**
     * Guards {@link #interruptRequested} together with the main thread's Java interrupt flag, so that the flag
     * is only ever set while a request is pending and {@link #takeInterrupt} clears both: a Ctrl-C that was
     * raised once leaves nothing behind that would interrupt a later wait.
     */
    private static final Object INTERRUPT = new Object();

    /** Ctrl-C: ask the main guest thread to raise KeyboardInterrupt (and wake it if it blocks). */
    public static void requestInterrupt() {
        synchronized (INTERRUPT) {
            interruptRequested = true;
            dropRequest = true;
            Thread t = mainThread;
            if (t != null && !isHeldBy(t)) {
                t.interrupt();
            }
        }
    }

    /**
     * Takes a pending Ctrl-C when called on the main guest thread: true once per Ctrl-C. Blocking builtins ask
     * before they wait (a Ctrl-C that came while the thread still held the lock woke nobody) and when their
     * wait was interrupted.
     */
    public static boolean takeInterrupt() {
        if (!interruptRequested || Thread.currentThread() != mainThread) {
            return false;
        }
        synchronized (INTERRUPT) {
            if (!interruptRequested) {
                return false;
            }
            interruptRequested = false;
            Thread.interrupted();
            return true;
        }
    }

    /** The KeyboardInterrupt a Ctrl-C raises, with no arguments as CPython's. */
    public static RuntimeException keyboardInterrupt() {
        return io.frameweave.interpreter.runtime.Py.raise(
                io.frameweave.interpreter.runtime.ExceptionTypes.KeyboardInterrupt, (String) null);
    }

    private static boolean isHeldBy(Thread t) {
        return LOCK.isLocked() && ThreadState.running != null && ThreadState.running.owner() == t;
    }

    /**
     * For a builtin that runs long without reaching a loop's back edge (a regular expression that backtracks):
     * raises KeyboardInterrupt on a pending Ctrl-C and lets a waiting thread run, as the back edge does.
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
        if (takeInterrupt()) {
            throw keyboardInterrupt();
        }
        Reaper.runDue();
        MemoryReserve.retakeAfterCollection();
        if (LOCK.hasQueuedThreads() && LOCK.getHoldCount() == 1) {
            release();
            acquire();
        }
    }
}
