package io.frameweave.instrumentation.monitoring;

import io.frameweave.interpreter.bytecode.ExceptionTable;
import io.frameweave.interpreter.bytecode.Opcode;
import io.frameweave.interpreter.bytecode.PyCode;

/**
 * Where CPython 3.12's JUMP events differ from a jump in frameweave's (3.11-shaped) bytecode. 3.11 puts an
 * exception handler right after the block it guards, so the block's normal way out jumps over it
 * ({@code JUMP_FORWARD}), and a handler whose last instruction is not a jump (a {@code with} that swallowed the
 * exception) falls through to the code after it. 3.12 moves handlers out of line: the normal way out falls
 * through and the handler jumps back. So a JUMP_FORWARD over a handler fires no JUMP, and the last
 * instruction of the skipped handler, when execution falls from it to the jump's target, fires one.
 */
final class HandlerJumps {
    /** A JUMP_FORWARD whose next instruction begins an exception handler: no JUMP event. */
    static final byte SKIPS_HANDLER = 1;
    /** The last instruction before such a jump's target, which falls through to it: a JUMP event. */
    static final byte LEAVES_HANDLER = 2;

    private HandlerJumps() {}

    /** The kind of each instruction of {@code code} (0 for most), or null when no instruction has one. */
    static byte[] of(PyCode code) {
        int[] table = code.exceptionTable;
        if (table == null || table.length == 0) {
            return null;
        }
        int[] ins = code.instructions;
        boolean[] handler = new boolean[ins.length + 1];
        for (int e = 0; e < table.length; e += ExceptionTable.ENTRY_SIZE) {
            handler[table[e + ExceptionTable.TARGET]] = true;
        }
        byte[] kinds = null;
        for (int pc = 0; pc + 1 < ins.length; pc++) {
            int instr = Opcode.unmarked(ins[pc]);
            if (Opcode.op(instr) != Opcode.JUMP_FORWARD || !handler[pc + 1]) {
                continue;
            }
            if (kinds == null) {
                kinds = new byte[ins.length];
            }
            kinds[pc] = SKIPS_HANDLER;
            int last = LineStarts.jumpTarget(instr) - 1;
            if (last > pc && fallsThrough(Opcode.unmarked(ins[last]))) {
                kinds[last] = LEAVES_HANDLER;
            }
        }
        return kinds;
    }

    /** Whether a handler's last instruction falls out of it with no event of its own (CPython's JUMP is owed). */
    private static boolean fallsThrough(int instr) {
        return Opcode.fallsThrough(Opcode.op(instr)) && CodeInstrumentation.ownEvent(instr) == 0;
    }
}
