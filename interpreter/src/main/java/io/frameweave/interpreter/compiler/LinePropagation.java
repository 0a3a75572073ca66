package io.frameweave.interpreter.compiler;

import io.frameweave.interpreter.ast.Pos;

import java.util.ArrayList;
import java.util.List;

import static io.frameweave.interpreter.bytecode.Opcode.RETURN_VALUE;

/**
 * The line passes that follow CPython 3.11's flow-graph optimisation: shared line-less exits are duplicated
 * so each copy can carry its jump's line ({@code duplicate_exits_without_lineno}), lines flow to artificial
 * instructions ({@code propagate_line_numbers}) and every return gets a line
 * ({@code guarantee_lineno_for_exits}).
 */
final class LinePropagation {
    private final CodeUnit unit;
    private final BasicBlock entry;

    LinePropagation(CodeUnit unit, BasicBlock entry) {
        this.unit = unit;
        this.entry = entry;
    }

    private static boolean isExitWithoutLine(BasicBlock b) {
        return b.isExit() && !b.hasLine();
    }

    /** Every exit block reached by a jump gets its own copy, so that it can carry the jump's line. */
    void duplicateExitsWithoutLine() {
        Reachability.mark(entry);
        List<BasicBlock> all = new ArrayList<>();
        for (BasicBlock b = entry; b != null; b = b.next) {
            all.add(b);
        }
        for (int k = all.size() - 1; k >= 0; k--) {
            BasicBlock b = all.get(k);
            Instr last = b.last();
            if (last != null && Pseudo.isJump(last.op)) {
                BasicBlock target = last.target;
                if (isExitWithoutLine(target) && target.predecessors > 1) {
                    BasicBlock copy = unit.newBlock();
                    for (Instr in : target.instrs) {
                        copy.instrs.add(in.copy());
                    }
                    copy.instrs.get(0).loc = last.loc;
                    last.target = copy;
                    target.predecessors--;
                    copy.predecessors = 1;
                    copy.next = target.next;
                    target.next = copy;
                }
            }
        }
        for (BasicBlock b = entry; b != null; b = b.next) {
            if (!b.noFallthrough() && b.next != null && !b.isEmpty() && isExitWithoutLine(b.next)) {
                b.next.instrs.get(0).loc = b.last().loc;
            }
        }
    }

    /** Gives line-less instructions the line of the one before them, across single-predecessor edges. */
    void propagateLineNumbers() {
        for (BasicBlock b = entry; b != null; b = b.next) {
            if (b.isEmpty()) {
                continue;
            }
            Pos prev = null;
            for (Instr in : b.instrs) {
                if (in.loc == null) {
                    in.loc = prev;
                } else {
                    prev = in.loc;
                }
            }
            if (!b.noFallthrough() && b.next != null && b.next.predecessors == 1 && !b.next.isEmpty()) {
                Instr first = b.next.instrs.get(0);
                if (first.loc == null) {
                    first.loc = prev;
                }
            }
            Instr last = b.last();
            if (Pseudo.isJump(last.op)) {
                BasicBlock target = last.target;
                if (target.predecessors == 1 && !target.isEmpty()) {
                    Instr first = target.instrs.get(0);
                    if (first.loc == null) {
                        first.loc = prev;
                    }
                }
            }
        }
    }

    /** A line-less exit block ending in RETURN_VALUE takes the last line seen before it in layout order. */
    void guaranteeLinenoForExits(int firstLineno) {
        Pos lineno = new Pos(firstLineno, 0, firstLineno, 0);
        for (BasicBlock b = entry; b != null; b = b.next) {
            Instr last = b.last();
            if (last == null) {
                continue;
            }
            if (last.loc == null) {
                if (last.op == RETURN_VALUE) {
                    for (Instr in : b.instrs) {
                        in.loc = lineno;
                    }
                }
            } else {
                lineno = last.loc;
            }
        }
    }
}
