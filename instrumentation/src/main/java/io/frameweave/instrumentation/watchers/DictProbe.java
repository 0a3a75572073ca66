package io.frameweave.instrumentation.watchers;

import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyObject;

/**
 * The dict probes' runtime: what the advice woven at the entry of {@code PyDict}'s mutation funnels calls, only
 * for a dict whose version carries watcher bits ({@link #WATCHED_VERSION_BITS}). Each probe works out the event
 * from the dict's current contents (the change is not made yet), tells the watchers in id order, and then makes
 * the change itself, by calling the funnel again with the bits taken off the version (so that call is an
 * unwatched one), and puts the bits back on the version the funnel bumped; the woven funnel then returns what
 * that call did. So the funnels need no probe at their exit: a store to an unwatched dict costs one test of the
 * version it reads anyway.
 */
public final class DictProbe {
    /** The bits of {@code PyDict.version} that mark a watched dict (a compile-time constant the advice inlines). */
    public static final long WATCHED_VERSION_BITS = 0xFFL << 56;

    private DictProbe() {}

    /**
     * {@code store(key, hash, value)} of a watched dict: tells the watchers, then stores. Returns false, leaving
     * the store to the funnel, when the funnel would reject it before changing anything (a null).
     */
    public static boolean store(PyDict d, PyObject key, long hash, PyObject value) {
        if (key == null || value == null) {
            return false;
        }
        int mask = mask(d);
        // May run a guest __eq__ and raise: then nothing has changed.
        int e = d.lookup(key, hash);
        if (e < 0) {
            deliver(mask, DictEvent.ADDED, d, key, value);
        } else if (d.valueAt(e) != value) {
            deliver(mask, DictEvent.MODIFIED, d, key, value);
        }
        // the same value stored again changes nothing a watcher could see: no event, as CPython
        int generation = WatchedDicts.generation(); // first: a watch or unwatch after it is caught by putBack
        long bits = WatchedDicts.takeBits(d);
        try {
            d.store(key, hash, value);
        } finally {
            WatchedDicts.putBack(d, bits, generation);
        }
        return true;
    }

    /**
     * {@code removeEntry(key, hash)} of a watched dict: when {@code key} is there, tells the watchers, removes it
     * and returns its value; null when it is not there (the funnel then finds it absent too and changes nothing).
     */
    public static PyObject remove(PyDict d, PyObject key, long hash) {
        int mask = mask(d);
        int e = d.size() == 0 ? -1 : d.lookup(key, hash);
        if (e < 0) {
            return null;
        }
        deliver(mask, DictEvent.DELETED, d, key, null);
        int generation = WatchedDicts.generation(); // first: a watch or unwatch after it is caught by putBack
        long bits = WatchedDicts.takeBits(d);
        try {
            return d.removeEntry(key, hash);
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
