package io.frameweave.instrumentation.watchers;

import io.frameweave.instrumentation.weave.WatchPlan;
import io.frameweave.interpreter.runtime.ObjectIds;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyTuple;
import io.frameweave.interpreter.bytecode.PyCode;
import io.frameweave.interpreter.vm.PyFunction;

/**
 * Function watchers, as CPython 3.12's {@code PyFunction_AddWatcher} / {@code PyFunction_ClearWatcher}: up to
 * eight, each told about every function. The probes are woven into the function constructor and the three
 * setters of {@code PyFunction} when the first watcher is added and removed when the last is cleared. Functions
 * created while a watcher that {@linkplain FunctionWatcher#followsDestruction follows destruction} is registered
 * are followed for DESTROY (best effort).
 */
public final class FunctionWatchers {
    private static final Object LOCK = new Object();
    static final WatcherSlots<FunctionWatcher> WATCHERS = new WatcherSlots<>("function", "func", false,
            FunctionWatcher[]::new);

    private FunctionWatchers() {}

    /** Registers {@code watcher}; returns its id (0-7). IllegalStateException when none is free or no agent. */
    public static int addWatcher(FunctionWatcher watcher) {
        synchronized (LOCK) {
            int id = WATCHERS.add(watcher);
            if (!WatchPlan.FUNCTION.set(true)) {
                WATCHERS.clear(id);
                throw new IllegalStateException("function watchers need the frameweave agent's weaving");
            }
            return id;
        }
    }

    /** Frees watcher {@code id}; the probes go when it was the last. */
    public static void clearWatcher(int id) {
        synchronized (LOCK) {
            WATCHERS.check(id);
            if (!WATCHERS.clear(id)) {
                WatchPlan.FUNCTION.set(false);
            }
        }
    }

    // ---- the probes ----

    /** A function has just been created. */
    public static void created(PyFunction f) {
        FunctionWatcher[] watchers = WATCHERS.snapshot();
        if (followDestruction(watchers)) {
            long id = ObjectIds.of(f);
            Reaper.register(f, () -> destroyed(id));
        }
        deliver(watchers, FunctionEvent.CREATE, f, null);
    }

    /** {@code f.__code__} is about to become {@code code}. */
    public static void beforeSetCode(PyFunction f, PyCode code) {
        deliver(WATCHERS.snapshot(), FunctionEvent.MODIFY_CODE, f, code);
    }

    /** {@code f.__defaults__} is about to become {@code defaults} (null: none). */
    public static void beforeSetDefaults(PyFunction f, PyObject[] defaults) {
        deliver(WATCHERS.snapshot(), FunctionEvent.MODIFY_DEFAULTS, f,
                defaults == null ? null : PyTuple.of(defaults.clone()));
    }

    /** {@code f.__kwdefaults__} is about to become {@code kwdefaults} (null: none). */
    public static void beforeSetKwDefaults(PyFunction f, PyDict kwdefaults) {
        deliver(WATCHERS.snapshot(), FunctionEvent.MODIFY_KWDEFAULTS, f, kwdefaults);
    }

    private static boolean followDestruction(FunctionWatcher[] watchers) {
        for (FunctionWatcher w : watchers) {
            if (w != null && w.followsDestruction()) {
                return true;
            }
        }
        return false;
    }

    private static void destroyed(long id) {
        FunctionWatcher[] watchers = WATCHERS.snapshot();
        for (int i = 0; i < watchers.length; i++) {
            FunctionWatcher w = watchers[i];
            if (w != null && w.followsDestruction()) {
                try {
                    w.destroyed(id);
                } catch (Throwable t) {
                    WatcherFaults.report(WATCHERS.describe(i), w, t);
                }
            }
        }
    }

    private static void deliver(FunctionWatcher[] watchers, FunctionEvent event, PyFunction f, PyObject newValue) {
        for (int i = 0; i < watchers.length; i++) {
            FunctionWatcher w = watchers[i];
            if (w != null) {
                try {
                    w.onEvent(event, f, newValue);
                } catch (Throwable t) {
                    WatcherFaults.report(WATCHERS.describe(i), w, t);
                }
            }
        }
    }
}
