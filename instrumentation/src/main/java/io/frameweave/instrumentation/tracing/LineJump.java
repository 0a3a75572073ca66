package io.frameweave.instrumentation.tracing;

import io.frameweave.interpreter.vm.PyFrame;

/**
 * A tool's jump of a frame to another line (a debugger's "goto"), with the rules and messages of an
 * assignment to {@code frame.f_lineno} in CPython 3.11 ({@link FrameJump} holds them, for both). The frame must
 * be stopped in a PEP 669 LINE callback on the calling thread: the fetch that fired the event then skips its
 * instruction, and the frame continues at the target without a LINE event for the line it lands on.
 */
public final class LineJump {
    private LineJump() {}

    /**
     * The line a jump of {@code frame} to line {@code asked} lands on (the first line at or after it that starts
     * code). Throws the guest ValueError with CPython's message when the rules refuse the jump.
     */
    public static int landingLine(PyFrame frame, int asked) {
        return FrameJump.landingLine(frame, asked);
    }

    /** Moves {@code frame} to line {@code asked}; returns the line it landed on. Refused as {@link #landingLine}. */
    public static int jump(PyFrame frame, int asked) {
        int line = FrameJump.landingLine(frame, asked);
        FrameJump.moveToLine(frame, asked);
        return line;
    }
}
