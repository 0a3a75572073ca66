package io.frameweave.instrumentation.tracing;

import io.frameweave.instrumentation.guest.ModuleExtensions;
import io.frameweave.instrumentation.monitoring.Monitoring;
import io.frameweave.instrumentation.monitoring.MonitoringCallback;
import io.frameweave.instrumentation.watchers.MonitoringWatchers;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.vm.PyFrame;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.WeakHashMap;
import java.util.function.BiConsumer;
import java.util.function.Consumer;

/**
 * Legacy tracing as a whole: {@link #install()} adds {@code sys.settrace} and friends to every {@code sys} module
 * created from then on, makes the threads {@code _thread} starts drop their functions when they finish, and the tracing attributes to the frame type; setting a trace or
 * profile function switches the monitoring events of tool 7 (trace) or 6 (profile) on, and removing the last
 * one switches them off again, so the probes go away when nobody traces.
 *
 * <p>Events while on: INSTRUCTION, RAISE, PY_UNWIND and PY_THROW, for every code object, for all threads; a thread
 * without a function of its own returns from the callback at once. INSTRUCTION is what CPython 3.11's exact
 * event sequences need (its line rule looks at the previous instruction of the frame), but only at some
 * instructions ({@link TraceStops}): at the others the callback returns DISABLE on the first visit, so they
 * lose their mark and cost nothing from then on. 'opcode' events need every instruction: an
 * {@code f_trace_opcodes = True} switches {@link #everyInstruction} on until tracing goes off, and restarts
 * the trace tool's disabled events ({@link Monitoring#restartEvents(int)}: other tools keep theirs).
 */
public final class LegacyTracing {
    /** The events each of tools 6 and 7 takes while on. */
    static final int EVENTS = Monitoring.INSTRUCTION | Monitoring.RAISE | Monitoring.PY_UNWIND | Monitoring.PY_THROW;

    private static final Set<ThreadTrace> TRACING = Collections.synchronizedSet(
            Collections.newSetFromMap(new WeakHashMap<>()));
    private static final Set<ThreadTrace> PROFILING = Collections.synchronizedSet(
            Collections.newSetFromMap(new WeakHashMap<>()));
    /**
     * Set by {@code f_trace_opcodes = True}: the trace side stops at every instruction while tracing stays on.
     * Cleared when tracing switches off; set again when it switches on while a frame that asked for opcodes lives.
     */
    static volatile boolean everyInstruction;
    /** The frames whose {@code f_trace_opcodes} is True (weak: a frame that is gone asks for nothing). */
    private static final Set<PyFrame> OPCODE_FRAMES = Collections.synchronizedSet(
            Collections.newSetFromMap(new WeakHashMap<>()));
    private static boolean installed;
    private static boolean traceOn;
    private static boolean profileOn;

    private LegacyTracing() {}

    /** Adds the guest API to modules created from now on and the attributes to the frame type; idempotent. */
    public static synchronized void install() {
        if (installed) {
            return;
        }
        installed = true;
        ModuleExtensions.add("sys", sys -> {
            FrameTraceAttributes.install(); // the runtime is up once a sys module is made
            TraceFunctions.addToSys(sys);
            TraceFunctions.watchFrameSources(sys);
        });
        ModuleExtensions.add("_thread", TraceFunctions::addToThread);
    }

    /** {@code sys.settrace(fn)} for the thread of {@code tt}; null switches its tracing off. */
    static void setTrace(ThreadTrace tt, PyObject fn) {
        if ((tt.traceFunction == null) != (fn == null)) {
            MonitoringWatchers.tracingSwitching(Thread.currentThread(), false, fn != null); // tt is this thread's
        }
        tt.traceFunction = fn;
        tt.exposeAll(); // frames shown to the guest while events did not come are not known here
        if (fn != null) {
            TRACING.add(tt);
        } else {
            TRACING.remove(tt);
        }
        update();
    }

    /** {@code sys.setprofile(fn)} for the thread of {@code tt}; null switches its profiling off. */
    static void setProfile(ThreadTrace tt, PyObject fn) {
        if ((tt.profileFunction == null) != (fn == null)) {
            MonitoringWatchers.tracingSwitching(Thread.currentThread(), true, fn != null);
        }
        tt.profileFunction = fn;
        tt.exposeAll();
        if (fn != null) {
            PROFILING.add(tt);
        } else {
            PROFILING.remove(tt);
        }
        update();
    }

    /** {@code frame.f_trace_opcodes} was set: True needs every instruction from now on (see the class notes). */
    static synchronized void opcodesWanted(PyFrame frame, boolean on) {
        if (!on) {
            OPCODE_FRAMES.remove(frame);
            return;
        }
        OPCODE_FRAMES.add(frame);
        stopEverywhere();
    }

    private static void stopEverywhere() {
        if (!everyInstruction) {
            everyInstruction = true;
            // the instructions that disabled themselves must come back
            Monitoring.restartEvents(Monitoring.SYS_TRACE_ID);
        }
    }

    /** The thread of {@code tt} has finished its guest code: its trace and profile functions go with it. */
    static void threadEnded(ThreadTrace tt) {
        if (tt.traceFunction != null) {
            setTrace(tt, null);
        }
        if (tt.profileFunction != null) {
            setProfile(tt, null);
        }
    }

    /** Whether a trace or a profile function is set anywhere (tools 6 or 7 have events). */
    static boolean anyOn() {
        return traceOn || profileOn;
    }

    /** Switches the events of tools 6 and 7 to what the threads and hooks need now. */
    static synchronized void update() {
        // a thread that ended traced or profiled is so no more (CPython clears the hooks with its thread state)
        dropEnded(TRACING, false);
        dropEnded(PROFILING, true);
        boolean wantTrace = !TRACING.isEmpty();
        boolean wantProfile = !PROFILING.isEmpty();
        if (wantTrace != traceOn) {
            traceOn = wantTrace;
            if (wantTrace) {
                registerCallbacks(Monitoring.SYS_TRACE_ID,
                        (frame, code, where, a1, a2) -> TraceDispatcher.traceInstruction(frame, where >> 1),
                        TraceDispatcher::traceRaise, TraceDispatcher::traceUnwind, TraceDispatcher::traceThrownIn);
            }
            Monitoring.setEvents(Monitoring.SYS_TRACE_ID, wantTrace ? EVENTS : Monitoring.NO_EVENTS);
            if (!wantTrace) {
                everyInstruction = false;
            } else if (!OPCODE_FRAMES.isEmpty()) {
                stopEverywhere();
            }
        }
        if (wantProfile != profileOn) {
            profileOn = wantProfile;
            if (wantProfile) {
                registerCallbacks(Monitoring.SYS_PROFILE_ID,
                        (frame, code, where, a1, a2) -> TraceDispatcher.profileInstruction(frame, where >> 1),
                        TraceDispatcher::profileRaise, TraceDispatcher::profileUnwind, TraceDispatcher::profileThrownIn);
            }
            Monitoring.setEvents(Monitoring.SYS_PROFILE_ID, wantProfile ? EVENTS : Monitoring.NO_EVENTS);
        }
    }

    private static void dropEnded(Set<ThreadTrace> threads, boolean profile) {
        List<ThreadTrace> ended = new ArrayList<>();
        synchronized (threads) {
            for (ThreadTrace tt : threads) {
                if (!tt.owner().isAlive()) {
                    ended.add(tt);
                }
            }
        }
        for (ThreadTrace tt : ended) {
            threads.remove(tt);
            MonitoringWatchers.tracingSwitching(tt.owner(), profile, false);
        }
    }

    /** The callbacks of legacy tool {@code tool}: its instruction stops, raises, unwinds and throws into generators. */
    private static void registerCallbacks(int tool, MonitoringCallback onInstruction,
                                          BiConsumer<PyFrame, PyObject> onRaise, Consumer<PyFrame> onUnwind,
                                          Consumer<PyFrame> onThrownIn) {
        Monitoring.registerCallback(tool, Monitoring.INSTRUCTION, onInstruction);
        Monitoring.registerCallback(tool, Monitoring.RAISE, (frame, code, where, a1, a2) -> {
            onRaise.accept(frame, a1);
            return null;
        });
        Monitoring.registerCallback(tool, Monitoring.PY_UNWIND, (frame, code, where, a1, a2) -> {
            onUnwind.accept(frame);
            return null;
        });
        Monitoring.registerCallback(tool, Monitoring.PY_THROW, (frame, code, where, a1, a2) -> {
            onThrownIn.accept(frame);
            return null;
        });
    }
}
