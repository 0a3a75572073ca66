/**
 * The agent jar's entry point. It stores the {@link java.lang.instrument.Instrumentation} and the parsed
 * options and hands everything else to {@code instrumentation}; it may touch {@code agent.options} and the
 * {@code instrumentation} module, never the interpreter's internals directly.
 */
package io.frameweave.agent;
