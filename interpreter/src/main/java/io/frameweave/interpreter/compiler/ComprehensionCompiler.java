package io.frameweave.interpreter.compiler;

import io.frameweave.interpreter.ast.Comprehension;
import io.frameweave.interpreter.ast.Expr;
import io.frameweave.interpreter.bytecode.PyCode;

import java.util.List;

import static io.frameweave.interpreter.bytecode.Opcode.*;

/**
 * Comprehensions and generator expressions: each is a nested function of one argument (the iterator of its
 * outermost {@code for}) that builds the list, set or dict, or yields the values, and is called at once.
 */
final class ComprehensionCompiler extends GeneratorPart {
    /** What the comprehension makes: its kind selects the build and add instructions. */
    private static final int GENERATOR = 0;
    private static final int LIST = 1;
    private static final int SET = 2;
    private static final int DICT = 3;

    ComprehensionCompiler(CodeGenerator gen) {
        super(gen);
    }

    /** {@code elt} is the element (the key for a dict comprehension, whose {@code value} is then non-null). */
    void comprehension(Expr e, String name, List<Comprehension> generators, Expr elt, Expr value) {
        Comprehension outermost = generators.get(0);
        boolean mayAwait = unit().asyncFunction || unit().scopeType == CodeUnit.ScopeType.COMPREHENSION;
        out.enterScope(name, CodeUnit.ScopeType.COMPREHENSION, e, e.pos().line());
        unit().loc = e.pos();
        int kind = kindOf(e);
        boolean awaited = unit().scope.coroutine && kind != GENERATOR;
        if (awaited && !mayAwait) {
            throw error("asynchronous comprehension outside of an asynchronous function");
        }
        if (kind != GENERATOR) {
            emit(kind == LIST ? BUILD_LIST : kind == SET ? BUILD_SET : BUILD_MAP, 0);
        }
        generator(generators, 0, 0, elt, value, kind);
        if (kind != GENERATOR) {
            emit(RETURN_VALUE);
        }
        PyCode code = out.assemble(true);
        String qualname = unit().qualname;
        out.exitScope();
        gen.functions.makeClosure(code, 0, qualname);
        visitExpr(outermost.iter());
        emit(outermost.isAsync() ? GET_AITER : GET_ITER);
        emit(CALL, 0);
        if (awaited) {
            emit(GET_AWAITABLE, 0);
            loadConst(Expr.Singleton.NONE);
            gen.expressions.addYieldFrom(true);
        }
    }

    private static int kindOf(Expr e) {
        if (e instanceof Expr.ListComp) {
            return LIST;
        } else if (e instanceof Expr.SetComp) {
            return SET;
        } else if (e instanceof Expr.DictComp) {
            return DICT;
        }
        return GENERATOR;
    }

    /**
     * The {@code for} clause {@code genIndex} with its {@code if}s, the inner clauses nested in it, and the
     * element at the innermost; {@code depth} counts the iterators on the stack below the element.
     */
    private void generator(List<Comprehension> generators, int genIndex, int depth, Expr elt, Expr value,
                           int kind) {
        if (generators.get(genIndex).isAsync()) {
            asyncGenerator(generators, genIndex, depth, elt, value, kind);
            return;
        }
        BasicBlock start = newBlock();
        BasicBlock ifCleanup = newBlock();
        BasicBlock anchor = newBlock();
        Comprehension clause = generators.get(genIndex);
        if (genIndex == 0) {
            unit().argCount = 1;
            emit(LOAD_FAST, 0);
        } else {
            // The temporary-variable idiom `for x in [y]` binds x to y without iterating, as CPython 3.11 does.
            List<Expr> elts = clause.iter() instanceof Expr.ListExpr l ? l.elts()
                    : clause.iter() instanceof Expr.TupleExpr t ? t.elts() : null;
            if (elts != null && elts.size() == 1 && !(elts.get(0) instanceof Expr.Starred)) {
                visitExpr(elts.get(0));
                start = null;
            }
            if (start != null) {
                visitExpr(clause.iter());
                emit(GET_ITER);
            }
        }
        if (start != null) {
            depth++;
            useNextBlock(start);
            emitJump(FOR_ITER, anchor);
        }
        visitTarget(clause.target(), ExprContext.STORE);
        for (Expr cond : clause.ifs()) {
            jumpIf(cond, ifCleanup, false);
        }
        if (++genIndex < generators.size()) {
            generator(generators, genIndex, depth, elt, value, kind);
        }
        if (genIndex >= generators.size()) {
            element(elt, value, kind, depth);
        }
        useNextBlock(ifCleanup);
        if (start != null) {
            emitJump(Pseudo.JUMP, start);
            useNextBlock(anchor);
        }
    }

    /** An {@code async for} clause: as {@link #generator}, awaiting {@code __anext__()} until StopAsyncIteration. */
    private void asyncGenerator(List<Comprehension> generators, int genIndex, int depth, Expr elt, Expr value,
                                int kind) {
        BasicBlock start = newBlock();
        BasicBlock except = newBlock();
        BasicBlock ifCleanup = newBlock();
        Comprehension clause = generators.get(genIndex);
        if (genIndex == 0) {
            unit().argCount = 1;
            emit(LOAD_FAST, 0);
        } else {
            visitExpr(clause.iter());
            emit(GET_AITER);
        }
        useNextBlock(start);
        emitJump(Pseudo.SETUP_FINALLY, except);
        emit(GET_ANEXT);
        loadConst(Expr.Singleton.NONE);
        gen.expressions.addYieldFrom(true);
        emit(Pseudo.POP_BLOCK);
        visitTarget(clause.target(), ExprContext.STORE);
        for (Expr cond : clause.ifs()) {
            jumpIf(cond, ifCleanup, false);
        }
        depth++;
        if (++genIndex < generators.size()) {
            generator(generators, genIndex, depth, elt, value, kind);
        }
        if (genIndex >= generators.size()) {
            element(elt, value, kind, depth);
        }
        useNextBlock(ifCleanup);
        emitJump(Pseudo.JUMP, start);
        useNextBlock(except);
        emit(END_ASYNC_FOR);
    }

    private void element(Expr elt, Expr value, int kind, int depth) {
        switch (kind) {
            case GENERATOR -> {
                visitExpr(elt);
                gen.expressions.addYield();
                emit(POP_TOP);
            }
            case LIST -> {
                visitExpr(elt);
                emit(LIST_APPEND, depth + 1);
            }
            case SET -> {
                visitExpr(elt);
                emit(SET_ADD, depth + 1);
            }
            default -> {
                visitExpr(elt);
                visitExpr(value);
                emit(MAP_ADD, depth + 1);
            }
        }
    }
}
