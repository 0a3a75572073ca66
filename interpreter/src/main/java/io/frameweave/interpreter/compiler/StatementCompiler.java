package io.frameweave.interpreter.compiler;

import io.frameweave.interpreter.ast.Expr;
import io.frameweave.interpreter.ast.Pos;
import io.frameweave.interpreter.ast.Stmt;

import java.util.List;

import static io.frameweave.interpreter.bytecode.Opcode.*;

/**
 * Statements: the dispatch over {@link Stmt} (each statement sets the current location), module and class
 * bodies, and the simple and loop statements; compound constructs with their own concept live in the parts it
 * dispatches to.
 */
final class StatementCompiler extends GeneratorPart {
    StatementCompiler(CodeGenerator gen) {
        super(gen);
    }

    void visit(Stmt s) {
        unit().loc = s.pos();
        if (s instanceof Stmt.FunctionDef f) {
            gen.functions.functionDef(f);
        } else if (s instanceof Stmt.ClassDef c) {
            gen.classes.classDef(c);
        } else if (s instanceof Stmt.Return r) {
            returnStmt(r);
        } else if (s instanceof Stmt.Delete d) {
            gen.assignments.delete(d);
        } else if (s instanceof Stmt.Assign a) {
            gen.assignments.assign(a);
        } else if (s instanceof Stmt.AugAssign a) {
            gen.assignments.augAssign(a);
        } else if (s instanceof Stmt.AnnAssign a) {
            gen.assignments.annAssign(a);
        } else if (s instanceof Stmt.For f) {
            if (f.isAsync()) {
                asyncForStmt(f);
            } else {
                forStmt(f);
            }
        } else if (s instanceof Stmt.While w) {
            whileStmt(w);
        } else if (s instanceof Stmt.If i) {
            ifStmt(i);
        } else if (s instanceof Stmt.With w) {
            gen.exceptionBlocks.withStmt(w, 0);
        } else if (s instanceof Stmt.Match m) {
            gen.patterns.matchStmt(m);
        } else if (s instanceof Stmt.Raise r) {
            raiseStmt(r);
        } else if (s instanceof Stmt.Try t) {
            gen.exceptionBlocks.tryStmt(t);
        } else if (s instanceof Stmt.Assert a) {
            assertStmt(a);
        } else if (s instanceof Stmt.Import i) {
            gen.imports.importStmt(i);
        } else if (s instanceof Stmt.ImportFrom i) {
            gen.imports.importFrom(i);
        } else if (s instanceof Stmt.Global || s instanceof Stmt.Nonlocal) {
            // declarations only steer the symbol table
        } else if (s instanceof Stmt.ExprStmt e) {
            exprStmt(e.value());
        } else if (s instanceof Stmt.Pass) {
            emit(NOP);
        } else if (s instanceof Stmt.Break) {
            breakStmt();
        } else if (s instanceof Stmt.Continue) {
            continueStmt();
        }
    }

    /** A module or class body: docstring to {@code __doc__}, annotations dict, statements. */
    void body(List<Stmt> stmts) {
        if (!stmts.isEmpty() && unit().scopeType == CodeUnit.ScopeType.MODULE) {
            unit().loc = stmts.get(0).pos();
        }
        if (AnnotationScan.hasAnnotations(stmts)) {
            emit(SETUP_ANNOTATIONS);
        }
        if (stmts.isEmpty()) {
            return;
        }
        int i = 0;
        String doc = docstring(stmts);
        if (doc != null) {
            i = 1;
            Stmt.ExprStmt st = (Stmt.ExprStmt) stmts.get(0);
            unit().loc = st.pos();
            visitExpr(st.value());
            nameOp("__doc__", ExprContext.STORE);
        }
        for (; i < stmts.size(); i++) {
            visitStmt(stmts.get(i));
        }
    }

    /** The docstring of a body: its first statement when that is a string constant. */
    static String docstring(List<Stmt> body) {
        if (!body.isEmpty() && body.get(0) instanceof Stmt.ExprStmt e
                && e.value() instanceof Expr.Constant c && c.value() instanceof String s) {
            return s;
        }
        return null;
    }

    private void exprStmt(Expr value) {
        if (out.interactive && out.atTopLevel()) {
            visitExpr(value);
            emit(PRINT_EXPR);
            return;
        }
        if (value instanceof Expr.Constant) {
            emit(NOP);
            return;
        }
        visitExpr(value);
        unit().loc = null;
        emit(POP_TOP);
    }

    private void raiseStmt(Stmt.Raise r) {
        int n = 0;
        if (r.exc() != null) {
            visitExpr(r.exc());
            n++;
            if (r.cause() != null) {
                visitExpr(r.cause());
                n++;
            }
        }
        emit(RAISE_VARARGS, n);
    }

    private void assertStmt(Stmt.Assert s) {
        out.literals.assertion(s.pos(), s.test());
        BasicBlock end = newBlock();
        jumpIf(s.test(), end, true);
        emit(LOAD_ASSERTION_ERROR);
        if (s.msg() != null) {
            visitExpr(s.msg());
            emit(CALL, 0);
        }
        emit(RAISE_VARARGS, 1);
        useNextBlock(end);
    }

    // ---- leaving: return, break, continue ----

    private void returnStmt(Stmt.Return r) {
        Expr value = r.value();
        boolean preserveTos = value != null && !(value instanceof Expr.Constant);
        if (!unit().isFunctionLike()) {
            throw error("'return' outside function");
        }
        if (value != null && unit().scope.coroutine && unit().scope.generator) {
            throw error("'return' with value in async generator");
        }
        if (preserveTos) {
            visitExpr(value);
        } else if (value != null) {
            unit().loc = value.pos();
            emit(NOP);
        }
        if (value == null || value.pos().line() != r.pos().line()) {
            unit().loc = r.pos();
            emit(NOP);
        }
        gen.unwinder.unwindAll(preserveTos, false);
        if (value == null) {
            loadConst(Expr.Singleton.NONE);
        } else if (!preserveTos) {
            loadConst(ConstantValue.of((Expr.Constant) value));
        }
        emit(RETURN_VALUE);
    }

    private void breakStmt() {
        Pos saved = unit().loc;
        emit(NOP);
        CodeUnit.FBlock loop = gen.unwinder.unwindAll(false, true);
        if (loop == null) {
            unit().loc = saved;
            throw error("'break' outside loop");
        }
        gen.unwinder.unwind(loop, false);
        emitJump(Pseudo.JUMP, loop.exit());
    }

    private void continueStmt() {
        Pos saved = unit().loc;
        emit(NOP);
        CodeUnit.FBlock loop = gen.unwinder.unwindAll(false, true);
        if (loop == null) {
            unit().loc = saved;
            throw error("'continue' not properly in loop");
        }
        emitJump(Pseudo.JUMP, loop.block());
    }

    // ---- branches and loops ----

    private void ifStmt(Stmt.If s) {
        BasicBlock end = newBlock();
        BasicBlock next = s.orelse().isEmpty() ? end : newBlock();
        jumpIf(s.test(), next, false);
        visitStmts(s.body());
        if (!s.orelse().isEmpty()) {
            emitJumpNoLine(Pseudo.JUMP, end);
            useNextBlock(next);
            visitStmts(s.orelse());
        }
        useNextBlock(end);
    }

    private void forStmt(Stmt.For s) {
        BasicBlock start = newBlock();
        BasicBlock body = newBlock();
        BasicBlock cleanup = newBlock();
        BasicBlock end = newBlock();
        pushFBlock(CodeUnit.FBlockType.FOR_LOOP, start, end, null);
        visitExpr(s.iter());
        emit(GET_ITER);
        useNextBlock(start);
        emitJump(FOR_ITER, cleanup);
        useNextBlock(body);
        visitTarget(s.target(), ExprContext.STORE);
        visitStmts(s.body());
        unit().loc = null;
        emitJump(Pseudo.JUMP, start);
        useNextBlock(cleanup);
        popFBlock();
        visitStmts(s.orelse());
        useNextBlock(end);
    }

    private void asyncForStmt(Stmt.For s) {
        if (!unit().asyncFunction) {
            throw error("'async for' outside async function");
        }
        BasicBlock start = newBlock();
        BasicBlock except = newBlock();
        BasicBlock end = newBlock();
        visitExpr(s.iter());
        emit(GET_AITER);
        useNextBlock(start);
        pushFBlock(CodeUnit.FBlockType.FOR_LOOP, start, end, null);
        // the handler of __anext__'s StopAsyncIteration guards the await only
        emitJump(Pseudo.SETUP_FINALLY, except);
        emit(GET_ANEXT);
        loadConst(Expr.Singleton.NONE);
        gen.expressions.addYieldFrom(true);
        emit(Pseudo.POP_BLOCK);
        visitTarget(s.target(), ExprContext.STORE);
        visitStmts(s.body());
        unit().loc = null;
        emitJump(Pseudo.JUMP, start);
        popFBlock();
        useNextBlock(except);
        // the loop's end belongs to the for, not to the body: the iterator's line
        unit().loc = s.iter().pos();
        emit(END_ASYNC_FOR);
        visitStmts(s.orelse());
        useNextBlock(end);
    }

    private void whileStmt(Stmt.While s) {
        BasicBlock loop = newBlock();
        BasicBlock body = newBlock();
        BasicBlock anchor = newBlock();
        BasicBlock end = newBlock();
        useNextBlock(loop);
        pushFBlock(CodeUnit.FBlockType.WHILE_LOOP, loop, end, null);
        jumpIf(s.test(), anchor, false);
        useNextBlock(body);
        visitStmts(s.body());
        unit().loc = s.pos();
        jumpIf(s.test(), body, true);
        popFBlock();
        useNextBlock(anchor);
        visitStmts(s.orelse());
        useNextBlock(end);
    }
}
