package io.frameweave.instrumentation;

import io.frameweave.instrumentation.frames.CurrentFrames;
import io.frameweave.instrumentation.frames.FrameLocalsAdvice;
import io.frameweave.instrumentation.guest.ModuleCreatedAdvice;
import io.frameweave.instrumentation.guest.ModuleExtensions;
import io.frameweave.instrumentation.monitoring.ExceptionHandlerAdvice;
import io.frameweave.instrumentation.monitoring.ExceptionRaisedAdvice;
import io.frameweave.instrumentation.monitoring.FrameExecutionAdvice;
import io.frameweave.instrumentation.monitoring.GeneratorResumeAdvice;
import io.frameweave.instrumentation.monitoring.InstructionFetchAdvice;
import io.frameweave.instrumentation.monitoring.MonitoringModule;
import io.frameweave.instrumentation.optimizer.CodeCompileAdvice;
import io.frameweave.instrumentation.program.BreakpointAdvice;
import io.frameweave.instrumentation.program.ProgramFinishedAdvice;
import io.frameweave.instrumentation.program.StandardStreamWriteAdvice;
import io.frameweave.instrumentation.tracing.GeneratorClosedUnstartedAdvice;
import io.frameweave.instrumentation.tracing.LegacyTracing;
import io.frameweave.instrumentation.watchers.CodeCreatedWatchAdvice;
import io.frameweave.instrumentation.watchers.DictClearWatchAdvice;
import io.frameweave.instrumentation.watchers.DictRemoveWatchAdvice;
import io.frameweave.instrumentation.watchers.DictStoreWatchAdvice;
import io.frameweave.instrumentation.watchers.FunctionCodeWatchAdvice;
import io.frameweave.instrumentation.watchers.FunctionCreatedWatchAdvice;
import io.frameweave.instrumentation.watchers.FunctionDefaultsWatchAdvice;
import io.frameweave.instrumentation.watchers.FunctionKwDefaultsWatchAdvice;
import io.frameweave.instrumentation.watchers.TypeModifiedWatchAdvice;
import io.frameweave.instrumentation.weave.AdviceBinding;
import io.frameweave.instrumentation.weave.MissingWeavePointException;
import io.frameweave.instrumentation.weave.Plan;
import io.frameweave.instrumentation.weave.PrewovenClasses;
import io.frameweave.instrumentation.weave.Weaving;
import io.frameweave.interpreter.WeavePoint;

import java.io.IOException;
import java.lang.instrument.Instrumentation;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * THE weaving plan: which feature's advice goes into which weave point, in which phase, and what each feature
 * adds to the guest's builtin modules. The one class that knows every feature package; each of them owns its
 * advice classes, and {@code weave} weaves whatever plan it is given ({@link Weaving}). The agent installs it
 * here.
 */
public final class WeavingPlan implements Plan {
    /** The plan (it has no state). */
    public static final WeavingPlan PLAN = new WeavingPlan();

    /** The start bindings: the only lines of the plan whose advice classes premain loads. */
    private static final List<AdviceBinding> START = List.of(
            AdviceBinding.atStart(WeavePoint.BUILTIN_MODULE_CREATED, ModuleCreatedAdvice.class),
            AdviceBinding.atStart(WeavePoint.FRAME_LOCALS, FrameLocalsAdvice.class)
    );

    /**
     * The whole plan, one line per advice, the start bindings first. A class of its own, so that loading the plan
     * (its advice classes, some 5 ms at a JVM's start) waits until something weaves more than the start bindings
     * or checks the weave points, which premain leaves to a background thread.
     */
    private static final class All {
        static final List<AdviceBinding> BINDINGS = plus(START, List.of(
                AdviceBinding.whileMonitoring(WeavePoint.FRAME_EXECUTION, FrameExecutionAdvice.class),
                AdviceBinding.whileMonitoring(WeavePoint.INSTRUCTION_FETCH, InstructionFetchAdvice.class),
                AdviceBinding.whileMonitoring(WeavePoint.GENERATOR_RESUME, GeneratorResumeAdvice.class),
                AdviceBinding.whileMonitoring(WeavePoint.GENERATOR_CLOSED_UNSTARTED, GeneratorClosedUnstartedAdvice.class),
                AdviceBinding.whileMonitoring(WeavePoint.EXCEPTION_RAISED, ExceptionRaisedAdvice.class),
                AdviceBinding.whileMonitoring(WeavePoint.EXCEPTION_HANDLER, ExceptionHandlerAdvice.class),
                AdviceBinding.whileWatched(WeavePoint.DICT_STORE, DictStoreWatchAdvice.class),
                AdviceBinding.whileWatched(WeavePoint.DICT_REMOVE, DictRemoveWatchAdvice.class),
                AdviceBinding.whileWatched(WeavePoint.DICT_CLEAR, DictClearWatchAdvice.class),
                AdviceBinding.whileWatched(WeavePoint.TYPE_MODIFIED, TypeModifiedWatchAdvice.class),
                AdviceBinding.whileWatched(WeavePoint.FUNCTION_CREATED, FunctionCreatedWatchAdvice.class),
                AdviceBinding.whileWatched(WeavePoint.FUNCTION_SET_CODE, FunctionCodeWatchAdvice.class),
                AdviceBinding.whileWatched(WeavePoint.FUNCTION_SET_DEFAULTS, FunctionDefaultsWatchAdvice.class),
                AdviceBinding.whileWatched(WeavePoint.FUNCTION_SET_KWDEFAULTS, FunctionKwDefaultsWatchAdvice.class),
                AdviceBinding.whileWatched(WeavePoint.CODE_CREATED, CodeCreatedWatchAdvice.class),
                AdviceBinding.whileOptimizing(WeavePoint.CODE_COMPILE, CodeCompileAdvice.class),
                AdviceBinding.whileObserved(WeavePoint.STANDARD_STREAM_WRITE, StandardStreamWriteAdvice.class),
                AdviceBinding.whileObserved(WeavePoint.PROGRAM_FINISHED, ProgramFinishedAdvice.class),
                AdviceBinding.whileObserved(WeavePoint.BREAKPOINT_DEFAULT_DEBUGGER, BreakpointAdvice.class)
        ));
    }

    private WeavingPlan() {}

    /** {@link Weaving#install} with this plan: what premain and agentmain call. */
    public static void install(Instrumentation inst) throws MissingWeavePointException {
        Weaving.install(inst, PLAN);
    }

    /** {@link Weaving#installForTools} with this plan: only what Java tools need, in a running JVM. */
    public static void installForTools(Instrumentation inst) throws MissingWeavePointException {
        Weaving.installForTools(inst, PLAN);
    }

    @Override
    public List<AdviceBinding> start() {
        return START;
    }

    @Override
    public List<AdviceBinding> all() {
        return All.BINDINGS;
    }

    @Override
    public void beforeFirstBuiltinModule(Runnable additions) {
        ModuleExtensions.beforeFirstUse(additions);
    }

    /**
     * What each feature adds to builtin modules (each calls {@code ModuleExtensions.add}): run once, when the VM
     * makes its first builtin module, so that premain itself loads no interpreter class.
     */
    @Override
    public void registerGuestAdditions() {
        MonitoringModule.register();
        CurrentFrames.install();
        LegacyTracing.install();
    }

    private static List<AdviceBinding> plus(List<AdviceBinding> a, List<AdviceBinding> b) {
        List<AdviceBinding> all = new ArrayList<>(a);
        all.addAll(b);
        return List.copyOf(all);
    }

    /**
     * {@code WeavingPlan DIR}, a step of this module's build: writes the {@link PrewovenClasses} of this plan under
     * DIR.
     */
    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            throw new IllegalArgumentException("usage: WeavingPlan OUTPUT_DIR");
        }
        PrewovenClasses.write(Path.of(args[0]), PLAN);
    }
}
