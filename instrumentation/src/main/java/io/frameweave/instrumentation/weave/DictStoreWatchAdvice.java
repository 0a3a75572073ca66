package io.frameweave.instrumentation.weave;

import io.frameweave.instrumentation.watchers.DictProbe;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyObject;

/**
 * DICT_STORE (woven while a dict watcher is registered): a watched dict is told before the store; the exit
 * probes give back the watcher bits the funnel's version bump drops. For an unwatched dict the cost is one test
 * of its version and one read of a counter that is zero outside a watched mutation.
 */
public final class DictStoreWatchAdvice {
    private DictStoreWatchAdvice() {}

    public static void atEntry(PyDict self, PyObject key, long hash, PyObject value) {
        if ((self.version & DictProbe.WATCHED_VERSION_BITS) != 0) {
            DictProbe.beforeStore(self, key, hash, value);
        }
    }

    public static void onExit(PyDict self, PyObject key, long hash, PyObject value) {
        if (DictProbe.pendingRestores != 0) {
            DictProbe.afterMutation(self);
        }
    }

    public static void onThrow(Throwable thrown, PyDict self, PyObject key, long hash, PyObject value) {
        if (DictProbe.pendingRestores != 0) {
            DictProbe.afterMutation(self);
        }
    }
}
