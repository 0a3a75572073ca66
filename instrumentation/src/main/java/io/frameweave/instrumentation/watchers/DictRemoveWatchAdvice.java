package io.frameweave.instrumentation.watchers;

import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyObject;

/**
 * DICT_REMOVE (woven while a dict watcher is registered): as {@link DictStoreWatchAdvice}, for a removal (of an entry
 * that is there: the funnel is only called for one).
 */
public final class DictRemoveWatchAdvice {
    private DictRemoveWatchAdvice() {}

    public static PyObject onEnter(PyDict self, int entry, PyObject key, long hash) {
        return (self.version & DictProbe.WATCHED_VERSION_BITS) != 0 ? DictProbe.remove(self, entry, key, hash) : null;
    }
}
