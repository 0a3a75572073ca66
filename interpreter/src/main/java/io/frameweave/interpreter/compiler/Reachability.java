package io.frameweave.interpreter.compiler;

import java.util.ArrayDeque;
import java.util.Deque;

/**
 * The reachability marking of CPython's {@code mark_reachable}: each block's {@link BasicBlock#predecessors}
 * becomes the number of edges (fall-through, jump or handler) that reach it from the entry; an unreachable
 * block is left with zero.
 */
final class Reachability {
    private Reachability() {}

    static void mark(BasicBlock entry) {
        for (BasicBlock b = entry; b != null; b = b.next) {
            b.predecessors = 0;
        }
        Deque<BasicBlock> todo = new ArrayDeque<>();
        entry.predecessors = 1;
        todo.push(entry);
        while (!todo.isEmpty()) {
            BasicBlock b = todo.pop();
            if (b.next != null && !b.noFallthrough()) {
                if (b.next.predecessors == 0) {
                    todo.push(b.next);
                }
                b.next.predecessors++;
            }
            for (Instr in : b.instrs) {
                if (Pseudo.isJump(in.op) || Pseudo.isBlockPush(in.op)) {
                    BasicBlock t = in.target;
                    if (t.predecessors == 0) {
                        todo.push(t);
                    }
                    t.predecessors++;
                }
            }
        }
    }
}
