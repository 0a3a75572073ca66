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

    @Override
    public String toString() {
        return "B" + id + instrs;
    }
}
