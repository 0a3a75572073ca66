package io.frameweave.instrumentation.weave;

import io.frameweave.interpreter.WeavePoint;
import net.bytebuddy.agent.builder.AgentBuilder;
import net.bytebuddy.agent.builder.ResettableClassFileTransformer;
import net.bytebuddy.asm.Advice;
import net.bytebuddy.description.method.MethodDescription;
import net.bytebuddy.description.type.TypeDescription;
import net.bytebuddy.dynamic.DynamicType;
import net.bytebuddy.matcher.ElementMatcher;
import net.bytebuddy.matcher.ElementMatchers;
import net.bytebuddy.utility.JavaModule;

import java.lang.instrument.Instrumentation;
import java.security.ProtectionDomain;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One installed part of the weaving plan: a Byte Buddy transformer that applies a list of {@link AdviceBinding}s
 * to the interpreter's classes, by retransformation when they are already loaded, and that can be removed
 * again (original bytecode back). Class format changes are disabled, so the same plan works at launch and
 * after a dynamic attach. The only place that uses Byte Buddy's agent builder.
 */
final class PlanInstaller {
    private final ResettableClassFileTransformer transformer;

    private PlanInstaller(ResettableClassFileTransformer transformer) {
        this.transformer = transformer;
    }

    /** Weaves {@code bindings} into their classes, now for loaded ones and at load for the others. */
    static PlanInstaller install(Instrumentation inst, List<AdviceBinding> bindings) {
        Map<String, List<AdviceBinding>> byClass = new LinkedHashMap<>();
        for (AdviceBinding b : bindings) {
            byClass.computeIfAbsent(b.point().className, k -> new ArrayList<>()).add(b);
        }
        // At launch the interpreter's classes are not loaded yet: skipping the scan of loaded classes for
        // retransformation keeps premain light.
        boolean anyLoaded = false;
        for (Class<?> c : inst.getAllLoadedClasses()) {
            if (byClass.containsKey(c.getName())) {
                anyLoaded = true;
                break;
            }
        }
        AgentBuilder builder = new AgentBuilder.Default()
                .disableClassFormatChanges()
                .with(anyLoaded ? AgentBuilder.RedefinitionStrategy.RETRANSFORMATION
                        : AgentBuilder.RedefinitionStrategy.DISABLED)
                .with(AgentBuilder.InitializationStrategy.NoOp.INSTANCE)
                .with(AgentBuilder.TypeStrategy.Default.REDEFINE)
                .with(new FailureReport());
        for (Map.Entry<String, List<AdviceBinding>> e : byClass.entrySet()) {
            List<AdviceBinding> mine = e.getValue();
            builder = builder.type(ElementMatchers.named(e.getKey()))
                    .transform((DynamicType.Builder<?> b, TypeDescription td, ClassLoader cl, JavaModule m,
                                ProtectionDomain pd) -> {
                        DynamicType.Builder<?> out = b;
                        for (AdviceBinding binding : mine) {
                            out = out.visit(Advice.to(binding.advice()).on(matcher(binding.point())));
                        }
                        return out;
                    });
        }
        return new PlanInstaller(builder.installOn(inst));
    }

    /** Removes the advice again: the classes get their original bytecode back. */
    void remove(Instrumentation inst) {
        transformer.reset(inst, AgentBuilder.RedefinitionStrategy.RETRANSFORMATION);
    }

    private static ElementMatcher<MethodDescription> matcher(WeavePoint point) {
        List<String> params = point.parameterTypes();
        ElementMatcher.Junction<MethodDescription> m = point.methodName.equals("<init>")
                ? ElementMatchers.isConstructor()
                : ElementMatchers.named(point.methodName);
        m = m.and(ElementMatchers.takesArguments(params.size()));
        for (int i = 0; i < params.size(); i++) {
            m = m.and(ElementMatchers.takesArgument(i, ElementMatchers.named(params.get(i))));
        }
        return m;
    }

    /** Reports a class that could not be woven in one line on stderr; the class stays as it was. */
    private static final class FailureReport extends AgentBuilder.Listener.Adapter {
        @Override
        public void onError(String typeName, ClassLoader classLoader, JavaModule module, boolean loaded,
                            Throwable throwable) {
            System.err.println("frameweave agent: could not weave " + typeName + ": " + throwable);
        }
    }
}
