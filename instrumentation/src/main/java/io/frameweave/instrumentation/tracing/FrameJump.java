package io.frameweave.instrumentation.tracing;

import io.frameweave.interpreter.bytecode.PyCode;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.vm.PyFrame;
import io.frameweave.interpreter.vm.ThreadState;

/**
 * Assignment to {@code frame.f_lineno} from a line trace function: a debugger's jump, with CPython 3.11's rules
 * and messages. The target is the first line at or after the one asked for that starts code; among that line's
 * starting instructions the one whose stack kinds ({@link StackKinds}) are compatible with the frame's current
 * stack and deepest wins; the surplus stack entries are popped (an exception being handled is restored as the
 * handled one when its entry goes), and the frame continues there.
 *
 * <p>How the frame moves: during the line event the frame is stopped in an instruction fetch, so the jump sets
 * {@code frame.moveTo(target, newSp)} (which also sets {@code frame.lasti}); the fetch probe then skips the
 * instruction it was fetching and the loop continues at the target. The target's own fetch gives no line
 * event ({@link FrameTrace#landedAt}), as CPython re-dispatches the new instruction without tracing it.
 */
final class FrameJump {
    private FrameJump() {}

    /** Checks and performs {@code frame.f_lineno = value}; throws the guest ValueError when refused. */
    static void assign(PyFrame frame, PyObject value) {
        if (value == null) {
            throw Py.AttributeError("cannot delete attribute");
        }
        if (value.type() != PyInt.TYPE || !(value instanceof PyInt requested)) {
            throw Py.ValueError("lineno must be an integer");
        }
        ThreadTrace tt = ThreadTrace.current();
        switch (tt.what) {
            case LINE -> {
                // the one event a jump may come from
            }
            case CALL -> throw Py.ValueError("can't jump from the 'call' trace event of a new frame");
            default -> throw Py.ValueError("can only jump from a 'line' trace event");
        }
        FrameTrace st = FrameTraceTable.find(frame);
        if (st == null || st.fTrace == null) {
            throw Py.ValueError("f_lineno can only be set by a trace function");
        }
        if (tt.tracing != frame) {
            // only the frame stopped in its line event can be moved
            throw Py.ValueError("can only jump from a 'line' trace event");
        }
        if (requested.big != null || requested.value > Integer.MAX_VALUE || requested.value < Integer.MIN_VALUE) {
            throw Py.ValueError("lineno out of range");
        }
        st.jumpedTo = moveToLine(frame, (int) requested.value);
    }

    /**
     * Moves {@code frame}, stopped at the start of instruction {@code frame.lasti} on its own thread (in a line
     * event), to the line {@code asked} by the rules above; returns the instruction it continues at. Throws the
     * guest ValueError with CPython's message when the jump is refused, and then leaves the frame as it was.
     */
    static int moveToLine(PyFrame frame, int asked) {
        Plan plan = plan(frame, asked);
        int sp = popTo(frame, plan.fromStack, plan.toStack);
        frame.moveTo(plan.target, sp);
        return plan.target;
    }

    /** The line a jump of {@code frame} to {@code asked} would land on; throws ValueError when refused. */
    static int landingLine(PyFrame frame, int asked) {
        return plan(frame, asked).line;
    }

    private record Plan(int line, int target, long fromStack, long toStack) {}

    private static Plan plan(PyFrame frame, int asked) {
        PyCode code = frame.code;
        if (asked < code.firstLineno) {
            throw Py.ValueError("line " + asked + " comes before the current code block");
        }
        CodeTraceInfo info = CodeTraceInfo.of(code);
        int[] starts = lineStarts(info.lines);
        int line = firstLineNotBefore(starts, asked);
        if (line < 0) {
            throw Py.ValueError("line " + asked + " comes after the current code block");
        }
        long[] stacks = info.stacks(code);
        int target = chooseTarget(starts, stacks, line, stacks[frame.lasti]);
        return new Plan(line, target, stacks[frame.lasti], stacks[target]);
    }

    /**
     * The instruction to jump to: among those starting {@code line}, the compatible one with the greatest stack;
     * throws ValueError with CPython's explanation when none is compatible.
     */
    static int chooseTarget(int[] starts, long[] stacks, int line, long startStack) {
        long bestStack = StackKinds.OVERFLOWED;
        int bestAddr = -1;
        int err = -1;
        String msg = "cannot find bytecode for specified line";
        for (int i = 0; i < starts.length; i++) {
            if (starts[i] != line) {
                continue;
            }
            long targetStack = stacks[i];
            if (StackKinds.compatible(startStack, targetStack)) {
                err = 0;
                if (targetStack > bestStack) {
                    bestStack = targetStack;
                    bestAddr = i;
                }
            } else if (err < 0) {
                if (startStack == StackKinds.OVERFLOWED) {
                    msg = "stack to deep to analyze";
                } else if (startStack == StackKinds.UNINITIALIZED) {
                    msg = "can't jump from unreachable code";
                } else {
                    msg = StackKinds.explainIncompatible(targetStack);
                    err = 1;
                }
            }
        }
        if (err != 0) {
            throw Py.ValueError(msg);
        }
        return bestAddr;
    }

    /** Per instruction, the line it starts (its line differs from the last line seen before it), else -1. */
    static int[] lineStarts(int[] lines) {
        int[] starts = new int[lines.length];
        int last = -1;
        for (int i = 0; i < lines.length; i++) {
            starts[i] = -1;
            if (lines[i] != -1 && lines[i] != last) {
                starts[i] = lines[i];
                last = lines[i];
            }
        }
        return starts;
    }

    /** The smallest starting line not before {@code line}, or -1. */
    static int firstLineNotBefore(int[] starts, int line) {
        int best = Integer.MAX_VALUE;
        for (int s : starts) {
            if (s >= line && s < best) {
                best = s;
            }
        }
        return best == Integer.MAX_VALUE ? -1 : best;
    }

    /**
     * Pops the frame's stack from {@code from} down to {@code to}; popping an exception entry makes it the
     * handled exception (as CPython, so leaving an except block restores the previous one). Returns the new sp.
     */
    private static int popTo(PyFrame frame, long from, long to) {
        int sp = frame.sp();
        PyObject[] s = frame.localsPlus;
        ThreadState ts = ThreadState.current();
        while (from > to) {
            PyObject v = s[--sp];
            s[sp] = null;
            if (StackKinds.top(from) == StackKinds.EXCEPT) {
                ts.handled = v == null || v == Py.None ? null : v;
            }
            from = StackKinds.pop(from);
        }
        return sp;
    }
}
