package io.frameweave.interpreter.builtins;

/**
 * Deadlines on {@link System#nanoTime}, for waits that go on after a signal with what is left of their time; a wait
 * too long for a deadline has none ({@link #NEVER}).
 */
final class Deadlines {
    private Deadlines() {}

    private static final long NEVER = Long.MAX_VALUE;
    /** Waits longer than this (about 146 years) have no deadline: nanoTime plus them could overflow. */
    private static final long LONGEST = Long.MAX_VALUE / 2;

    /** The deadline {@code nanos} from now, or NEVER for a negative (forever) or very long wait. */
    static long after(long nanos) {
        return nanos < 0 || nanos >= LONGEST ? NEVER : System.nanoTime() + nanos;
    }

    /** The nanoseconds left before {@code deadline} (0 when passed; a very long time for NEVER). */
    static long left(long deadline) {
        if (deadline == NEVER) {
            return LONGEST;
        }
        return Math.max(0, deadline - System.nanoTime());
    }
}
