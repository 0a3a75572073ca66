package io.frameweave.instrumentation.probe;

import io.frameweave.instrumentation.monitoring.EventDispatch;
import io.frameweave.instrumentation.monitoring.Monitoring;
import io.frameweave.instrumentation.monitoring.MonitoringState;
import io.frameweave.interpreter.runtime.PyBaseException;
import io.frameweave.interpreter.runtime.PyException;
import io.frameweave.interpreter.vm.PyFrame;

/**
 * The entry points the woven advice calls, one per weave point; each hands off to the probe runtime in one
 * call. Guest exceptions raised by callbacks propagate, as CPython raises a callback's exception in the
 * program; nothing else is caught here, so a VM or tool bug is seen rather than hidden.
 */
public final class Probes {
    private Probes() {}

    /** INSTRUCTION_FETCH: the instruction to execute in place of the marked {@code instruction} at {@code pc}. */
    public static int instruction(PyFrame frame, int pc, int instruction) {
        return InstructionEvents.fetch(frame, pc, instruction);
    }

    /** FRAME_EXECUTION entry (fresh or resumed): the frame's code gets its marks, its slot starts anew. */
    public static void frameEntered(PyFrame frame) {
        ThreadMonitor tm = ThreadMonitor.current();
        if (!tm.tracing) {
            tm.enter(frame);
        }
    }

    /** FRAME_EXECUTION exit by an exception: PY_UNWIND. */
    public static void frameUnwound(PyFrame frame, Throwable thrown) {
        if ((MonitoringState.globalUnion & Monitoring.PY_UNWIND) == 0 || !(thrown instanceof PyException pe)) {
            return;
        }
        ThreadMonitor tm = ThreadMonitor.current();
        if (!tm.tracing) {
            EventDispatch.fire(tm, Monitoring.PY_UNWIND, frame, null, frame.lasti, 2 * frame.lasti, pe.value, null);
        }
    }

    /** GENERATOR_RESUME with an exception thrown in ({@code gen.throw}): PY_THROW, at the suspension point. */
    public static void generatorThrown(PyFrame frame, PyBaseException exc) {
        if ((MonitoringState.globalUnion & Monitoring.PY_THROW) == 0 || exc == null) {
            return;
        }
        ThreadMonitor tm = ThreadMonitor.current();
        if (!tm.tracing) {
            int at = Math.max(frame.lasti, 0);
            EventDispatch.fire(tm, Monitoring.PY_THROW, frame, null, at, 2 * at, exc, null);
        }
    }

    /** EXCEPTION_RAISED: C_RAISE when a C call of this frame raised, then RAISE. */
    public static void raised(PyBaseException exc, PyFrame frame) {
        ThreadMonitor tm = ThreadMonitor.current();
        if (tm.tracing) {
            return;
        }
        FrameSlot slot = tm.slot(frame);
        if (slot.pendingKind != 0) {
            InstructionEvents.raisedFromCall(tm, slot, frame, exc);
        }
        if ((MonitoringState.globalUnion & Monitoring.RAISE) != 0) {
            int at = Math.max(frame.lasti, 0);
            EventDispatch.fire(tm, Monitoring.RAISE, frame, null, at, 2 * at, exc, null);
        }
    }

    /** EXCEPTION_HANDLER found a handler (table entry {@code entry}): EXCEPTION_HANDLED at the handler. */
    public static void handled(PyFrame frame, int entry, PyBaseException exc) {
        if (entry < 0 || (MonitoringState.globalUnion & Monitoring.EXCEPTION_HANDLED) == 0) {
            return;
        }
        ThreadMonitor tm = ThreadMonitor.current();
        if (!tm.tracing) {
            int target = frame.code.exceptionTable[entry + 2];
            EventDispatch.fire(tm, Monitoring.EXCEPTION_HANDLED, frame, null, target, 2 * target, exc, null);
        }
    }
}
