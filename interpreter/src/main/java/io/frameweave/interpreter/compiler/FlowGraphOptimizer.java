package io.frameweave.interpreter.compiler;

import io.frameweave.interpreter.ast.Expr;
import io.frameweave.interpreter.ast.Pos;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

import static io.frameweave.interpreter.bytecode.Opcode.*;

/**
 * The flow-graph passes of CPython 3.11's {@code assemble()}: peephole folding (constant tuples, constant
 * conditions, {@code is None} tests, NULL pushes, SWAP runs), jump threading (only between instructions of the
 * same line, so line events stay the same), inlining of small exit blocks, removal of unreachable blocks, of
 * redundant jumps and of NOPs that carry no needed line, then duplication of shared line-less exits and the
 * propagation of lines to artificial instructions.
 */
final class FlowGraphOptimizer {
    private static final int MAX_COPY_SIZE = 4;
    private static final int VISITED = -1;

    private final CodeUnit unit;
    private final BasicBlock entry;

    FlowGraphOptimizer(CodeUnit unit, BasicBlock entry) {
        this.unit = unit;
        this.entry = entry;
    }

    static BasicBlock skipEmpty(BasicBlock b) {
        while (b.isEmpty() && b.next != null) {
            b = b.next;
        }
        return b;
    }

    /** optimize_cfg. */
    void optimize() {
        for (BasicBlock b = entry; b != null; b = b.next) {
            optimizeBlock(b);
            cleanBlock(b);
        }
        for (BasicBlock b = entry; b != null; b = b.next) {
            extendBlock(b);
        }
        markReachable();
        for (BasicBlock b = entry; b != null; b = b.next) {
            if (b.predecessors == 0) {
                b.instrs.clear();
            }
        }
        eliminateEmptyBlocks();
        for (BasicBlock b = entry; b != null; b = b.next) {
            cleanBlock(b);
        }
        boolean maybeEmpty = false;
        for (BasicBlock b = entry; b != null; b = b.next) {
            Instr last = b.last();
            if (last != null && (last.op == Pseudo.JUMP || last.op == Pseudo.JUMP_NO_INTERRUPT)
                    && skipEmpty(last.target) == nextNonEmpty(b)) {
                last.op = NOP;
                last.target = null;
                maybeEmpty = true;
            }
        }
        if (maybeEmpty) {
            eliminateEmptyBlocks();
        }
    }

    private static BasicBlock nextNonEmpty(BasicBlock b) {
        BasicBlock n = b.next;
        while (n != null && n.isEmpty()) {
            n = n.next;
        }
        return n;
    }

    // ---- peephole ----

    private Object constAt(int index) {
        return unit.consts.get(index);
    }

    private static boolean isTrue(Object c) {
        if (c instanceof Boolean b) {
            return b;
        }
        if (c instanceof Long l) {
            return l != 0;
        }
        if (c instanceof java.math.BigInteger b) {
            return b.signum() != 0;
        }
        if (c instanceof Double d) {
            return d != 0.0;
        }
        if (c instanceof String s) {
            return !s.isEmpty();
        }
        if (c instanceof ConstTuple t) {
            return !t.items().isEmpty();
        }
        if (c == Expr.Singleton.NONE) {
            return false;
        }
        return true;
    }

    private void optimizeBlock(BasicBlock bb) {
        List<Instr> code = bb.instrs;
        Instr nop = new Instr(NOP, 0, null, null);
        for (int i = 0; i < code.size(); i++) {
            Instr inst = code.get(i);
            int oparg = inst.arg;
            int nextop = i + 1 < code.size() ? code.get(i + 1).op : 0;
            Instr target;
            if (Pseudo.isJump(inst.op) || Pseudo.isBlockPush(inst.op)) {
                inst.target = skipEmpty(inst.target);
                target = inst.target.isEmpty() ? nop : inst.target.instrs.get(0);
            } else {
                target = nop;
            }
            switch (inst.op) {
                case LOAD_CONST -> {
                    switch (nextop) {
                        case POP_JUMP_IF_FALSE, POP_JUMP_IF_TRUE -> {
                            boolean truth = isTrue(constAt(oparg));
                            inst.op = NOP;
                            boolean jumpIfTrue = nextop == POP_JUMP_IF_TRUE;
                            Instr next = code.get(i + 1);
                            if (truth == jumpIfTrue) {
                                next.op = Pseudo.JUMP;
                            } else {
                                next.op = NOP;
                                next.target = null;
                            }
                        }
                        case JUMP_IF_FALSE_OR_POP, JUMP_IF_TRUE_OR_POP -> {
                            boolean truth = isTrue(constAt(oparg));
                            boolean jumpIfTrue = nextop == JUMP_IF_TRUE_OR_POP;
                            Instr next = code.get(i + 1);
                            if (truth == jumpIfTrue) {
                                next.op = Pseudo.JUMP;
                            } else {
                                inst.op = NOP;
                                next.op = NOP;
                                next.target = null;
                            }
                        }
                        case IS_OP -> {
                            int jumpOp = i + 2 < code.size() ? code.get(i + 2).op : 0;
                            if (constAt(oparg) == Expr.Singleton.NONE
                                    && (jumpOp == POP_JUMP_IF_FALSE || jumpOp == POP_JUMP_IF_TRUE)) {
                                int nextArg = code.get(i + 1).arg;
                                inst.op = NOP;
                                code.get(i + 1).op = NOP;
                                boolean invert = (nextArg ^ (jumpOp == POP_JUMP_IF_FALSE ? 1 : 0)) != 0;
                                code.get(i + 2).op = invert ? POP_JUMP_IF_NOT_NONE : POP_JUMP_IF_NONE;
                            }
                        }
                        default -> { }
                    }
                }
                case BUILD_TUPLE -> {
                    if (nextop == UNPACK_SEQUENCE && oparg == code.get(i + 1).arg) {
                        if (oparg == 1) {
                            inst.op = NOP;
                            code.get(i + 1).op = NOP;
                            continue;
                        }
                        if (oparg == 2 || oparg == 3) {
                            inst.op = NOP;
                            code.get(i + 1).op = SWAP;
                            continue;
                        }
                    }
                    if (i >= oparg) {
                        foldTupleOnConstants(code, i, oparg);
                    }
                }
                case JUMP_IF_FALSE_OR_POP -> {
                    switch (target.op) {
                        case POP_JUMP_IF_FALSE -> i -= jumpThread(inst, target, POP_JUMP_IF_FALSE);
                        case Pseudo.JUMP, JUMP_IF_FALSE_OR_POP -> i -= jumpThread(inst, target, JUMP_IF_FALSE_OR_POP);
                        case JUMP_IF_TRUE_OR_POP, POP_JUMP_IF_TRUE -> {
                            if (inst.line() == target.line()) {
                                inst.op = POP_JUMP_IF_FALSE;
                                inst.target = inst.target.next;
                                i--;
                            }
                        }
                        default -> { }
                    }
                }
                case JUMP_IF_TRUE_OR_POP -> {
                    switch (target.op) {
                        case POP_JUMP_IF_TRUE -> i -= jumpThread(inst, target, POP_JUMP_IF_TRUE);
                        case Pseudo.JUMP, JUMP_IF_TRUE_OR_POP -> i -= jumpThread(inst, target, JUMP_IF_TRUE_OR_POP);
                        case JUMP_IF_FALSE_OR_POP, POP_JUMP_IF_FALSE -> {
                            if (inst.line() == target.line()) {
                                inst.op = POP_JUMP_IF_TRUE;
                                inst.target = inst.target.next;
                                i--;
                            }
                        }
                        default -> { }
                    }
                }
                case POP_JUMP_IF_NOT_NONE, POP_JUMP_IF_NONE, POP_JUMP_IF_FALSE, POP_JUMP_IF_TRUE -> {
                    if (target.op == Pseudo.JUMP) {
                        i -= jumpThread(inst, target, inst.op);
                    }
                }
                case Pseudo.JUMP -> {
                    if (target.op == Pseudo.JUMP) {
                        i -= jumpThread(inst, target, Pseudo.JUMP);
                    }
                }
                case SWAP -> {
                    if (oparg == 1) {
                        inst.op = NOP;
                        break;
                    }
                    i = swaptimize(code, i);
                    applyStaticSwaps(code, i);
                }
                case PUSH_NULL -> {
                    if (nextop == LOAD_GLOBAL && (code.get(i + 1).arg & 1) == 0) {
                        inst.op = NOP;
                        inst.arg = 0;
                        code.get(i + 1).arg |= 1;
                    }
                }
                default -> { }
            }
        }
    }

    private static int jumpThread(Instr inst, Instr target, int opcode) {
        if (inst.line() == target.line() && inst.target != target.target) {
            inst.target = target.target;
            inst.op = opcode;
            return 1;
        }
        return 0;
    }

    private void foldTupleOnConstants(List<Instr> code, int i, int n) {
        for (int k = i - n; k < i; k++) {
            if (code.get(k).op != LOAD_CONST) {
                return;
            }
        }
        List<Object> items = new ArrayList<>();
        for (int k = i - n; k < i; k++) {
            items.add(constAt(code.get(k).arg));
        }
        int index = unit.addConst(new ConstTuple(items));
        for (int k = i - n; k < i; k++) {
            code.get(k).op = NOP;
        }
        code.get(i).op = LOAD_CONST;
        code.get(i).arg = index;
    }

    /** Replaces a run of SWAPs (and NOPs) by the shortest equivalent run; returns the index of its end. */
    private static int swaptimize(List<Instr> code, int ix) {
        int depth = code.get(ix).arg;
        int len = 0;
        boolean more = false;
        int limit = code.size() - ix;
        while (++len < limit) {
            int op = code.get(ix + len).op;
            if (op == SWAP) {
                depth = Math.max(depth, code.get(ix + len).arg);
                more = true;
            } else if (op != NOP) {
                break;
            }
        }
        if (!more) {
            return ix;
        }
        int[] stack = new int[depth];
        for (int i = 0; i < depth; i++) {
            stack[i] = i;
        }
        for (int i = 0; i < len; i++) {
            Instr in = code.get(ix + i);
            if (in.op == SWAP) {
                int top = stack[0];
                stack[0] = stack[in.arg - 1];
                stack[in.arg - 1] = top;
            }
        }
        int current = len - 1;
        for (int i = 0; i < depth; i++) {
            if (stack[i] == VISITED || stack[i] == i) {
                continue;
            }
            int j = i;
            while (true) {
                if (j != 0) {
                    Instr in = code.get(ix + current--);
                    in.op = SWAP;
                    in.arg = j + 1;
                }
                if (stack[j] == VISITED) {
                    break;
                }
                int nextJ = stack[j];
                stack[j] = VISITED;
                j = nextJ;
            }
        }
        while (current >= 0) {
            code.get(ix + current--).op = NOP;
        }
        return ix + len - 1;
    }

    private static boolean swappable(int op) {
        return op == STORE_FAST || op == POP_TOP;
    }

    private static int storesTo(Instr in) {
        return in.op == STORE_FAST ? in.arg : -1;
    }

    private static int nextSwappable(List<Instr> code, int i, int lineno) {
        while (++i < code.size()) {
            Instr in = code.get(i);
            if (lineno >= 0 && in.line() != lineno) {
                return -1;
            }
            if (in.op == NOP) {
                continue;
            }
            if (swappable(in.op)) {
                return i;
            }
            return -1;
        }
        return -1;
    }

    private static void applyStaticSwaps(List<Instr> code, int i) {
        for (; i >= 0; i--) {
            Instr swap = code.get(i);
            if (swap.op != SWAP) {
                if (swap.op == NOP || swappable(swap.op)) {
                    continue;
                }
                return;
            }
            int j = nextSwappable(code, i, -1);
            if (j < 0) {
                return;
            }
            int k = j;
            int lineno = code.get(j).line();
            for (int count = swap.arg - 1; count > 0; count--) {
                k = nextSwappable(code, k, lineno);
                if (k < 0) {
                    return;
                }
            }
            int storeJ = storesTo(code.get(j));
            int storeK = storesTo(code.get(k));
            if (storeJ >= 0 || storeK >= 0) {
                if (storeJ == storeK) {
                    return;
                }
                for (int idx = j + 1; idx < k; idx++) {
                    int s = storesTo(code.get(idx));
                    if (s >= 0 && (s == storeJ || s == storeK)) {
                        return;
                    }
                }
            }
            swap.op = NOP;
            Instr tmp = code.get(j);
            code.set(j, code.get(k));
            code.set(k, tmp);
        }
    }

    /** Removes NOPs whose line is carried by a neighbour (clean_basic_block). */
    static void cleanBlock(BasicBlock bb) {
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
                    BasicBlock next = bb.next;
                    while (next != null && next.isEmpty()) {
                        next = next.next;
                    }
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

    /** A block ending in an unconditional jump to a small exit block takes a copy of that block instead. */
    private static void extendBlock(BasicBlock bb) {
        Instr last = bb.last();
        if (last == null || !Pseudo.isUnconditionalJump(last.op)) {
            return;
        }
        BasicBlock target = skipEmpty(last.target);
        if (target.isExit() && target.instrs.size() <= MAX_COPY_SIZE && !hasLine(target)) {
            last.op = NOP;
            last.target = null;
            for (Instr in : target.instrs) {
                bb.instrs.add(in.copy());
            }
        }
    }

    /** Only line-less exits (an implicit {@code return None}) are copied, so line events stay the same. */
    private static boolean hasLine(BasicBlock b) {
        for (Instr in : b.instrs) {
            if (in.line() >= 0) {
                return true;
            }
        }
        return false;
    }

    private void markReachable() {
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

    private void eliminateEmptyBlocks() {
        for (BasicBlock b = entry; b != null; b = b.next) {
            BasicBlock next = b.next;
            if (next != null) {
                while (next.isEmpty() && next.next != null) {
                    next = next.next;
                }
                b.next = next;
            }
        }
        for (BasicBlock b = entry; b != null; b = b.next) {
            for (Instr in : b.instrs) {
                if (in.target != null) {
                    in.target = skipEmpty(in.target);
                }
            }
        }
    }

    // ---- lines ----

    private static boolean isExitWithoutLine(BasicBlock b) {
        if (!b.isExit()) {
            return false;
        }
        for (Instr in : b.instrs) {
            if (in.line() >= 0) {
                return false;
            }
        }
        return true;
    }

    /** Every exit block reached by a jump gets its own copy, so that it can carry the jump's line. */
    void duplicateExitsWithoutLine() {
        markReachable();
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
