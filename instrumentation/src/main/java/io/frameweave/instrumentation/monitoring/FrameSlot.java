package io.frameweave.instrumentation.monitoring;

import io.frameweave.interpreter.bytecode.PyCode;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.vm.PyFrame;
import io.frameweave.interpreter.vm.PyGenerator;

/**
 * What the probes keep about the frame running at one depth of one thread: its code's data (so the fetch probe
 * needs no lookup), the line of the instruction it executed last (for LINE), and an event left pending by the
 * last probed instruction until the next one shows where execution went (C_RETURN, BRANCH, STOP_ITERATION, JUMP).
 * The frame is held only while it runs: its exit lets go of it ({@link ThreadMonitor#left}), as CPython's
 * monitoring keeps no frame that has returned.
 */
final class FrameSlot {
    static final int PENDING_C_RETURN = 1;
    static final int PENDING_BRANCH = 2;
    static final int PENDING_STOP_ITERATION = 4;
    /** A fall out of an exception handler, a JUMP in CPython 3.12 ({@link HandlerJumps}). */
    static final int PENDING_JUMP = 8;

    PyFrame frame;
    CodeInstrumentation code;
    /** The code object {@link #code} is the data of. */
    PyCode pyCode;
    /** The line of the last line-bearing instruction executed, or -1 after (re)entry: the next line start fires. */
    int lastLine;
    /** PENDING_ bits, or 0. */
    int pendingKind;
    int pendingPc;
    PyObject pendingCallable;
    PyObject pendingArg0;
    /** The generator a pending STOP_ITERATION is about. */
    PyGenerator pendingIterator;
    PyFrame pendingIteratorFrame;
    /** What the frame of {@link #pendingIterator} returned when it left by a return or a yield, else null. */
    PyObject pendingIteratorExit;

    void reset(PyFrame f, CodeInstrumentation ci, PyCode c) {
        frame = f;
        code = ci;
        pyCode = c;
        lastLine = -1;
        if (pendingKind != 0) {
            clearPending(); // the references below are set only together with a pending kind
        }
    }

    void clearPending() {
        pendingKind = 0;
        pendingCallable = null;
        pendingArg0 = null;
        pendingIterator = null;
        pendingIteratorFrame = null;
        pendingIteratorExit = null;
    }

    /** The frame left its depth: nothing of it is kept (the code's data stays, for the next frame of that code). */
    void release() {
        frame = null;
        if (pendingKind != 0) {
            clearPending();
        }
    }
}
