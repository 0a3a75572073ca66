/**
 * The {@code debug} tool: a Debug Adapter Protocol server (the protocol of VS Code and other editors'
 * debuggers, spoken through {@code org.eclipse.lsp4j.debug}, shaded into the agent jar) inside the VM.
 *
 * <p>{@link io.frameweave.agent.tools.debug.DebugTool} starts a {@link io.frameweave.agent.tools.debug.DebugServer}
 * that listens for one client at a time; each client gets a {@link io.frameweave.agent.tools.debug.DebugAdapter}
 * that turns requests into calls on the one {@link io.frameweave.agent.tools.debug.Debugger}, which holds the
 * breakpoints and the stepping state and reaches the program only through PEP 669 monitoring (local LINE
 * events on the code of files with breakpoints, every other location disabled) and frame views. A thread that
 * stops waits inside its monitoring callback, holding the interpreter lock, so every other guest thread stops
 * too; what needs guest code (conditions, evaluate, writes) runs on that thread
 * ({@link io.frameweave.agent.tools.debug.Suspension}).
 *
 * <p>May touch: the instrumentation's public API (monitoring, frames), the interpreter's runtime objects,
 * compiler and GIL, and {@code tools}' shared helpers. Nothing outside this package knows it but the registry.
 */
package io.frameweave.agent.tools.debug;
