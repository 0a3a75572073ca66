package io.frameweave.interpreter.compiler;

import io.frameweave.interpreter.ast.Expr;

import java.util.ArrayList;
import java.util.List;

import static io.frameweave.interpreter.bytecode.Opcode.*;

/**
 * The per-block peephole pass of CPython 3.11 ({@code optimize_basic_block}): folds constant tuples and
 * constant conditions, turns {@code is None} tests into {@code POP_JUMP_IF_[NOT_]NONE}, merges NULL pushes
 * into {@code LOAD_GLOBAL}, shortens SWAP runs, and threads jumps to jumps (only between instructions of the
 * same line, so line events stay the same).
 */
final class Peephole {
    private final CodeUnit unit;

    Peephole(CodeUnit unit) {
        this.unit = unit;
    }

    private Object constAt(int index) {
        return unit.consts.get(index);
    }

    /** Rewrites the instructions of one block in place; the removed ones become NOPs. */
    void optimize(BasicBlock bb) {
        List<Instr> code = bb.instrs;
        Instr nop = new Instr(NOP, 0, null, null);
        for (int i = 0; i < code.size(); i++) {
            Instr inst = code.get(i);
            int oparg = inst.arg;
            int nextop = i + 1 < code.size() ? code.get(i + 1).op : 0;
            Instr target;
            if (Pseudo.isJump(inst.op) || Pseudo.isBlockPush(inst.op)) {
                inst.target = BasicBlock.skipEmpty(inst.target);
                target = inst.target.isEmpty() ? nop : inst.target.instrs.get(0);
            } else {
                target = nop;
            }
            switch (inst.op) {
                case LOAD_CONST -> {
                    switch (nextop) {
                        case POP_JUMP_IF_FALSE, POP_JUMP_IF_TRUE -> {
                            boolean truth = ConstantValue.isTrue(constAt(oparg));
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
                            boolean truth = ConstantValue.isTrue(constAt(oparg));
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
                    i = SwapOptimizer.swaptimize(code, i);
                    SwapOptimizer.applyStaticSwaps(code, i);
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
}
