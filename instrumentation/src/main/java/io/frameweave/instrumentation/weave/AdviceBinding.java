package io.frameweave.instrumentation.weave;

import io.frameweave.interpreter.WeavePoint;

/**
 * One line of the weaving plan: the advice class woven into one weave point, and when. The advice class declares
 * the static methods {@link AsmWeaver} calls by convention ({@code atEntry}, {@code onEnter}, {@code instead},
 * {@code onExit}, {@code onThrow}), each handing off to a probe in one call; the woven class gets calls only,
 * never new members (the plan is applied by retransformation), so the advice may reference only classes the
 * interpreter's class loader sees.
 *
 * @param point  where the advice goes
 * @param advice the advice class
 * @param phase  when it is woven
 */
public record AdviceBinding(WeavePoint point, Class<?> advice, Phase phase) {

    /** When a binding is woven. */
    public enum Phase {
        /** At agent start (premain / agentmain): only cheap points that must be there at once. */
        START,
        /** When the first monitoring event set becomes non-empty; removed again when all are empty. */
        EXECUTION,
        /**
         * While a watcher of the point's kind is registered ({@link WatchPlan}): woven when the first dict, type,
         * function or code watcher is added, removed when the last one of that kind is cleared.
         */
        WATCH,
        /** While the optimizer is on ({@link Weaving#setOptimizerProbes}). */
        OPTIMIZE,
        /**
         * While a tool observes the program's standard streams and its end ({@link Weaving#setProgramProbes}, switched
         * by {@code program.ProgramObservers}).
         */
        PROGRAM
    }

    /** A binding woven at agent start. */
    public static AdviceBinding atStart(WeavePoint point, Class<?> advice) {
        return new AdviceBinding(point, advice, Phase.START);
    }

    /** A binding woven while a watcher of its point's kind is registered (see {@link WatchPlan}). */
    public static AdviceBinding whileWatched(WeavePoint point, Class<?> advice) {
        return new AdviceBinding(point, advice, Phase.WATCH);
    }

    /** A binding woven while the optimizer is on. */
    public static AdviceBinding whileOptimizing(WeavePoint point, Class<?> advice) {
        return new AdviceBinding(point, advice, Phase.OPTIMIZE);
    }

    /** A binding woven while a tool observes the program's output and end. */
    public static AdviceBinding whileObserved(WeavePoint point, Class<?> advice) {
        return new AdviceBinding(point, advice, Phase.PROGRAM);
    }

    /** A binding woven while any monitoring event is set (the execution probes). */
    public static AdviceBinding whileMonitoring(WeavePoint point, Class<?> advice) {
        return new AdviceBinding(point, advice, Phase.EXECUTION);
    }
}
