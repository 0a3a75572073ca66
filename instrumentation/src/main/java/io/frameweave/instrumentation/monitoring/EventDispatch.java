package io.frameweave.instrumentation.monitoring;

import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.vm.PyFrame;

/**
 * Calls the callbacks of one event, as CPython 3.12 does: the tools that want it (global or local events of the
 * frame's code, not disabled at this location) from the highest tool id down, with monitoring off for the
 * calling thread meanwhile; a callback's DISABLE switches the event off at the location (or, for an event that
 * has none, removes the callback and raises ValueError); an exception from a callback stops the dispatch and
 * propagates into the guest program.
 */
public final class EventDispatch {
    private static final int C_EVENTS = Monitoring.C_RETURN | Monitoring.C_RAISE;

    private EventDispatch() {}

    /**
     * Fires {@code event} (one bit) at instruction {@code pc} of {@code frame}.
     *
     * @param ci    the frame's code data (local events, disabled locations), or null for none
     * @param where the callback's second argument: {@code 2 * pc}, or the line number for LINE
     * @return whether any callback was called
     */
    public static boolean fire(ThreadMonitor tm, int event, PyFrame frame, CodeInstrumentation ci, int pc,
                               int where, PyObject arg1, PyObject arg2) {
        int number = Integer.numberOfTrailingZeros(event);
        if (ci == null || ci.localUnion() == 0) {
            // the common case: no local events in this code, so the tools to call are the listed global ones
            // (less those that disabled this event here: legacy tracing disables most locations of what it traces)
            int[] tools = MonitoringState.globalTools[number];
            boolean called = false;
            for (int tool : tools) {
                MonitoringCallback cb = MonitoringState.callbacks[tool][number];
                if (cb != null && (ci == null || !ci.isDisabled(tool, number, pc))) {
                    called = true;
                    call(tm, cb, tool, event, number, frame, ci, pc, where, arg1, arg2);
                }
            }
            return called;
        }
        int asSet = (event & C_EVENTS) != 0 ? Monitoring.CALL : event;
        boolean called = false;
        for (int tool = Monitoring.TOOL_IDS - 1; tool >= 0; tool--) {
            int set = MonitoringState.globalEvents[tool] | ci.localEvents(tool);
            if ((set & asSet) == 0) {
                continue;
            }
            MonitoringCallback cb = MonitoringState.callbacks[tool][number];
            if (cb == null || ci.isDisabled(tool, number, pc)) {
                continue;
            }
            called = true;
            call(tm, cb, tool, event, number, frame, ci, pc, where, arg1, arg2);
        }
        return called;
    }

    /** Fires {@code event} (no arguments) for the legacy tracers' tools only (6 and 7), as {@link #fire} would. */
    public static void fireLegacy(ThreadMonitor tm, int event, PyFrame frame, CodeInstrumentation ci, int pc,
                                  int where) {
        int number = Integer.numberOfTrailingZeros(event);
        for (int tool = Monitoring.TOOL_IDS - 1; tool >= Monitoring.SYS_PROFILE_ID; tool--) {
            int set = MonitoringState.globalEvents[tool] | (ci == null ? 0 : ci.localEvents(tool));
            MonitoringCallback cb = MonitoringState.callbacks[tool][number];
            if ((set & event) != 0 && cb != null && (ci == null || !ci.isDisabled(tool, number, pc))) {
                call(tm, cb, tool, event, number, frame, ci, pc, where, null, null);
            }
        }
    }

    private static void call(ThreadMonitor tm, MonitoringCallback cb, int tool, int event, int number,
                             PyFrame frame, CodeInstrumentation ci, int pc, int where, PyObject arg1,
                             PyObject arg2) {
        PyObject r;
        tm.tracing = true;
        try {
            r = cb.call(frame, frame.code, where, arg1, arg2);
        } finally {
            tm.tracing = false;
        }
        if (r == Monitoring.DISABLE) {
            if ((event & Monitoring.LOCAL_EVENTS) != 0 && ci != null) {
                ci.disable(frame.code, tool, number, pc);
            } else {
                MonitoringState.removeCallback(tool, number);
                throw Monitoring.valueError("Cannot disable " + Monitoring.eventName(event)
                        + " events. Callback removed.");
            }
        }
    }

    /** Whether some tool could get {@code event} in code {@code ci} (global or local set; callbacks aside). */
    public static boolean wanted(int event, CodeInstrumentation ci) {
        return ((MonitoringState.globalUnion | (ci == null ? 0 : ci.localUnion())) & event) != 0;
    }
}
