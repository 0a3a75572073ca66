package io.frameweave.instrumentation.monitoring;

import io.frameweave.interpreter.bytecode.ExceptionTable;
import io.frameweave.interpreter.bytecode.Opcode;
import io.frameweave.interpreter.bytecode.PyCode;

/**
 * Which instructions of a code object may start a LINE event, as CPython 3.12 decides: from the first RESUME
 * on, an instruction whose line differs from the instruction before it (RESUME neither starts nor ends a
 * line), every jump target, and every exception handler.
 * At run time a candidate fires only when its line differs from the line of the instruction executed before it
 * in the frame, or that instruction was the frame's RESUME.
 *
 * <p>{@link #rules} decides that statically where it can, from the instructions that may execute just before
 * a candidate (the one before it when it falls through, the jumps to it): {@link #ALWAYS} when none of them
 * is on its line (or the one before is RESUME), {@link #NEVER} when all are, {@link #DYNAMIC} otherwise (an
 * exception handler, a mix), where the probe compares with the line it saw last in the frame. So a location
 * switched off by DISABLE, whose probe no longer records its line, seldom misleads its neighbours.
 */
final class LineStarts {
    private LineStarts() {}

    static boolean[] of(PyCode code, int[] lines) {
        int[] ins = code.instructions;
        int n = ins.length;
        boolean[] start = new boolean[n];
        int first = 0;
        while (first < n && op(ins[first]) != Opcode.RESUME) {
            first++;
        }
        if (first == n) {
            first = 0;
        }
        int current = -1;
        for (int pc = first; pc < n; pc++) {
            int op = op(ins[pc]);
            if (op == Opcode.RESUME) {
                continue;
            }
            int line = lines[pc];
            if (line != current && line >= 0) {
                start[pc] = true;
            }
            current = line;
        }
        for (int pc = first; pc < n; pc++) {
            int t = jumpTarget(ins[pc]);
            if (t >= 0 && t < n && lines[t] >= 0) {
                start[t] = true;
            }
        }
        int[] table = code.exceptionTable;
        for (int i = 0; i + ExceptionTable.ENTRY_SIZE <= table.length; i += ExceptionTable.ENTRY_SIZE) {
            int t = table[i + ExceptionTable.TARGET];
            if (t >= 0 && t < n && lines[t] >= 0) {
                start[t] = true;
            }
        }
        return start;
    }

    static final byte NOT_A_START = 0;
    static final byte ALWAYS = 1;
    static final byte NEVER = 2;
    static final byte DYNAMIC = 3;

    /** The LINE rule of each instruction (see the class comment). */
    static byte[] rules(PyCode code, int[] lines, boolean[] start, int[][] sources) {
        int[] ins = code.instructions;
        int n = ins.length;
        byte[] rule = new byte[n];
        boolean[] handler = new boolean[n];
        int[] table = code.exceptionTable;
        for (int i = 0; i + ExceptionTable.ENTRY_SIZE <= table.length; i += ExceptionTable.ENTRY_SIZE) {
            int t = table[i + ExceptionTable.TARGET];
            if (t >= 0 && t < n) {
                handler[t] = true;
            }
        }
        for (int pc = 0; pc < n; pc++) {
            if (!start[pc]) {
                continue;
            }
            int line = lines[pc];
            boolean same = false;
            boolean different = handler[pc];
            if (pc > 0 && fallsThrough(ins[pc - 1])) {
                if (op(ins[pc - 1]) == Opcode.RESUME) {
                    rule[pc] = ALWAYS;
                    continue;
                }
                int prev = lines[pc - 1];
                if (prev < 0) {
                    different = same = true;
                } else if (prev == line) {
                    same = true;
                } else {
                    different = true;
                }
            }
            if (sources[pc] != null) {
                for (int s : sources[pc]) {
                    if (lines[s] == line) {
                        same = true;
                    } else {
                        different = true;
                    }
                }
            }
            if (handler[pc]) {
                rule[pc] = DYNAMIC;
            } else if (!same) {
                rule[pc] = ALWAYS;
            } else {
                rule[pc] = different ? DYNAMIC : NEVER;
            }
        }
        return rule;
    }

    /** Whether control goes on to the next instruction without leaving the frame (a suspension leaves it). */
    private static boolean fallsThrough(int instruction) {
        int op = op(instruction);
        return Opcode.fallsThrough(op) && !Opcode.has(op, Opcode.SUSPENDS);
    }

    /** The jump target of an instruction (absolute index), or -1 when it does not jump. */
    static int jumpTarget(int instruction) {
        return Opcode.jumpTarget(instruction);
    }

    static int op(int instruction) {
        return instruction & 0x7F;
    }
}
