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
}
