package io.frameweave.interpreter.compiler;

import io.frameweave.interpreter.ast.CmpOp;
import io.frameweave.interpreter.ast.Expr;
import io.frameweave.interpreter.ast.UnaryOperator;

import static io.frameweave.interpreter.bytecode.Opcode.*;

/**
 * Truth tests and comparisons: conditional jumps on an expression (with {@code not}, {@code and}/{@code or},
 * conditional expressions and comparison chains compiled to jumps rather than values), the value forms of
 * {@code and}/{@code or}, and comparison chains.
 */
final class ConditionCompiler extends GeneratorPart {
    ConditionCompiler(CodeGenerator gen) {
        super(gen);
    }

    /** Jumps to {@code next} when the truth of {@code e} equals {@code cond}; falls through otherwise. */
    void conditionalJump(Expr e, BasicBlock next, boolean cond) {
        if (e instanceof Expr.UnaryOp un && un.op() == UnaryOperator.NOT) {
            jumpIf(un.operand(), next, !cond);
        } else if (e instanceof Expr.BoolOp b) {
            jumpIfBoolOp(b, next, cond);
        } else if (e instanceof Expr.IfExp i) {
            jumpIfIfExp(i, next, cond);
        } else if (e instanceof Expr.Compare c) {
            // As CPython 3.11: the comparison's location is set here and not restored, so the jump (and any
            // code that follows before the next statement sets its own) carries the comparison's line.
            unit().loc = c.pos();
            if (c.ops().size() > 1) {
                jumpIfCompareChain(c, next, cond);
            } else {
                visitExpr(e);
                emitJump(cond ? POP_JUMP_IF_TRUE : POP_JUMP_IF_FALSE, next);
            }
        } else {
            visitExpr(e);
            emitJump(cond ? POP_JUMP_IF_TRUE : POP_JUMP_IF_FALSE, next);
        }
    }

    private void jumpIfBoolOp(Expr.BoolOp b, BasicBlock next, boolean cond) {
        int n = b.values().size() - 1;
        boolean cond2 = !b.isAnd();
        BasicBlock next2 = next;
        if (cond2 != cond) {
            next2 = newBlock();
        }
        for (int i = 0; i < n; i++) {
            jumpIf(b.values().get(i), next2, cond2);
        }
        jumpIf(b.values().get(n), next, cond);
        if (next2 != next) {
            useNextBlock(next2);
        }
    }

    private void jumpIfIfExp(Expr.IfExp i, BasicBlock next, boolean cond) {
        BasicBlock end = newBlock();
        BasicBlock next2 = newBlock();
        jumpIf(i.test(), next2, false);
        jumpIf(i.body(), next, cond);
        emitJumpNoLine(Pseudo.JUMP, end);
        useNextBlock(next2);
        jumpIf(i.orelse(), next, cond);
        useNextBlock(end);
    }

    private void jumpIfCompareChain(Expr.Compare c, BasicBlock next, boolean cond) {
        out.literals.compare(c);
        int n = c.ops().size() - 1;
        BasicBlock cleanup = newBlock();
        visitExpr(c.left());
        for (int i = 0; i < n; i++) {
            visitExpr(c.comparators().get(i));
            emit(SWAP, 2);
            emit(COPY, 2);
            compareOp(c.ops().get(i));
            emitJump(POP_JUMP_IF_FALSE, cleanup);
        }
        visitExpr(c.comparators().get(n));
        compareOp(c.ops().get(n));
        emitJump(cond ? POP_JUMP_IF_TRUE : POP_JUMP_IF_FALSE, next);
        BasicBlock end = newBlock();
        emitJumpNoLine(Pseudo.JUMP, end);
        useNextBlock(cleanup);
        emit(POP_TOP);
        if (!cond) {
            emitJumpNoLine(Pseudo.JUMP, next);
        }
        useNextBlock(end);
    }

    /** {@code a and b} / {@code a or b} as a value: each operand but the last may short-circuit to the end. */
    void boolOp(Expr.BoolOp b) {
        int jump = b.isAnd() ? JUMP_IF_FALSE_OR_POP : JUMP_IF_TRUE_OR_POP;
        BasicBlock end = newBlock();
        int n = b.values().size() - 1;
        for (int i = 0; i < n; i++) {
            visitExpr(b.values().get(i));
            emitJump(jump, end);
        }
        visitExpr(b.values().get(n));
        useNextBlock(end);
    }

    /** A comparison, or a chain {@code a < b < c} that evaluates each middle operand once. */
    void compare(Expr.Compare c) {
        out.literals.compare(c);
        visitExpr(c.left());
        int n = c.ops().size() - 1;
        if (n == 0) {
            visitExpr(c.comparators().get(0));
            compareOp(c.ops().get(0));
            return;
        }
        BasicBlock cleanup = newBlock();
        for (int i = 0; i < n; i++) {
            visitExpr(c.comparators().get(i));
            emit(SWAP, 2);
            emit(COPY, 2);
            compareOp(c.ops().get(i));
            emitJump(JUMP_IF_FALSE_OR_POP, cleanup);
        }
        visitExpr(c.comparators().get(n));
        compareOp(c.ops().get(n));
        BasicBlock end = newBlock();
        emitJumpNoLine(Pseudo.JUMP, end);
        useNextBlock(cleanup);
        emit(SWAP, 2);
        emit(POP_TOP);
        useNextBlock(end);
    }

    private void compareOp(CmpOp op) {
        switch (op) {
            case IS -> emit(IS_OP, 0);
            case IS_NOT -> emit(IS_OP, 1);
            case IN -> emit(CONTAINS_OP, 0);
            case NOT_IN -> emit(CONTAINS_OP, 1);
            default -> emit(COMPARE_OP, op.ordinal());
        }
    }
}
