package io.frameweave.instrumentation.monitoring;

import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.vm.PyFrame;

/**
 * Told by the execution probes, on the frame's own thread, when a frame leaves the stack (after the events of its
 * exit): a cache by call depth (legacy tracing's) lets go of the frame then, so that it keeps no frame that is not
 * running. Called while the probes are woven, dormant or not.
 */
@FunctionalInterface
public interface FrameExitListener {
    /**
     * {@code frame}, which ran at call depth {@code depth}, is no longer running; {@code returned} is what it
     * returned or yielded (a generator's frame: the generator, at its RETURN_GENERATOR), or null when it unwound
     * or was not running.
     */
    void frameLeft(PyFrame frame, int depth, PyObject returned);
}
