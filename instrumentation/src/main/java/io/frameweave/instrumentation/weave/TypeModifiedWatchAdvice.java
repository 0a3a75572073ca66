package io.frameweave.instrumentation.weave;

import io.frameweave.instrumentation.watchers.TypeWatchers;
import io.frameweave.interpreter.runtime.PyType;

/**
 * TYPE_MODIFIED (woven while a type watcher is registered): {@code modified()} runs just before a type's
 * attributes or bases change, and once more for each subclass; each watched one is told.
 */
public final class TypeModifiedWatchAdvice {
    private TypeModifiedWatchAdvice() {}

    public static void atEntry(PyType self) {
        TypeWatchers.beforeModified(self);
    }
}
