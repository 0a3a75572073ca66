package io.frameweave.instrumentation.watchers;

/** What happened to a function (CPython 3.12's {@code PyFunction_WatchEvent}). */
public enum FunctionEvent {
    /** A function was created (after its creation; new value null). */
    CREATE,
    /** A function became unreachable (best effort, afterwards, on another thread; see {@link FunctionWatcher#destroyed}). */
    DESTROY,
    /** {@code __code__} is about to be replaced; the new code object. */
    MODIFY_CODE,
    /** {@code __defaults__} is about to be replaced; the new tuple, or null for none. */
    MODIFY_DEFAULTS,
    /** {@code __kwdefaults__} is about to be replaced; the new dict, or null for none. */
    MODIFY_KWDEFAULTS
}
