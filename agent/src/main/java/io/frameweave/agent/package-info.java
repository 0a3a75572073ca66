/**
 * The agent jar's entry point. It stores the {@link java.lang.instrument.Instrumentation} and the parsed
 * options, installs the weaving of {@code instrumentation} and starts the tools asked for ({@code agent.tools})
 * at launch or through an attach channel ({@code agent.attach}); it may touch {@code agent.options},
 * {@code agent.tools}, {@code agent.attach} and the {@code instrumentation} module, never the interpreter's
 * internals directly. The jar also carries the attach client ({@code agent.attach.FrameweaveCommand}), which
 * runs in a JVM of its own and loads none of the agent's other classes.
 */
package io.frameweave.agent;
