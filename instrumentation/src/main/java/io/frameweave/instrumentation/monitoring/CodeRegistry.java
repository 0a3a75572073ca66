package io.frameweave.instrumentation.monitoring;

import io.frameweave.interpreter.bytecode.PyCode;
import io.frameweave.interpreter.vm.PyFrame;
import io.frameweave.interpreter.vm.ThreadState;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.WeakHashMap;
import java.util.function.BiConsumer;

/**
 * The code objects monitoring has seen, each with its {@link CodeInstrumentation}: the code objects that ran
 * while the execution probes were woven, and those given local events. Keys are weak (code objects have
 * identity equality), so an unreachable code object drops out with its data. All methods take
 * {@link MonitoringState#LOCK}; the fetch probe never comes here on its fast path (each thread caches the
 * data of the frames it runs, see {@link ThreadMonitor}).
 */
public final class CodeRegistry {
    private static final Map<PyCode, CodeInstrumentation> BY_CODE = new WeakHashMap<>();
    /**
     * Code objects known to be in {@link #BY_CODE}, by identity hash: the frame-entry probe's check, without the
     * lock or a thread lookup. Read and written without a lock: a write another thread misses only sends an entry
     * down the slow path (guest threads are ordered by the interpreter lock anyway). Holds up to its length in
     * code objects strongly, as the threads' caches do.
     */
    private static final PyCode[] KNOWN = new PyCode[1024];

    private CodeRegistry() {}

    /** Whether {@code code} is registered, as far as the entry cache tells (false may be wrong, true is not). */
    static boolean known(PyCode code) {
        return KNOWN[System.identityHashCode(code) & (KNOWN.length - 1)] == code;
    }

    /** Notes in the entry cache that {@code code}, which the caller has had registered, is. */
    static void noteKnown(PyCode code) {
        KNOWN[System.identityHashCode(code) & (KNOWN.length - 1)] = code;
    }

    /** The data of {@code code}, made (and its instructions marked for the current state) on first use. */
    public static CodeInstrumentation forCode(PyCode code) {
        synchronized (MonitoringState.LOCK) {
            CodeInstrumentation ci = BY_CODE.get(code);
            if (ci == null) {
                ci = new CodeInstrumentation();
                BY_CODE.put(code, ci);
                ci.refresh(code);
            }
            return ci;
        }
    }

    /** The data of {@code code}, or null when monitoring has not seen it. */
    public static CodeInstrumentation existing(PyCode code) {
        synchronized (MonitoringState.LOCK) {
            return BY_CODE.get(code);
        }
    }

    /**
     * Re-marks every known code object for the current state, after first registering the code of every frame
     * running on a guest thread now (so that a frame already running, say the module that switched monitoring
     * on, gets its events from its next instruction on).
     */
    public static void refreshAll() {
        synchronized (MonitoringState.LOCK) {
            if (MonitoringState.globalUnion != 0) {
                for (ThreadState ts : ThreadState.live()) {
                    for (PyFrame f = ts.frame; f != null; f = f.back) {
                        BY_CODE.computeIfAbsent(f.code, c -> new CodeInstrumentation());
                    }
                }
            }
            List<PyCode> codes = new ArrayList<>(BY_CODE.keySet());
            for (PyCode code : codes) {
                CodeInstrumentation ci = BY_CODE.get(code);
                if (ci != null) {
                    ci.refresh(code);
                }
            }
        }
    }

    /**
     * Clears {@code tool}'s local events in every code object; {@code before} is told of each non-empty set first
     * (code object and its events), as every other change of a local event set is.
     */
    public static void clearLocalEvents(int tool, BiConsumer<PyCode, Integer> before) {
        synchronized (MonitoringState.LOCK) {
            for (Map.Entry<PyCode, CodeInstrumentation> e : BY_CODE.entrySet()) {
                int events = e.getValue().localEvents(tool);
                if (events != 0) {
                    before.accept(e.getKey(), events);
                    e.getValue().setLocalEvents(tool, 0);
                }
            }
        }
    }

    public static void clearDisabled() {
        synchronized (MonitoringState.LOCK) {
            for (CodeInstrumentation ci : BY_CODE.values()) {
                ci.clearDisabled();
            }
        }
    }

    /** Forgets, in every code object, what {@code tool}'s callbacks disabled. */
    public static void clearDisabled(int tool) {
        synchronized (MonitoringState.LOCK) {
            for (CodeInstrumentation ci : BY_CODE.values()) {
                ci.clearDisabled(tool);
            }
        }
    }

    public static boolean anyLocalEvents() {
        synchronized (MonitoringState.LOCK) {
            for (CodeInstrumentation ci : BY_CODE.values()) {
                if (ci.localUnion() != 0) {
                    return true;
                }
            }
            return false;
        }
    }
}
