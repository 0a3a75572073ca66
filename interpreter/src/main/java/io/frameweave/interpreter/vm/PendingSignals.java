package io.frameweave.interpreter.vm;

/**
 * The signals the process received that no guest handler has run for yet (CPython's "tripped" flags). Whoever sees
 * a signal arrive (the JVM's handler of a caught signal, the interval timer, {@code raise_signal}) calls
 * {@link #trip}: it marks the signal and raises the GIL's drop request, which the safe points the VM has anyway poll
 * (a call, a loop's back edge, a blocking builtin before and after it waits), and wakes the main guest thread when it
 * waits. The main guest thread takes the marks there and runs their handlers ({@link SignalHandlers}), so no
 * instruction pays anything for signals. A signal the program blocked ({@code pthread_sigmask}) stays marked, and
 * trips when it is unblocked.
 */
public final class PendingSignals {
    private PendingSignals() {}

    /** One more than the highest signal number, Linux's {@code NSIG}. */
    public static final int NSIG = 65;

    /** The marked signals, bit {@code signum - 1}. */
    private static long marked;
    /** The blocked signals, the same bits. */
    private static long blocked;
    /** Some marked signal is not blocked: the main guest thread runs handlers at its next safe point. */
    static volatile boolean tripped;

    /** The bit of {@code signum} (1 to 64) in a set of signals. */
    public static long bit(int signum) {
        return 1L << (signum - 1);
    }

    /** Marks {@code signum} as received; unless it is blocked, the main guest thread runs its handler soon. */
    public static void trip(int signum) {
        boolean deliver;
        synchronized (PendingSignals.class) {
            marked |= bit(signum);
            deliver = (blocked & bit(signum)) == 0;
            if (deliver) {
                tripped = true;
            }
        }
        if (deliver) {
            GIL.wakeMain();
        }
    }

    /** Takes the marked signals that are not blocked (the bits), unmarking them; {@link #tripped} is cleared first. */
    static synchronized long take() {
        tripped = false;
        long due = marked & ~blocked;
        marked &= ~due;
        return due;
    }

    /** Marks {@code signals} again: a handler raised, and those after it run at the next safe point. */
    static void retrip(long signals) {
        if (signals == 0) {
            return;
        }
        synchronized (PendingSignals.class) {
            marked |= signals;
            tripped = true;
        }
        GIL.wakeMain();
    }

    /** The signals marked while blocked, {@code sigpending()}. */
    public static synchronized long pendingBlocked() {
        return marked & blocked;
    }

    /** The blocked signals. */
    public static synchronized long blocked() {
        return blocked;
    }

    /** Blocks exactly {@code signals} and returns the set blocked before; marked signals it unblocks trip now. */
    public static long setBlocked(long signals) {
        long old;
        boolean deliver;
        synchronized (PendingSignals.class) {
            old = blocked;
            blocked = signals;
            deliver = (marked & ~blocked) != 0;
            if (deliver) {
                tripped = true;
            }
        }
        if (deliver) {
            GIL.wakeMain();
        }
        return old;
    }

    /** Forgets every mark and block: a new main program starts. */
    static synchronized void clear() {
        marked = 0;
        blocked = 0;
        tripped = false;
    }
}
