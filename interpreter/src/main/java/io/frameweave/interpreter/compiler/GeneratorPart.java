package io.frameweave.interpreter.compiler;

import io.frameweave.interpreter.ast.Expr;
import io.frameweave.interpreter.ast.Stmt;

import java.util.List;

/**
 * The base of every part of code generation: shorthands for the shared {@link Emitter} and for the entry points
 * of the other parts (reached through the {@link CodeGenerator} that wires them), so that each part reads like
 * the corresponding stretch of CPython's {@code compiler.c}.
 */
abstract class GeneratorPart {
    /**
     * CPython's STACK_USE_GUIDELINE: displays, calls and f-strings with more items than this are built
     * incrementally instead of from that many pushed values.
     */
    static final int STACK_USE_GUIDELINE = 30;

    final CodeGenerator gen;
    final Emitter out;

    GeneratorPart(CodeGenerator gen) {
        this.gen = gen;
        this.out = gen.emitter;
    }

    final CodeUnit unit() {
        return out.unit();
    }

    final void emit(int op, int arg) {
        out.emit(op, arg);
    }

    final void emit(int op) {
        out.emit(op);
    }

    final void emitNoLine(int op, int arg) {
        out.emitNoLine(op, arg);
    }

    final void emitJump(int op, BasicBlock target) {
        out.emitJump(op, target);
    }

    final void emitJumpNoLine(int op, BasicBlock target) {
        out.emitJumpNoLine(op, target);
    }

    final BasicBlock newBlock() {
        return out.newBlock();
    }

    final void useNextBlock(BasicBlock b) {
        out.useNextBlock(b);
    }

    final void loadConst(Object value) {
        out.loadConst(value);
    }

    final void emitName(int op, String name) {
        out.emitName(op, name);
    }

    final RuntimeException error(String msg) {
        return out.error(msg);
    }

    final void pushFBlock(CodeUnit.FBlockType type, BasicBlock block, BasicBlock exit, Object datum) {
        out.pushFBlock(type, block, exit, datum);
    }

    final void popFBlock() {
        out.popFBlock();
    }

    // ---- the other parts' entry points ----

    final void nameOp(String name, ExprContext ctx) {
        gen.names.access(name, ctx);
    }

    final void visitExpr(Expr e) {
        gen.expressions.visit(e);
    }

    final void visitExprs(List<Expr> exprs) {
        for (Expr e : exprs) {
            visitExpr(e);
        }
    }

    final void visitStmt(Stmt s) {
        gen.statements.visit(s);
    }

    final void visitStmts(List<Stmt> stmts) {
        for (Stmt s : stmts) {
            visitStmt(s);
        }
    }

    final void visitTarget(Expr e, ExprContext ctx) {
        gen.assignments.target(e, ctx);
    }

    final void jumpIf(Expr e, BasicBlock next, boolean cond) {
        gen.conditions.conditionalJump(e, next, cond);
    }
}
