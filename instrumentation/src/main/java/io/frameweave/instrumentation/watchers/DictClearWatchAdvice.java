package io.frameweave.instrumentation.watchers;

import io.frameweave.interpreter.runtime.PyDict;

/** DICT_CLEAR (woven while a dict watcher is registered): as {@link DictStoreWatchAdvice}, for a clearing. */
public final class DictClearWatchAdvice {
    private DictClearWatchAdvice() {}

    public static boolean onEnter(PyDict self) {
        return (self.version & DictProbe.WATCHED_VERSION_BITS) != 0 && DictProbe.clear(self);
    }
}
