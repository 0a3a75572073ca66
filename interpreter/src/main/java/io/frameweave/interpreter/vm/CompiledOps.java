package io.frameweave.interpreter.vm;

import io.frameweave.interpreter.bytecode.Opcode;
import io.frameweave.interpreter.bytecode.PyCode;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyMethodDescr;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyType;

/**
 * The instructions compiled code does in one call because they take more than a line: each does what its
 * case in {@link DispatchLoop#dispatch} does (the loop calls those that are an opcode's {@link Helper} too), with
 * the stack pointer a constant of the compiled code ({@code sp} is the depth before the instruction). The JIT
 * inlines them, so the constants fold.
 */
final class CompiledOps {
    private CompiledOps() {}

    /**
     * CALL without keyword names, in both tiers: the result replaces the callable at {@code base}. A plain
     * function or a method LOAD_METHOD found (self and the arguments then lie in a row) with as many parameters as
     * it gets is called without parsing its arguments.
     */
    static void call(PyObject[] s, int base, int n) {
        PyObject r;
        PyObject first = s[base];
        if (first == null && s[base + 1] instanceof PyFunction fn && fn.fastArgCount == n) {
            r = fn.callExact(s, base + 2, n);
        } else if (first instanceof PyFunction fn && fn.fastArgCount == n + 1) {
            r = fn.callExact(s, base + 1, n + 1); // a method from LOAD_METHOD: self and the arguments lie in a row
        } else if (first == null && s[base + 1] instanceof PyType t) {
            r = callClass(s, base, n, t);
        } else {
            r = CallOps.call(s, base, n, null);
        }
        clearAbove(s, base, n);
        s[base] = r;
    }

    /**
     * CALL of a class {@code t} (in the callable's place, {@code base + 1}): for a class that makes its instances as
     * {@code type.__call__} does with {@code object.__new__} ({@link PyType#instantiatesPlainly}) and whose
     * {@code __init__} is a function taking exactly the instance and the arguments, the new instance takes the
     * class's place on the stack, so that it and the arguments lie in a row for {@code __init__}: no argument array,
     * no bound method. Anything else is the general call.
     */
    private static PyObject callClass(PyObject[] s, int base, int n, PyType t) {
        if (t.instantiatesPlainly() && t.lookupInit() instanceof PyFunction init && init.fastArgCount == n + 1) {
            PyObject instance = t.newPlainInstance();
            s[base + 1] = instance;
            return PyType.initialized(init.callExact(s, base + 1, n + 1), instance);
        }
        return CallOps.call(s, base, n, null);
    }

    /**
     * CALL of a function an optimizer knows (the value of a load it gave, {@link Speculation#knownCall}): called
     * with no check, as the optimizer drops this form before the function's code or defaults change.
     */
    static void callKnown(PyObject[] s, int base, int n, PyObject function) {
        PyObject r = ((PyFunction) function).callExact(s, base + 2, n);
        clearAbove(s, base, n);
        s[base] = r;
    }

    /**
     * CALL of a class an optimizer knows ({@link Speculation#knownClassCall}): a new instance as
     * {@code type.__call__} makes it, in the class's place on the stack, so that it and the arguments lie in a row
     * for {@code init}, the class's {@code __init__}, called with no check; the instance replaces the callable.
     */
    static void callKnownClass(PyObject[] s, int base, int n, PyObject type, PyObject init) {
        PyObject instance = ((PyType) type).newPlainInstance();
        s[base + 1] = instance;
        PyObject r = ((PyFunction) init).callExact(s, base + 1, n + 1);
        clearAbove(s, base, n);
        s[base] = PyType.initialized(r, instance);
    }

    /**
     * CALL of a builtin method an optimizer knows the LOAD_METHOD before it has always found
     * ({@link Speculation#knownBuiltinMethodCall}): when it found that very descriptor again (for self's type,
     * which the descriptor applies to), the descriptor, a constant of the compiled code, is called on self, so the
     * JIT binds its body in place of the VM's general call; else the call is the VM's.
     */
    static void callKnownBuiltinMethod(PyObject[] s, int base, int n, PyObject method) {
        if (s[base] != method) {
            call(s, base, n);
            return;
        }
        PyObject[] args = new PyObject[n];
        System.arraycopy(s, base + 2, args, 0, n);
        PyObject r = ((PyMethodDescr) method).callBound(s[base + 1], args, null);
        clearAbove(s, base, n);
        s[base] = r;
    }

    /** The instance a known class call ({@link Speculation#knownClassCall}) that enters directly makes first. */
    static PyObject newInstance(PyObject type) {
        return ((PyType) type).newPlainInstance();
    }

    /**
     * The start of a known call that enters the callee's compiled form {@code form} directly
     * ({@link Speculation#enterDirectly}): the callee's frame with {@code localsPlus} (made by the caller for the
     * code that holds {@code form}, the arguments in place), entered ({@link Interpreter#enterDirectly}), for the
     * caller to run {@code form} on; or null, and the caller calls as a known call does (through
     * {@link Interpreter#execute}), when the callee's code no longer holds the form or a thread waits for the
     * interpreter lock (which a frame's entry would let go of).
     */
    static PyFrame enterDirect(PyObject[] localsPlus, PyObject function, CompiledCode form) {
        PyFunction fn = (PyFunction) function;
        PyCode code = fn.code;
        if (code.compiled != form || GIL.dropRequest) {
            return null;
        }
        // localsPlus was made for the code that holds form
        PyFrame frame = new PyFrame(code, localsPlus, fn.globals, fn.builtins, null, fn, fn.closure, fn.caches);
        Interpreter.enterDirectly(frame);
        return frame;
    }

    /**
     * A known call whose direct entry said no, through {@link Interpreter#execute}: {@code localsPlus} holds its
     * arguments, and becomes the frame's when it is of the size the function's code needs now.
     */
    static PyObject callKnownWith(PyObject[] localsPlus, int n, PyObject function) {
        PyFunction fn = (PyFunction) function;
        PyCode code = fn.code;
        if (localsPlus.length != PyFrame.size(code)) {
            return fn.callExact(localsPlus, 0, n);
        }
        return Interpreter.execute(new PyFrame(code, localsPlus, fn.globals, fn.builtins, null, fn, fn.closure,
                fn.caches));
    }

    /** The end of a direct call whose form returned {@code r}: the call's value ({@link Interpreter#leaveDirectly}). */
    static PyObject leftDirect(PyObject r, PyFrame frame) {
        return Interpreter.leaveDirectly(frame, r);
    }

    /** The end of a direct call whose form raised {@code t}: the frame's handler takes it, or it leaves the frame. */
    static PyObject raisedDirect(Throwable t, PyFrame frame) {
        return Interpreter.raisedDirectly(frame, t);
    }

    /** CALL after KW_NAMES. */
    static void callWithKeywords(PyObject[] s, int base, int n, String[] kwnames) {
        PyObject r = CallOps.call(s, base, n, kwnames);
        clearAbove(s, base, n);
        s[base] = r;
    }

    private static void clearAbove(PyObject[] s, int base, int n) {
        for (int i = base + n + 1; i > base; i--) {
            s[i] = null;
        }
    }

    /** Whether POP_JUMP_IF_FALSE jumps for {@code v}. */
    static boolean isFalse(PyObject v) {
        return v == Py.False || (v != Py.True && !NumberOps.isTrue(v));
    }

    /** Whether POP_JUMP_IF_TRUE jumps for {@code v}. */
    static boolean isTrue(PyObject v) {
        return v == Py.True || (v != Py.False && NumberOps.isTrue(v));
    }

    static PyObject not(PyObject v) {
        return NumberOps.isTrue(v) ? Py.False : Py.True;
    }

    static PyObject is(PyObject a, PyObject b, int invert) {
        return (a == b) != (invert != 0) ? Py.True : Py.False;
    }

    static PyObject contains(PyObject item, PyObject container, int invert) {
        return Ops.contains(container, item) != (invert != 0) ? Py.True : Py.False;
    }

    static void makeCell(PyObject[] s, int slot) {
        s[slot] = new PyCell(s[slot]);
    }

    static void copyFreeVars(PyFrame frame, int n) {
        System.arraycopy(frame.closure, 0, frame.localsPlus, frame.code.nLocalsPlus - n, n);
    }

    /**
     * The instruction fetch of an instruction that was marked for instrumentation when {@code self} was
     * compiled: if it still is, the fetch probe runs as in the dispatch loop. Returns null to go on with the
     * instruction, or what the compiled code returns instead: {@link CompiledCode#LEAVE} when the probe moved
     * the frame (a debugger's jump; the probe then returns a NOP), {@link CompiledCode#LEAVE_FETCHED} when a
     * callback changed the instructions (say, switched on opcode events for this very frame), so that the
     * dispatch loop runs this instruction and sees the new marks from the next one on. An instruction that is
     * no longer marked (the compiled code looked at the mark just before; a tool disabled its event there since)
     * goes on at once.
     */
    static PyObject fetchMarked(PyFrame frame, int pc, int sp, CompiledCode self) {
        int instr = frame.code.instructions[pc];
        if (!Opcode.isMarked(instr)) {
            return null;
        }
        frame.pc = pc + 1;
        frame.sp = sp;
        int r = InstructionFetch.instrumented(frame, pc, instr);
        if (r != Opcode.unmarked(instr) || frame.pc != pc + 1 || frame.sp != sp) {
            return CompiledCode.LEAVE;
        }
        if (frame.code.compiled != self) {
            frame.pc = pc;
            return CompiledCode.LEAVE_FETCHED;
        }
        return null;
    }

    /** YIELD_VALUE: saves where the frame resumes and returns the value yielded. */
    static PyObject yieldValue(PyFrame frame, int resumePc, int sp) {
        PyObject[] s = frame.localsPlus;
        PyObject v = s[sp - 1];
        s[sp - 1] = null;
        frame.pc = resumePc;
        frame.sp = sp - 1;
        frame.suspended = true;
        return v;
    }

    /** RETURN_VALUE: the frame is done; returns {@code v}, the value it returns. */
    static PyObject returnValue(PyFrame frame, PyObject v) {
        frame.suspended = false;
        return v;
    }
}
