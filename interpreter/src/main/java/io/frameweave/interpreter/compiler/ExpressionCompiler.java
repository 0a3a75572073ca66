package io.frameweave.interpreter.compiler;

import io.frameweave.interpreter.ast.Expr;
import io.frameweave.interpreter.ast.Pos;

import java.util.List;

import static io.frameweave.interpreter.bytecode.Opcode.*;

/**
 * Expressions in load position: the dispatch over {@link Expr} (each expression sets the current location and
 * restores it after), and the operators, conditional expressions, yields, f-strings, attributes, subscripts and
 * slices; displays, calls, comparisons, lambdas and comprehensions go to their own parts.
 */
final class ExpressionCompiler extends GeneratorPart {
    ExpressionCompiler(CodeGenerator gen) {
        super(gen);
    }

    void visit(Expr e) {
        Pos saved = unit().loc;
        unit().loc = e.pos();
        dispatch(e);
        unit().loc = saved;
    }

    private void dispatch(Expr e) {
        if (e instanceof Expr.Constant c) {
            loadConst(ConstantValue.of(c));
        } else if (e instanceof Expr.Name n) {
            nameOp(n.id(), ExprContext.LOAD);
        } else if (e instanceof Expr.NamedExpr n) {
            namedExpr(n);
        } else if (e instanceof Expr.BoolOp b) {
            gen.conditions.boolOp(b);
        } else if (e instanceof Expr.BinOp b) {
            binOp(b);
        } else if (e instanceof Expr.UnaryOp un) {
            unaryOp(un);
        } else if (e instanceof Expr.Lambda l) {
            gen.functions.lambda(l);
        } else if (e instanceof Expr.IfExp i) {
            ifExp(i);
        } else if (e instanceof Expr.DictExpr d) {
            gen.displays.dict(d);
        } else if (e instanceof Expr.SetExpr s) {
            gen.displays.set(s.elts());
        } else if (e instanceof Expr.ListExpr l) {
            gen.displays.list(l.elts());
        } else if (e instanceof Expr.TupleExpr t) {
            gen.displays.tuple(t.elts());
        } else if (e instanceof Expr.GeneratorExp g) {
            gen.comprehensions.comprehension(g, "<genexpr>", g.generators(), g.elt(), null);
        } else if (e instanceof Expr.ListComp c) {
            gen.comprehensions.comprehension(c, "<listcomp>", c.generators(), c.elt(), null);
        } else if (e instanceof Expr.SetComp c) {
            gen.comprehensions.comprehension(c, "<setcomp>", c.generators(), c.elt(), null);
        } else if (e instanceof Expr.DictComp c) {
            gen.comprehensions.comprehension(c, "<dictcomp>", c.generators(), c.key(), c.value());
        } else if (e instanceof Expr.Yield y) {
            yieldValue(y);
        } else if (e instanceof Expr.YieldFrom y) {
            yieldFrom(y);
        } else if (e instanceof Expr.Await a) {
            await(a);
        } else if (e instanceof Expr.Compare c) {
            gen.conditions.compare(c);
        } else if (e instanceof Expr.Call c) {
            gen.calls.call(c);
        } else if (e instanceof Expr.JoinedStr j) {
            joinedStr(j);
        } else if (e instanceof Expr.FormattedValue f) {
            formattedValue(f);
        } else if (e instanceof Expr.Attribute a) {
            visitExpr(a.value());
            out.matchAttrLocation(a);
            emitName(LOAD_ATTR, a.attr());
        } else if (e instanceof Expr.Subscript s) {
            out.literals.subscript(s.pos(), s.value(), s.slice());
            visitExpr(s.value());
            visitExpr(s.slice());
            emit(BINARY_SUBSCR);
        } else if (e instanceof Expr.Slice s) {
            slice(s);
        } else if (e instanceof Expr.Starred) {
            throw error("can't use starred expression here");
        }
    }

    private void namedExpr(Expr.NamedExpr n) {
        visitExpr(n.value());
        emit(COPY, 1);
        visitTarget(n.target(), ExprContext.STORE);
    }

    private void binOp(Expr.BinOp b) {
        visitExpr(b.left());
        visitExpr(b.right());
        emit(BINARY_OP, OperatorNumbers.of(b.op()));
    }

    private void unaryOp(Expr.UnaryOp un) {
        visitExpr(un.operand());
        emit(switch (un.op()) {
            case INVERT -> UNARY_INVERT;
            case NOT -> UNARY_NOT;
            case UADD -> UNARY_POSITIVE;
            case USUB -> UNARY_NEGATIVE;
        });
    }

    private void ifExp(Expr.IfExp i) {
        BasicBlock end = newBlock();
        BasicBlock next = newBlock();
        jumpIf(i.test(), next, false);
        visitExpr(i.body());
        emitJumpNoLine(Pseudo.JUMP, end);
        useNextBlock(next);
        visitExpr(i.orelse());
        useNextBlock(end);
    }

    private void yieldValue(Expr.Yield y) {
        if (!unit().isFunctionLike()) {
            throw error("'yield' outside function");
        }
        if (y.value() != null) {
            visitExpr(y.value());
        } else {
            loadConst(Expr.Singleton.NONE);
        }
        addYield();
    }

    /** Yields the value on top of the stack; an async generator marks it as its own (ASYNC_GEN_WRAP). */
    void addYield() {
        if (unit().scope.coroutine) {
            emit(ASYNC_GEN_WRAP);
        }
        emit(YIELD_VALUE);
        emit(RESUME, 1);
    }

    private void yieldFrom(Expr.YieldFrom y) {
        if (!unit().isFunctionLike()) {
            throw error("'yield' outside function");
        }
        if (unit().asyncFunction) {
            throw error("'yield from' inside async function");
        }
        visitExpr(y.value());
        emit(GET_YIELD_FROM_ITER);
        loadConst(Expr.Singleton.NONE);
        addYieldFrom(false);
    }

    private void await(Expr.Await a) {
        if (!unit().isFunctionLike()) {
            throw error("'await' outside function");
        }
        if (!unit().asyncFunction && unit().scopeType != CodeUnit.ScopeType.COMPREHENSION) {
            throw error("'await' outside async function");
        }
        visitExpr(a.value());
        emit(GET_AWAITABLE, 0);
        loadConst(Expr.Singleton.NONE);
        addYieldFrom(true);
    }

    /**
     * The loop that sends into the iterator below the sent value until it finishes, yielding what it yields:
     * a {@code yield from}'s, or an {@code await}'s (whose RESUME says so).
     */
    void addYieldFrom(boolean await) {
        BasicBlock start = newBlock();
        BasicBlock resume = newBlock();
        BasicBlock exit = newBlock();
        useNextBlock(start);
        emitJump(SEND, exit);
        useNextBlock(resume);
        emit(YIELD_VALUE);
        emit(RESUME, await ? 3 : 2);
        emitJump(Pseudo.JUMP_NO_INTERRUPT, start);
        useNextBlock(exit);
    }

    /** An f-string: its parts concatenated by BUILD_STRING, or by {@code "".join} when there are many. */
    private void joinedStr(Expr.JoinedStr j) {
        List<Expr> values = j.values();
        if (values.size() > STACK_USE_GUIDELINE) {
            loadConst("");
            emitName(LOAD_METHOD, "join");
            emit(BUILD_LIST, 0);
            for (Expr v : values) {
                visitExpr(v);
                emit(LIST_APPEND, 1);
            }
            emit(CALL, 1);
        } else {
            visitExprs(values);
            if (values.size() != 1) {
                emit(BUILD_STRING, values.size());
            }
        }
    }

    /** A replacement field of an f-string: FORMAT_VALUE's argument holds the conversion and a has-spec bit. */
    private void formattedValue(Expr.FormattedValue f) {
        visitExpr(f.value());
        int arg = switch (f.conversion()) {
            case 's' -> 1;
            case 'r' -> 2;
            case 'a' -> 3;
            default -> 0;
        };
        if (f.formatSpec() != null) {
            visitExpr(f.formatSpec());
            arg |= 4;
        }
        emit(FORMAT_VALUE, arg);
    }

    private void slice(Expr.Slice s) {
        int n = 2;
        if (s.lower() != null) {
            visitExpr(s.lower());
        } else {
            loadConst(Expr.Singleton.NONE);
        }
        if (s.upper() != null) {
            visitExpr(s.upper());
        } else {
            loadConst(Expr.Singleton.NONE);
        }
        if (s.step() != null) {
            n++;
            visitExpr(s.step());
        }
        emit(BUILD_SLICE, n);
    }
}
