package io.frameweave.instrumentation.watchers;

import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyObject;

/**
 * A dict watcher (CPython 3.12's {@code PyDict_WatchCallback}): told of every change of the dicts it watches,
 * synchronously, on the mutating thread, before the change is visible (the dict still holds its old contents).
 * It must not change the dict it is told about; it may read it, and it may change other dicts (those changes
 * are reported too). What it throws is reported ({@link WatcherFaults}) and the change goes ahead.
 */
@FunctionalInterface
public interface DictWatcher {

    /**
     * {@code dict} is about to change: {@code key} and {@code newValue} as {@link DictEvent} describes for each
     * event. Runs with the interpreter lock held when the change comes from guest code.
     */
    void onEvent(DictEvent event, PyDict dict, PyObject key, PyObject newValue);

    /**
     * A watched dict has become unreachable. {@code id} is what {@link DictWatchers#watch} returned for it (the
     * dict's {@code id()}). Best effort: called by the garbage collector's schedule on a daemon thread, possibly
     * never. By default this calls {@link #onEvent} with DEALLOCATED and nulls.
     */
    default void deallocated(long id) {
        onEvent(DictEvent.DEALLOCATED, null, null, null);
    }
}
