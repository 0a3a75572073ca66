package io.frameweave.interpreter.compiler;

import java.util.List;

import static io.frameweave.interpreter.bytecode.Opcode.JUMP_BACKWARD;
import static io.frameweave.interpreter.bytecode.Opcode.JUMP_FORWARD;
import static io.frameweave.interpreter.bytecode.Opcode.NOP;

/**
 * CPython 3.11's {@code optimize_cfg}: runs the {@link Peephole} pass on every block, inlines small exit
 * blocks (a second time: see {@link #inlineSmallExits}), removes unreachable blocks, redundant jumps and the
 * NOPs that carry no needed line ({@link NopRemoval}). The line passes that follow are {@link LinePropagation}.
 */
final class FlowGraphOptimizer {
    private static final int MAX_COPY_SIZE = 4;

    private final Peephole peephole;
    private final BasicBlock entry;

    FlowGraphOptimizer(CodeUnit unit, BasicBlock entry) {
        this.peephole = new Peephole(unit);
        this.entry = entry;
    }

    /** optimize_cfg. */
    void optimize() {
        for (BasicBlock b = entry; b != null; b = b.next) {
            peephole.optimize(b);
            NopRemoval.clean(b);
        }
        for (BasicBlock b = entry; b != null; b = b.next) {
            extendBlock(b);
        }
        Reachability.mark(entry);
        for (BasicBlock b = entry; b != null; b = b.next) {
            if (b.predecessors == 0) {
                b.instrs.clear();
            }
        }
        eliminateEmptyBlocks();
        for (BasicBlock b = entry; b != null; b = b.next) {
            NopRemoval.clean(b);
        }
        boolean maybeEmpty = false;
        for (BasicBlock b = entry; b != null; b = b.next) {
            Instr last = b.last();
            if (last != null && (last.op == Pseudo.JUMP || last.op == Pseudo.JUMP_NO_INTERRUPT)
                    && BasicBlock.skipEmpty(last.target) == b.nextNonEmpty()) {
                last.op = NOP;
                last.target = null;
                maybeEmpty = true;
            }
        }
        if (maybeEmpty) {
            eliminateEmptyBlocks();
        }
    }

    /**
     * The first inlining of small exit blocks, which CPython 3.11 runs as soon as the code is generated: over
     * the blocks newest first, before any jump is pointed past empty blocks. Its order matters: a block that
     * becomes an exit here can in turn be inlined into older blocks that jump to it, in this pass or the next.
     */
    static void inlineSmallExits(List<BasicBlock> creationOrder) {
        for (int i = creationOrder.size() - 1; i >= 0; i--) {
            extendBlock(creationOrder.get(i));
        }
    }

    /**
     * A block ending in an unconditional jump to a small exit block takes a copy of that block instead. Only
     * line-less exits (an implicit {@code return None}, an except handler's cleanup) are copied, so line events
     * stay the same.
     */
    private static void extendBlock(BasicBlock bb) {
        Instr last = bb.last();
        if (last == null || !(last.op == Pseudo.JUMP || last.op == JUMP_FORWARD || last.op == JUMP_BACKWARD)) {
            return;
        }
        BasicBlock target = last.target;
        if (target.isExit() && target.instrs.size() <= MAX_COPY_SIZE && !target.hasLine()) {
            last.op = NOP;
            last.target = null;
            for (Instr in : target.instrs) {
                bb.instrs.add(in.copy());
            }
        }
    }

    /** Unlinks empty blocks from the layout and points jumps past them. */
    private void eliminateEmptyBlocks() {
        for (BasicBlock b = entry; b != null; b = b.next) {
            if (b.next != null) {
                b.next = BasicBlock.skipEmpty(b.next);
            }
        }
        for (BasicBlock b = entry; b != null; b = b.next) {
            for (Instr in : b.instrs) {
                if (in.target != null) {
                    in.target = BasicBlock.skipEmpty(in.target);
                }
            }
        }
    }
}
