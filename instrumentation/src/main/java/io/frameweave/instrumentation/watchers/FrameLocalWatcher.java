package io.frameweave.instrumentation.watchers;

import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.vm.PyFrame;

/**
 * A frame-local watcher (frameweave's; CPython has none): told, before the write lands, of every write of a
 * frame's local through a {@code FrameView} or an {@code f_locals} proxy, whoever makes it (a guest tracer,
 * Java) and from whichever thread, on the writing thread. What it throws is reported ({@link WatcherFaults})
 * and the write goes ahead.
 */
@FunctionalInterface
public interface FrameLocalWatcher {

    /**
     * {@code name} in {@code frame} goes from {@code oldValue} to {@code newValue}; null means unbound or
     * absent (a null {@code newValue} deletes an extra key). {@code writer} is the writing thread, which need not
     * be the frame's own.
     */
    void onWrite(PyFrame frame, PyObject name, PyObject oldValue, PyObject newValue, Thread writer);
}
