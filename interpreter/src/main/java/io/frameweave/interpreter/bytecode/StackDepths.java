package io.frameweave.interpreter.bytecode;

import java.util.ArrayDeque;

/**
 * The value-stack depth before each instruction of a code object, found by following every normal and
 * exceptional edge from the start. Python bytecode gives each instruction one depth whichever way it is
 * reached; code that breaks that rule, or whose depth leaves {@code [0, stackSize]}, gets no depths.
 * Instructions marked for instrumentation count as the instructions they mark.
 */
public final class StackDepths {
    private StackDepths() {}

    /**
     * The depth (relative to the stack base) before each instruction, -1 for unreachable ones; null when
     * the instructions are inconsistent.
     */
    public static int[] of(PyCode code) {
        int[] ins = code.instructions;
        int[] depth = new int[ins.length];
        java.util.Arrays.fill(depth, -1);
        ArrayDeque<Integer> work = new ArrayDeque<>();
        if (!reach(depth, work, 0, 0, code)) {
            return null;
        }
        int[] table = code.exceptionTable;
        if (table != null) {
            for (int e = 0; e < table.length; e += ExceptionTable.ENTRY_SIZE) {
                int d = table[e + ExceptionTable.DEPTH] + table[e + ExceptionTable.PUSH_LASTI] + 1;
                if (!reach(depth, work, table[e + ExceptionTable.TARGET], d, code)) {
                    return null;
                }
            }
        }
        while (!work.isEmpty()) {
            int pc = work.poll();
            int instr = ins[pc];
            int op = Opcode.op(instr);
            int arg = Opcode.arg(instr);
            int d = depth[pc];
            if (Opcode.has(op, Opcode.JUMP) && !reach(depth, work, arg, d + Opcode.stackEffect(op, arg, true), code)) {
                return null;
            }
            if (Opcode.fallsThrough(op)) {
                // a new generator's first resume pushes the value sent, which the next instruction pops
                int next = d + (op == Opcode.RETURN_GENERATOR ? 1 : Opcode.stackEffect(op, arg, false));
                if (!reach(depth, work, pc + 1, next, code)) {
                    return null;
                }
            }
        }
        return depth;
    }

    private static boolean reach(int[] depth, ArrayDeque<Integer> work, int pc, int d, PyCode code) {
        if (pc < 0 || pc >= depth.length || d < 0 || d > code.stackSize + 1) { // the frame has one slot spare
            return false;
        }
        if (depth[pc] < 0) {
            depth[pc] = d;
            work.add(pc);
            return true;
        }
        return depth[pc] == d;
    }
}
