/**
 * The {@code dump} tool: every guest thread's stack, innermost frame last, as text in the shape of a traceback
 * or as JSON, optionally with each frame's locals. It reads frames through {@code FrameView} and pauses the
 * program for one stack walk per thread ({@link io.frameweave.agent.tools.GilPause}); locals are shown
 * by {@link io.frameweave.agent.tools.dump.SafeRepr}, which never runs guest code.
 */
package io.frameweave.agent.tools.dump;
