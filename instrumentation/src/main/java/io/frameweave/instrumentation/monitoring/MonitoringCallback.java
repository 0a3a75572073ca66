package io.frameweave.instrumentation.monitoring;

import io.frameweave.interpreter.bytecode.PyCode;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.vm.PyFrame;

/**
 * A tool's callback for one monitoring event, as registered with {@link Monitoring#registerCallback}. It gets
 * the frame the event happened in, then CPython 3.12's callback arguments for the event:
 *
 * <table>
 * <caption>Arguments by event</caption>
 * <tr><th>event</th><th>{@code where}</th><th>{@code arg1}</th><th>{@code arg2}</th></tr>
 * <tr><td>PY_START, PY_RESUME, INSTRUCTION</td><td>offset</td><td>null</td><td>null</td></tr>
 * <tr><td>PY_RETURN, PY_YIELD</td><td>offset</td><td>the value</td><td>null</td></tr>
 * <tr><td>CALL, C_RETURN, C_RAISE</td><td>offset</td><td>the callable</td><td>arg0 ({@link Monitoring#MISSING} when none)</td></tr>
 * <tr><td>RAISE, RERAISE, EXCEPTION_HANDLED, PY_UNWIND, PY_THROW, STOP_ITERATION</td><td>offset</td><td>the exception</td><td>null</td></tr>
 * <tr><td>JUMP, BRANCH</td><td>offset</td><td>the destination offset (an int)</td><td>null</td></tr>
 * <tr><td>LINE</td><td>the line number</td><td>null</td><td>null</td></tr>
 * </table>
 *
 * <p>An offset is CPython's instruction offset: twice the instruction index ({@code 2 * pc}). {@code code} is
 * {@code frame.code}. The callback runs on the guest thread that holds the GIL, with monitoring switched off
 * for that thread while it runs (as CPython does). Returning {@link Monitoring#DISABLE} switches this event
 * off for this tool at this location until {@link Monitoring#restartEvents()} (for the events that have a
 * location; for the others it raises ValueError and the callback is removed, as CPython 3.12 does). Any other
 * return value, null included, is ignored. A {@code PyException} thrown by the callback is raised in the guest
 * program at the point of the event, as an exception raised by a {@code sys.monitoring} callback is; for RAISE,
 * C_RAISE and EXCEPTION_HANDLED it replaces the exception of the event and is handled in that frame as CPython
 * 3.12 does (an EXCEPTION_HANDLED callback's as if raised by the instruction just before the handler).
 */
@FunctionalInterface
public interface MonitoringCallback {

    /** Handles one event; returns {@link Monitoring#DISABLE} to switch it off here, anything else to go on. */
    PyObject call(PyFrame frame, PyCode code, int where, PyObject arg1, PyObject arg2);
}
