package io.frameweave.instrumentation.program;

import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.vm.ThreadState;

/**
 * BREAKPOINT_DEFAULT_DEBUGGER (woven while a program observer is there): a {@code breakpoint()} call that would
 * start the default debugger ({@code pdb}) goes to the observers first; when one of them takes it (the debugger,
 * while its client is there) {@code breakpoint()} returns None and pdb does not start.
 */
public final class BreakpointAdvice {
    private BreakpointAdvice() {}

    /** None when an observer took the call (the weave point's body then does not run), else null. */
    public static PyObject onEnter(PyObject[] args, String[] keywords) {
        return ProgramObservers.breakpointCalled(ThreadState.current().frame) ? Py.None : null;
    }
}
