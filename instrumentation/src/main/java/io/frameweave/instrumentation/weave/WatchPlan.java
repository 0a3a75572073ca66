package io.frameweave.instrumentation.weave;

import io.frameweave.interpreter.WeavePoint;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The watcher probes, one plan per kind of watched object: the {@link AdviceBinding.Phase#WATCH} lines of
 * {@link Weaving#plan} whose weave points belong to that kind. A kind's probes are woven by retransformation
 * when its first watcher is added and removed, original bytecode back, when its last watcher is cleared, so a VM
 * with no watcher of a kind pays nothing for that kind (a dict store runs the core's own bytecode). The exception:
 * an optimizer on from the JVM's start takes the dict, type and function probes prewoven, for good
 * ({@link #wovenForGood}); with no watcher they stay, dormant.
 */
public enum WatchPlan {
    /** Dict watchers: the three mutation funnels of {@code PyDict}. */
    DICT(WeavePoint.DICT_STORE, WeavePoint.DICT_REMOVE, WeavePoint.DICT_CLEAR),
    /** Type watchers: {@code PyType.modified}. */
    TYPE(WeavePoint.TYPE_MODIFIED),
    /** Function watchers: creation and the three setters of {@code PyFunction}. */
    FUNCTION(WeavePoint.FUNCTION_CREATED, WeavePoint.FUNCTION_SET_CODE, WeavePoint.FUNCTION_SET_DEFAULTS,
            WeavePoint.FUNCTION_SET_KWDEFAULTS),
    /** Code watchers: the {@code PyCode} constructor. */
    CODE(WeavePoint.CODE_CREATED);

    private final Set<WeavePoint> points;
    /** The weaver while this kind's probes are in; guarded by the class (all plans change under one lock). */
    private AsmWeaver woven;
    /** Whether this kind's probes were woven at the classes' loading, for good ({@link #wovenForGood}). */
    private boolean forGood;

    WatchPlan(WeavePoint... points) {
        this.points = Set.of(points);
    }

    /**
     * Weaves ({@code true}) or removes ({@code false}) this kind's probes; does nothing when they already are so.
     * Returns false, weaving nothing, when weaving is not installed in this JVM (no agent: no event can fire).
     */
    public boolean set(boolean on) {
        synchronized (WatchPlan.class) {
            if (forGood || on == (woven != null)) {
                return true;
            }
            var inst = Weaving.instrumentation();
            if (inst == null) {
                return false;
            }
            if (on) {
                woven = AsmWeaver.install(inst, bindings());
            } else {
                woven.remove(inst);
                woven = null;
            }
            return true;
        }
    }

    /** Whether this kind's probes are woven now. */
    public boolean woven() {
        synchronized (WatchPlan.class) {
            return forGood || woven != null;
        }
    }

    /**
     * Records that this kind's probes were woven into its classes as they loaded ({@link PrewovenClasses}), for
     * good: {@link #set} does nothing from then on, and with no watcher of the kind they stay, dormant (a
     * volatile read where they are).
     */
    void wovenForGood() {
        synchronized (WatchPlan.class) {
            forGood = true;
        }
    }

    List<AdviceBinding> bindings() {
        List<AdviceBinding> out = new ArrayList<>();
        for (AdviceBinding b : Weaving.plan()) {
            if (b.phase() == AdviceBinding.Phase.WATCH && points.contains(b.point())) {
                out.add(b);
            }
        }
        return out;
    }
}
