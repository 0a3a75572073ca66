package io.frameweave.instrumentation.monitoring;

import io.frameweave.instrumentation.watchers.MonitoringWatchers;
import io.frameweave.instrumentation.weave.Weaving;
import io.frameweave.interpreter.bytecode.PyCode;

/**
 * The monitoring state of this JVM: tool names, global event sets and callbacks, behind {@link Monitoring}'s
 * checks and CPython's messages. Every change happens under {@link #LOCK} and ends in {@link #changed}, which
 * re-marks the instructions of the code objects it affects and switches the execution probes on, or off a moment
 * later ({@link #removeProbesIfIdle}). The probes read {@link #globalEvents} and {@link #callbacks} without the
 * lock: a change is seen at the next event.
 */
public final class MonitoringState {
    /** Serializes every change of monitoring state, instruction marks included. */
    public static final Object LOCK = new Object();

    private static final String[] toolNames = new String[Monitoring.TOOL_IDS];
    /** Whether each tool id is held by a Java tool (claimed through {@link Monitoring#useToolId}). */
    private static final boolean[] heldByJava = new boolean[Monitoring.TOOL_IDS];
    /** The global event set of each tool (C_RETURN/C_RAISE never in it). */
    public static final int[] globalEvents = new int[Monitoring.TOOL_IDS];
    /** The callbacks, by tool and event number (bit position). */
    public static final MonitoringCallback[][] callbacks =
            new MonitoringCallback[Monitoring.TOOL_IDS][Monitoring.EVENT_COUNT];
    /** How many {@link #hold}s are in force. */
    private static int holds;
    /**
     * By event number: the tools whose global events include it (CALL for C_RETURN / C_RAISE), from the highest
     * id down; the dispatch's fast path for code without local events. Remade on every change.
     */
    static volatile int[][] globalTools = toolsByEvent();
    /** The union of all tools' global events; read by the probes on their fast path. */
    static volatile int globalUnion;
    /**
     * Whether anything needs the execution probes now (an event set, globally or on a code object, or a hold).
     * While it is false the probes may still be woven for a moment ({@link #removeProbesSoon}); they are dormant
     * then: the probes that would record a frame (its slot, its code's marks) do nothing, as if not woven, so that
     * no frame is kept alive by them.
     */
    static volatile boolean active;

    private static final int C_RETURN_EVENTS = Monitoring.C_RETURN | Monitoring.C_RAISE;
    private static final int C_CALL_EVENTS = C_RETURN_EVENTS | Monitoring.CALL;

    private MonitoringState() {}

    static void checkValidTool(int toolId) {
        if (toolId < 0 || toolId >= Monitoring.SYS_PROFILE_ID) {
            throw Monitoring.valueError("invalid tool " + toolId + " (must be between 0 and 5)");
        }
    }

    /** Tools 6 and 7 are the legacy tracers': Java callers may use them without claiming them. */
    private static void checkToolForJava(int toolId) {
        if (toolId < 0 || toolId >= Monitoring.TOOL_IDS) {
            throw Monitoring.valueError("invalid tool " + toolId + " (must be between 0 and 5)");
        }
    }

    private static void checkInUse(int toolId) {
        if (toolId < Monitoring.SYS_PROFILE_ID && toolNames[toolId] == null) {
            throw Monitoring.valueError("tool " + toolId + " is not in use");
        }
    }

    /**
     * Claims {@code toolId} for a tool called {@code name}: a Java tool's ({@code byJava}) or the guest program's.
     * A Java tool's id stays its own until it frees it: see {@link #checkGuestMayChange}.
     */
    static void useToolId(int toolId, String name, boolean byJava) {
        checkValidTool(toolId);
        synchronized (LOCK) {
            if (toolNames[toolId] != null) {
                throw Monitoring.valueError("tool " + toolId + " is already in use");
            }
            toolNames[toolId] = name;
            heldByJava[toolId] = byJava;
        }
    }

    /**
     * Refuses a guest program's change to a tool id a Java tool holds (its events, callbacks, or freeing it):
     * the tool's results would silently go wrong (coverage would list lines that ran as missing). CPython has no
     * such tools; a program that wants an id of its own gets CPython's "already in use" from use_tool_id.
     */
    static void checkGuestMayChange(int toolId) {
        synchronized (LOCK) {
            if (toolId >= 0 && toolId < Monitoring.TOOL_IDS && heldByJava[toolId]) {
                throw Monitoring.valueError("tool " + toolId + " is in use by '" + toolNames[toolId]
                        + "', a frameweave tool: this program cannot free it or change its events or callbacks");
            }
        }
    }

    static void freeToolId(int toolId) {
        checkValidTool(toolId);
        synchronized (LOCK) {
            toolNames[toolId] = null;
            heldByJava[toolId] = false;
            MonitoringWatchers.eventsChanging(toolId, null, globalEvents[toolId], 0);
            globalEvents[toolId] = 0;
            for (int e = 0; e < Monitoring.EVENT_COUNT; e++) {
                callbacks[toolId][e] = null;
            }
            guestCallbacksChanged();
            CodeRegistry.clearLocalEvents(toolId,
                    (code, events) -> MonitoringWatchers.eventsChanging(toolId, code, events, 0));
            changed(null);
        }
    }

    static String getTool(int toolId) {
        checkValidTool(toolId);
        synchronized (LOCK) {
            return toolNames[toolId];
        }
    }

    /** Sets global events ({@code code} null) or the local events of {@code code}. */
    static void setEvents(int toolId, int events, PyCode code) {
        checkToolForJava(toolId);
        if (events < 0 || events > Monitoring.ALL_EVENTS) {
            throw Monitoring.valueError("invalid event set 0x" + Integer.toHexString(events));
        }
        if ((events & C_RETURN_EVENTS) != 0 && (events & C_CALL_EVENTS) != C_CALL_EVENTS) {
            throw Monitoring.valueError("cannot set C_RETURN or C_RAISE events independently");
        }
        events &= ~C_RETURN_EVENTS;
        if (code != null && (events & ~Monitoring.LOCAL_EVENTS) != 0) {
            throw Monitoring.valueError("invalid local event set 0x" + Integer.toHexString(events));
        }
        synchronized (LOCK) {
            checkInUse(toolId);
            if (code == null) {
                if (globalEvents[toolId] == events) {
                    return;
                }
                MonitoringWatchers.eventsChanging(toolId, null, globalEvents[toolId], events);
                globalEvents[toolId] = events;
                changed(null);
            } else {
                CodeInstrumentation ci = CodeRegistry.forCode(code);
                if (ci.localEvents(toolId) == events) {
                    return;
                }
                MonitoringWatchers.eventsChanging(toolId, code, ci.localEvents(toolId), events);
                ci.setLocalEvents(toolId, events);
                changed(code);
            }
        }
    }

    static int getEvents(int toolId, PyCode code) {
        checkToolForJava(toolId);
        synchronized (LOCK) {
            if (code == null) {
                return globalEvents[toolId];
            }
            CodeInstrumentation ci = CodeRegistry.existing(code);
            return ci == null ? 0 : ci.localEvents(toolId);
        }
    }

    static MonitoringCallback registerCallback(int toolId, int event, MonitoringCallback callback) {
        checkToolForJava(toolId);
        if (Integer.bitCount(event) != 1) {
            throw Monitoring.valueError("The callback can only be set for one event at a time");
        }
        if (Monitoring.eventName(event) == null) {
            throw Monitoring.valueError("invalid event " + event);
        }
        int e = Integer.numberOfTrailingZeros(event);
        synchronized (LOCK) {
            MonitoringCallback old = callbacks[toolId][e];
            callbacks[toolId][e] = callback;
            guestCallbacksChanged();
            if ((event & C_RETURN_EVENTS) != 0 && (old == null) != (callback == null)) {
                // Whether a CALL needs a probe on the instruction after it depends on these callbacks.
                changed(null);
            }
            return old;
        }
    }

    static MonitoringCallback callback(int toolId, int event) {
        checkToolForJava(toolId);
        if (Monitoring.eventName(event) == null) {
            throw Monitoring.valueError("invalid event " + event);
        }
        return callbacks[toolId][Integer.numberOfTrailingZeros(event)];
    }

    static void restartEvents() {
        synchronized (LOCK) {
            CodeRegistry.clearDisabled();
            changed(null);
        }
    }

    static void restartEvents(int toolId) {
        synchronized (LOCK) {
            CodeRegistry.clearDisabled(toolId);
            changed(null);
        }
    }

    static boolean anyEvents() {
        synchronized (LOCK) {
            return globalUnion != 0 || CodeRegistry.anyLocalEvents();
        }
    }

    /** Removes a callback that returned DISABLE for an event that has no location (CPython 3.12). */
    static void removeCallback(int toolId, int eventNumber) {
        synchronized (LOCK) {
            callbacks[toolId][eventNumber] = null;
            guestCallbacksChanged();
        }
    }

    /**
     * Whether a guest function is registered as a callback of one of the tools 0-5 (the guest's own tools, not
     * the legacy trace and profile ones): guest code then runs at events, where it may come to hold the frame
     * below it (its own frame's {@code f_back}), which legacy tracing must allow for.
     */
    public static volatile boolean guestCallbacks;

    private static void guestCallbacksChanged() {
        boolean any = false;
        for (int t = 0; t < Monitoring.SYS_PROFILE_ID && !any; t++) {
            for (MonitoringCallback cb : callbacks[t]) {
                if (cb instanceof GuestCallback) {
                    any = true;
                    break;
                }
            }
        }
        guestCallbacks = any;
    }

    /**
     * Brings the instruction marks and the woven probes in line with the state after a change: of one code
     * object's local events ({@code code}), or of everything (null). Probes go in before marks are set and
     * come out after every mark is cleared, once monitoring has stayed off for {@link #REMOVAL_DELAY_NANOS}.
     */
    private static void changed(PyCode code) {
        globalTools = toolsByEvent();
        int union = 0;
        for (int e : globalEvents) {
            union |= e;
        }
        globalUnion = union;
        boolean any = probesNeeded();
        active = any;
        if (any) {
            Weaving.setExecutionProbes(true);
        }
        if (code != null) {
            CodeRegistry.forCode(code).refresh(code);
        } else {
            CodeRegistry.refreshAll();
        }
        if (any) {
            removalDue = 0;
        } else {
            removeProbesSoon();
        }
    }

    /**
     * How long the execution probes stay woven, dormant (no instruction marked, no event fired), after monitoring
     * has switched off, in case it switches on again: a program that switches a tracer on and off around a call
     * would otherwise have them woven and removed each time, each a retransformation that also discards the JIT's
     * code of every method that inlined a woven one (about 10 ms a pair).
     */
    static final long REMOVAL_DELAY_NANOS = 1_000_000_000L;
    /** When the probes go if monitoring stays off ({@link System#nanoTime}), or 0 when no removal is due. */
    private static long removalDue;
    /** The thread waiting for {@link #removalDue}, or null. */
    private static Thread remover;

    /** Arranges for the probes to go once monitoring has stayed off for {@link #REMOVAL_DELAY_NANOS} (under the lock). */
    private static void removeProbesSoon() {
        if (!Weaving.executionProbesActive()) {
            return;
        }
        removalDue = Math.max(1, System.nanoTime() + REMOVAL_DELAY_NANOS);
        if (remover == null) {
            remover = new Thread(new Remover(), "frameweave-unweave");
            remover.setDaemon(true);
            remover.start();
        }
    }

    /** Waits for {@link #removalDue} and removes the probes then, unless monitoring switched on meanwhile. */
    private static final class Remover implements Runnable {
        @Override
        public void run() {
            synchronized (LOCK) {
                try {
                    while (removalDue != 0) {
                        long wait = removalDue - System.nanoTime();
                        if (wait <= 0) {
                            removalDue = 0;
                            removeProbesIfIdle();
                        } else {
                            LOCK.wait(wait / 1_000_000 + 1);
                        }
                    }
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                } finally {
                    remover = null;
                }
            }
        }
    }

    /**
     * Removes the execution probes now if nothing needs them (no event set, no hold, no local events), rather than
     * when monitoring has stayed off for a while: for a tool that finishes and reports what it leaves behind.
     */
    public static void removeProbesIfIdle() {
        synchronized (LOCK) {
            removalDue = 0;
            if (!probesNeeded()) {
                Weaving.setExecutionProbes(false);
            }
        }
    }

    /** Whether anything needs the execution probes: an event set, globally or on a code object, or a hold. */
    private static boolean probesNeeded() {
        return globalUnion != 0 || holds > 0 || CodeRegistry.anyLocalEvents();
    }

    /**
     * Keeps the execution probes woven (weaving them again if a callback just switched monitoring off) until
     * the matching {@link #release}: the probes hold one while an exception raised by a callback is on its way
     * to the frame's handler search or exit, or a handler carries a one-shot mark, so that the weave points
     * that finish that work are still there.
     */
    public static void hold() {
        synchronized (LOCK) {
            holds++;
            active = true;
            Weaving.setExecutionProbes(true);
        }
    }

    /** Ends a {@link #hold}; the probes go away when it was the last and no event is set. */
    public static void release() {
        synchronized (LOCK) {
            holds--;
            if (!probesNeeded()) {
                if (Weaving.executionProbesActive()) {
                    changed(null);
                } else {
                    active = false;
                }
            }
        }
    }

    private static int[][] toolsByEvent() {
        int[][] out = new int[Monitoring.EVENT_COUNT][];
        for (int e = 0; e < Monitoring.EVENT_COUNT; e++) {
            int asSet = (1 << e) == Monitoring.C_RETURN || (1 << e) == Monitoring.C_RAISE ? Monitoring.CALL : 1 << e;
            int n = 0;
            int[] tools = new int[Monitoring.TOOL_IDS];
            for (int t = Monitoring.TOOL_IDS - 1; t >= 0; t--) {
                if ((globalEvents[t] & asSet) != 0) {
                    tools[n++] = t;
                }
            }
            out[e] = java.util.Arrays.copyOf(tools, n);
        }
        return out;
    }

    /** Whether {@code toolId} gets C_RETURN / C_RAISE events where it gets CALL events. */
    public static boolean wantsCReturn(int toolId) {
        MonitoringCallback[] c = callbacks[toolId];
        return c[15] != null || c[16] != null;
    }
}
