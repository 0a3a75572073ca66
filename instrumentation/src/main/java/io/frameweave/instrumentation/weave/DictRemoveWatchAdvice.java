package io.frameweave.instrumentation.weave;

import io.frameweave.instrumentation.watchers.DictProbe;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyObject;

/** DICT_REMOVE (woven while a dict watcher is registered): as {@link DictStoreWatchAdvice}, for a removal. */
public final class DictRemoveWatchAdvice {
    private DictRemoveWatchAdvice() {}

    public static void atEntry(PyDict self, PyObject key, long hash) {
        if ((self.version & DictProbe.WATCHED_VERSION_BITS) != 0) {
            DictProbe.beforeRemove(self, key, hash);
        }
    }

    public static PyObject onExit(PyObject returned, PyDict self, PyObject key, long hash) {
        if (DictProbe.pendingRestores != 0) {
            DictProbe.afterMutation(self);
        }
        return returned;
    }

    public static void onThrow(Throwable thrown, PyDict self, PyObject key, long hash) {
        if (DictProbe.pendingRestores != 0) {
            DictProbe.afterMutation(self);
        }
    }
}
