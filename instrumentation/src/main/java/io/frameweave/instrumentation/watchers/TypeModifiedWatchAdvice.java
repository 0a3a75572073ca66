package io.frameweave.instrumentation.watchers;

import io.frameweave.interpreter.runtime.PyType;

/**
 * TYPE_MODIFIED (woven while a type watcher is registered): {@code modified()} runs just after a type's
 * attributes or bases changed, and within it once for each subclass; each watched one is told as its call
 * returns, so a subclass before its base, as CPython 3.12 does.
 */
public final class TypeModifiedWatchAdvice {
    private TypeModifiedWatchAdvice() {}

    public static void onExit(PyType self) {
        TypeWatchers.modified(self);
    }
}
