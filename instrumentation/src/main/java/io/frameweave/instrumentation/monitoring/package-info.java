/**
 * PEP 669 monitoring: the Java API for tools ({@link io.frameweave.instrumentation.monitoring.Monitoring}), the
 * state it keeps (tools, event sets, callbacks), the dispatch of events to callbacks, the guest module
 * {@code sys.monitoring} built on the same API, and the probes that produce the events. Follows CPython 3.12/3.13
 * where they differ from PEP 669's text.
 *
 * <p>The probes: the advice woven into the execution weave points (the {@code *Advice} classes), the small static
 * entry points they call ({@code Probes}), each handing off to the probe runtime in one call, the marking of
 * instructions ({@code Opcode.marked}, set in place in a code object's instructions), the per-code data (local
 * events, disabled locations, line starts) and the per-thread state (which frame is where, pending C calls and branches, an
 * exception a callback raised on its way to the frame's handler or exit); that state holds a frame only while it
 * runs: at its exit the probes let go of it and tell legacy tracing ({@code FrameExitListener}), so no tool keeps a
 * frame, its locals or a generator alive, as in CPython. They run on the guest thread holding
 * the GIL unless said otherwise, and must stay visible to the interpreter's class loader (advice inlined into
 * interpreter classes calls them).
 *
 * <p>May touch: the interpreter's public classes, {@code guest}, {@code watchers} (monitoring watchers) and
 * {@code weave} (to switch the execution probes on and off).
 */
package io.frameweave.instrumentation.monitoring;
