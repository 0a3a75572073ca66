package io.frameweave.instrumentation.monitoring;

import io.frameweave.interpreter.runtime.PyBaseException;
import io.frameweave.interpreter.runtime.PyException;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.vm.PyTraceback;
import io.frameweave.interpreter.bytecode.ExceptionTable;
import io.frameweave.interpreter.bytecode.PyCode;
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

    /**
     * FRAME_EXECUTION entry (fresh or resumed): the frame's code gets its marks, its slot starts anew. For a fresh
     * frame of code monitoring knows already, nothing: its slot starts anew at its first probe, which sees another
     * frame there ({@link ThreadMonitor#slot}), and a call that meets no probe (every event of its code disabled)
     * costs its entry one cache read.
     */
    public static void frameEntered(PyFrame frame) {
        if (!MonitoringState.active) {
            return; // dormant probes (see MonitoringState#active): as if they were not woven
        }
        PyCode code = frame.code;
        // only a generator's frame is entered more than once (resumed)
        if ((code.flags & PyCode.CO_SUSPENDS) == 0 && CodeRegistry.known(code)) {
            return;
        }
        ThreadMonitor tm = ThreadMonitor.current();
        if (!tm.tracing) {
            tm.enter(frame);
            CodeRegistry.noteKnown(code);
        }
    }

    /**
     * FRAME_EXECUTION exit by an exception: PY_UNWIND (after a generator's implicit handler, see {@link
     * UnwindEvents}), with the frame still the current one. When a callback's exception replaced the one the
     * frame was unwinding with and no handler of the frame took it, it is the replacement that leaves the frame
     * (thrown from here in place of {@code thrown}). Then the probes let go of the frame ({@link ThreadMonitor#left}).
     */
    public static void frameUnwound(PyFrame frame, Throwable thrown) {
        ThreadMonitor tm = ThreadMonitor.current();
        try {
            unwound(tm, frame, thrown);
        } finally {
            tm.left(frame, tm.threadState().depth + 1, null);
        }
    }

    private static void unwound(ThreadMonitor tm, PyFrame frame, Throwable thrown) {
        PyBaseException replacement = tm.takeReplacement(frame);
        if (replacement == null && (!UnwindEvents.wanted() || !(thrown instanceof PyException))) {
            return;
        }
        PyBaseException exc = replacement != null ? replacement : ((PyException) thrown).value;
        PyBaseException leaving = exc;
        try {
            if (!tm.tracing && UnwindEvents.wanted()) {
                leaving = UnwindEvents.fire(tm, frame, exc);
            }
        } finally {
            if (replacement != null) {
                MonitoringState.release();
            }
        }
        if (replacement != null || leaving != exc) {
            throw new PyException(leaving);
        }
    }

    /**
     * FRAME_EXECUTION normal exit (a return, a yield, a generator's RETURN_GENERATOR): the probes let go of the
     * frame, and a generator's caller waiting on it gets what it returned, for STOP_ITERATION. Also while the
     * probes are dormant: a frame they held since before keeps nothing alive after it left.
     */
    public static void frameExited(PyFrame frame, PyObject returned) {
        ThreadMonitor tm = ThreadMonitor.current();
        tm.left(frame, tm.threadState().depth + 1, returned);
    }

    /**
     * GENERATOR_RESUME with an exception thrown in ({@code gen.throw}): PY_THROW, at the suspension point, with the
     * generator's frame already the current one (CPython 3.12).
     */
    public static void generatorThrown(PyFrame frame, PyBaseException exc) {
        if ((MonitoringState.globalUnion & Monitoring.PY_THROW) == 0 || exc == null) {
            return;
        }
        ThreadMonitor tm = ThreadMonitor.current();
        if (!tm.tracing) {
            int at = Math.max(frame.lasti, 0);
            PyFrame was = CurrentFrame.push(tm.threadState(), frame);
            PyFrame back = frame.back;
            frame.back = was; // a suspended generator's frame has no caller until it is resumed
            try {
                EventDispatch.fire(tm, Monitoring.PY_THROW, frame, null, at, 2 * at, exc, null);
            } finally {
                frame.back = back;
                CurrentFrame.pop(tm.threadState(), frame, was);
                if (was != frame) {
                    // what the callbacks cached of it goes (a generator's tracer state is found again when it runs)
                    tm.left(frame, tm.threadState().depth + 1, null);
                }
            }
        }
    }

    /**
     * EXCEPTION_RAISED: C_RAISE when a C call of this frame raised, then RAISE. As in CPython, an exception a
     * C_RAISE callback raises is raised at the call in place of the original one (traceback entry, RAISE), and
     * one a RAISE callback raises takes the original's place in this frame's handler search.
     */
    public static void raised(PyBaseException exc, PyFrame frame) {
        if (!MonitoringState.active) {
            return;
        }
        ThreadMonitor tm = ThreadMonitor.current();
        if (tm.tracing) {
            return;
        }
        FrameSlot slot = tm.slot(frame);
        PyBaseException current = exc;
        if (slot.pendingKind != 0) {
            try {
                InstructionEvents.raisedFromCall(tm, slot, frame, exc);
            } catch (PyException pe) {
                current = pe.value;
                PyTraceback next = current.traceback instanceof PyTraceback t ? t : null;
                current.traceback = new PyTraceback(next, frame, frame.lasti, frame.lineno());
                tm.replace(frame, current);
            }
        }
        if ((MonitoringState.globalUnion & Monitoring.RAISE) != 0) {
            int at = Math.max(frame.lasti, 0);
            try {
                EventDispatch.fire(tm, Monitoring.RAISE, frame, null, at, 2 * at, current, null);
            } catch (PyException pe) {
                tm.replace(frame, pe.value);
            }
        }
    }

    /**
     * EXCEPTION_HANDLER: the table entry the frame's loop goes to for {@code exc} ({@code entry}, or -1 to leave
     * the frame), with EXCEPTION_HANDLED fired at the handler. A replacement exception (see {@link #raised})
     * goes to the same handler. An exception an EXCEPTION_HANDLED callback raises replaces the handled one and
     * is looked up, as CPython does, as if raised by the instruction just before the handler: the entry
     * returned is then that lookup's. When the exception the loop will push is not the one to handle, the
     * handler's first instruction gets a one-shot mark and the fetch probe swaps the right one onto the stack;
     * when none is found, {@link #frameUnwound} throws the right one out of the frame.
     */
    public static int handled(PyFrame frame, int entry, PyBaseException exc) {
        ThreadMonitor tm = ThreadMonitor.current();
        boolean wanted = (MonitoringState.globalUnion & Monitoring.EXCEPTION_HANDLED) != 0 && !tm.tracing;
        PyBaseException taken = tm.takeReplacement(frame);
        if (taken == null && (entry < 0 || !wanted)) {
            return entry;
        }
        PyBaseException current = taken != null ? taken : exc;
        try {
            return handlerFor(tm, frame, entry, exc, current, wanted);
        } finally {
            if (taken != null) {
                MonitoringState.release();
            }
        }
    }

    private static int handlerFor(ThreadMonitor tm, PyFrame frame, int entry, PyBaseException exc,
                                  PyBaseException current, boolean wanted) {
        int[] table = frame.code.exceptionTable;
        while (entry >= 0 && wanted) {
            int target = table[entry + ExceptionTable.TARGET];
            try {
                EventDispatch.fire(tm, Monitoring.EXCEPTION_HANDLED, frame, null, target, 2 * target, current,
                        null);
                break;
            } catch (PyException pe) {
                current = pe.value;
                entry = target > 0 ? ExceptionTable.find(table, target - 1) : -1;
            }
        }
        if (current != exc) {
            if (entry >= 0) {
                int target = table[entry + ExceptionTable.TARGET];
                tm.swapFrame = frame;
                tm.swapPc = target;
                tm.swapExc = current;
                tm.data(frame.code).force(frame.code, target);
            } else {
                tm.replace(frame, current);
            }
        }
        return entry;
    }
}
