package io.frameweave.instrumentation.watchers;

import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.vm.PyFunction;

/**
 * A function watcher (CPython 3.12's {@code PyFunction_WatchCallback}): told of every function's creation and,
 * before the change is visible, of every replacement of its code, defaults or keyword-only defaults,
 * synchronously on the creating or mutating thread. What it throws is reported ({@link WatcherFaults}) and the
 * creation or change goes ahead.
 */
@FunctionalInterface
public interface FunctionWatcher {

    /** {@code event} for {@code function}, with the new value as {@link FunctionEvent} describes. */
    void onEvent(FunctionEvent event, PyFunction function, PyObject newValue);

    /**
     * A function created while this watcher was registered has become unreachable; {@code id} is the
     * function's {@code id()} (what {@code ObjectIds.of(function)} gave at CREATE). Best effort, on a daemon
     * thread. By default calls {@link #onEvent} with DESTROY and nulls.
     */
    default void destroyed(long id) {
        onEvent(FunctionEvent.DESTROY, null, null);
    }

    /**
     * Whether this watcher is told of DESTROY. Following functions for it costs every function creation an id and a
     * weak reference while the watcher is registered (a lambda made in a loop pays it each time); a watcher that
     * does not need DESTROY says false ({@link #withoutDestruction}), and creations pay nothing for it while no
     * registered watcher does.
     */
    default boolean followsDestruction() {
        return true;
    }

    /** A watcher that gives {@code watcher} every event but DESTROY, and does not follow functions for it. */
    static FunctionWatcher withoutDestruction(FunctionWatcher watcher) {
        return new FunctionWatcher() {
            @Override
            public void onEvent(FunctionEvent event, PyFunction function, PyObject newValue) {
                watcher.onEvent(event, function, newValue);
            }

            @Override
            public boolean followsDestruction() {
                return false;
            }
        };
    }
}
