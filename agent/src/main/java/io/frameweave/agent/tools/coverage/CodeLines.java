package io.frameweave.agent.tools.coverage;

import io.frameweave.interpreter.bytecode.LineTable;
import io.frameweave.interpreter.bytecode.Opcode;
import io.frameweave.interpreter.bytecode.PyCode;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * What one code object contributes to its file's coverage, read from its line table and instructions: its
 * statements (every line an instruction of it has; line 0, the module's prologue, excluded) and its branch
 * sites (each conditional jump or FOR_ITER, with the lines its two ways lead to).
 */
final class CodeLines {
    /** A conditional instruction at {@code pc} on {@code line}; the lines its two ways lead to. */
    record BranchSite(int pc, int line, int fallThroughLine, int jumpLine) {}

    /** The destination "line" of a branch that leaves the code (a return or raise comes first). */
    static final int EXIT = -1;
    /** Straight-line steps a destination search takes at most (a loop of jumps on one line ends it). */
    private static final int MAX_STEPS = 256;

    private CodeLines() {}

    static TreeSet<Integer> statements(PyCode code) {
        TreeSet<Integer> out = new TreeSet<>();
        for (LineTable.LineStart start : code.lines.lineStarts()) {
            if (start.line() > 0) {
                out.add(start.line());
            }
        }
        return out;
    }

    /** The branch sites of {@code code}, whose instructions have the lines {@code lines}. */
    static List<BranchSite> branchSites(PyCode code, int[] lines) {
        List<BranchSite> out = new ArrayList<>();
        int[] ins = code.instructions;
        for (int pc = 0; pc < ins.length; pc++) {
            if (!isBranch(Opcode.op(ins[pc])) || lines[pc] <= 0) {
                continue;
            }
            int from = lines[pc];
            out.add(new BranchSite(pc, from, destinationLine(code, lines, from, pc + 1),
                    destinationLine(code, lines, from, Opcode.arg(ins[pc]))));
        }
        return out;
    }

    /**
     * The line a branch from {@code fromLine} lands on when it goes to {@code pc}: the first line other than
     * {@code fromLine} that straight-line execution from there reaches (a {@code for} line's own store of the
     * loop variable is passed over, unconditional jumps are followed), {@link #EXIT} when it leaves the code
     * first, or {@code fromLine} itself when another branch on that line decides first.
     */
    static int destinationLine(PyCode code, int[] lines, int fromLine, int pc) {
        int[] ins = code.instructions;
        for (int steps = 0; steps < MAX_STEPS && pc >= 0 && pc < ins.length; steps++) {
            if (lines[pc] > 0 && lines[pc] != fromLine) {
                return lines[pc];
            }
            int op = Opcode.op(ins[pc]);
            if (op == Opcode.RETURN_VALUE || op == Opcode.RAISE_VARARGS || op == Opcode.RERAISE
                    || op == Opcode.YIELD_VALUE) {
                return EXIT;
            }
            if (isBranch(op)) {
                return fromLine;
            }
            pc = op == Opcode.JUMP_FORWARD || op == Opcode.JUMP_BACKWARD || op == Opcode.JUMP_BACKWARD_NO_INTERRUPT
                    ? Opcode.arg(ins[pc]) : pc + 1;
        }
        return EXIT;
    }

    /** The instructions that fire BRANCH events: both ways they can go are destinations. */
    private static boolean isBranch(int op) {
        return switch (op) {
            case Opcode.POP_JUMP_IF_FALSE, Opcode.POP_JUMP_IF_TRUE, Opcode.POP_JUMP_IF_NONE,
                    Opcode.POP_JUMP_IF_NOT_NONE, Opcode.JUMP_IF_FALSE_OR_POP, Opcode.JUMP_IF_TRUE_OR_POP,
                    Opcode.FOR_ITER -> true;
            default -> false;
        };
    }
}
