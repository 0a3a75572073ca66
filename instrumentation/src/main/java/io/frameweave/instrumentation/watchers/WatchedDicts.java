package io.frameweave.instrumentation.watchers;

import io.frameweave.interpreter.runtime.ObjectIds;
import io.frameweave.interpreter.runtime.PyDict;

import java.util.Map;
import java.util.WeakHashMap;

/**
 * The registry of watched dicts: which dicts are watched, and by whom. The truth is a weak map from dict to its watcher bits; a copy of the
 * bits rides in the top byte of the dict's {@code version} (as CPython keeps them in {@code ma_version_tag}),
 * so that the store probe tells a watched dict from an unwatched one by the field the funnel reads anyway:
 * an unwatched dict costs one test of a loaded field. The core's caches only compare versions for equality
 * ({@code NameOps}, {@code AttributeOps}), and versions come from one counter far below bit 56, so a version
 * with bits added is still unique.
 *
 * <p>A funnel overwrites {@code version} with a fresh counter value, which drops the bits: so the probe of a watched
 * dict makes the change itself, calling the funnel with the bits taken off, and puts them back afterwards
 * ({@link #takeBits}, {@link #putBack}). The store path of a watched dict takes no lock and does no map lookup: the
 * bits in the version are what it needs, so its cost does not depend on how many dicts are watched.
 */
final class WatchedDicts {
    /** Guards the map and the watcher slots' changes; no watcher is ever called under it. */
    static final Object LOCK = new Object();
    static final WatcherSlots<DictWatcher> WATCHERS = new WatcherSlots<>("dict", DictWatcher[]::new);

    static final int SHIFT = 56;
    static final long BITS = 0xFFL << SHIFT;

    /** A watched dict's watchers and its {@code id()}; shared with the reaper, which must not hold the dict. */
    static final class State {
        final long id;
        volatile int mask;

        State(long id) {
            this.id = id;
        }
    }

    /** Keys compare by identity: PyObject keeps Object's equals and hashCode. */
    private static final Map<PyDict, State> STATES = new WeakHashMap<>();
    /** Changed by every watch and unwatch: a funnel call made under an older one asks the map for the bits. */
    private static volatile int generation;

    private WatchedDicts() {}

    static long watch(int id, PyDict d) {
        State s = STATES.get(d);
        if (s == null) {
            State fresh = new State(ObjectIds.of(d));
            STATES.put(d, fresh);
            Reaper.register(d, () -> deallocated(fresh));
            s = fresh;
        }
        s.mask |= 1 << id;
        setBits(d, s.mask);
        generation++;
        return s.id;
    }

    static void unwatch(int id, PyDict d) {
        State s = STATES.get(d);
        if (s != null) {
            s.mask &= ~(1 << id);
            setBits(d, s.mask);
            generation++;
        }
    }

    static void unwatchAll(int id) {
        for (Map.Entry<PyDict, State> e : STATES.entrySet()) {
            State s = e.getValue();
            if ((s.mask & (1 << id)) != 0) {
                s.mask &= ~(1 << id);
                setBits(e.getKey(), s.mask);
            }
        }
        generation++;
    }

    /** The watcher bits of {@code d} (0 when unwatched). */
    static int mask(PyDict d) {
        synchronized (LOCK) {
            State s = STATES.get(d);
            return s == null ? 0 : s.mask;
        }
    }

    private static void setBits(PyDict d, int mask) {
        d.version = (d.version & ~BITS) | ((long) mask << SHIFT);
    }

    /** Changed by every watch and unwatch. */
    static int generation() {
        return generation;
    }

    /** Takes the watcher bits off {@code d}'s version, for a funnel call the probes must not see; returns them. */
    static long takeBits(PyDict d) {
        long bits = d.version & BITS;
        d.version &= ~BITS;
        return bits;
    }

    /**
     * Puts the watcher bits back on {@code d}'s version after a funnel call made without them: {@code bits}, as
     * taken, when no watch or unwatch came in between (made at {@code generation}); else the truth.
     */
    static void putBack(PyDict d, long bits, int generation) {
        if (generation == WatchedDicts.generation) {
            d.version = (d.version & ~BITS) | bits;
            return;
        }
        // a watch or unwatch came in between (a guest __eq__ did it, or another thread): ask the truth
        int mask;
        synchronized (LOCK) {
            State s = STATES.get(d);
            mask = s == null ? 0 : s.mask;
        }
        setBits(d, mask);
    }

    private static void deallocated(State s) {
        int mask = s.mask;
        DictWatcher[] watchers = WATCHERS.snapshot();
        for (int id = 0; id < watchers.length; id++) {
            DictWatcher w = watchers[id];
            if (w != null && (mask & (1 << id)) != 0) {
                try {
                    w.deallocated(s.id);
                } catch (Throwable t) {
                    WatcherFaults.report(WATCHERS.describe(id), w, t);
                }
            }
        }
    }
}
