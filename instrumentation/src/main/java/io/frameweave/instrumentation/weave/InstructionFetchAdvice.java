package io.frameweave.instrumentation.weave;

import io.frameweave.instrumentation.probe.Probes;
import io.frameweave.interpreter.vm.PyFrame;
import net.bytebuddy.asm.Advice;

/**
 * INSTRUCTION_FETCH: replaces the unwoven body (which raises SystemError for a marked opcode) by the fetch
 * probe, which fires the instruction's events and returns the instruction to execute.
 */
public final class InstructionFetchAdvice {
    private InstructionFetchAdvice() {}

    @Advice.OnMethodEnter(skipOn = Advice.OnNonDefaultValue.class)
    static boolean enter() {
        return true;
    }

    @Advice.OnMethodExit
    static void exit(@Advice.Argument(0) PyFrame frame, @Advice.Argument(1) int pc,
                     @Advice.Argument(2) int instruction, @Advice.Return(readOnly = false) int result) {
        result = Probes.instruction(frame, pc, instruction);
    }
}
