package io.frameweave.agent.tools.debug;

import io.frameweave.interpreter.vm.PyFrame;

/**
 * A step one thread was asked to take from a frame: where it stops is the first line event on that thread that
 * ends the step, told to the client with {@code reason}. Other threads run meanwhile and stop only at breakpoints.
 */
record StepRequest(Kind kind, Thread thread, PyFrame from, int fromDepth, String reason) {
    enum Kind { IN, OVER, OUT }

    /** A step the client asked for. */
    static StepRequest of(Kind kind, Thread thread, PyFrame from) {
        return new StepRequest(kind, thread, from, depth(from), "step");
    }

    /** The stop a {@code breakpoint()} call in {@code caller} asks for: at the caller's next line, as pdb's. */
    static StepRequest afterBreakpointCall(Thread thread, PyFrame caller) {
        return new StepRequest(Kind.OVER, thread, caller, depth(caller), "breakpoint");
    }

    /** Whether a line event in {@code frame} on the current thread ends the step. */
    boolean endsAt(PyFrame frame) {
        if (Thread.currentThread() != thread) {
            return false;
        }
        return switch (kind) {
            case IN -> true;
            case OVER -> frame == from || depth(frame) < fromDepth;
            case OUT -> depth(frame) < fromDepth;
        };
    }

    static int depth(PyFrame frame) {
        int d = 0;
        for (PyFrame f = frame; f != null; f = f.back) {
            d++;
        }
        return d;
    }
}
