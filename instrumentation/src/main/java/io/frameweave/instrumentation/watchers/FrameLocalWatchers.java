package io.frameweave.instrumentation.watchers;

import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.vm.PyFrame;

/**
 * Frame-local watchers: up to eight, told of every local written through a frame view or proxy. The one funnel
 * of such writes ({@code FrameLocalWrites.write}) calls {@link #beforeWrite}, which costs a volatile read while
 * no watcher is registered.
 */
public final class FrameLocalWatchers {
    static final WatcherSlots<FrameLocalWatcher> WATCHERS = new WatcherSlots<>("frame-local", FrameLocalWatcher[]::new);

    private FrameLocalWatchers() {}

    /** Registers {@code watcher}; returns its id (0-7). IllegalStateException when none is free. */
    public static synchronized int addWatcher(FrameLocalWatcher watcher) {
        return WATCHERS.add(watcher);
    }

    /** Frees watcher {@code id}. */
    public static synchronized void clearWatcher(int id) {
        WATCHERS.clear(id);
    }

    /** A write through a frame view is about to land. */
    public static void beforeWrite(PyFrame frame, PyObject name, PyObject oldValue, PyObject newValue, Thread writer) {
        if (!WATCHERS.any()) {
            return;
        }
        FrameLocalWatcher[] watchers = WATCHERS.snapshot();
        for (int i = 0; i < watchers.length; i++) {
            FrameLocalWatcher w = watchers[i];
            if (w != null) {
                try {
                    w.onWrite(frame, name, oldValue, newValue, writer);
                } catch (Throwable t) {
                    WatcherFaults.report(WATCHERS.describe(i), w, t);
                }
            }
        }
    }
}
