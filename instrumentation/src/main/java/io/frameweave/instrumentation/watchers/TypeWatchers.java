package io.frameweave.instrumentation.watchers;

import io.frameweave.instrumentation.weave.WatchPlan;
import io.frameweave.interpreter.runtime.PyType;

import java.util.Map;
import java.util.WeakHashMap;

/**
 * Type watchers, as CPython 3.12's {@code PyType_AddWatcher} / {@code PyType_ClearWatcher} /
 * {@code PyType_Watch} / {@code PyType_Unwatch}: up to eight watchers, each watching the classes it asks for;
 * a watch lasts until unwatched (or the watcher is cleared). The probe is woven at the exit of
 * {@code PyType.modified}, which every change of a type's attributes or bases calls once the change is made, and
 * which recurses into the subclasses first: so a change of a base reaches each watched subclass, before the base.
 */
public final class TypeWatchers {
    private static final Object LOCK = new Object();
    static final WatcherSlots<TypeWatcher> WATCHERS = new WatcherSlots<>("type", TypeWatcher[]::new);
    /** The watched types and their watcher bits (identity keys: PyObject keeps Object's equals). */
    private static final Map<PyType, Integer> WATCHED = new WeakHashMap<>();
    /** Whether any type is watched: the probe's fast path when none is. */
    private static volatile boolean anyWatched;

    private TypeWatchers() {}

    /** Registers {@code watcher}; returns its id (0-7). IllegalStateException when none is free or no agent. */
    public static int addWatcher(TypeWatcher watcher) {
        synchronized (LOCK) {
            int id = WATCHERS.add(watcher);
            if (!WatchPlan.TYPE.set(true)) {
                WATCHERS.clear(id);
                throw new IllegalStateException("type watchers need the frameweave agent's weaving");
            }
            return id;
        }
    }

    /** Unwatches every type watcher {@code id} watches and frees the id; the probe goes when it was the last. */
    public static void clearWatcher(int id) {
        synchronized (LOCK) {
            WATCHERS.check(id);
            WATCHED.replaceAll((t, mask) -> mask & ~(1 << id));
            WATCHED.values().removeIf(mask -> mask == 0);
            anyWatched = !WATCHED.isEmpty();
            if (!WATCHERS.clear(id)) {
                WatchPlan.TYPE.set(false);
            }
        }
    }

    /** Watcher {@code id} watches {@code type} (and so the changes of its bases) from now on. */
    public static void watch(int id, PyType type) {
        synchronized (LOCK) {
            WATCHERS.check(id);
            WATCHED.merge(type, 1 << id, (a, b) -> a | b);
            anyWatched = true;
        }
    }

    /** Watcher {@code id} no longer watches {@code type}. */
    public static void unwatch(int id, PyType type) {
        synchronized (LOCK) {
            WATCHERS.check(id);
            Integer mask = WATCHED.get(type);
            if (mask != null) {
                int m = mask & ~(1 << id);
                if (m == 0) {
                    WATCHED.remove(type);
                } else {
                    WATCHED.put(type, m);
                }
            }
            anyWatched = !WATCHED.isEmpty();
        }
    }

    /** Whether watcher {@code id} watches {@code type}. */
    public static boolean isWatching(int id, PyType type) {
        synchronized (LOCK) {
            Integer mask = WATCHED.get(type);
            return mask != null && (mask & (1 << id)) != 0;
        }
    }

    /**
     * The probe: {@code type.modified()} is returning (for it, or recursively for a base's change): the change is
     * made, and the subclasses of {@code type} have been told already.
     */
    public static void modified(PyType type) {
        if (!anyWatched) {
            return;
        }
        int mask;
        synchronized (LOCK) {
            Integer m = WATCHED.get(type);
            if (m == null) {
                return;
            }
            mask = m;
        }
        TypeWatcher[] watchers = WATCHERS.snapshot();
        for (int id = 0; id < watchers.length; id++) {
            TypeWatcher w = watchers[id];
            if (w != null && (mask & (1 << id)) != 0) {
                try {
                    w.modified(type);
                } catch (Throwable t) {
                    WatcherFaults.report(WATCHERS.describe(id), w, t);
                }
            }
        }
    }
}
