package io.frameweave.instrumentation.monitoring;

import io.frameweave.interpreter.bytecode.PyCode;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyException;
import io.frameweave.interpreter.runtime.PyObject;

/**
 * PEP 669 monitoring for Java tools: the same tool ids, events, per-code events, callbacks, {@link #DISABLE}
 * and {@link #restartEvents()} that the guest module {@code sys.monitoring} offers (it is built on this
 * class), with CPython 3.12's rules and ValueError messages. Misuse throws a {@link PyException} carrying
 * CPython's exception, so guest and Java callers see the same errors.
 *
 * <p>Tool ids 0 to 5 are for tools ({@link #DEBUGGER_ID} ... {@link #OPTIMIZER_ID}); 6 and 7 are reserved for the
 * legacy {@code sys.setprofile} and {@code sys.settrace}, which are built on this API as in CPython 3.12:
 * {@link #useToolId} and the guest functions refuse them, but the Java methods taking a tool id accept them
 * without {@code useToolId}. When an event fires, the callbacks of the tools that want it run from the highest
 * tool id down (CPython 3.12's order: settrace's tool first).
 *
 * <p>Event sets are ints of the bits below. C_RETURN and C_RAISE are not events of their own in an event set:
 * as in CPython 3.12 they may be given only together with CALL, are then dropped from the set, and fire for
 * every tool that gets CALL events and has a C_RETURN / C_RAISE callback ({@link #getEvents} never reports them).
 *
 * <p>Threads: the methods may be called from any thread; changes are serialized, and a running guest thread
 * sees them at its next instruction fetch of the affected code (or the next call). Probes go in (by
 * retransformation) when the first event set becomes non-empty and come out when all are empty again.
 */
public final class Monitoring {
    private Monitoring() {}

    // ---- tool ids (sys.monitoring.DEBUGGER_ID ...) ----
    public static final int DEBUGGER_ID = 0;
    public static final int COVERAGE_ID = 1;
    public static final int PROFILER_ID = 2;
    public static final int OPTIMIZER_ID = 5;
    /** The tool id of legacy {@code sys.setprofile} / {@code threading.setprofile} (reserved). */
    public static final int SYS_PROFILE_ID = 6;
    /** The tool id of legacy {@code sys.settrace} / {@code threading.settrace} (reserved). */
    public static final int SYS_TRACE_ID = 7;
    /** The number of tool ids, reserved ones included. */
    public static final int TOOL_IDS = 8;

    // ---- events: the bits of sys.monitoring.events, CPython 3.12's values ----
    public static final int NO_EVENTS = 0;
    public static final int PY_START = 1;
    public static final int PY_RESUME = 1 << 1;
    public static final int PY_RETURN = 1 << 2;
    public static final int PY_YIELD = 1 << 3;
    public static final int CALL = 1 << 4;
    public static final int LINE = 1 << 5;
    public static final int INSTRUCTION = 1 << 6;
    public static final int JUMP = 1 << 7;
    public static final int BRANCH = 1 << 8;
    public static final int STOP_ITERATION = 1 << 9;
    public static final int RAISE = 1 << 10;
    public static final int EXCEPTION_HANDLED = 1 << 11;
    public static final int PY_UNWIND = 1 << 12;
    public static final int PY_THROW = 1 << 13;
    public static final int RERAISE = 1 << 14;
    public static final int C_RETURN = 1 << 15;
    public static final int C_RAISE = 1 << 16;
    /** The number of events (bit numbers 0 to 16). */
    public static final int EVENT_COUNT = 17;
    /** The events that have a location and may be set per code object and disabled there (bits 0 to 9). */
    public static final int LOCAL_EVENTS = (1 << 10) - 1;
    /** Every event bit. */
    public static final int ALL_EVENTS = (1 << EVENT_COUNT) - 1;

    /** What a callback returns to switch its event off at that location ({@code sys.monitoring.DISABLE}). */
    public static final PyObject DISABLE = new MonitoringSentinel();
    /** The arg0 of CALL / C_RETURN / C_RAISE for a call without arguments ({@code sys.monitoring.MISSING}). */
    public static final PyObject MISSING = new MonitoringSentinel();

    /** The event names in bit order, as CPython names them ({@code "PY_START"} ...). */
    private static final String[] NAMES = {"PY_START", "PY_RESUME", "PY_RETURN", "PY_YIELD", "CALL", "LINE",
            "INSTRUCTION", "JUMP", "BRANCH", "STOP_ITERATION", "RAISE", "EXCEPTION_HANDLED", "PY_UNWIND",
            "PY_THROW", "RERAISE", "C_RETURN", "C_RAISE"};

    /** The name of a single event bit ({@code "LINE"}), or null when {@code event} is not one event. */
    public static String eventName(int event) {
        if (Integer.bitCount(event) != 1 || event > C_RAISE || event <= 0) {
            return null;
        }
        return NAMES[Integer.numberOfTrailingZeros(event)];
    }

    // ---- tools ----

    /**
     * Claims {@code toolId} (0-5) for a Java tool called {@code name}; ValueError if it is in use or invalid.
     * The guest program cannot free the id, nor change its events or callbacks, until the tool frees it.
     */
    public static void useToolId(int toolId, String name) {
        MonitoringState.useToolId(toolId, name, true);
    }

    /**
     * Releases {@code toolId} (0-5): its name, event sets (global and local) and callbacks are cleared
     * (CPython 3.13's behaviour; harmless on an unused id).
     */
    public static void freeToolId(int toolId) {
        MonitoringState.freeToolId(toolId);
    }

    /** The name of the tool using {@code toolId} (0-5), or null when it is free. */
    public static String getTool(int toolId) {
        return MonitoringState.getTool(toolId);
    }

    // ---- events ----

    /**
     * Sets the global events of {@code toolId}. ValueError: tool 0-5 not in use ("tool N is not in use"), bits
     * outside the events ("invalid event set 0x..."), C_RETURN/C_RAISE without CALL ("cannot set C_RETURN or
     * C_RAISE events independently"). Tools 6 and 7 need no {@link #useToolId}.
     */
    public static void setEvents(int toolId, int events) {
        MonitoringState.setEvents(toolId, events, null);
    }

    /** The global events of {@code toolId}. */
    public static int getEvents(int toolId) {
        return MonitoringState.getEvents(toolId, null);
    }

    /**
     * Sets the events of {@code toolId} for {@code code} only (added to its global ones). Only the local events
     * (bits 0-9, {@link #LOCAL_EVENTS}) may be given, plus C_RETURN/C_RAISE with CALL; otherwise ValueError.
     */
    public static void setLocalEvents(int toolId, PyCode code, int events) {
        MonitoringState.setEvents(toolId, events, code);
    }

    /** The events of {@code toolId} for {@code code} set by {@link #setLocalEvents}. */
    public static int getLocalEvents(int toolId, PyCode code) {
        return MonitoringState.getEvents(toolId, code);
    }

    // ---- callbacks ----

    /**
     * Registers {@code callback} (null to remove) for one event bit of {@code toolId}; returns the callback it
     * replaces, or null. ValueError for an invalid tool id, for several bits ("The callback can only be set for
     * one event at a time") or for a bit that is no event ("invalid event N"), as CPython 3.12.
     */
    public static MonitoringCallback registerCallback(int toolId, int event, MonitoringCallback callback) {
        return MonitoringState.registerCallback(toolId, event, callback);
    }

    /** The callback of {@code toolId} for one event bit, or null. */
    public static MonitoringCallback callback(int toolId, int event) {
        return MonitoringState.callback(toolId, event);
    }

    /** Switches back on every event a callback switched off by returning {@link #DISABLE}, for every tool. */
    public static void restartEvents() {
        MonitoringState.restartEvents();
    }

    /**
     * Switches back on what the callbacks of {@code toolId} (0-7) switched off by returning {@link #DISABLE},
     * leaving the other tools' as they are. An extension of CPython's API, whose {@code restart_events()}
     * restarts every tool: a tool that needs its own events back must not undo another tool's choices.
     */
    public static void restartEvents(int toolId) {
        if (toolId < 0 || toolId >= TOOL_IDS) {
            throw valueError("invalid tool " + toolId + " (must be between 0 and " + (TOOL_IDS - 1) + ")");
        }
        MonitoringState.restartEvents(toolId);
    }

    /** Whether any tool has any event set, globally or for any code (the execution probes are then woven). */
    public static boolean anyEvents() {
        return MonitoringState.anyEvents();
    }

    static PyException valueError(String message) {
        return Py.ValueError(message);
    }
}
