/**
 * Dynamic attach: the command-line client ({@link io.frameweave.agent.attach.FrameweaveCommand}: {@code attach},
 * {@code record}, {@code top}, {@code ps}, {@code help}, and the check of {@code run}'s options for the launcher)
 * that runs in its own JVM with {@code com.sun.tools.attach}, and the agent's side of the channel
 * ({@link io.frameweave.agent.attach.AttachChannel}) in the target JVM. They talk through files in a private
 * directory the client makes (no network port): the request in, progress lines, results and a completion
 * marker out, each written to a temporary name and renamed. Classes the client loads use the JDK only: the
 * client JVM has no interpreter on its class path.
 */
package io.frameweave.agent.attach;
