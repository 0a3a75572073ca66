package io.frameweave.interpreter.compiler;

import java.util.ArrayList;
import java.util.List;

/** A basic block: straight-line instructions; only the last one may jump. {@link #next} is the layout order. */
final class BasicBlock {
    final int id;
    final List<Instr> instrs = new ArrayList<>();
    BasicBlock next;
    int predecessors;
    boolean visited;
    int startDepth = Integer.MIN_VALUE;
    /** The handler was set up by SETUP_CLEANUP/SETUP_WITH: lasti is pushed below the exception. */
    boolean preserveLasti;
    /** The exception-handler stack on entry, during labelling. */
    List<BasicBlock> exceptStack;
    int offset;

    BasicBlock(int id) {
        this.id = id;
    }

    boolean isEmpty() {
        return instrs.isEmpty();
    }

    /** The first non-empty block from {@code b} on in layout order, or the last block when all are empty. */
    static BasicBlock skipEmpty(BasicBlock b) {
        while (b.isEmpty() && b.next != null) {
            b = b.next;
        }
        return b;
    }

    /** The first non-empty block after this one in layout order, or null. */
    BasicBlock nextNonEmpty() {
        BasicBlock n = next;
        while (n != null && n.isEmpty()) {
            n = n.next;
        }
        return n;
    }

    Instr last() {
        return instrs.isEmpty() ? null : instrs.get(instrs.size() - 1);
    }

    /** Control cannot fall from the end of this block into {@link #next}. */
    boolean noFallthrough() {
        Instr last = last();
        return last != null && Pseudo.isTerminator(last.op);
    }

    /** The block ends by leaving the frame (return, raise, reraise). */
    boolean isExit() {
        Instr last = last();
        return last != null && Pseudo.isScopeExit(last.op);
    }

    /** Some instruction of the block carries a source line. */
    boolean hasLine() {
        for (Instr in : instrs) {
            if (in.line() >= 0) {
                return true;
            }
        }
        return false;
    }

    @Override
    public String toString() {
        return "B" + id + instrs;
    }
}
