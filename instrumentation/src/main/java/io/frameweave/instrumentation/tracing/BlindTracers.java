package io.frameweave.instrumentation.tracing;

import io.frameweave.interpreter.bytecode.Opcode;
import io.frameweave.interpreter.bytecode.PyCode;

/**
 * Tells the trace functions that cannot keep the frame they are given: guest functions whose code never reads
 * its first argument and runs no other code (no call, no attribute, no operator: only constants, globals, its
 * other locals and a return), has no cells and no handler. Such a function (a tracer that returns itself, say)
 * can neither store the frame nor reach it through its own frame, whose {@code f_back} is the traced frame, so
 * handing it a frame does not let a guest see that frame after it returned ({@link ThreadTrace#expose}). An
 * exception such a function raises (a missing global) is seen by the dispatcher, which then counts the frame
 * as seen.
 */
final class BlindTracers {
    private BlindTracers() {}

    /** Whether a function with this code, called with a frame, leaves no reference to the frame with the guest. */
    static boolean isBlind(PyCode code) {
        if (code.exceptionTable.length != 0 || code.cellvars().length != 0 || code.freevars().length != 0
                || code.argCount < 1) {
            return false;
        }
        for (int instruction : code.instructions) {
            int op = Opcode.op(instruction);
            int arg = Opcode.arg(instruction);
            switch (op) {
                case Opcode.RESUME, Opcode.NOP, Opcode.LOAD_CONST, Opcode.LOAD_GLOBAL, Opcode.POP_TOP,
                        Opcode.RETURN_VALUE -> {
                    // reads nothing of the frame and runs no guest code
                }
                case Opcode.LOAD_FAST, Opcode.STORE_FAST -> {
                    if (arg == 0) {
                        return false;
                    }
                }
                default -> {
                    return false;
                }
            }
        }
        return true;
    }
}
