/**
 * What the woven weave points call: small static entry points ({@code Probes}) that hand off to the probe
 * runtime in one call, the marking of instructions (Opcode.marked, set in place in a code object's instructions),
 * the per-code data (local events, disabled locations, line starts) and the per-thread state (which frame is
 * where, pending C calls and branches, an exception a callback raised on its way to the frame's handler or
 * exit). Everything here runs on the guest thread holding the GIL unless said
 * otherwise; it may reference the interpreter's public classes and the {@code monitoring} package, and must
 * stay visible to the interpreter's class loader (advice inlined into interpreter classes calls it).
 */
package io.frameweave.instrumentation.probe;
