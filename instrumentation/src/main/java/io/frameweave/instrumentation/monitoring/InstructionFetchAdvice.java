package io.frameweave.instrumentation.monitoring;

import io.frameweave.interpreter.vm.PyFrame;

/**
 * INSTRUCTION_FETCH: replaces the unwoven body (which raises SystemError for a marked opcode) by the fetch
 * probe, which fires the instruction's events and returns the instruction to execute.
 */
public final class InstructionFetchAdvice {
    private InstructionFetchAdvice() {}

    public static int instead(PyFrame frame, int pc, int instruction) {
        return Probes.instruction(frame, pc, instruction);
    }
}
