package io.frameweave.instrumentation.watchers;

import io.frameweave.interpreter.runtime.PyType;

/**
 * A type watcher (CPython 3.12's {@code PyType_WatchCallback}): told, synchronously on the mutating thread and
 * before the change is visible, that a watched class is about to change: an attribute set or deleted on it or on
 * one of its bases, its bases or a base's bases replaced, its name changed. Every modification is delivered (no
 * coalescing): for a change on a base, once for each watched class below it, with that class. What it throws is
 * reported ({@link WatcherFaults}) and the change goes ahead.
 */
@FunctionalInterface
public interface TypeWatcher {
    void modified(PyType type);
}
