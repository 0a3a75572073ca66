package io.frameweave.interpreter.vm;

import io.frameweave.interpreter.bytecode.Opcode;
import io.frameweave.interpreter.runtime.ExceptionTypes;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyException;
import io.frameweave.interpreter.runtime.PyType;

/**
 * The dispatch loop's path for opcodes the compiler never emits (numbers above
 * {@link Opcode#MAX_BASE_OPCODE}). Instrumentation marks a monitored instruction ({@link Opcode#marked}) in place in
 * the code object's {@code instructions}, so frames already running see it at their next fetch; the woven
 * version of {@link #instrumented} fires its probes and returns the original instruction
 * ({@link Opcode#unmarked}), which the loop then dispatches. Unwoven, such an opcode is a VM bug.
 */
public final class InstructionFetch {
    private InstructionFetch() {}

    /** The instruction-fetch weave point: returns the instruction to execute in place of {@code instruction}. */
    public static int instrumented(PyFrame frame, int pc, int instruction) {
        throw unknownOpcode(frame, instruction);
    }

    static PyException unknownOpcode(PyFrame frame, int instruction) {
        PyType t = ExceptionTypes.byName("SystemError");
        int raw = Opcode.opByte(instruction);
        String what = raw > Opcode.MAX_BASE_OPCODE ? "instrumented " + Opcode.name(Opcode.op(raw)) : Opcode.name(raw);
        return Py.raise(t != null ? t : ExceptionTypes.RuntimeError, "unknown opcode " + raw + " (" + what + ")");
    }
}
