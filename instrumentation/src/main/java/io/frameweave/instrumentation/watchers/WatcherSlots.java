package io.frameweave.instrumentation.watchers;

import java.util.function.IntFunction;

/**
 * The eight numbered watcher slots of one kind (CPython's {@code PyDict_AddWatcher} ids 0-7, and the same for
 * types, functions and codes): adding takes the lowest free id, clearing frees it. Readers (the probes, on the
 * mutating thread) take {@link #snapshot} without a lock: the array is replaced on every change, never
 * written in place, so a notification sees either the old or the new set of watchers, whole.
 *
 * @param <W> the watcher interface of the kind
 */
final class WatcherSlots<W> {
    static final int SLOTS = 8;

    private final String kind;
    /**
     * The kind as CPython's misuse messages name it, and whether they are capitalised: CPython 3.12 says
     * {@code Invalid dict watcher ID 8} for dicts, types and codes, but {@code invalid func watcher ID 8} for
     * functions.
     */
    private final String messageKind;
    private final boolean capitalised;
    private volatile W[] slots;
    /** Whether a slot is taken: the one volatile read notification points make while no watcher exists. */
    private volatile boolean occupied;

    WatcherSlots(String kind, IntFunction<W[]> newArray) {
        this(kind, kind, true, newArray);
    }

    /** Slots whose misuse messages name the kind {@code messageKind}, capitalised or not (see the fields). */
    WatcherSlots(String kind, String messageKind, boolean capitalised, IntFunction<W[]> newArray) {
        this.kind = kind;
        this.messageKind = messageKind;
        this.capitalised = capitalised;
        this.slots = newArray.apply(SLOTS);
    }

    /** What a fault report calls a watcher of this kind: {@code "dict watcher 3"}. */
    String describe(int id) {
        return kind + " watcher " + id;
    }

    /** Registers {@code watcher} in the lowest free slot; returns its id. */
    synchronized int add(W watcher) {
        if (watcher == null) {
            throw new IllegalArgumentException("a " + kind + " watcher must not be null");
        }
        W[] s = slots;
        for (int i = 0; i < s.length; i++) {
            if (s[i] == null) {
                W[] copy = s.clone();
                copy[i] = watcher;
                slots = copy;
                occupied = true;
                return i;
            }
        }
        throw new IllegalStateException("no more " + messageKind + " watcher IDs available");
    }

    /** Frees slot {@code id}; returns whether any watcher is left. */
    synchronized boolean clear(int id) {
        check(id);
        W[] copy = slots.clone();
        copy[id] = null;
        slots = copy;
        boolean left = false;
        for (W w : copy) {
            left |= w != null;
        }
        occupied = left;
        return left;
    }

    /** Throws unless {@code id} is a slot with a watcher in it (CPython's messages). */
    void check(int id) {
        if (id < 0 || id >= SLOTS) {
            String invalid = capitalised ? "Invalid " : "invalid ";
            throw new IllegalArgumentException(invalid + messageKind + " watcher ID " + id);
        }
        if (slots[id] == null) {
            String no = capitalised ? "No " : "no ";
            throw new IllegalArgumentException(no + messageKind + " watcher set for ID " + id);
        }
    }

    /** The current slots (index = id, null = free); do not modify. */
    W[] snapshot() {
        return slots;
    }

    /** Whether any watcher of this kind is registered. */
    boolean any() {
        return occupied;
    }
}
