package io.frameweave.interpreter.vm;

import io.frameweave.interpreter.runtime.PyObject;

/**
 * A guest frame's entry. {@link #execute} is the one Java activation per guest frame: entry, normal return,
 * exit by exception and generator suspend/resume all pass through it (the call/return/unwind/yield weave
 * point). It runs the frame's compiled form when its code object has one ({@link CompiledTier}) and the
 * dispatch loop ({@link DispatchLoop}) for the rest: code not yet warm, what compiled code hands back, and
 * exception handling. {@code execute} stays small enough to inline ({@code DispatchLoopSizeTest}), and this
 * class holds nothing that runs for long: the agent redefines it to weave {@code execute}, and a method that is
 * running then goes on in its old version to its end (see {@link DispatchLoop}).
 */
public final class Interpreter {
    private Interpreter() {}

    /**
     * Runs {@code frame} until it returns or (a generator frame) yields; returns that value. Small enough for
     * the JIT to inline into its callers: the frame's compiled form runs from here, and only what it hands
     * back (or raises) goes to the dispatch loop.
     */
    public static PyObject execute(PyFrame frame) {
        ThreadState ts = ThreadState.current();
        PyFrame caller = ts.frame;
        frame.back = caller;
        if (++ts.depth > PythonVM.recursionLimit) {
            ts.depth--;
            throw RecursionGuard.recursionError();
        }
        ts.frame = frame;
        try {
            if (GIL.dropRequest) {
                GIL.yieldIfRequested();
            }
            Throwable raised = null;
            CompiledCode compiled = frame.pendingThrow == null ? CompiledTier.entry(frame.code) : null;
            if (compiled != null) {
                try {
                    PyObject r = compiled.run(frame);
                    if (r != CompiledCode.LEAVE) {
                        if (r != CompiledCode.LEAVE_FETCHED) {
                            return r;
                        }
                        return DispatchLoop.dispatch(frame, ts, null, true);
                    }
                } catch (Throwable t) {
                    raised = t; // the dispatch loop looks for the frame's handler
                }
            }
            return DispatchLoop.dispatch(frame, ts, raised, false);
        } finally {
            ts.frame = caller;
            ts.depth--;
        }
    }

    // ---- direct entry: execute in three parts, for a caller that runs the frame's compiled form itself ----
    // A known call in an optimizer's form enters its callee so (CompiledOps.enterDirect), with the form a constant
    // the JIT can inline. Together they do what execute does, but for the interpreter lock's drop request (the
    // caller saw none) and the FRAME_EXECUTION weave point, which they are not: the optimizer makes such calls
    // only while nothing traces or monitors. They never run generator code (whose frame's caller link changes).

    /** As {@link #execute} enters a fresh frame: its caller link, the recursion limit, the thread's current frame. */
    static void enterDirectly(PyFrame frame) {
        ThreadState ts = ThreadState.current();
        frame.back = ts.frame;
        if (++ts.depth > PythonVM.recursionLimit) {
            ts.depth--;
            throw RecursionGuard.recursionError();
        }
        ts.frame = frame;
    }

    /** As {@link #execute} takes what the frame's compiled form returned ({@code r}): the frame's value. */
    static PyObject leaveDirectly(PyFrame frame, PyObject r) {
        ThreadState ts = ThreadState.current();
        if (r == CompiledCode.LEAVE || r == CompiledCode.LEAVE_FETCHED) {
            return dispatchDirect(frame, ts, null, r == CompiledCode.LEAVE_FETCHED);
        }
        ts.frame = frame.back;
        ts.depth--;
        return r;
    }

    /** As {@link #execute} takes what the frame's compiled form raised: the frame's handler, or the exception. */
    static PyObject raisedDirectly(PyFrame frame, Throwable raised) {
        return dispatchDirect(frame, ThreadState.current(), raised, false);
    }

    private static PyObject dispatchDirect(PyFrame frame, ThreadState ts, Throwable raised, boolean fetched) {
        try {
            return DispatchLoop.dispatch(frame, ts, raised, fetched);
        } finally {
            ts.frame = frame.back;
            ts.depth--;
        }
    }
}
