package io.frameweave.instrumentation.watchers;

/** What happened to a watched dict (CPython 3.12's {@code PyDict_WatchEvent}). */
public enum DictEvent {
    /** A key that was absent is about to be added; the key and the new value are given. */
    ADDED,
    /** The value of a present key is about to be replaced by a different object; the key and the new value. */
    MODIFIED,
    /** A present key is about to be removed; the key, and null for the value. */
    DELETED,
    /** Every entry is about to be removed; key and value are null. */
    CLEARED,
    /**
     * The contents are about to be replaced wholesale by a copy of another dict. frameweave never does that to a
     * dict that already exists ({@code update}, {@code |=} and friends add key by key and report ADDED or
     * MODIFIED per key), so this event is defined for completeness and never delivered.
     */
    CLONED,
    /** The dict has become unreachable (best effort, afterwards, on another thread; see {@link DictWatcher#deallocated}). */
    DEALLOCATED
}
