package io.frameweave.instrumentation.tracing;

import io.frameweave.interpreter.bytecode.LineTable;
import io.frameweave.interpreter.bytecode.Opcode;
import io.frameweave.interpreter.bytecode.PyCode;

/**
 * The instructions of one code object at which legacy tracing must stop, decided once from the code: at every
 * other instruction the INSTRUCTION callback answers DISABLE on its first visit, so its mark goes and the loop
 * runs it at full speed from then on. CPython 3.11's events stay exact because what the dispatcher needs from
 * the skipped instructions can be inferred:
 * <ul>
 *   <li>An instruction that is neither a jump target nor an exception handler (not a <em>join</em>) is only ever
 *       reached by falling through from the one before it, so the "previous instruction" of 3.11's line rule is
 *       known statically there, and so is whether a 'line' event is due: it stops only when one is.</li>
 *   <li>At a join the previous instruction is whatever ran last in the frame, so every jump stops (recording
 *       itself), the instruction before a join stops when it falls through into it, and an exception records
 *       its raise site through the RAISE event (a bare re-raise, which has none, is an instruction that stops).</li>
 *   <li>Instructions with events or state of their own stop: RESUME ('call'), RETURN_VALUE and YIELD_VALUE
 *       ('return'), RERAISE and RAISE_VARARGS (the previous instruction after a re-raise), FOR_ITER and SEND
 *       (the StopIteration 3.11 reports when they end: they and their exit target).</li>
 * </ul>
 * The profile side stops at RESUME, RETURN_VALUE, YIELD_VALUE, the calls and the instruction after each call
 * (c_return). 'opcode' events need every instruction: see {@link LegacyTracing#everyInstruction}.
 */
final class TraceStops {
    /** Per instruction, whether the trace side must see it. */
    final boolean[] trace;
    /** Per instruction, whether the profile side must see it. */
    final boolean[] profile;
    /** Per instruction, whether it is a join: a jump target or an exception handler. */
    final boolean[] joins;

    TraceStops(PyCode code, int[] lines, int firstTraceable) {
        int[] ins = code.instructions;
        int n = ins.length;
        trace = new boolean[n];
        profile = new boolean[n];
        joins = new boolean[n];
        for (int pc = 0; pc < n; pc++) {
            int t = jumpTarget(ins[pc]);
            if (t >= 0 && t < n) {
                joins[t] = true;
            }
        }
        int[] table = code.exceptionTable;
        for (int i = 0; i + 4 < table.length; i += 5) {
            int t = table[i + 2];
            if (t >= 0 && t < n) {
                joins[t] = true;
            }
        }
        for (int pc = firstTraceable; pc < n; pc++) {
            int op = Opcode.op(ins[pc]);
            switch (op) {
                case Opcode.RESUME, Opcode.RETURN_VALUE, Opcode.YIELD_VALUE -> {
                    trace[pc] = true;
                    profile[pc] = true;
                }
                case Opcode.RERAISE, Opcode.RAISE_VARARGS -> trace[pc] = true;
                case Opcode.FOR_ITER, Opcode.SEND -> {
                    trace[pc] = true;
                    int t = Opcode.arg(ins[pc] & ~0x80);
                    if (t >= 0 && t < n) {
                        trace[t] = true;
                    }
                }
                case Opcode.CALL, Opcode.CALL_FUNCTION_EX -> {
                    profile[pc] = true;
                    if (pc + 1 < n) {
                        profile[pc + 1] = true;
                    }
                }
                default -> {
                    // only what the line rule needs, below
                }
            }
            if (jumpTarget(ins[pc]) >= 0) {
                trace[pc] = true;
            }
            if (joins[pc]) {
                trace[pc] |= lines[pc] != LineTable.NO_LINE;
                if (pc > 0 && fallsThrough(ins[pc - 1])) {
                    trace[pc - 1] = true;
                }
            } else if (pc > firstTraceable) {
                trace[pc] |= lineDueAfter(lines, firstTraceable, pc - 1, pc);
            }
        }
    }

    /** Whether instruction {@code pc}, reached from {@code prevPc} by falling through, gets a 'line' event. */
    static boolean lineDueAfter(int[] lines, int firstTraceable, int prevPc, int pc) {
        return LineRule.lineEventDue(lines, firstTraceable, prevPc, pc, Opcode.NOP);
    }

    private static int jumpTarget(int instruction) {
        int op = Opcode.op(instruction);
        return Opcode.has(op, Opcode.JUMP) ? Opcode.arg(instruction & ~0x80) : -1;
    }

    private static boolean fallsThrough(int instruction) {
        int op = Opcode.op(instruction);
        return !Opcode.has(op, Opcode.NO_FALLTHROUGH) && op != Opcode.RETURN_VALUE && op != Opcode.RAISE_VARARGS
                && op != Opcode.RERAISE && op != Opcode.RETURN_GENERATOR;
    }
}
