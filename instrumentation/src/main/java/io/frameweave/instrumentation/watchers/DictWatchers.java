package io.frameweave.instrumentation.watchers;

import io.frameweave.instrumentation.weave.WatchPlan;
import io.frameweave.interpreter.runtime.PyDict;

/**
 * Dict watchers, as CPython 3.12's {@code PyDict_AddWatcher} / {@code PyDict_ClearWatcher} /
 * {@code PyDict_Watch} / {@code PyDict_Unwatch}: up to eight watchers at once, each watching the dicts it asks
 * for. The dict probes are woven into the three mutation funnels of {@code PyDict} when the first watcher is
 * added and removed when the last is cleared.
 *
 * <p>Call {@link #watch} and {@link #unwatch} from a thread that holds the interpreter lock (guest code, a
 * watcher or monitoring callback, a Java function the program calls) or while no guest thread runs: they
 * change the dict's version tag, which guest threads change too.
 */
public final class DictWatchers {
    private DictWatchers() {}

    /**
     * Registers {@code watcher}; returns its id (0-7). Throws IllegalStateException when all eight are taken,
     * or when the agent's weaving is not installed in this JVM (no event could ever be delivered).
     */
    public static int addWatcher(DictWatcher watcher) {
        synchronized (WatchedDicts.LOCK) {
            int id = WatchedDicts.WATCHERS.add(watcher);
            if (!WatchPlan.DICT.set(true)) {
                WatchedDicts.WATCHERS.clear(id);
                throw new IllegalStateException("dict watchers need the frameweave agent's weaving");
            }
            return id;
        }
    }

    /** Unwatches every dict watcher {@code id} watches and frees the id; the probes go when it was the last. */
    public static void clearWatcher(int id) {
        synchronized (WatchedDicts.LOCK) {
            WatchedDicts.WATCHERS.check(id);
            WatchedDicts.unwatchAll(id);
            if (!WatchedDicts.WATCHERS.clear(id)) {
                WatchPlan.DICT.set(false);
            }
        }
    }

    /**
     * Watcher {@code id} watches {@code dict} from now on; returns the dict's {@code id()}, the number its
     * DEALLOCATED event carries. Watching a dict twice is harmless.
     */
    public static long watch(int id, PyDict dict) {
        synchronized (WatchedDicts.LOCK) {
            WatchedDicts.WATCHERS.check(id);
            return WatchedDicts.watch(id, dict);
        }
    }

    /** Watcher {@code id} no longer watches {@code dict}. */
    public static void unwatch(int id, PyDict dict) {
        synchronized (WatchedDicts.LOCK) {
            WatchedDicts.WATCHERS.check(id);
            WatchedDicts.unwatch(id, dict);
        }
    }

    /** Whether watcher {@code id} watches {@code dict}. */
    public static boolean isWatching(int id, PyDict dict) {
        return id >= 0 && id < WatcherSlots.SLOTS && (WatchedDicts.mask(dict) & (1 << id)) != 0;
    }
}
