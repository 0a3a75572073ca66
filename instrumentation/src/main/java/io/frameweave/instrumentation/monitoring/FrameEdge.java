package io.frameweave.instrumentation.monitoring;

import io.frameweave.interpreter.vm.PyFrame;

/**
 * Runs tool callbacks at the edge of a frame that is not running, as the monitoring probes run their own edge
 * events (PY_THROW, PY_UNWIND): the frame is its thread's current one, its {@code f_back} the caller, and the
 * callbacks' own code fires no events. For the legacy tracing of a generator closed before it ever ran.
 */
public final class FrameEdge {
    private FrameEdge() {}

    /** Runs {@code callbacks} with {@code frame} current; nothing when this thread is inside a callback already. */
    public static void run(PyFrame frame, Runnable callbacks) {
        ThreadMonitor tm = ThreadMonitor.current();
        if (tm.tracing) {
            return;
        }
        PyFrame was = CurrentFrame.push(tm.threadState(), frame);
        PyFrame back = frame.back;
        frame.back = was; // a generator's frame has no caller until it runs
        tm.tracing = true;
        try {
            callbacks.run();
        } finally {
            tm.tracing = false;
            frame.back = back;
            CurrentFrame.pop(tm.threadState(), frame, was);
            if (was != frame) {
                tm.left(frame, tm.threadState().depth + 1, null); // what the callbacks cached of it goes
            }
        }
    }
}
