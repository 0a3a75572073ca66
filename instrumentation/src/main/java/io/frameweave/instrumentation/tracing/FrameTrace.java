package io.frameweave.instrumentation.tracing;

import io.frameweave.interpreter.runtime.PyObject;

/**
 * The tracer state of one frame: the guest-visible {@code f_trace}, {@code f_trace_lines} and
 * {@code f_trace_opcodes}, and what the 3.11 algorithm remembers between two instructions of the frame (CPython
 * keeps the last instruction in the frame itself; the VM's frame has no such field, so it lives here). Where it
 * is kept: {@link FrameTraceTable}. Touched only by the thread running the frame, or under the GIL.
 */
final class FrameTrace {
    final CodeTraceInfo code;
    /** In the shared table ({@link FrameTraceTable#share}): found there from any depth and any thread. */
    boolean shared;

    /** The local trace function ({@code f_trace}), or null. */
    PyObject fTrace;
    boolean traceLines = true;
    boolean traceOpcodes;

    /** The instruction the frame executed last (CPython's {@code instr_prev}), or -1. */
    int prevPc = -1;
    /** The frame yielded; the next RESUME, or an exception thrown in, is a 'call' (trace side). */
    boolean traceSuspended;
    /** As {@link #traceSuspended}, for the profile function. */
    boolean profileSuspended;

    /** A FOR_ITER or SEND ran: its pc (else -1), target, iterator and sent value, to see how it ended. */
    int pendingIterPc = -1;
    int pendingIterTarget;
    int pendingIterOp;
    PyObject pendingIterator;
    PyObject pendingSent;
    /** What the generator of the pending FOR_ITER or SEND returned (its RETURN_VALUE), or null. */
    PyObject pendingIterReturn;

    /** The builtin a profiled call is running (c_call given, c_return or c_exception due), or null. */
    PyObject pendingCFunction;
    /** The pc of the CALL that runs {@link #pendingCFunction}: its c_return is on the call's line. */
    int pendingCPc;

    /** Set by a successful {@code f_lineno} assignment: the instruction the frame continues at, else -1. */
    int jumpedTo = -1;
    /** The target of the last jump until its fetch: that fetch gives no line event. Else -1. */
    int landedAt = -1;

    FrameTrace(CodeTraceInfo code) {
        this.code = code;
    }

    /** Forgets the pending FOR_ITER or SEND, and the objects it held (an iterator, a sent or a returned value). */
    void dropIteration() {
        pendingIterPc = -1;
        pendingIterator = null;
        pendingSent = null;
        pendingIterReturn = null;
    }

    /** Whether a guest could tell this state from none: f_trace set, or a flag off its default. */
    boolean visible() {
        return fTrace != null || !traceLines || traceOpcodes;
    }
}
