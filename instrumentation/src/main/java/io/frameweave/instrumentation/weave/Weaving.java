package io.frameweave.instrumentation.weave;

import io.frameweave.instrumentation.frames.CurrentFrames;
import io.frameweave.instrumentation.frames.FrameLocalsAdvice;
import io.frameweave.instrumentation.monitoring.MonitoringModule;
import io.frameweave.instrumentation.tracing.LegacyTracing;
import io.frameweave.interpreter.WeavePoint;

import java.lang.instrument.Instrumentation;
import java.util.ArrayList;
import java.util.List;

/**
 * The weaving installer: what the agent weaves into the interpreter, and when. {@link #install} (called by the
 * agent's premain/agentmain, or by a test with {@code ByteBuddyAgent.install()}) registers the guest additions
 * and weaves the {@link AdviceBinding.Phase#START} bindings: light, so that an agent that monitors nothing
 * costs next to nothing. The {@link AdviceBinding.Phase#EXECUTION} bindings (the execution probes) are woven by
 * retransformation when monitoring switches on ({@link #setExecutionProbes}{@code (true)}, called by the
 * monitoring state when the first event set becomes non-empty) and removed, original bytecode back, when it
 * switches off.
 *
 * <p>Retransformation replaces method bodies only: an activation already running (the dispatch loop of a frame
 * that is executing) keeps its old body until it is entered again, while methods it calls (the instruction
 * fetch) change at once. So with execution probes switched on mid-run, instruction events reach running frames
 * at once, while their frame-exit events (PY_UNWIND) start with frames entered afterwards.
 */
public final class Weaving {

    /**
     * THE weaving plan: one line per advice. Other areas append their lines here (a point may carry several
     * advice classes; they are applied in list order). The two phases take two forms of advice class:
     * <ul>
     *   <li>{@link AdviceBinding.Phase#EXECUTION}: a Byte Buddy {@code Advice} class (static methods annotated
     *       {@code @Advice.OnMethodEnter/OnMethodExit}, bodies that only call a probe);</li>
     *   <li>{@link AdviceBinding.Phase#START}: preferably a class with {@code public static R onExit(R returned,
     *       [Self self,] P1 p1, ...)}, called before each return of the weave point, whose result is returned
     *       instead, or {@code public static R onEnter([Self self,] P1 p1, ...)}, whose non-null result is
     *       returned without running the weave point's body (see {@link StartWeaver}; both woven with plain ASM
     *       so premain loads no Byte Buddy). A Byte Buddy
     *       {@code Advice} class works too, but then premain loads Byte Buddy's agent builder (~1000 classes,
     *       several hundred ms of start-up), which breaks the 2% budget of an agent that monitors nothing.</li>
     * </ul>
     */
    public static final List<AdviceBinding> BINDINGS = List.of(
            AdviceBinding.atStart(WeavePoint.BUILTIN_MODULE_CREATED, ModuleCreatedAdvice.class),
            AdviceBinding.whileMonitoring(WeavePoint.FRAME_EXECUTION, FrameExecutionAdvice.class),
            AdviceBinding.whileMonitoring(WeavePoint.INSTRUCTION_FETCH, InstructionFetchAdvice.class),
            AdviceBinding.whileMonitoring(WeavePoint.GENERATOR_RESUME, GeneratorResumeAdvice.class),
            AdviceBinding.whileMonitoring(WeavePoint.EXCEPTION_RAISED, ExceptionRaisedAdvice.class),
            AdviceBinding.whileMonitoring(WeavePoint.EXCEPTION_HANDLER, ExceptionHandlerAdvice.class),
            AdviceBinding.atStart(WeavePoint.FRAME_LOCALS, FrameLocalsAdvice.class)
    );

    /**
     * What each area adds to builtin modules, registered once at install (each entry calls
     * {@code ModuleExtensions.add}). Other areas append their lines here.
     */
    private static final List<Runnable> GUEST_ADDITIONS = List.of(
            MonitoringModule::register,
            CurrentFrames::install,
            LegacyTracing::install
    );

    private static Instrumentation instrumentation;
    private static PlanInstaller executionPlan;

    private Weaving() {}

    /**
     * Installs the weaving into this JVM: checks that every bound weave point exists (else throws, weaving
     * nothing), registers the guest additions and weaves the start bindings. A second call does nothing.
     */
    public static synchronized void install(Instrumentation inst) throws MissingWeavePointException {
        if (instrumentation != null) {
            return;
        }
        WeavePointResolver resolver = new WeavePointResolver(Weaving.class.getClassLoader());
        for (AdviceBinding b : BINDINGS) {
            resolver.resolve(b.point());
        }
        for (Runnable addition : GUEST_ADDITIONS) {
            addition.run();
        }
        instrumentation = inst;
        List<AdviceBinding> light = new ArrayList<>();
        List<AdviceBinding> advice = new ArrayList<>();
        for (AdviceBinding b : bindings(AdviceBinding.Phase.START)) {
            (StartWeaver.handles(b) ? light : advice).add(b);
        }
        StartWeaver.install(inst, light);
        if (!advice.isEmpty()) {
            PlanInstaller.install(inst, advice);
        }
    }

    /** Whether {@link #install} has run in this JVM. */
    public static synchronized boolean installed() {
        return instrumentation != null;
    }

    /**
     * Weaves ({@code true}) or removes ({@code false}) the execution probes; does nothing when they already are
     * so, or when weaving is not installed (then no event ever fires). The caller clears every instruction
     * mark before switching them off: an instruction marked while the fetch probe is gone is a VM error.
     */
    public static synchronized void setExecutionProbes(boolean on) {
        if (instrumentation == null || on == (executionPlan != null)) {
            return;
        }
        if (on) {
            executionPlan = PlanInstaller.install(instrumentation, bindings(AdviceBinding.Phase.EXECUTION));
        } else {
            executionPlan.remove(instrumentation);
            executionPlan = null;
        }
    }

    /** Whether the execution probes are woven now. */
    public static synchronized boolean executionProbesActive() {
        return executionPlan != null;
    }

    private static List<AdviceBinding> bindings(AdviceBinding.Phase phase) {
        List<AdviceBinding> out = new ArrayList<>();
        for (AdviceBinding b : BINDINGS) {
            if (b.phase() == phase) {
                out.add(b);
            }
        }
        return out;
    }
}
