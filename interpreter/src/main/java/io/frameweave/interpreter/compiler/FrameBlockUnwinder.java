package io.frameweave.interpreter.compiler;

import io.frameweave.interpreter.ast.Expr;
import io.frameweave.interpreter.ast.Stmt;

import java.util.List;

import static io.frameweave.interpreter.bytecode.Opcode.*;

/**
 * What {@code return}, {@code break} and {@code continue} emit to leave enclosing frame blocks early: pop the
 * loop iterator, end exception regions, run {@code finally} bodies, call {@code __exit__}, unbind
 * {@code except ... as} names. With {@code preserveTos}, the return value on top of the stack is kept above
 * whatever is popped.
 */
final class FrameBlockUnwinder extends GeneratorPart {
    FrameBlockUnwinder(CodeGenerator gen) {
        super(gen);
    }

    /** Unwinds enclosing frame blocks; with {@code toLoop}, stops at (and returns) the innermost loop. */
    CodeUnit.FBlock unwindAll(boolean preserveTos, boolean toLoop) {
        List<CodeUnit.FBlock> fblocks = unit().fblocks;
        if (fblocks.isEmpty()) {
            return null;
        }
        CodeUnit.FBlock top = fblocks.get(fblocks.size() - 1);
        if (top.type() == CodeUnit.FBlockType.EXCEPTION_GROUP_HANDLER) {
            throw error("'break', 'continue' and 'return' cannot appear in an except* block");
        }
        if (toLoop && (top.type() == CodeUnit.FBlockType.WHILE_LOOP
                || top.type() == CodeUnit.FBlockType.FOR_LOOP)) {
            return top;
        }
        fblocks.remove(fblocks.size() - 1);
        unwind(top, preserveTos);
        CodeUnit.FBlock loop = unwindAll(preserveTos, toLoop);
        fblocks.add(top);
        return loop;
    }

    @SuppressWarnings("unchecked")
    void unwind(CodeUnit.FBlock info, boolean preserveTos) {
        switch (info.type()) {
            case WHILE_LOOP, EXCEPTION_HANDLER, EXCEPTION_GROUP_HANDLER -> { }
            case FOR_LOOP, POP_VALUE -> {
                if (preserveTos) {
                    emit(SWAP, 2);
                }
                emit(POP_TOP);
            }
            case TRY_EXCEPT -> emit(Pseudo.POP_BLOCK);
            case FINALLY_TRY -> {
                emit(Pseudo.POP_BLOCK);
                if (preserveTos) {
                    pushFBlock(CodeUnit.FBlockType.POP_VALUE, null, null, null);
                }
                visitStmts((List<Stmt>) info.datum());
                if (preserveTos) {
                    popFBlock();
                }
                unit().loc = null;
            }
            case FINALLY_END -> {
                if (preserveTos) {
                    emit(SWAP, 2);
                }
                emit(POP_TOP);
                if (preserveTos) {
                    emit(SWAP, 2);
                }
                emit(Pseudo.POP_BLOCK);
                emit(POP_EXCEPT);
            }
            case WITH -> {
                unit().loc = ((Stmt) info.datum()).pos();
                emit(Pseudo.POP_BLOCK);
                if (preserveTos) {
                    emit(SWAP, 2);
                }
                callExitWithNones();
                if (((Stmt.With) info.datum()).isAsync()) {
                    gen.exceptionBlocks.awaitTop(2);
                }
                emit(POP_TOP);
                unit().loc = null;
            }
            case HANDLER_CLEANUP -> {
                String boundName = (String) info.datum();
                if (boundName != null) {
                    emit(Pseudo.POP_BLOCK);
                }
                if (preserveTos) {
                    emit(SWAP, 2);
                }
                emit(Pseudo.POP_BLOCK);
                emit(POP_EXCEPT);
                if (boundName != null) {
                    loadConst(Expr.Singleton.NONE);
                    nameOp(boundName, ExprContext.STORE);
                    nameOp(boundName, ExprContext.DEL);
                }
            }
        }
    }

    /** {@code __exit__(None, None, None)} on the context manager's bound exit below the top of the stack. */
    void callExitWithNones() {
        loadConst(Expr.Singleton.NONE);
        loadConst(Expr.Singleton.NONE);
        loadConst(Expr.Singleton.NONE);
        emit(CALL, 2);
    }
}
