package io.frameweave.interpreter.bytecode;

/**
 * The monitoring event (PEP 669) an instruction fires by itself, as its {@link Opcode} row states it; events
 * that come from elsewhere (LINE, INSTRUCTION, RAISE, the jumps around handlers) are the agent's business.
 * The interpreter fires none of them: this only names them, so that a tool reads them from the row.
 */
public enum InstructionEvent {
    /** The instruction fires no event of its own. */
    NONE,
    /** RESUME: PY_START with argument 0, PY_RESUME otherwise. */
    PY_START_OR_RESUME,
    PY_RETURN,
    PY_YIELD,
    CALL,
    /** An unconditional jump. */
    JUMP,
    /** A conditional jump, taken or not. */
    BRANCH,
    RERAISE,
    /** RAISE_VARARGS: RERAISE with argument 0 (a bare {@code raise}), none otherwise. */
    RERAISE_IF_BARE
}
