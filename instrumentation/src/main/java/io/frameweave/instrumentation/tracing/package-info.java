/**
 * Legacy tracing: {@code sys.settrace}, {@code sys.setprofile}, their getters (the library's {@code threading}
 * hands them to the threads it starts; each thread drops them when it ends), and the frame attributes {@code f_trace}, {@code f_trace_lines},
 * {@code f_trace_opcodes} and an assignable {@code f_lineno} (a debugger's jump), with CPython 3.11's event
 * sequences and error messages.
 *
 * <p>It is built on the {@code monitoring} package as CPython 3.12 builds it on {@code sys.monitoring}: the
 * trace function is tool 7, the profile function tool 6, and both take INSTRUCTION, RAISE and PY_UNWIND events
 * while any thread has one; an INSTRUCTION callback answers DISABLE at the instructions where 3.11's events need
 * nothing ({@link io.frameweave.instrumentation.tracing.TraceStops}), so tracing costs a callback per line, call
 * and return rather than per instruction. From those, {@link io.frameweave.instrumentation.tracing.TraceDispatcher} derives
 * exactly the events CPython 3.11's eval loop produces (its line rule, 'call' at RESUME, 'return' at
 * RETURN_VALUE and YIELD_VALUE, 'exception' where an exception is seen in a frame, c_call/c_return/c_exception
 * around builtin calls). Per-frame tracer state lives beside the frame, in its thread's cache by call depth
 * while it runs and in a weak side table when it must be found from elsewhere ({@link
 * io.frameweave.instrumentation.tracing.FrameTraceTable}); the frame itself carries none.
 *
 * <p>{@link io.frameweave.instrumentation.tracing.LineJump} offers the same jump rules to tools (a debugger's goto).
 *
 * <p>May touch: the interpreter's public classes, {@code monitoring}, {@code watchers}, {@code guest}. Nothing in the
 * interpreter refers to this package.
 */
package io.frameweave.instrumentation.tracing;
