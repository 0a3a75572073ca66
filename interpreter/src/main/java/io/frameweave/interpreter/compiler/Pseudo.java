package io.frameweave.interpreter.compiler;

import io.frameweave.interpreter.bytecode.Opcode;

/**
 * The compiler's pseudo-instructions (CPython 3.11's virtual opcodes): they exist only in the flow graph and
 * are gone before the code object is made. The SETUP_* / POP_BLOCK pairs delimit exception-handled regions
 * (they become the exception table), and JUMP becomes JUMP_FORWARD or JUMP_BACKWARD once the layout is fixed.
 * Their numbers lie above {@link Opcode#MAX_BASE_OPCODE}, so they can never reach a code object unnoticed.
 */
final class Pseudo {
    private Pseudo() {}

    static final int SETUP_FINALLY = 240;      // handler = target; on exception: push exc
    static final int SETUP_CLEANUP = 241;      // as SETUP_FINALLY, pushing lasti first
    static final int SETUP_WITH = 242;         // as SETUP_CLEANUP, the stack cut below __enter__'s result
    static final int POP_BLOCK = 243;          // ends the innermost SETUP_* region
    static final int JUMP = 244;               // unconditional jump, direction decided at assembly
    static final int JUMP_NO_INTERRUPT = 245;  // as JUMP; backward it becomes JUMP_BACKWARD_NO_INTERRUPT

    static String name(int op) {
        return switch (op) {
            case SETUP_FINALLY -> "SETUP_FINALLY";
            case SETUP_CLEANUP -> "SETUP_CLEANUP";
            case SETUP_WITH -> "SETUP_WITH";
            case POP_BLOCK -> "POP_BLOCK";
            case JUMP -> "JUMP";
            case JUMP_NO_INTERRUPT -> "JUMP_NO_INTERRUPT";
            default -> Opcode.name(op);
        };
    }

    static boolean isBlockPush(int op) {
        return op == SETUP_FINALLY || op == SETUP_CLEANUP || op == SETUP_WITH;
    }

    static boolean isUnconditionalJump(int op) {
        return op == JUMP || op == JUMP_NO_INTERRUPT
                || (isReal(op) && Opcode.has(op, Opcode.JUMP) && !Opcode.fallsThrough(op));
    }

    /** A jump in the flow-graph sense: it has a target block (block pushes excluded). */
    static boolean isJump(int op) {
        return op == JUMP || op == JUMP_NO_INTERRUPT || (isReal(op) && Opcode.has(op, Opcode.JUMP));
    }

    /** Control never continues to the next instruction. */
    static boolean isTerminator(int op) {
        return isUnconditionalJump(op) || isScopeExit(op);
    }

    /** The block leaves the code object (return or raise). */
    static boolean isScopeExit(int op) {
        return isReal(op) && !Opcode.fallsThrough(op) && !Opcode.has(op, Opcode.JUMP);
    }

    /** An opcode of the instruction set, not one of these. */
    private static boolean isReal(int op) {
        return op <= Opcode.MAX_BASE_OPCODE && Opcode.isDefined(op);
    }

    static int stackEffect(int op, int arg, boolean jump) {
        return switch (op) {
            case SETUP_FINALLY -> jump ? 1 : 0;
            case SETUP_CLEANUP -> jump ? 2 : 0;
            case SETUP_WITH -> jump ? 1 : 0;
            case POP_BLOCK, JUMP, JUMP_NO_INTERRUPT -> 0;
            default -> Opcode.stackEffect(op, arg, jump);
        };
    }
}
