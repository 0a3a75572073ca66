/**
 * The agent's built-in tools, one sub-package each ({@code tools.dump}, {@code tools.profile},
 * {@code tools.coverage}, {@code tools.trace}, {@code tools.watch}), behind one small contract: {@link
 * io.frameweave.agent.tools.Tool} and the {@link io.frameweave.agent.tools.ToolSession} it is given. This
 * package also holds what runs them: the {@link io.frameweave.agent.tools.ToolRegistry} of names, the
 * {@link io.frameweave.agent.tools.ToolRun} that is a tool's session and finishes it exactly once, the
 * {@link io.frameweave.agent.tools.ActiveTools} finished at JVM exit, the consoles their lines go to, and
 * helpers the tools share (options, JSON strings, pausing the guest threads), and the one writer of their
 * output files ({@link io.frameweave.agent.tools.OutputFiles}: whole files, nothing but a regular file replaced,
 * one run per name, no temporary left behind). Tools use
 * the public API of {@code instrumentation} only (monitoring, frame views, watchers); the agent's entry point
 * and the attach channel start and finish them.
 */
package io.frameweave.agent.tools;
