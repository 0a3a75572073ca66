package io.frameweave.instrumentation.weave;

import io.frameweave.interpreter.WeavePoint;

import java.lang.instrument.Instrumentation;
import java.util.ArrayList;
import java.util.List;

/**
 * The weaving installed in this JVM: weaves a {@link Plan} (given by {@code WeavingPlan}, which knows the
 * features; this package knows none) and switches its phases. {@link #install} (called by the agent's
 * premain/agentmain, or by a test with {@code ByteBuddyAgent.install()}) arranges for the guest additions and
 * weaves the {@link AdviceBinding.Phase#START} bindings: light, so that an agent that monitors nothing
 * costs next to nothing. The {@link AdviceBinding.Phase#EXECUTION} bindings (the execution probes) are woven by
 * retransformation when monitoring switches on ({@link #setExecutionProbes}{@code (true)}, called by the
 * monitoring state when the first event set becomes non-empty) and removed, original bytecode back, when it
 * switches off.
 *
 * <p>Retransformation replaces method bodies only: an activation already running (the dispatch loop of a frame
 * that is executing) keeps its old body until it is entered again, while methods it calls (the instruction
 * fetch) change at once. So with execution probes switched on mid-run, instruction events reach running frames
 * at once, while their frame-exit events (PY_UNWIND) start with frames entered afterwards.
 *
 * <p>Every phase is woven with plain ASM ({@link AsmWeaver}), so neither premain nor the first switch-on of
 * monitoring loads a general weaving library.
 */
public final class Weaving {

    /** The plan given to {@link #install} or {@link #installForTools} (the first one). */
    private static volatile Plan plan;

    /** The weaving plan (see {@link Plan#all}); empty before {@link #install} or {@link #installForTools}. */
    public static List<AdviceBinding> plan() {
        Plan p = plan;
        return p == null ? List.of() : p.all();
    }

    /**
     * The plan's guest additions as a class (a method reference would cost premain a lambda bootstrap), run
     * only once the weave-point check has passed: with a point missing the guest gets no {@code sys.settrace}
     * that could never fire.
     */
    private static final class GuestAdditions implements Runnable {
        private final WeavePointCheck check;
        private final Plan plan;

        GuestAdditions(WeavePointCheck check, Plan plan) {
            this.check = check;
            this.plan = plan;
        }

        @Override
        public void run() {
            if (check.passed()) {
                plan.registerGuestAdditions();
            }
        }
    }

    /** The instrumentation weaving uses, once {@link #check} has passed. */
    private static Instrumentation instrumentation;
    /** The weave-point check that gates {@link #instrumentation} (it may still be running after premain). */
    private static WeavePointCheck check;
    /** Whether {@link #install} wove the start bindings (not done by {@link #installForTools}). */
    private static boolean startWoven;
    private static AsmWeaver executionPlan;
    private static AsmWeaver optimizerPlan;
    private static AsmWeaver programPlan;
    /** Whether the optimizer's probes were woven at loading, for good ({@link #weaveOptimizerProbesForGood}). */
    private static boolean optimizerForGood;
    /** Whether the execution probes were woven at loading, for good (see {@link #setExecutionProbes}). */
    private static boolean executionForGood;
    /** Whether the agent started with the JVM ({@link #startedWithTheJvm}). */
    private static boolean launch;

    private Weaving() {}

    /**
     * Installs the weaving into this JVM: arranges for the guest additions and weaves the start bindings, after
     * checking from the class files that every bound weave point exists. Three ways, cheapest first at a JVM's
     * start: when the start bindings' classes are loaded already, by retransforming them; when the interpreter
     * is the one the agent was built with, by handing over the {@link PrewovenClasses} (premain loads, and does
     * not initialise, the two classes and their superclass); otherwise by weaving them as they load. In the last
     * two ways the check runs on a background thread so that the program's start does not wait for it (some
     * 7 ms), and a failure is the one line {@link MissingWeavePointException} would have said, on stderr. Weaves
     * nothing when a point is missing, but for the prewoven classes, which are the build's own weaving of class
     * files that matched to the byte: the first way throws, and every later weaving, and the guest additions
     * that would offer {@code sys.settrace}, wait for the check and are not done when it failed.
     * Initialises no interpreter class but the weave-point catalogue. A second call does nothing.
     */
    public static synchronized void install(Instrumentation inst, Plan weavingPlan) throws MissingWeavePointException {
        if (startWoven) {
            return;
        }
        if (plan == null) {
            plan = weavingPlan;
        }
        ClassLoader loader = Weaving.class.getClassLoader();
        WeavePointCheck c = new WeavePointCheck(loader);
        List<AdviceBinding> start = bindings(AdviceBinding.Phase.START);
        // each Instrumentation call may be refused: then nothing is installed
        PrewovenClasses prewoven;
        if (anyLoaded(inst, start)) {
            c.runHere();
            AsmWeaver.install(inst, start);
        } else if ((prewoven = PrewovenClasses.matching(start, loader)) != null) {
            prewoven.install(inst, loader);
            c.runInBackground();
        } else {
            AsmWeaver.installForLoading(inst, start, loader, c);
        }
        plan.beforeFirstBuiltinModule(new GuestAdditions(c, plan));
        startWoven = true;
        if (instrumentation == null) {
            instrumentation = inst;
            check = c;
        }
    }

    /**
     * Whether a class of {@code bindings} is loaded already (here, not in {@link AsmWeaver}: a start that takes
     * prewoven classes loads no class of the weaver, whose verification would load the weaving library's).
     */
    private static boolean anyLoaded(Instrumentation inst, List<AdviceBinding> bindings) {
        // the interpreter's classes are loaded by the loader that loads this class: only its classes are looked at
        // (at a JVM's start a few dozen, against a thousand of the JDK's, each of which would make its name)
        for (Class<?> c : inst.getInitiatedClasses(Weaving.class.getClassLoader())) {
            for (AdviceBinding b : bindings) {
                if (c.getName().equals(b.point().className)) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * Installs only what Java tools need in a JVM that is already running (a dynamic attach): checks the weave
     * points and keeps {@code inst} for the execution probes, but weaves no start binding, so the guest program
     * sees no new {@code sys} functions and keeps CPython 3.11's {@code f_locals}, and nothing stays woven once
     * the tools switch monitoring off. Does nothing when weaving is already installed (the first
     * {@code Instrumentation} is kept: it is the one that can undo what it wove).
     */
    public static synchronized void installForTools(Instrumentation inst, Plan weavingPlan)
            throws MissingWeavePointException {
        if (instrumentation != null) {
            return;
        }
        if (plan == null) {
            plan = weavingPlan;
        }
        WeavePointCheck c = new WeavePointCheck(boundPoints(), Weaving.class.getClassLoader());
        c.runHere();
        instrumentation = inst;
        check = c;
    }

    /** The weave points the plan binds. */
    static List<WeavePoint> boundPoints() {
        List<WeavePoint> points = new ArrayList<>();
        for (AdviceBinding b : plan()) {
            points.add(b.point());
        }
        return points;
    }

    /**
     * The {@link Instrumentation} kept by {@link #install} / {@link #installForTools} once the weave points are
     * known to exist (waiting for their check), or null (for {@link WatchPlan}).
     */
    static synchronized Instrumentation instrumentation() {
        return instrumentation != null && check.passed() ? instrumentation : null;
    }

    /** Whether {@link #install} or {@link #installForTools} has run in this JVM. */
    public static synchronized boolean installed() {
        return instrumentation() != null;
    }

    /**
     * Weaves ({@code true}) or removes ({@code false}) the execution probes; does nothing when they already are
     * so, or when weaving is not installed (then no event ever fires). The caller clears every instruction
     * mark before switching them off: an instruction marked while the fetch probe is gone is a VM error.
     *
     * <p>Switched on, in an agent started with the JVM ({@link #startedWithTheJvm}), before any of their classes is
     * loaded (a tool given at launch, a Java tool's premain), with the interpreter the agent was built with, they
     * are the {@link PrewovenClasses}, loaded now and woven for
     * good, as the optimizer's are ({@link #weaveOptimizerProbesForGood}): no transformer stays installed while
     * the VM boots (one that stayed made the JVM read every class it took from the start-up archive again from
     * its jar, some 20 ms of a start), and other agents' retransformations keep them. Switching them off then
     * leaves them dormant ({@code MonitoringState.active}).
     */
    public static synchronized void setExecutionProbes(boolean on) {
        Instrumentation inst = instrumentation();
        if (inst == null || executionForGood) {
            return;
        }
        if (on && executionPlan == null && launch
                && installPrewovenForGood(inst, bindings(AdviceBinding.Phase.EXECUTION))) {
            executionForGood = true;
            return;
        }
        executionPlan = switched(executionPlan, AdviceBinding.Phase.EXECUTION, on);
    }

    /**
     * Weaves ({@code true}) or removes ({@code false}) the optimizer's probe (warm code is offered to it before the
     * VM compiles it); does nothing when it already is so, or when weaving is not installed.
     */
    public static synchronized void setOptimizerProbes(boolean on) {
        if (instrumentation() != null && !optimizerForGood) {
            optimizerPlan = switched(optimizerPlan, AdviceBinding.Phase.OPTIMIZE, on);
        }
    }

    /**
     * Weaves ({@code true}) or removes ({@code false}) the probes of the program's standard streams and end; does
     * nothing when they already are so. Returns false, weaving nothing, when weaving is not installed.
     */
    public static synchronized boolean setProgramProbes(boolean on) {
        if (instrumentation() == null) {
            return false;
        }
        programPlan = switched(programPlan, AdviceBinding.Phase.PROGRAM, on);
        return true;
    }

    /** Whether the probes of the program's standard streams and end are woven now. */
    public static synchronized boolean programProbesActive() {
        return programPlan != null;
    }

    /** {@code plan}, the weaver of {@code phase}'s bindings or null, after weaving or removing them. */
    private static AsmWeaver switched(AsmWeaver plan, AdviceBinding.Phase phase, boolean on) {
        if (on == (plan != null)) {
            return plan;
        }
        if (on) {
            return AsmWeaver.install(instrumentation, bindings(phase));
        }
        plan.remove(instrumentation);
        return null;
    }

    /**
     * For an agent started with the JVM with the optimizer on: makes the classes of the probes the optimizer needs
     * (the dict, type and function watcher probes, and CODE_COMPILE) the prewoven ones, loaded now (not initialised)
     * and woven for good, so that switching the optimizer on weaves nothing: no weaving library runs, and no
     * transformer stays installed, while the program warms up (woven by retransformation, they cost a start
     * 100-200 ms of a core, and the transformers made every class load read its class file again). The probes
     * stay when the optimizer or the watchers switch off, dormant: a volatile read per dict mutation, type change,
     * function creation and compilation. Returns whether it did so: not when the agent carries no prewoven classes
     * for this interpreter, or one of the classes is loaded or woven already; then they are woven by
     * retransformation when the optimizer switches on, as in a running JVM.
     */
    public static synchronized boolean weaveOptimizerProbesForGood() {
        Instrumentation inst = instrumentation();
        if (inst == null || optimizerPlan != null || optimizerForGood) {
            return false;
        }
        List<WatchPlan> plans = List.of(WatchPlan.DICT, WatchPlan.TYPE, WatchPlan.FUNCTION);
        List<AdviceBinding> bindings = new ArrayList<>();
        for (WatchPlan kind : plans) {
            if (kind.woven()) {
                return false;
            }
            bindings.addAll(kind.bindings());
        }
        bindings.addAll(bindings(AdviceBinding.Phase.OPTIMIZE));
        if (!installPrewovenForGood(inst, bindings)) {
            return false;
        }
        plans.forEach(WatchPlan::wovenForGood);
        optimizerForGood = true;
        return true;
    }

    /**
     * Makes the {@link PrewovenClasses} of {@code bindings} the classes the interpreter's loader loads, now, when
     * none of them is loaded yet and the agent carries them for this interpreter; returns whether it did.
     */
    private static boolean installPrewovenForGood(Instrumentation inst, List<AdviceBinding> bindings) {
        ClassLoader loader = Weaving.class.getClassLoader();
        PrewovenClasses prewoven;
        if (anyLoaded(inst, bindings) || (prewoven = PrewovenClasses.matching(bindings, loader)) == null) {
            return false;
        }
        prewoven.install(inst, loader);
        return true;
    }

    /**
     * Says that the agent started with the JVM (its premain): execution probes switched on before the classes they
     * go into are loaded are then woven for good ({@link #setExecutionProbes}). An agent attached to a running JVM
     * (and a test that installs the weaving itself) weaves and removes them by retransformation.
     */
    public static synchronized void startedWithTheJvm() {
        launch = true;
    }

    /** Whether the execution probes are woven now (for good, or until monitoring has stayed off a while). */
    public static synchronized boolean executionProbesActive() {
        return executionPlan != null || executionForGood;
    }

    static List<AdviceBinding> bindings(AdviceBinding.Phase phase) {
        Plan p = plan;
        return p == null ? List.of() : bindings(p, phase);
    }

    /** The bindings of {@code phase} in {@code plan}. */
    static List<AdviceBinding> bindings(Plan plan, AdviceBinding.Phase phase) {
        if (phase == AdviceBinding.Phase.START) {
            return plan.start();
        }
        List<AdviceBinding> out = new ArrayList<>();
        for (AdviceBinding b : plan.all()) {
            if (b.phase() == phase) {
                out.add(b);
            }
        }
        return out;
    }
}
