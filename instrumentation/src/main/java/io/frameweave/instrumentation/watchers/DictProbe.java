package io.frameweave.instrumentation.watchers;

import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyObject;

/**
 * The dict probes' runtime: what the advice woven at the entry of {@code PyDict}'s mutation funnels calls, only
 * for a dict whose version carries watcher bits ({@link #WATCHED_VERSION_BITS}). The funnels are given the entry
 * their caller's lookup found, so each probe works out the event without comparing keys (a guest {@code __eq__}
 * runs as often as without watchers, as in CPython), tells the watchers in id order, and then makes the change
 * itself, by calling the funnel again with the bits taken off the version (so that call is an unwatched one), and
 * puts the bits back on the version the funnel bumped; the woven funnel then returns what that call did. So the
 * funnels need no probe at their exit: a store to an unwatched dict costs one test of the version it reads anyway.
 */
public final class DictProbe {
    /** The bits of {@code PyDict.version} that mark a watched dict (a compile-time constant the advice inlines). */
    public static final long WATCHED_VERSION_BITS = 0xFFL << 56;

    private DictProbe() {}

    /**
     * {@code storeAt(entry, key, hash, value)} of a watched dict: tells the watchers, then stores. Returns false,
     * leaving the store to the funnel, when the funnel would reject it before changing anything (a null).
     */
    public static boolean store(PyDict d, int entry, PyObject key, long hash, PyObject value) {
        if (key == null || value == null) {
            return false;
        }
        int mask = mask(d);
        long before = contents(d);
        if (entry < 0) {
            deliver(mask, DictEvent.ADDED, d, key, value);
        } else if (d.valueAt(entry) != value) {
            deliver(mask, DictEvent.MODIFIED, d, key, value);
        }
        // the same value stored again changes nothing a watcher could see: no event, as CPython
        boolean entryStands = contents(d) == before; // else a watcher changed the dict (it must not): look again
        int generation = WatchedDicts.generation(); // first: a watch or unwatch after it is caught by putBack
        long bits = WatchedDicts.takeBits(d);
        try {
            if (entryStands) {
                d.storeAt(entry, key, hash, value);
            } else {
                d.store(key, hash, value);
            }
        } finally {
            WatchedDicts.putBack(d, bits, generation);
        }
        return true;
    }

    /** {@code removeAt(entry, key, hash)} of a watched dict: tells the watchers, removes the entry, returns its value. */
    public static PyObject remove(PyDict d, int entry, PyObject key, long hash) {
        int mask = mask(d);
        long before = contents(d);
        PyObject old = d.valueAt(entry);
        deliver(mask, DictEvent.DELETED, d, key, null);
        boolean entryStands = contents(d) == before; // else a watcher changed the dict (it must not): look again
        int generation = WatchedDicts.generation(); // first: a watch or unwatch after it is caught by putBack
        long bits = WatchedDicts.takeBits(d);
        try {
            if (entryStands) {
                return d.removeAt(entry, key, hash);
            }
            PyObject now = d.removeEntry(key, hash);
            return now != null ? now : old;
        } finally {
            WatchedDicts.putBack(d, bits, generation);
        }
    }

    /** {@code clearAll()} of a watched dict: tells the watchers (when it has anything to clear), then clears it. */
    public static boolean clear(PyDict d) {
        int mask = mask(d);
        if (d.entryLimit() > 0) {
            deliver(mask, DictEvent.CLEARED, d, null, null);
        }
        int generation = WatchedDicts.generation(); // first: a watch or unwatch after it is caught by putBack
        long bits = WatchedDicts.takeBits(d);
        try {
            d.clearAll();
        } finally {
            WatchedDicts.putBack(d, bits, generation);
        }
        return true;
    }

    /** The dict's version without the watcher bits: it changes with the contents, not with a watch or an unwatch. */
    private static long contents(PyDict d) {
        return d.version & ~WATCHED_VERSION_BITS;
    }

    /** The watcher bits a watched dict carries in its version (all of them outside a funnel's version bump). */
    private static int mask(PyDict d) {
        return (int) (d.version >>> WatchedDicts.SHIFT) & 0xFF;
    }

    private static void deliver(int mask, DictEvent event, PyDict d, PyObject key, PyObject value) {
        DictWatcher[] watchers = WatchedDicts.WATCHERS.snapshot();
        for (int id = 0; id < watchers.length; id++) {
            DictWatcher w = watchers[id];
            if (w != null && (mask & (1 << id)) != 0) {
                try {
                    w.onEvent(event, d, key, value);
                } catch (Throwable t) {
                    WatcherFaults.report(WatchedDicts.WATCHERS.describe(id), w, t);
                }
            }
        }
    }
}
