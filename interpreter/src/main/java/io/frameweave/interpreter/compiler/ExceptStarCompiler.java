package io.frameweave.interpreter.compiler;

import io.frameweave.interpreter.ast.ExceptHandler;
import io.frameweave.interpreter.ast.Stmt;

import static io.frameweave.interpreter.bytecode.Opcode.*;

/**
 * {@code try}/{@code except*} (PEP 654), as CPython 3.11 compiles it. Below the handled exception the handler
 * keeps the original exception and a list of what the clauses raised; each clause's CHECK_EG_MATCH splits the
 * unmatched rest into its match (bound or popped) and a new rest; a clause that raises appends its exception to
 * the list; at the end the unmatched rest joins the list and PREP_RERAISE_STAR makes what is raised, if anything.
 * {@code break}, {@code continue} and {@code return} may not leave a clause ({@link FrameBlockUnwinder} says so).
 */
final class ExceptStarCompiler extends GeneratorPart {
    ExceptStarCompiler(CodeGenerator gen) {
        super(gen);
    }

    void tryStar(Stmt.Try s) {
        BasicBlock body = newBlock();
        BasicBlock except = newBlock();
        BasicBlock orelse = newBlock();
        BasicBlock end = newBlock();
        BasicBlock cleanup = newBlock();
        BasicBlock reraiseStar = newBlock();
        emitJump(Pseudo.SETUP_FINALLY, except);
        useNextBlock(body);
        pushFBlock(CodeUnit.FBlockType.TRY_EXCEPT, body, null, null);
        visitStmts(s.body());
        popFBlock();
        emitNoLine(Pseudo.POP_BLOCK, 0);
        emitJumpNoLine(Pseudo.JUMP, orelse);
        useNextBlock(except);
        unit().loc = null;
        emitJump(Pseudo.SETUP_CLEANUP, cleanup);
        emit(PUSH_EXC_INFO);
        pushFBlock(CodeUnit.FBlockType.EXCEPTION_GROUP_HANDLER, null, null, null);
        int n = s.handlers().size();
        for (int i = 0; i < n; i++) {
            clause(s.handlers().get(i), i == 0, i == n - 1, reraiseStar);
        }
        unit().loc = null;
        popFBlock();
        BasicBlock reraise = newBlock();
        useNextBlock(reraiseStar);
        emit(PREP_RERAISE_STAR);
        emit(COPY, 1);
        emitJump(POP_JUMP_IF_NOT_NONE, reraise);
        emit(POP_TOP);
        emit(Pseudo.POP_BLOCK);
        emit(POP_EXCEPT);
        emitJump(Pseudo.JUMP, end);
        useNextBlock(reraise);
        emit(Pseudo.POP_BLOCK);
        emit(SWAP, 2);
        emit(POP_EXCEPT);
        emit(RERAISE, 0);
        useNextBlock(cleanup);
        gen.exceptionBlocks.popExceptAndReraise();
        useNextBlock(orelse);
        visitStmts(s.orelse());
        useNextBlock(end);
    }

    /**
     * One {@code except* T [as name]:} clause. The stack holds, above the previously handled exception, the
     * original exception, the list of raised exceptions and the rest still unmatched.
     */
    private void clause(ExceptHandler h, boolean first, boolean last, BasicBlock reraiseStar) {
        unit().loc = h.pos();
        BasicBlock next = newBlock();
        BasicBlock match = newBlock();
        if (first) {
            emit(COPY, 1);
            emit(BUILD_LIST, 0);
            emit(SWAP, 2);
        }
        visitExpr(h.type());
        emit(CHECK_EG_MATCH);
        emit(COPY, 1);
        emitJump(POP_JUMP_IF_NOT_NONE, match);
        emit(POP_TOP);
        emitJump(Pseudo.JUMP, next);
        useNextBlock(match);
        BasicBlock cleanupEnd = newBlock();
        BasicBlock cleanupBody = newBlock();
        if (h.name() != null) {
            nameOp(h.name(), ExprContext.STORE);
        } else {
            emit(POP_TOP);
        }
        emitJump(Pseudo.SETUP_CLEANUP, cleanupEnd);
        useNextBlock(cleanupBody);
        pushFBlock(CodeUnit.FBlockType.HANDLER_CLEANUP, cleanupBody, null, h.name());
        visitStmts(h.body());
        popFBlock();
        unit().loc = null;
        emit(Pseudo.POP_BLOCK);
        if (h.name() != null) {
            gen.exceptionBlocks.unbind(h.name());
        }
        emitJump(Pseudo.JUMP, next);
        useNextBlock(cleanupEnd);
        unit().loc = null;
        if (h.name() != null) {
            gen.exceptionBlocks.unbind(h.name());
        }
        emit(LIST_APPEND, 3);
        emit(POP_TOP);
        useNextBlock(next);
        if (last) {
            emit(LIST_APPEND, 1);
            emitJump(Pseudo.JUMP, reraiseStar);
        }
    }
}
