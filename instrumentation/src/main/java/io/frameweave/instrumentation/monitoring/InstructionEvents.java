package io.frameweave.instrumentation.monitoring;

import io.frameweave.interpreter.bytecode.Opcode;
import io.frameweave.interpreter.runtime.ExceptionTypes;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBaseException;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyMethod;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyTuple;
import io.frameweave.interpreter.vm.PyFrame;
import io.frameweave.interpreter.vm.PyFunction;
import io.frameweave.interpreter.vm.PyGenerator;

/**
 * The fetch probe's work for one marked instruction, in CPython 3.12's order: first what the instruction
 * executed before it left pending (C_RETURN, STOP_ITERATION, BRANCH), then LINE, INSTRUCTION, and the
 * instruction's own event. When a callback moves the frame ({@code frame.moveTo}, a debugger's jump), the
 * instruction is not executed: the probe returns a NOP and the loop goes on where the frame was moved to,
 * without a LINE event for the line it lands on.
 */
final class InstructionEvents {
    private static final int NOP = Opcode.encode(Opcode.NOP, 0);

    private InstructionEvents() {}

    static int fetch(PyFrame frame, int pc, int instruction) {
        int original = Opcode.unmarked(instruction);
        ThreadMonitor tm = ThreadMonitor.current();
        if (tm.swapExc != null) {
            swapException(tm, frame, pc);
        }
        if (tm.tracing) {
            return original;
        }
        FrameSlot slot = tm.slot(frame);
        CodeInstrumentation ci = slot.code;
        if (slot.pendingKind != 0) {
            firePending(tm, slot, frame, ci, pc);
            if (moved(frame, pc)) {
                return moved(slot, ci, frame);
            }
        }
        // one read of the global events per fetch (a change is seen at the next one)
        int events = MonitoringState.globalUnion | ci.localUnion();
        int op = Opcode.op(original);
        if (op == Opcode.RESUME) {
            slot.lastLine = -1;
        } else {
            int line = ci.lines(frame.code)[pc];
            if (line >= 0) {
                byte rule = ci.lineRule(pc);
                boolean fires = rule == LineStarts.ALWAYS || (rule == LineStarts.DYNAMIC && line != slot.lastLine);
                slot.lastLine = line;
                if (fires && (events & Monitoring.LINE) != 0
                        && fireMoved(tm, Monitoring.LINE, frame, ci, pc, line)) {
                    return moved(slot, ci, frame);
                }
            }
        }
        if ((events & Monitoring.INSTRUCTION) != 0 && instruction(tm, frame, ci, pc, op)) {
            return moved(slot, ci, frame);
        }
        int own = ci.eventAt(pc, original);
        if (own != 0 || Opcode.has(op, Opcode.ITERATES)) {
            ownEvent(tm, slot, frame, ci, pc, original, own);
            if (moved(frame, pc)) {
                return moved(slot, ci, frame);
            }
        }
        return original;
    }

    /**
     * INSTRUCTION; whether a callback moved the frame. The tools get it for the instructions CPython 3.12 has
     * ({@link CodeInstrumentation#isInstruction}); the legacy tracers, which make 3.11's 'opcode' events of them,
     * get every instruction.
     */
    private static boolean instruction(ThreadMonitor tm, PyFrame frame, CodeInstrumentation ci, int pc, int op) {
        if (ci.isInstruction(frame.code, pc, op)) {
            return fireMoved(tm, Monitoring.INSTRUCTION, frame, ci, pc, 2 * pc);
        }
        EventDispatch.fireLegacy(tm, Monitoring.INSTRUCTION, frame, ci, pc, 2 * pc);
        return moved(frame, pc);
    }

    /** Fires an event without arguments (LINE, INSTRUCTION); whether a callback moved the frame. */
    private static boolean fireMoved(ThreadMonitor tm, int event, PyFrame frame, CodeInstrumentation ci, int pc,
                                     int where) {
        EventDispatch.fire(tm, event, frame, ci, pc, where, null, null);
        return moved(frame, pc);
    }

    /**
     * At the first fetch of the handler a replacement exception goes to (see {@link Probes#handled}): puts it
     * where the loop pushed the original one, and releases the handler's one-shot mark.
     */
    private static void swapException(ThreadMonitor tm, PyFrame frame, int pc) {
        if (tm.swapFrame != frame || tm.swapPc != pc) {
            return;
        }
        frame.localsPlus[frame.sp() - 1] = tm.swapExc;
        tm.swapExc = null;
        tm.swapFrame = null;
        tm.data(frame.code).unforce(frame.code, pc);
    }

    /** Whether a callback moved the frame away from the instruction at {@code pc} (to anywhere, pc + 1 included). */
    private static boolean moved(PyFrame frame, int pc) {
        return frame.pc() != pc + 1 || frame.lasti != pc;
    }

    private static int moved(FrameSlot slot, CodeInstrumentation ci, PyFrame frame) {
        slot.clearPending();
        int to = frame.pc();
        int[] lines = ci.lines(frame.code);
        if (to >= 0 && to < lines.length && lines[to] >= 0) {
            slot.lastLine = lines[to];
        }
        return NOP;
    }

    private static void ownEvent(ThreadMonitor tm, FrameSlot slot, PyFrame frame, CodeInstrumentation ci, int pc,
                                 int instruction, int event) {
        PyObject[] s = frame.localsPlus;
        int sp = frame.sp();
        int arg = Opcode.arg(instruction);
        int op = Opcode.op(instruction);
        switch (event) {
            case Monitoring.PY_START, Monitoring.PY_RESUME ->
                    EventDispatch.fire(tm, event, frame, ci, pc, 2 * pc, null, null);
            case Monitoring.PY_RETURN, Monitoring.PY_YIELD ->
                    EventDispatch.fire(tm, event, frame, ci, pc, 2 * pc, s[sp - 1], null);
            case Monitoring.JUMP -> {
                if (ci.leavesHandler(pc)) {
                    pend(slot, FrameSlot.PENDING_JUMP, pc); // its destination is wherever it falls through to
                } else {
                    EventDispatch.fire(tm, event, frame, ci, pc, 2 * pc, PyInt.of(2L * arg), null);
                }
            }
            case Monitoring.CALL -> call(tm, slot, frame, ci, pc, op, arg, s, sp);
            case Monitoring.BRANCH -> {
                if (EventDispatch.wanted(Monitoring.BRANCH, ci)) {
                    pend(slot, FrameSlot.PENDING_BRANCH, pc);
                }
                if (op == Opcode.FOR_ITER && s[sp - 1] instanceof PyGenerator g && !g.isFinished()) {
                    stopIteration(slot, ci, pc, g);
                }
            }
            case Monitoring.RERAISE -> {
                PyObject exc = op == Opcode.RERAISE ? s[sp - 1] : tm.threadState().topmostHandled();
                if (exc instanceof PyBaseException && (MonitoringState.globalUnion & Monitoring.RERAISE) != 0) {
                    EventDispatch.fire(tm, event, frame, null, pc, 2 * pc, exc, null);
                }
            }
            default -> {
            }
        }
        if (op == Opcode.SEND && sp - 2 >= frame.stackBase() && s[sp - 2] instanceof PyGenerator g
                && !g.isFinished()) {
            stopIteration(slot, ci, pc, g);
        }
    }

    /**
     * A FOR_ITER or SEND over generator {@code g}: when {@code g} returns there instead of yielding, the exit
     * fires STOP_ITERATION with the StopIteration its return would raise (CPython 3.12 elides that exception and
     * fires the event, for generators only; other iterators that stop by raising StopIteration give RAISE).
     */
    private static void stopIteration(FrameSlot slot, CodeInstrumentation ci, int pc, PyGenerator g) {
        if (EventDispatch.wanted(Monitoring.STOP_ITERATION, ci)) {
            pend(slot, FrameSlot.PENDING_STOP_ITERATION, pc);
            slot.pendingIterator = g;
            slot.pendingIteratorFrame = g.frame(); // null once it finished
        }
    }

    private static void pend(FrameSlot slot, int kind, int pc) {
        if (slot.pendingKind != 0 && slot.pendingPc != pc) {
            slot.clearPending();
        }
        slot.pendingKind |= kind;
        slot.pendingPc = pc;
    }

    private static void call(ThreadMonitor tm, FrameSlot slot, PyFrame frame, CodeInstrumentation ci, int pc,
                             int op, int arg, PyObject[] s, int sp) {
        if (!EventDispatch.wanted(Monitoring.CALL, ci)) {
            return; // no tool has CALL, so none is owed a C_RETURN either (legacy profiling stops here for itself)
        }
        PyObject callable;
        PyObject arg0;
        boolean method = false;
        if (op == Opcode.CALL) {
            method = s[sp - arg - 2] != null;
            int total = arg + (method ? 1 : 0);
            callable = s[sp - total - 1];
            arg0 = total == 0 ? Monitoring.MISSING : s[sp - total];
        } else {
            int kw = arg & 1;
            callable = s[sp - 2 - kw];
            PyObject args = s[sp - 1 - kw];
            arg0 = args instanceof PyTuple t && t.items.length > 0 ? t.items[0] : Monitoring.MISSING;
        }
        EventDispatch.fire(tm, Monitoring.CALL, frame, ci, pc, 2 * pc, callable, arg0);
        PyObject target = callable;
        PyObject first = arg0;
        if (!method && callable instanceof PyMethod m && !m.isBuiltinClassMethod()) {
            // CPython's CALL unpacks a method object and gives C_RETURN its function and receiver; a builtin class
            // method is no method object there
            target = m.function;
            first = m.self;
        }
        if (!(target instanceof PyFunction) && cReturnWanted(ci)) {
            pend(slot, FrameSlot.PENDING_C_RETURN, pc);
            slot.pendingCallable = target;
            slot.pendingArg0 = first;
        }
    }

    private static boolean cReturnWanted(CodeInstrumentation ci) {
        for (int t = 0; t < Monitoring.TOOL_IDS; t++) {
            if (((MonitoringState.globalEvents[t] | ci.localEvents(t)) & Monitoring.CALL) != 0
                    && MonitoringState.wantsCReturn(t)) {
                return true;
            }
        }
        return false;
    }

    private static void firePending(ThreadMonitor tm, FrameSlot slot, PyFrame frame, CodeInstrumentation ci,
                                    int pc) {
        int kind = slot.pendingKind;
        int from = slot.pendingPc;
        PyObject callable = slot.pendingCallable;
        PyObject arg0 = slot.pendingArg0;
        PyGenerator iterator = slot.pendingIterator;
        PyObject iteratorExit = slot.pendingIteratorExit;
        slot.clearPending();
        int target = Opcode.arg(frame.code.instructions[from]);
        if ((kind & FrameSlot.PENDING_C_RETURN) != 0 && pc == from + 1) {
            EventDispatch.fire(tm, Monitoring.C_RETURN, frame, ci, from, 2 * from, callable, arg0);
        }
        if ((kind & FrameSlot.PENDING_STOP_ITERATION) != 0 && pc == target && iterator != null
                && iterator.isFinished() && iteratorExit != null) {
            // it returned (a raise would not get here): the StopIteration(value) its return stands for
            PyObject value = iteratorExit;
            PyBaseException stop = value == null || value == Py.None
                    ? PyBaseException.create(ExceptionTypes.StopIteration, new PyObject[0])
                    : PyBaseException.create(ExceptionTypes.StopIteration, value);
            EventDispatch.fire(tm, Monitoring.STOP_ITERATION, frame, ci, from, 2 * from, stop, null);
        }
        if ((kind & FrameSlot.PENDING_JUMP) != 0 && pc == from + 1) {
            EventDispatch.fire(tm, Monitoring.JUMP, frame, ci, from, 2 * from, PyInt.of(2L * pc), null);
        }
        if ((kind & FrameSlot.PENDING_BRANCH) != 0 && (pc == from + 1 || pc == target)) {
            EventDispatch.fire(tm, Monitoring.BRANCH, frame, ci, from, 2 * from, PyInt.of(2L * pc), null);
        }
    }

    /** C_RAISE for a C call that raised (its instruction is the frame's lasti); drops anything pending. */
    static void raisedFromCall(ThreadMonitor tm, FrameSlot slot, PyFrame frame, PyBaseException exc) {
        int kind = slot.pendingKind;
        int from = slot.pendingPc;
        PyObject callable = slot.pendingCallable;
        PyObject arg0 = slot.pendingArg0;
        slot.clearPending();
        if ((kind & FrameSlot.PENDING_C_RETURN) != 0 && frame.lasti == from) {
            EventDispatch.fire(tm, Monitoring.C_RAISE, frame, slot.code, from, 2 * from, callable, arg0);
        }
    }
}
