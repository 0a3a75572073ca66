/**
 * Locating the core's published {@link io.frameweave.interpreter.WeavePoint}s and, later, the plans that weave
 * probes into them. Uses reflection and ASM; touches no interpreter state.
 */
package io.frameweave.instrumentation.weave;
