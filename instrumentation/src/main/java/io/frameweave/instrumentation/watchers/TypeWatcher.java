package io.frameweave.instrumentation.watchers;

import io.frameweave.interpreter.runtime.PyType;

/**
 * A type watcher (CPython 3.12's {@code PyType_WatchCallback}): told, synchronously on the mutating thread and
 * once the change is made (as CPython 3.12: the watcher sees the new state), that a watched class has changed: an
 * attribute set or deleted on it or on one of its bases, its bases or a base's bases replaced, its name changed.
 * Every modification is delivered (no coalescing): for a change on a base, once for each watched class below it,
 * with that class, the deepest first and the base last. What it throws is reported ({@link WatcherFaults}); the
 * change has been made already.
 */
@FunctionalInterface
public interface TypeWatcher {
    void modified(PyType type);
}
