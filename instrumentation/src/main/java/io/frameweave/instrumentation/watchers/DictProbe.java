package io.frameweave.instrumentation.watchers;

import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyObject;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/**
 * The dict probes' runtime: what the advice woven into {@code PyDict}'s mutation funnels calls, at the funnel's
 * entry, only for a dict whose version carries watcher bits ({@link #WATCHED_VERSION_BITS}), and at its exit
 * while a restore is pending. Each entry probe works out the event from the dict's current contents (the
 * change is not made yet), tells the watchers in id order, and lets the funnel proceed.
 */
public final class DictProbe {
    /** The bits of {@code PyDict.version} that mark a watched dict (a compile-time constant the advice inlines). */
    public static final long WATCHED_VERSION_BITS = 0xFFL << 56;

    /**
     * How many watched mutations, on all threads, are between their entry and exit probes: read by every exit
     * probe, which has nothing to do while it is zero. Changed atomically through {@link #PENDING_RESTORES}.
     */
    public static volatile int pendingRestores;
    private static final VarHandle PENDING_RESTORES;

    static {
        try {
            PENDING_RESTORES = MethodHandles.lookup()
                    .findStaticVarHandle(DictProbe.class, "pendingRestores", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private DictProbe() {}

    /** {@code store(key, hash, value)} is about to add or replace. */
    public static void beforeStore(PyDict d, PyObject key, long hash, PyObject value) {
        if (key == null || value == null) {
            return; // the funnel rejects it before changing anything
        }
        int mask = mask(d);
        if (mask == 0) {
            return;
        }
        // May run a guest __eq__ and raise: then the funnel's own lookup, which would run it too, never runs.
        int e = d.lookup(key, hash);
        WatchedDicts.expectRestore(d, mask);
        if (e < 0) {
            deliver(mask, DictEvent.ADDED, d, key, value);
        } else if (d.valueAt(e) != value) {
            deliver(mask, DictEvent.MODIFIED, d, key, value);
        }
        // the same value stored again changes nothing a watcher could see: no event, as CPython
    }

    /** {@code removeEntry(key, hash)} is about to remove {@code key} if present. */
    public static void beforeRemove(PyDict d, PyObject key, long hash) {
        int mask = mask(d);
        if (mask == 0) {
            return;
        }
        int e = d.size() == 0 ? -1 : d.lookup(key, hash);
        WatchedDicts.expectRestore(d, mask);
        if (e >= 0) {
            deliver(mask, DictEvent.DELETED, d, key, null);
        }
    }

    /** {@code clearAll()} is about to empty the dict. */
    public static void beforeClear(PyDict d) {
        int mask = mask(d);
        if (mask == 0) {
            return;
        }
        WatchedDicts.expectRestore(d, mask);
        if (d.entryLimit() > 0) {
            deliver(mask, DictEvent.CLEARED, d, null, null);
        }
    }

    static void pendingRestores(int delta) {
        PENDING_RESTORES.getAndAdd(delta);
    }

    /** The watcher bits a watched dict carries in its version (all of them outside a funnel's version bump). */
    private static int mask(PyDict d) {
        return (int) (d.version >>> WatchedDicts.SHIFT) & 0xFF;
    }

    /** A funnel of {@code d} returned or threw while a restore was pending somewhere. */
    public static void afterMutation(PyDict d) {
        WatchedDicts.restoreIfPending(d);
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
