package io.frameweave.instrumentation.monitoring;

import io.frameweave.interpreter.vm.PyFrame;
import io.frameweave.interpreter.vm.ThreadState;

/**
 * Makes a frame its thread's current one for the events fired at its edges: PY_THROW fires before the frame is
 * resumed and PY_UNWIND after its execution has left it, but CPython 3.12 runs both callbacks with the frame
 * still on top of the stack, so {@code sys._getframe(1)} in a callback is the frame of the event.
 */
final class CurrentFrame {
    private CurrentFrame() {}

    /** Puts {@code frame} on top of {@code ts}'s stack (over the frame that is there); returns that frame. */
    static PyFrame push(ThreadState ts, PyFrame frame) {
        PyFrame was = ts.frame;
        if (was == frame) {
            return was;
        }
        ts.frame = frame;
        ts.depth++;
        return was;
    }

    /** Undoes {@link #push}: {@code was} is what it returned. */
    static void pop(ThreadState ts, PyFrame frame, PyFrame was) {
        if (was != frame) {
            ts.frame = was;
            ts.depth--;
        }
    }
}
