/**
 * The weaving tooling: locating the core's published {@link io.frameweave.interpreter.WeavePoint}s and checking
 * them, weaving advice classes into them with plain ASM ({@code AsmWeaver}), the classes woven at build time
 * ({@link io.frameweave.instrumentation.weave.PrewovenClasses}), and switching the phases of a
 * {@link io.frameweave.instrumentation.weave.Plan} on and off ({@link io.frameweave.instrumentation.weave.Weaving},
 * {@link io.frameweave.instrumentation.weave.WatchPlan}). It knows no feature: each feature package owns its advice
 * classes, and {@code io.frameweave.instrumentation.WeavingPlan} lists them. Uses reflection and ASM; may touch the
 * interpreter's {@code WeavePoint} and nothing else of this module.
 */
package io.frameweave.instrumentation.weave;
