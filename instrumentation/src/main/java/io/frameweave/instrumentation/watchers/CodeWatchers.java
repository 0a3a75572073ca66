package io.frameweave.instrumentation.watchers;

import io.frameweave.instrumentation.weave.WatchPlan;
import io.frameweave.interpreter.bytecode.PyCode;
import io.frameweave.interpreter.runtime.ObjectIds;

/**
 * Code watchers, as CPython 3.12's {@code PyCode_AddWatcher} / {@code PyCode_ClearWatcher}: up to eight, each
 * told about every code object. The probe is woven into the one {@code PyCode} constructor when the first
 * watcher is added and removed when the last is cleared. Code objects created while a watcher is registered
 * are followed for DESTROY (best effort).
 */
public final class CodeWatchers {
    private static final Object LOCK = new Object();
    static final WatcherSlots<CodeWatcher> WATCHERS = new WatcherSlots<>("code", CodeWatcher[]::new);

    private CodeWatchers() {}

    /** Registers {@code watcher}; returns its id (0-7). IllegalStateException when none is free or no agent. */
    public static int addWatcher(CodeWatcher watcher) {
        synchronized (LOCK) {
            int id = WATCHERS.add(watcher);
            if (!WatchPlan.CODE.set(true)) {
                WATCHERS.clear(id);
                throw new IllegalStateException("code watchers need the frameweave agent's weaving");
            }
            return id;
        }
    }

    /** Frees watcher {@code id}; the probe goes when it was the last. */
    public static void clearWatcher(int id) {
        synchronized (LOCK) {
            WATCHERS.check(id);
            if (!WATCHERS.clear(id)) {
                WatchPlan.CODE.set(false);
            }
        }
    }

    /** The probe: {@code code} has just been constructed. */
    public static void created(PyCode code) {
        CodeWatcher[] watchers = WATCHERS.snapshot();
        long id = ObjectIds.of(code);
        Reaper.register(code, () -> destroyed(id));
        for (int i = 0; i < watchers.length; i++) {
            CodeWatcher w = watchers[i];
            if (w != null) {
                try {
                    w.onEvent(CodeEvent.CREATE, code);
                } catch (Throwable t) {
                    WatcherFaults.report(WATCHERS.describe(i), w, t);
                }
            }
        }
    }

    private static void destroyed(long id) {
        CodeWatcher[] watchers = WATCHERS.snapshot();
        for (int i = 0; i < watchers.length; i++) {
            CodeWatcher w = watchers[i];
            if (w != null) {
                try {
                    w.destroyed(id);
                } catch (Throwable t) {
                    WatcherFaults.report(WATCHERS.describe(i), w, t);
                }
            }
        }
    }
}
