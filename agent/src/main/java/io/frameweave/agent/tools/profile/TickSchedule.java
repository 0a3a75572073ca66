package io.frameweave.agent.tools.profile;

/**
 * The sampler's fixed schedule: ticks every interval from a start, and the count of ticks that passed while the
 * sampler was still busy or not yet woken (a busy machine). Those are skipped, not made up in a burst, and the
 * summary says how many there were, so a profile that saw less than it should have says so.
 */
final class TickSchedule {
    private final long intervalNanos;
    private long next;
    private long skipped;

    TickSchedule(long startNanos, long intervalNanos) {
        this.intervalNanos = intervalNanos;
        this.next = startNanos;
    }

    /** Starts the schedule afresh at {@code nanos} (the first tick is then), forgetting nothing skipped. */
    void restartAt(long nanos) {
        next = nanos;
    }

    /**
     * Moves past a round that ended at {@code now}: the next tick is the first on the schedule after the one
     * just taken that is still to come; the ticks in between are counted as skipped. Returns the next tick.
     */
    long advance(long now) {
        next += intervalNanos;
        if (next < now) {
            long late = (now - next) / intervalNanos + 1;
            skipped += late;
            next += late * intervalNanos;
        }
        return next;
    }

    /** The ticks skipped so far. */
    long skipped() {
        return skipped;
    }
}
