/**
 * The speculating optimizer ({@link io.frameweave.instrumentation.optimizer.Optimizer}, docs/OPTIMIZER.md): compiles
 * hot code with values taken as given and de-optimizes it, through the deopt watchers, before one of them changes;
 * its advice offers warm code to it at the CODE_COMPILE weave point. May touch: the interpreter's public classes,
 * {@code monitoring}, {@code watchers} and {@code weave}.
 */
package io.frameweave.instrumentation.optimizer;
