package io.frameweave.interpreter.compiler;

import io.frameweave.interpreter.ast.ExceptHandler;
import io.frameweave.interpreter.ast.Expr;
import io.frameweave.interpreter.ast.Stmt;
import io.frameweave.interpreter.ast.WithItem;

import static io.frameweave.interpreter.bytecode.Opcode.*;

/**
 * The statements that install exception handlers: {@code try}/{@code except}/{@code else}/{@code finally} and
 * {@code with}. Each protected region lies between a SETUP_* pseudo-instruction and its POP_BLOCK and becomes
 * an exception-table entry; the matching frame block tells {@link FrameBlockUnwinder} how to leave it early.
 */
final class ExceptionBlockCompiler extends GeneratorPart {
    ExceptionBlockCompiler(CodeGenerator gen) {
        super(gen);
    }

    void tryStmt(Stmt.Try t) {
        if (!t.finalbody().isEmpty()) {
            tryFinally(t);
        } else {
            tryHandlers(t);
        }
    }

    private void tryHandlers(Stmt.Try t) {
        if (t.star()) {
            gen.exceptStar.tryStar(t);
        } else {
            tryExcept(t);
        }
    }

    private void tryExcept(Stmt.Try s) {
        BasicBlock body = newBlock();
        BasicBlock except = newBlock();
        BasicBlock end = newBlock();
        BasicBlock cleanup = newBlock();
        emitJump(Pseudo.SETUP_FINALLY, except);
        useNextBlock(body);
        pushFBlock(CodeUnit.FBlockType.TRY_EXCEPT, body, null, null);
        visitStmts(s.body());
        popFBlock();
        emitNoLine(Pseudo.POP_BLOCK, 0);
        visitStmts(s.orelse());
        emitJumpNoLine(Pseudo.JUMP, end);
        int n = s.handlers().size();
        useNextBlock(except);
        unit().loc = null;
        emitJump(Pseudo.SETUP_CLEANUP, cleanup);
        emit(PUSH_EXC_INFO);
        pushFBlock(CodeUnit.FBlockType.EXCEPTION_HANDLER, null, null, null);
        for (int i = 0; i < n; i++) {
            ExceptHandler h = s.handlers().get(i);
            unit().loc = h.pos();
            if (h.type() == null && i < n - 1) {
                throw error("default 'except:' must be last");
            }
            except = newBlock();
            if (h.type() != null) {
                visitExpr(h.type());
                emit(CHECK_EXC_MATCH);
                emitJump(POP_JUMP_IF_FALSE, except);
            }
            if (h.name() != null) {
                namedHandler(h, end);
            } else {
                anonymousHandler(h, end);
            }
            useNextBlock(except);
        }
        unit().loc = null;
        popFBlock();
        emit(RERAISE, 0);
        useNextBlock(cleanup);
        popExceptAndReraise();
        useNextBlock(end);
    }

    /** {@code except E as name:} the body runs in a cleanup region that unbinds {@code name} however it ends. */
    private void namedHandler(ExceptHandler h, BasicBlock end) {
        BasicBlock cleanupEnd = newBlock();
        BasicBlock cleanupBody = newBlock();
        nameOp(h.name(), ExprContext.STORE);
        emitJump(Pseudo.SETUP_CLEANUP, cleanupEnd);
        useNextBlock(cleanupBody);
        pushFBlock(CodeUnit.FBlockType.HANDLER_CLEANUP, cleanupBody, null, h.name());
        visitStmts(h.body());
        popFBlock();
        unit().loc = null;
        emit(Pseudo.POP_BLOCK);
        emit(Pseudo.POP_BLOCK);
        emit(POP_EXCEPT);
        unbind(h.name());
        emitJump(Pseudo.JUMP, end);
        useNextBlock(cleanupEnd);
        unit().loc = null;
        unbind(h.name());
        emit(RERAISE, 1);
    }

    void unbind(String name) {
        loadConst(Expr.Singleton.NONE);
        nameOp(name, ExprContext.STORE);
        nameOp(name, ExprContext.DEL);
    }

    private void anonymousHandler(ExceptHandler h, BasicBlock end) {
        BasicBlock cleanupBody = newBlock();
        emit(POP_TOP);
        useNextBlock(cleanupBody);
        pushFBlock(CodeUnit.FBlockType.HANDLER_CLEANUP, cleanupBody, null, null);
        visitStmts(h.body());
        popFBlock();
        unit().loc = null;
        emit(Pseudo.POP_BLOCK);
        emit(POP_EXCEPT);
        emitJump(Pseudo.JUMP, end);
    }

    void popExceptAndReraise() {
        emit(COPY, 3);
        emit(POP_EXCEPT);
        emit(RERAISE, 1);
    }

    /** The finally body is emitted twice: inline for the normal exit, and as the handler for exceptions. */
    private void tryFinally(Stmt.Try s) {
        BasicBlock body = newBlock();
        BasicBlock end = newBlock();
        BasicBlock exit = newBlock();
        BasicBlock cleanup = newBlock();
        emitJump(Pseudo.SETUP_FINALLY, end);
        useNextBlock(body);
        pushFBlock(CodeUnit.FBlockType.FINALLY_TRY, body, end, s.finalbody());
        if (!s.handlers().isEmpty()) {
            tryHandlers(s);
        } else {
            visitStmts(s.body());
        }
        emitNoLine(Pseudo.POP_BLOCK, 0);
        popFBlock();
        visitStmts(s.finalbody());
        emitJumpNoLine(Pseudo.JUMP, exit);
        useNextBlock(end);
        unit().loc = null;
        emitJump(Pseudo.SETUP_CLEANUP, cleanup);
        emit(PUSH_EXC_INFO);
        pushFBlock(CodeUnit.FBlockType.FINALLY_END, end, null, null);
        visitStmts(s.finalbody());
        popFBlock();
        emit(RERAISE, 0);
        useNextBlock(cleanup);
        popExceptAndReraise();
        useNextBlock(exit);
    }

    /** The {@code pos}-th item of a {@code with} statement; later items nest inside it. */
    void withStmt(Stmt.With s, int pos) {
        WithItem item = s.items().get(pos);
        if (s.isAsync() && !unit().asyncFunction) {
            throw error("'async with' outside async function");
        }
        BasicBlock block = newBlock();
        BasicBlock fin = newBlock();
        BasicBlock exit = newBlock();
        BasicBlock cleanup = newBlock();
        visitExpr(item.contextExpr());
        if (s.isAsync()) {
            emit(BEFORE_ASYNC_WITH);
            awaitTop(1);
        } else {
            emit(BEFORE_WITH);
        }
        emitJump(Pseudo.SETUP_WITH, fin);
        useNextBlock(block);
        pushFBlock(CodeUnit.FBlockType.WITH, block, fin, s);
        if (item.optionalVars() != null) {
            visitTarget(item.optionalVars(), ExprContext.STORE);
        } else {
            emit(POP_TOP);
        }
        if (pos + 1 == s.items().size()) {
            visitStmts(s.body());
        } else {
            withStmt(s, pos + 1);
        }
        unit().loc = null;
        emit(Pseudo.POP_BLOCK);
        popFBlock();
        unit().loc = s.pos();
        gen.unwinder.callExitWithNones();
        if (s.isAsync()) {
            awaitTop(2);
        }
        emit(POP_TOP);
        emitJump(Pseudo.JUMP, exit);
        useNextBlock(fin);
        emitJump(Pseudo.SETUP_CLEANUP, cleanup);
        emit(PUSH_EXC_INFO);
        emit(WITH_EXCEPT_START);
        if (s.isAsync()) {
            awaitTop(2);
        }
        withExceptFinish(cleanup);
        useNextBlock(exit);
    }

    /** Awaits the value on top of the stack; {@code where} is GET_AWAITABLE's argument (1 __aenter__, 2 __aexit__). */
    void awaitTop(int where) {
        emit(GET_AWAITABLE, where);
        loadConst(Expr.Singleton.NONE);
        gen.expressions.addYieldFrom(true);
    }

    /** After {@code __exit__} ran on an exception: re-raise unless it returned true. */
    private void withExceptFinish(BasicBlock cleanup) {
        unit().loc = null;
        BasicBlock exit = newBlock();
        emitJump(POP_JUMP_IF_TRUE, exit);
        emit(RERAISE, 2);
        useNextBlock(cleanup);
        popExceptAndReraise();
        useNextBlock(exit);
        emit(POP_TOP);
        emit(Pseudo.POP_BLOCK);
        emit(POP_EXCEPT);
        emit(POP_TOP);
        emit(POP_TOP);
    }
}
