package io.frameweave.instrumentation.watchers;

/** What happened to a code object (CPython 3.12's {@code PyCodeEvent}). */
public enum CodeEvent {
    /** A code object was created (after its creation). */
    CREATE,
    /** A code object became unreachable (best effort, afterwards, on another thread; see {@link CodeWatcher#destroyed}). */
    DESTROY
}
