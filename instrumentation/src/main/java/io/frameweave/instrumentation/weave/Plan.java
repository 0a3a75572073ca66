package io.frameweave.instrumentation.weave;

import java.util.List;

/**
 * What to weave where, and what the guest gets: given to {@link Weaving} by the one place that knows every
 * feature ({@code io.frameweave.instrumentation.WeavingPlan}), so that this package knows none. Each feature
 * package owns its advice classes; the plan only lists them.
 */
public interface Plan {
    /** The start bindings: light, so that an agent that monitors nothing costs next to nothing. */
    List<AdviceBinding> start();

    /**
     * Every binding, the start bindings first (a point may carry several advice classes; they are applied in list
     * order). Asking loads every advice class (some 5 ms at a JVM's start), so only what weaves more than the start
     * bindings, or checks the weave points, asks.
     */
    List<AdviceBinding> all();

    /** Arranges for {@code additions} to run once, when the VM makes its first builtin module. */
    void beforeFirstBuiltinModule(Runnable additions);

    /** What each feature adds to builtin modules ({@code sys.monitoring}, {@code sys.settrace}, ...). */
    void registerGuestAdditions();
}
