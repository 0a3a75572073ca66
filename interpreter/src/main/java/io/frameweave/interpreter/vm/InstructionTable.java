package io.frameweave.interpreter.vm;

import io.frameweave.interpreter.bytecode.Opcode;
import io.frameweave.interpreter.bytecode.Shape;

/**
 * The opcode table as the VM runs it: for each opcode its row's {@link Shape} and its semantic helper (the
 * {@link Helper} named after it). The rows live in {@code bytecode}, which may not see this package, so the link runs
 * from helper to row and is shown from here.
 */
public final class InstructionTable {
    private InstructionTable() {}

    /**
     * One line per defined opcode, in opcode order: name, shape, and the helper both tiers run for it (or
     * {@code -} when its cases need none, or {@code hands back} when the compiled tier leaves it to the dispatch loop).
     */
    public static String describe() {
        StringBuilder out = new StringBuilder();
        for (int op = 0; op <= Opcode.MAX_BASE_OPCODE; op++) {
            if (!Opcode.isDefined(op)) {
                continue;
            }
            Helper h = Helper.of(op);
            String helper = h != null ? h.signature() : Opcode.handsBack(op) ? "hands back" : "-";
            out.append(String.format("%3d %-27s %-15s %s%n", op, Opcode.name(op), Opcode.shape(op), helper));
        }
        return out.toString();
    }
}
