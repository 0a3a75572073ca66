package io.frameweave.interpreter.compiler;

import java.util.ArrayList;
import java.util.List;

import static io.frameweave.interpreter.bytecode.Opcode.NOP;

/**
 * CPython's {@code clean_basic_block}: removes the NOPs of a block whose line is carried by a neighbour (the
 * previous instruction, the next one, or the first instruction of the next non-empty block), so that removing
 * them changes no line event.
 */
final class NopRemoval {
    private NopRemoval() {}

    static void clean(BasicBlock bb) {
        List<Instr> code = bb.instrs;
        List<Instr> out = new ArrayList<>(code.size());
        int prevLine = -1;
        for (int src = 0; src < code.size(); src++) {
            Instr in = code.get(src);
            int line = in.line();
            if (in.op == NOP) {
                if (line < 0) {
                    continue;
                }
                if (prevLine == line) {
                    continue;
                }
                if (src < code.size() - 1) {
                    Instr next = code.get(src + 1);
                    int nextLine = next.line();
                    if (nextLine < 0 || nextLine == line) {
                        next.loc = in.loc;
                        continue;
                    }
                } else {
                    BasicBlock next = bb.nextNonEmpty();
                    if (next != null && line == next.instrs.get(0).line()) {
                        continue;
                    }
                }
            }
            out.add(in);
            prevLine = line;
        }
        if (out.size() != code.size()) {
            code.clear();
            code.addAll(out);
        }
    }
}
