package io.frameweave.instrumentation.watchers;

import io.frameweave.interpreter.bytecode.PyCode;

/**
 * A code watcher (CPython 3.12's {@code PyCode_WatchCallback}): told of every code object's creation,
 * synchronously on the creating thread (the compiler's). What it throws is reported ({@link WatcherFaults}).
 */
@FunctionalInterface
public interface CodeWatcher {

    /** {@code event} for {@code code} (null for DESTROY). */
    void onEvent(CodeEvent event, PyCode code);

    /**
     * A code object created while this watcher was registered has become unreachable; {@code id} is its
     * {@code id()}. Best effort, on a daemon thread. By default calls {@link #onEvent} with DESTROY and null.
     */
    default void destroyed(long id) {
        onEvent(CodeEvent.DESTROY, null);
    }
}
