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
    private volatile W[] slots;
    /** Whether a slot is taken: the one volatile read notification points make while no watcher exists. */
    private volatile boolean occupied;

    WatcherSlots(String kind, IntFunction<W[]> newArray) {
        this.kind = kind;
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
        throw new IllegalStateException("no more " + kind + " watcher IDs available");
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
            throw new IllegalArgumentException("Invalid " + kind + " watcher ID " + id);
        }
        if (slots[id] == null) {
            throw new IllegalArgumentException("No " + kind + " watcher set for ID " + id);
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
