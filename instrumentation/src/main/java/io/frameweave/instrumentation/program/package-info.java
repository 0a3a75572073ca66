/**
 * What the program writes to its standard output and error, its {@code breakpoint()} calls, and its end with its
 * exit status, for tools (the debugger sends them to its client, and stops at a {@code breakpoint()}):
 * {@link io.frameweave.instrumentation.program.ProgramObservers} takes a tool's
 * {@link io.frameweave.instrumentation.program.ProgramObserver}, and its three probes (the STANDARD_STREAM_WRITE,
 * BREAKPOINT_DEFAULT_DEBUGGER and PROGRAM_FINISHED weave points) are woven only while some observer is there. This
 * package may reference the interpreter's vm classes and {@code weave}.
 */
package io.frameweave.instrumentation.program;
