package io.frameweave.instrumentation.monitoring;

import io.frameweave.interpreter.bytecode.Opcode;
import io.frameweave.interpreter.bytecode.PyCode;
import io.frameweave.interpreter.runtime.PyBaseException;
import io.frameweave.interpreter.runtime.PyException;
import io.frameweave.interpreter.vm.PyFrame;
import io.frameweave.interpreter.vm.PyGenerator;

/**
 * The events of a frame that an exception leaves, with the frame still its thread's current one ({@link
 * CurrentFrame}). CPython 3.12 compiles a generator's body inside an implicit handler that re-raises what
 * reaches it (turning StopIteration into RuntimeError), so an exception leaving a started generator first
 * passes that handler: EXCEPTION_HANDLED and RERAISE, then PY_UNWIND; a StopIteration leaves as the RuntimeError
 * the generator would make of it. frameweave's generators, compiled as
 * 3.11 does, have no such handler; these events stand for it, at offsets just past the code's last instruction
 * (where CPython puts the handler).
 */
final class UnwindEvents {
    private UnwindEvents() {}

    /** Whether any event of a frame's exit by exception is wanted. */
    static boolean wanted() {
        return (MonitoringState.globalUnion & (Monitoring.PY_UNWIND | Monitoring.EXCEPTION_HANDLED
                | Monitoring.RERAISE)) != 0;
    }

    /**
     * Fires the exit events of {@code frame} for {@code exc}; returns the exception that leaves the frame: a
     * callback of the implicit handler's events that raises replaces {@code exc} (the handler's RERAISE is then
     * not reached), and one of PY_UNWIND propagates from here, as in CPython.
     */
    static PyBaseException fire(ThreadMonitor tm, PyFrame frame, PyBaseException exc) {
        PyFrame was = CurrentFrame.push(tm.threadState(), frame);
        try {
            PyBaseException leaving = exc;
            if ((frame.code.flags & PyCode.CO_SUSPENDS) != 0 && started(frame)) {
                leaving = throughImplicitHandler(tm, frame, exc);
            }
            if ((MonitoringState.globalUnion & Monitoring.PY_UNWIND) != 0) {
                EventDispatch.fire(tm, Monitoring.PY_UNWIND, frame, null, frame.lasti, 2 * frame.lasti, leaving,
                        null);
            }
            return leaving;
        } finally {
            CurrentFrame.pop(tm.threadState(), frame, was);
        }
    }

    private static PyBaseException throughImplicitHandler(ThreadMonitor tm, PyFrame frame, PyBaseException exc) {
        int handler = frame.code.instructions.length;
        try {
            if ((MonitoringState.globalUnion & Monitoring.EXCEPTION_HANDLED) != 0) {
                EventDispatch.fire(tm, Monitoring.EXCEPTION_HANDLED, frame, null, handler, 2 * handler, exc, null);
            }
            PyBaseException reraised = PyGenerator.leaving(frame.code, exc);
            if ((MonitoringState.globalUnion & Monitoring.RERAISE) != 0) {
                EventDispatch.fire(tm, Monitoring.RERAISE, frame, null, handler + 1, 2 * handler + 2, reraised,
                        null);
            }
            return reraised;
        } catch (PyException replaced) {
            return replaced.value;
        }
    }

    /**
     * Whether the generator's frame ran past its first RESUME: CPython's implicit handler covers the body from
     * there, so an exception thrown into a generator that never ran leaves it without passing the handler.
     */
    private static boolean started(PyFrame frame) {
        int[] code = frame.code.instructions;
        for (int pc = 0; pc < code.length; pc++) {
            if (Opcode.op(code[pc]) == Opcode.RESUME) {
                return frame.lasti > pc;
            }
        }
        return false;
    }
}
