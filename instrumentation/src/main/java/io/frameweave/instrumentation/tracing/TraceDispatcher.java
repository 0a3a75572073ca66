package io.frameweave.instrumentation.tracing;

import io.frameweave.instrumentation.monitoring.FrameEdge;
import io.frameweave.instrumentation.monitoring.Monitoring;
import io.frameweave.instrumentation.monitoring.MonitoringState;
import io.frameweave.interpreter.bytecode.Opcode;
import io.frameweave.interpreter.bytecode.PyCode;
import io.frameweave.interpreter.runtime.ExceptionTypes;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBaseException;
import io.frameweave.interpreter.runtime.PyBuiltinFunction;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyException;
import io.frameweave.interpreter.runtime.PyFrozenSet;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyList;
import io.frameweave.interpreter.runtime.PyMethod;
import io.frameweave.interpreter.runtime.PyMethodDescr;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PySet;
import io.frameweave.interpreter.runtime.PyTuple;
import io.frameweave.interpreter.runtime.PyType;
import io.frameweave.interpreter.vm.PyAsyncGenerator;
import io.frameweave.interpreter.vm.PyCoroutine;
import io.frameweave.interpreter.vm.PyFrame;
import io.frameweave.interpreter.vm.PyFunction;
import io.frameweave.interpreter.vm.PyGenerator;
import io.frameweave.interpreter.vm.PyTraceback;

import java.util.Set;

/**
 * CPython 3.11's legacy tracing algorithm, driven by monitoring events. The trace side (tool 7) and the profile
 * side (tool 6) each receive, for every frame, an INSTRUCTION event before each instruction, a RAISE event when
 * an exception is seen in the frame, and a PY_UNWIND event when the frame exits by an exception; from those they
 * produce exactly the events 3.11's eval loop gives a trace function:
 * <ul>
 *   <li>'call' at RESUME (frame start and generator resume) and when an exception is thrown into a suspended
 *       generator; the global trace function's non-None result becomes the frame's {@code f_trace};</li>
 *   <li>'line' by {@link LineRule}, 'opcode' for every instruction when {@code f_trace_opcodes} is set (a CALL
 *       counts twice, as 3.11 runs PRECALL and CALL);</li>
 *   <li>'return' at RETURN_VALUE and YIELD_VALUE with the value, and with None when the frame unwinds;</li>
 *   <li>'exception' where an exception is seen in the frame, and where 3.11's FOR_ITER or SEND sees a
 *       StopIteration that our VM's iteration protocol never raises (a generator returning a value other than
 *       None, an iterator class whose {@code __next__} raised, a value sent to a finished sub-iterator);</li>
 *   <li>for the profile function: call and return as above, and c_call / c_return / c_exception around calls
 *       of builtin functions and of method descriptors given a self.</li>
 * </ul>
 * A trace function that raises switches tracing off for its thread and clears the frame's {@code f_trace}; a
 * profile function that raises switches profiling off; the exception propagates from the event's point.
 */
final class TraceDispatcher {
    private TraceDispatcher() {}

    // ---------------------------------------------------------------- trace (tool 7)

    /**
     * The INSTRUCTION event of the trace side at {@code pc}: 3.11's events of that instruction. Returns
     * {@link Monitoring#DISABLE} at an instruction tracing never needs to stop at ({@link TraceStops}), else null.
     */
    static PyObject traceInstruction(PyFrame frame, int pc) {
        ThreadTrace tt = ThreadTrace.current();
        CodeTraceInfo info = tt.info(frame);
        TraceStops stops = info.stops;
        if (!stops.trace[pc] && !LegacyTracing.everyInstruction) {
            return Monitoring.DISABLE;
        }
        if (tt.traceFunction == null) {
            return null;
        }
        FrameTrace st = startsFresh(tt, frame, info, pc) ? tt.freshFrame(frame, info) : tt.frame(frame);
        settleCCall(tt, frame, st, TraceEvent.C_RETURN);
        if (pc < info.firstTraceable) {
            st.prevPc = pc;
            return null;
        }
        if (!stops.joins[pc] && pc > info.firstTraceable) {
            // reached only by falling through: the instruction before ran last, whether or not we saw it
            st.prevPc = pc - 1;
        }
        int instr = Opcode.unmarked(frame.code.instructions[pc]);
        int op = Opcode.op(instr);
        if (st.pendingIterPc >= 0) {
            finishIteration(tt, frame, st, pc);
        }
        if (op == Opcode.RESUME) {
            exposeGenerator(tt, frame);
            st.traceSuspended = false;
            st.prevPc = pc;
            callEvent(tt, frame, st);
            return null;
        }
        st.traceSuspended = false;
        boolean landed = st.landedAt == pc;
        st.landedAt = -1;
        if (st.fTrace != null) {
            if (!landed && st.traceLines && LineRule.lineEventDue(info.lines, info.firstTraceable, st.prevPc, pc, op)) {
                st.jumpedTo = -1;
                localEvent(tt, frame, st, TraceEvent.LINE, Py.None);
                if (st.jumpedTo >= 0) {
                    // the frame moved: this instruction is skipped, the target is fetched next
                    st.prevPc = st.jumpedTo;
                    st.landedAt = st.jumpedTo;
                    st.jumpedTo = -1;
                    return null;
                }
            }
            if (st.traceOpcodes && st.fTrace != null && tt.traceFunction != null) {
                int times = op == Opcode.CALL ? 2 : 1;
                for (int k = 0; k < times && st.fTrace != null; k++) {
                    localEvent(tt, frame, st, TraceEvent.OPCODE, Py.None);
                }
            }
        }
        int executed = pc;
        st.prevPc = executed;
        switch (op) {
            case Opcode.RERAISE -> {
                if (Opcode.arg(instr) != 0) {
                    // 3.11's RERAISE restores the original raise site as the frame's last instruction
                    PyObject saved = frame.localsPlus[frame.sp() - 1 - Opcode.arg(instr)];
                    st.prevPc = saved instanceof PyInt i ? (int) i.value : pc;
                }
            }
            case Opcode.FOR_ITER -> expectIteration(tt, st, executed, Opcode.arg(instr), op,
                    frame.localsPlus[frame.sp() - 1], null);
            case Opcode.SEND -> expectIteration(tt, st, executed, Opcode.arg(instr), op,
                    frame.localsPlus[frame.sp() - 2], frame.localsPlus[frame.sp() - 1]);
            case Opcode.RETURN_VALUE, Opcode.YIELD_VALUE -> {
                PyObject value = frame.localsPlus[frame.sp() - 1];
                if (op == Opcode.RETURN_VALUE && (frame.code.flags & PyCode.CO_SUSPENDS) != 0) {
                    FrameTrace caller = tt.caller(frame);
                    if (caller != null && caller.pendingIterPc >= 0) {
                        caller.pendingIterReturn = value; // its FOR_ITER or SEND ends so
                    }
                }
                if (st.fTrace != null && tt.traceFunction != null) {
                    localEvent(tt, frame, st, TraceEvent.RETURN, value);
                }
                if (op == Opcode.YIELD_VALUE) {
                    st.traceSuspended = true;
                }
            }
            default -> {
                // no event of its own
            }
        }
        return null;
    }

    /**
     * Whether {@code pc} is the first RESUME of a frame of a plain function that no event has shown yet: such a
     * frame has no tracer state (nobody could reach it before), so its state need not be looked up. A generator's
     * frame is visible before it starts ({@code gi_frame}), so it is looked up as any other.
     */
    private static boolean startsFresh(ThreadTrace tt, PyFrame frame, CodeTraceInfo info, int pc) {
        return pc == info.firstTraceable && !tt.isCached(frame) && (frame.code.flags & PyCode.CO_SUSPENDS) == 0
                && Opcode.arg(frame.code.instructions[pc]) == 0;
    }

    static void traceRaise(PyFrame frame, PyObject exc) {
        ThreadTrace tt = ThreadTrace.current();
        tt.exposeRunning(); // the frame is in a traceback now
        if (tt.traceFunction == null) {
            return;
        }
        FrameTrace st = tt.frame(frame);
        settleCCall(tt, frame, st, TraceEvent.C_EXCEPTION);
        st.dropIteration();
        if (!st.traceSuspended) {
            // the raise site ran last (it need not be an instruction tracing stops at)
            st.prevPc = frame.lasti;
        }
        if (st.traceSuspended) {
            // an exception thrown into a suspended generator: 3.11 enters the frame with a 'call'
            st.traceSuspended = false;
            callEvent(tt, frame, st);
            if (tt.traceFunction == null) {
                return;
            }
        }
        if (st.fTrace != null) {
            localEvent(tt, frame, st, TraceEvent.EXCEPTION, exceptionArg(exc));
        }
    }

    /**
     * An exception is thrown into a generator that is not running ({@code throw()}, {@code close()}): as in 3.11,
     * the frame is entered, so its raise is preceded by a 'call', whether it suspended under tracing, before
     * tracing began, or never ran.
     */
    static void traceThrownIn(PyFrame frame) {
        ThreadTrace tt = ThreadTrace.current();
        if (tt.traceFunction != null) {
            tt.frame(frame).traceSuspended = true;
        }
    }

    static void traceUnwind(PyFrame frame) {
        ThreadTrace tt = ThreadTrace.current();
        tt.exposeRunning(); // the frame is in a traceback now
        if (tt.traceFunction == null) {
            return;
        }
        FrameTrace st = tt.frame(frame);
        st.dropIteration();
        st.traceSuspended = false;
        if (st.fTrace != null) {
            try {
                localEvent(tt, frame, st, TraceEvent.RETURN, Py.None);
            } catch (PyException e) {
                throw replacesUnwound(e, frame);
            }
        }
    }

    /**
     * An error of the trace or profile function at the 'return' event of an unwinding frame: as in 3.11, it
     * leaves the frame in place of the exception that was unwinding it (the monitoring probe throws it on), with
     * the frame's entry in its traceback; tracing or profiling is off now.
     */
    private static PyException replacesUnwound(PyException e, PyFrame frame) {
        PyBaseException exc = e.value;
        PyTraceback next = exc.traceback instanceof PyTraceback t ? t : null;
        exc.traceback = new PyTraceback(next, frame, frame.lasti, frame.lineno());
        return e;
    }

    /** A generator's frame can be reached through the generator, and its {@code f_back} while it runs. */
    private static void exposeGenerator(ThreadTrace tt, PyFrame frame) {
        if ((frame.code.flags & PyCode.CO_SUSPENDS) != 0) {
            tt.exposeRunning();
        }
    }

    private static void callEvent(ThreadTrace tt, PyFrame frame, FrameTrace st) {
        PyObject result = call(tt, frame, st, tt.traceFunction, TraceEvent.CALL, Py.None, false);
        if (result != Py.None && result != null) {
            st.fTrace = result;
        }
    }

    private static void localEvent(ThreadTrace tt, PyFrame frame, FrameTrace st, TraceEvent event, PyObject arg) {
        PyObject result = call(tt, frame, st, st.fTrace, event, arg, false);
        if (result != Py.None && result != null) {
            st.fTrace = result;
        }
    }

    /** A FOR_ITER or SEND is about to run: remember what to look at when its outcome is known. */
    private static void expectIteration(ThreadTrace tt, FrameTrace st, int pc, int target, int op, PyObject iterator,
                                        PyObject sent) {
        st.pendingIterPc = pc;
        st.pendingIterTarget = target;
        st.pendingIterOp = op;
        st.pendingIterator = iterator;
        st.pendingSent = sent;
        st.pendingIterReturn = null;
    }

    /**
     * The instruction after a FOR_ITER or SEND is starting: when the iteration ended where 3.11 would have seen a
     * StopIteration, report it as 'exception' at the FOR_ITER / SEND, as 3.11 does.
     */
    private static void finishIteration(ThreadTrace tt, PyFrame frame, FrameTrace st, int pc) {
        int at = st.pendingIterPc;
        PyObject iterator = st.pendingIterator;
        PyObject sent = st.pendingSent;
        PyObject returned = st.pendingIterReturn;
        st.dropIteration();
        if (pc != st.pendingIterTarget || st.fTrace == null) {
            return;
        }
        boolean raised;
        PyObject value = Py.None;
        if (st.pendingIterOp == Opcode.SEND && sent != null && sent != Py.None) {
            raised = true;
            value = iterator instanceof PyGenerator && returned != null ? returned : Py.None;
        } else if (iterator instanceof PyCoroutine) {
            // 3.11's SEND calls a coroutine's send(), which raises StopIteration whatever it returned
            raised = true;
            value = returned != null ? returned : Py.None;
        } else if (iterator instanceof PyGenerator) {
            raised = returned != null && returned != Py.None;
            value = raised ? returned : Py.None;
        } else {
            raised = iterator != null && (!iterator.type().builtin || PyAsyncGenerator.isAwaitableOfOne(iterator));
        }
        if (!raised) {
            return;
        }
        PyBaseException stop = PyBaseException.create(ExceptionTypes.StopIteration, value);
        int lasti = frame.lasti;
        frame.lasti = at;
        try {
            localEvent(tt, frame, st, TraceEvent.EXCEPTION, PyTuple.of(stop.type(), stop, Py.None));
        } finally {
            frame.lasti = lasti;
        }
    }

    // ---------------------------------------------------------------- profile (tool 6)

    /** The INSTRUCTION event of the profile side; DISABLE where it never needs to stop, as for tracing. */
    static PyObject profileInstruction(PyFrame frame, int pc) {
        ThreadTrace tt = ThreadTrace.current();
        CodeTraceInfo info = tt.info(frame);
        if (!info.stops.profile[pc]) {
            return Monitoring.DISABLE;
        }
        PyObject profile = tt.profileFunction;
        if (profile == null) {
            return null;
        }
        FrameTrace st = startsFresh(tt, frame, info, pc) ? tt.freshFrame(frame, info) : tt.frame(frame);
        if (pc < st.code.firstTraceable) {
            return null;
        }
        if (st.pendingCFunction != null) {
            cReturn(tt, frame, st, TraceEvent.C_RETURN);
            if (tt.profileFunction == null) {
                return null;
            }
        }
        int instr = Opcode.unmarked(frame.code.instructions[pc]);
        int op = Opcode.op(instr);
        if (op == Opcode.RESUME) {
            exposeGenerator(tt, frame);
            st.profileSuspended = false;
            call(tt, frame, st, tt.profileFunction, TraceEvent.CALL, Py.None, true);
            return null;
        }
        st.profileSuspended = false;
        switch (op) {
            case Opcode.CALL -> {
                PyObject fn = builtinCalled(frame, Opcode.arg(instr));
                if (fn != null) {
                    cCall(tt, frame, st, fn, pc);
                }
            }
            case Opcode.CALL_FUNCTION_EX -> {
                PyObject fn = frame.localsPlus[frame.sp() - 2 - (Opcode.arg(instr) & 1)];
                if (fn instanceof PyBuiltinFunction b && !isSlotWrapper(b.name, b.self)) {
                    cCall(tt, frame, st, fn, pc);
                }
            }
            case Opcode.RETURN_VALUE, Opcode.YIELD_VALUE -> {
                call(tt, frame, st, tt.profileFunction, TraceEvent.RETURN, frame.localsPlus[frame.sp() - 1], true);
                if (op == Opcode.YIELD_VALUE) {
                    st.profileSuspended = true;
                }
            }
            default -> {
                // no event of its own
            }
        }
        return null;
    }

    static void profileRaise(PyFrame frame, PyObject exc) {
        ThreadTrace tt = ThreadTrace.current();
        tt.exposeRunning(); // the frame is in a traceback now
        if (tt.profileFunction == null) {
            return;
        }
        FrameTrace st = tt.frame(frame);
        if (st.profileSuspended) {
            st.profileSuspended = false;
            call(tt, frame, st, tt.profileFunction, TraceEvent.CALL, Py.None, true);
        }
        if (st.pendingCFunction != null && tt.profileFunction != null) {
            PyObject fn = st.pendingCFunction;
            st.pendingCFunction = null;
            call(tt, frame, st, tt.profileFunction, TraceEvent.C_EXCEPTION, fn, true);
        }
    }

    /**
     * A generator or coroutine closed before it ever ran: 3.11 runs its frame with GeneratorExit raised at once, so
     * a trace function sees 'call', 'exception' and 'return', a profile function 'call' and 'return'.
     */
    static void closedUnstarted(PyFrame frame) {
        ThreadTrace tt = ThreadTrace.current();
        if (tt.traceFunction == null && tt.profileFunction == null) {
            return;
        }
        FrameEdge.run(frame, () -> {
            FrameTrace st = tt.frame(frame);
            if (tt.traceFunction != null) {
                callEvent(tt, frame, st);
            }
            if (tt.profileFunction != null) {
                call(tt, frame, st, tt.profileFunction, TraceEvent.CALL, Py.None, true);
            }
            if (st.fTrace != null && tt.traceFunction != null) {
                localEvent(tt, frame, st, TraceEvent.EXCEPTION,
                        exceptionArg(PyBaseException.create(ExceptionTypes.GeneratorExit, new PyObject[0])));
            }
            if (st.fTrace != null && tt.traceFunction != null) {
                localEvent(tt, frame, st, TraceEvent.RETURN, Py.None);
            }
            if (tt.profileFunction != null) {
                call(tt, frame, st, tt.profileFunction, TraceEvent.RETURN, Py.None, true);
            }
        });
    }

    /** As {@link #traceThrownIn}, for the profile function. */
    static void profileThrownIn(PyFrame frame) {
        ThreadTrace tt = ThreadTrace.current();
        if (tt.profileFunction != null) {
            tt.frame(frame).profileSuspended = true;
        }
    }

    static void profileUnwind(PyFrame frame) {
        ThreadTrace tt = ThreadTrace.current();
        tt.exposeRunning(); // the frame is in a traceback now
        if (tt.profileFunction == null) {
            return;
        }
        FrameTrace st = tt.frame(frame);
        st.profileSuspended = false;
        st.pendingCFunction = null;
        try {
            call(tt, frame, st, tt.profileFunction, TraceEvent.RETURN, Py.None, true);
        } catch (PyException e) {
            throw replacesUnwound(e, frame);
        }
    }

    /**
     * Delivers the profile side's c_return or c_exception still owed for the builtin the frame's last CALL ran.
     * 3.11 delivers it inside that call, so before any trace event that follows; the trace tool's callbacks
     * run before the profile tool's at one instruction (3.12's tool order), so the trace side settles it first.
     */
    private static void settleCCall(ThreadTrace tt, PyFrame frame, FrameTrace st, TraceEvent event) {
        if (st.pendingCFunction != null && tt.profileFunction != null) {
            cReturn(tt, frame, st, event);
        }
    }

    /**
     * The c_return (or c_exception) of the pending builtin, delivered at the next stop: the frame shows the
     * CALL's line meanwhile, as in 3.11, which delivers it from inside the call.
     */
    private static void cReturn(ThreadTrace tt, PyFrame frame, FrameTrace st, TraceEvent event) {
        PyObject fn = st.pendingCFunction;
        st.pendingCFunction = null;
        int lasti = frame.lasti;
        frame.lasti = st.pendingCPc;
        try {
            call(tt, frame, st, tt.profileFunction, event, fn, true);
        } finally {
            frame.lasti = lasti;
        }
    }

    private static void cCall(ThreadTrace tt, PyFrame frame, FrameTrace st, PyObject fn, int pc) {
        call(tt, frame, st, tt.profileFunction, TraceEvent.C_CALL, fn, true);
        if (tt.profileFunction != null) {
            st.pendingCFunction = fn;
            st.pendingCPc = pc;
        }
    }

    /**
     * The builtin a CALL with {@code nargs} arguments is about to run, as 3.11's profiler names it: a builtin
     * function, or a method descriptor bound to its first argument; null for anything else (guest functions,
     * types, bound guest methods).
     */
    static PyObject builtinCalled(PyFrame frame, int nargs) {
        PyObject[] s = frame.localsPlus;
        int base = frame.sp() - nargs - 2;
        PyObject callable;
        PyObject self = null;
        int total = nargs;
        if (s[base] == null) {
            callable = s[base + 1];
        } else {
            callable = s[base];
            self = s[base + 1];
            total++;
        }
        if (callable instanceof PyBuiltinFunction b) {
            return isSlotWrapper(b.name, b.self) ? null : callable;
        }
        if (callable instanceof PyMethodDescr d && total > 0) {
            PyObject first = self != null ? self : s[base + 2];
            return isSlotWrapper(d.name, first) ? null : d.get(first, first.type());
        }
        if (callable instanceof PyMethod m && m.isBuiltinClassMethod()) {
            return callable; // dict.fromkeys: a builtin bound to its class in 3.11
        }
        return null;
    }

    /**
     * The special methods of builtin types that 3.11 implements as slot wrappers (its profiler gives no c_call
     * for them: {@code super().__init__(...)}, {@code object.__setattr__(...)}), but for the few it also defines
     * as methods: {@code __getitem__} of lists and dicts, {@code __contains__} of dicts and sets.
     */
    private static final Set<String> SLOT_WRAPPERS = Set.of(
            "__abs__", "__add__", "__aiter__", "__anext__", "__and__", "__await__", "__bool__", "__call__", "__contains__", "__delattr__", "__delete__",
            "__delitem__", "__divmod__", "__eq__", "__float__", "__floordiv__", "__ge__", "__get__",
            "__getattribute__", "__getitem__", "__gt__", "__hash__", "__iadd__", "__iand__", "__imul__", "__index__",
            "__init__", "__int__", "__invert__", "__ior__", "__isub__", "__iter__", "__ixor__", "__le__", "__len__",
            "__lshift__", "__lt__", "__mod__", "__mul__", "__ne__", "__neg__", "__next__", "__or__", "__pos__",
            "__pow__", "__radd__", "__rand__", "__rdivmod__", "__repr__", "__rfloordiv__", "__rlshift__", "__rmod__",
            "__rmul__", "__ror__", "__rpow__", "__rrshift__", "__rshift__", "__rsub__", "__rtruediv__", "__rxor__",
            "__set__", "__setattr__", "__setitem__", "__str__", "__sub__", "__truediv__", "__xor__");

    private static boolean isSlotWrapper(String name, PyObject self) {
        if (!SLOT_WRAPPERS.contains(name)) {
            return false;
        }
        PyType t = self == null ? null : self.type();
        if (name.equals("__getitem__")) {
            return t == null || !(t.isSubtypeOf(PyList.TYPE) || t.isSubtypeOf(PyDict.TYPE));
        }
        if (name.equals("__contains__")) {
            return t == null || !(t.isSubtypeOf(PyDict.TYPE) || t.isSubtypeOf(PySet.TYPE)
                    || t.isSubtypeOf(PyFrozenSet.TYPE));
        }
        return true;
    }

    // ---------------------------------------------------------------- calling the guest functions

    private static PyObject call(ThreadTrace tt, PyFrame frame, FrameTrace st, PyObject fn, TraceEvent event,
                                 PyObject arg, boolean profile) {
        TraceEvent outerWhat = tt.what;
        PyFrame outerFrame = tt.tracing;
        tt.what = event;
        tt.tracing = frame;
        if (!tt.isBlind(fn) || MonitoringState.guestCallbacks) {
            tt.exposeRunning();
        }
        try {
            PyObject[] args = {frame, event.name, arg};
            // the usual trace functions by their exact (final) class: no interface type check on the way
            if (fn instanceof PyFunction f) {
                return f.call(args, null);
            }
            if (fn instanceof PyMethod m) {
                return m.call(args, null);
            }
            return Ops.call(fn, args, null);
        } catch (PyException e) {
            tt.exposeRunning(); // its traceback holds the function's frame, whose f_back is this one
            if (profile) {
                LegacyTracing.setProfile(tt, null);
            } else {
                LegacyTracing.setTrace(tt, null);
                st.fTrace = null;
            }
            if (event == TraceEvent.CALL) {
                // 3.11's traceback holds the frame twice when its 'call' event fails: here and where it is raised
                PyBaseException exc = e.value;
                PyTraceback next = exc.traceback instanceof PyTraceback t ? t : null;
                exc.traceback = new PyTraceback(next, frame, frame.lasti, frame.lineno());
            }
            throw e;
        } finally {
            tt.what = outerWhat;
            tt.tracing = outerFrame;
        }
    }

    private static PyObject exceptionArg(PyObject exc) {
        PyObject tb = exc instanceof PyBaseException e && e.traceback != null ? e.traceback : Py.None;
        return PyTuple.of(exc.type(), exc, tb);
    }
}
