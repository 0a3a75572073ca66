package io.frameweave.instrumentation.watchers;

import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyObject;

/**
 * DICT_STORE (woven while a dict watcher is registered): a watched dict's watchers are told before the store, which
 * the probe then makes itself ({@link DictProbe#store}), and the funnel returns. For an unwatched dict the cost is
 * one test of its version.
 */
public final class DictStoreWatchAdvice {
    private DictStoreWatchAdvice() {}

    public static boolean onEnter(PyDict self, int entry, PyObject key, long hash, PyObject value) {
        return (self.version & DictProbe.WATCHED_VERSION_BITS) != 0 && DictProbe.store(self, entry, key, hash, value);
    }
}
