/**
 * Frame introspection: {@link io.frameweave.instrumentation.frames.FrameView}, the Java view of any live guest
 * frame of any thread; {@link io.frameweave.instrumentation.frames.ThreadView}, a live guest thread and its top
 * frame, read afresh, so that a walk of a running thread's stack can tell whether the stack changed under it;
 * {@link io.frameweave.instrumentation.frames.FrameLocalsProxy}, the write-through
 * {@code f_locals} mapping of function frames (PEP 667 semantics, as CPython 3.13's {@code FrameLocalsProxy});
 * the extra keys kept beside a frame; {@code sys._current_frames()}; the advice that makes a function
 * frame's {@code f_locals} return the proxy; and {@code co_varnames} made once per code object, so that a tracer
 * naming a local at every event pays the same in a frame of 5 locals as in one of 200.
 *
 * <p>Every write of a local through this package funnels through one method,
 * {@link io.frameweave.instrumentation.frames.FrameLocalWrites#write}, the place where a frame-local watcher
 * is told.
 *
 * <p>May touch: the interpreter's public frame, code, thread-state and runtime classes (reading frames,
 * writing their locals), {@code guest} and {@code watchers} (frame-local watchers). Never changes how the core
 * runs a frame.
 *
 * <p>Threads: a frame belongs to the guest thread running it, and guest code runs under the GIL. Reads from
 * any other thread are allowed but racy (they see the frame as it was at some recent moment); writes belong
 * to a thread that holds the GIL, or to any thread while the owner is stopped (in a callback, or blocked with
 * the GIL released). See {@link io.frameweave.instrumentation.frames.FrameView}.
 */
package io.frameweave.instrumentation.frames;
