/**
 * The profile tool: a sampling profiler over all guest threads. A daemon thread wakes at the chosen rate,
 * reads every guest thread's stack through {@link io.frameweave.instrumentation.frames.ThreadView#ofAllThreads()}
 * without stopping anyone (a walk that a call or a return overtook is read again), and counts stacks; at the end it writes collapsed stacks, speedscope JSON, Chrome
 * trace JSON, a self-contained SVG flame graph or an interactive HTML one, and shows a top-functions table. The
 * {@code top} tool samples the same way and shows that table every interval, as a live view.
 *
 * <p>May touch: the frame introspection API of {@code instrumentation} (reads only) and the JVM's thread
 * states. Never stops, pauses or changes a guest thread.
 */
package io.frameweave.agent.tools.profile;
