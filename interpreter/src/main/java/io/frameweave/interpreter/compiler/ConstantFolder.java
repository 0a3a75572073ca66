package io.frameweave.interpreter.compiler;

import io.frameweave.interpreter.ast.Arguments;
import io.frameweave.interpreter.ast.CmpOp;
import io.frameweave.interpreter.ast.Comprehension;
import io.frameweave.interpreter.ast.ExceptHandler;
import io.frameweave.interpreter.ast.Expr;
import io.frameweave.interpreter.ast.Keyword;
import io.frameweave.interpreter.ast.MatchCase;
import io.frameweave.interpreter.ast.ModuleNode;
import io.frameweave.interpreter.ast.Operator;
import io.frameweave.interpreter.ast.Pattern;
import io.frameweave.interpreter.ast.Stmt;
import io.frameweave.interpreter.ast.UnaryOperator;
import io.frameweave.interpreter.ast.WithItem;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * The syntax-tree folding CPython 3.11 does before compiling ({@code ast_opt.c}), for the cases that change
 * bytecode: unary and binary operators and subscripts on constants ({@link ConstantEvaluation}: CPython's
 * size limits, nothing that would raise), tuples of constants, list displays iterated by {@code for} / tested
 * by {@code in} (become tuples) and set displays of constants there (become frozensets), {@code __debug__},
 * f-strings whose parts are all constant, and {@code 'literal' % (a, b)} ({@link PercentFormatRewrite}).
 */
final class ConstantFolder {
    /** Whether annotations become the strings {@code from __future__ import annotations} asks for (PEP 563). */
    private final boolean stringAnnotations;
    /** With string annotations: the errors they still give. */
    private final StringAnnotationCheck annotationCheck;

    private ConstantFolder(boolean stringAnnotations, SourceText text) {
        this.stringAnnotations = stringAnnotations;
        this.annotationCheck = stringAnnotations ? new StringAnnotationCheck(text) : null;
    }

    /**
     * {@code mod} folded; with {@code stringAnnotations} each annotation is instead the string of its source as
     * CPython unparses it, unfolded, as CPython leaves annotations under {@code from __future__ import annotations},
     * after {@link StringAnnotationCheck} has looked for the SyntaxErrors it still gives ({@code text} locates them).
     */
    static ModuleNode fold(ModuleNode mod, boolean stringAnnotations, SourceText text) {
        return new ConstantFolder(stringAnnotations, text).module(mod);
    }

    private ModuleNode module(ModuleNode mod) {
        if (mod instanceof ModuleNode.FileInput f) {
            return new ModuleNode.FileInput(stmts(f.body()));
        } else if (mod instanceof ModuleNode.SingleInput s) {
            return new ModuleNode.SingleInput(stmts(s.body()));
        } else if (mod instanceof ModuleNode.EvalInput e) {
            return new ModuleNode.EvalInput(expr(e.body()));
        }
        throw new IllegalStateException("unexpected node: " + mod);
    }

    private List<Stmt> stmts(List<Stmt> in) {
        List<Stmt> out = new ArrayList<>(in.size());
        for (Stmt s : in) {
            out.add(stmt(s));
        }
        return out;
    }

    private List<Expr> exprs(List<Expr> in) {
        List<Expr> out = new ArrayList<>(in.size());
        for (Expr e : in) {
            out.add(e == null ? null : expr(e));
        }
        return out;
    }

    /**
     * {@code f} of each of {@code in}. (A loop, not a stream: a stream's {@code toList} links the JDK's first
     * lambda of a run, milliseconds of method-handle set-up while the first program compiles.)
     */
    private static <A, B> List<B> mapped(List<A> in, Function<A, B> f) {
        List<B> out = new ArrayList<>(in.size());
        for (A a : in) {
            out.add(f.apply(a));
        }
        return out;
    }

    private Expr opt(Expr e) {
        return e == null ? null : expr(e);
    }

    private Expr annotation(Expr e) {
        if (e == null || !stringAnnotations) {
            return opt(e);
        }
        return new Expr.Constant(e.pos(), AnnotationUnparser.unparse(e));
    }

    private Arguments args(Arguments a) {
        return new Arguments(mapped(a.posonlyargs(), this::arg),
                mapped(a.args(), this::arg), arg(a.vararg()),
                mapped(a.kwonlyargs(), this::arg), exprs(a.kwDefaults()), arg(a.kwarg()),
                exprs(a.defaults()));
    }

    private Arguments.Arg arg(Arguments.Arg a) {
        return a == null ? null : new Arguments.Arg(a.pos(), a.name(), annotation(a.annotation()));
    }

    private List<Keyword> keywords(List<Keyword> in) {
        List<Keyword> out = new ArrayList<>(in.size());
        for (Keyword k : in) {
            out.add(new Keyword(k.pos(), k.name(), expr(k.value())));
        }
        return out;
    }

    private Stmt stmt(Stmt s) {
        if (s instanceof Stmt.FunctionDef f) {
            if (stringAnnotations) {
                annotationCheck.function(f.args(), f.returns());
            }
            return new Stmt.FunctionDef(f.pos(), f.name(), args(f.args()), stmts(f.body()),
                    exprs(f.decorators()), annotation(f.returns()), f.isAsync());
        } else if (s instanceof Stmt.ClassDef c) {
            return new Stmt.ClassDef(c.pos(), c.name(), exprs(c.bases()), keywords(c.keywords()),
                    stmts(c.body()), exprs(c.decorators()));
        } else if (s instanceof Stmt.Return r) {
            return new Stmt.Return(r.pos(), opt(r.value()));
        } else if (s instanceof Stmt.Delete d) {
            return new Stmt.Delete(d.pos(), targets(d.targets()));
        } else if (s instanceof Stmt.Assign a) {
            return new Stmt.Assign(a.pos(), targets(a.targets()), expr(a.value()));
        } else if (s instanceof Stmt.AugAssign a) {
            return new Stmt.AugAssign(a.pos(), target(a.target()), a.op(), expr(a.value()));
        } else if (s instanceof Stmt.AnnAssign a) {
            if (stringAnnotations) {
                annotationCheck.annotation(a.annotation());
            }
            return new Stmt.AnnAssign(a.pos(), target(a.target()), annotation(a.annotation()),
                    opt(a.value()), a.simple());
        } else if (s instanceof Stmt.For f) {
            // as CPython, only a plain for's list display becomes a tuple
            Expr iter = f.isAsync() ? expr(f.iter()) : iterable(expr(f.iter()));
            return new Stmt.For(f.pos(), target(f.target()), iter, stmts(f.body()),
                    stmts(f.orelse()), f.isAsync());
        } else if (s instanceof Stmt.While w) {
            return new Stmt.While(w.pos(), expr(w.test()), stmts(w.body()), stmts(w.orelse()));
        } else if (s instanceof Stmt.If i) {
            return new Stmt.If(i.pos(), expr(i.test()), stmts(i.body()), stmts(i.orelse()));
        } else if (s instanceof Stmt.With w) {
            return new Stmt.With(w.pos(), mapped(w.items(),
                    it -> new WithItem(expr(it.contextExpr()), it.optionalVars() == null ? null : target(it.optionalVars()))),
                    stmts(w.body()), w.isAsync());
        } else if (s instanceof Stmt.Match m) {
            return new Stmt.Match(m.pos(), expr(m.subject()), mapped(m.cases(),
                    c -> new MatchCase(pattern(c.pattern()), opt(c.guard()), stmts(c.body()))));
        } else if (s instanceof Stmt.Raise r) {
            return new Stmt.Raise(r.pos(), opt(r.exc()), opt(r.cause()));
        } else if (s instanceof Stmt.Try t) {
            return new Stmt.Try(t.pos(), stmts(t.body()), mapped(t.handlers(),
                    h -> new ExceptHandler(h.pos(), opt(h.type()), h.name(), stmts(h.body()))),
                    stmts(t.orelse()), stmts(t.finalbody()), t.star());
        } else if (s instanceof Stmt.Assert a) {
            return new Stmt.Assert(a.pos(), expr(a.test()), opt(a.msg()));
        } else if (s instanceof Stmt.ExprStmt e) {
            return new Stmt.ExprStmt(e.pos(), expr(e.value()));
        } else {
            return s;
        }
    }

    /**
     * CPython's astfold_pattern: the values and keys of patterns fold ({@code -1}, {@code 1 + 2j}); an f-string
     * stays one, for the compiler to refuse as CPython's does ({@code case f"":}).
     */
    private Pattern pattern(Pattern p) {
        if (p instanceof Pattern.MatchValue v) {
            return new Pattern.MatchValue(v.pos(), patternValue(v.value()));
        } else if (p instanceof Pattern.MatchSequence q) {
            return new Pattern.MatchSequence(q.pos(), mapped(q.patterns(), this::pattern));
        } else if (p instanceof Pattern.MatchMapping m) {
            return new Pattern.MatchMapping(m.pos(), mapped(m.keys(), this::patternValue),
                    mapped(m.patterns(), this::pattern), m.rest());
        } else if (p instanceof Pattern.MatchClass c) {
            return new Pattern.MatchClass(c.pos(), expr(c.cls()), mapped(c.patterns(), this::pattern),
                    c.kwdAttrs(), mapped(c.kwdPatterns(), this::pattern));
        } else if (p instanceof Pattern.MatchAs a) {
            return new Pattern.MatchAs(a.pos(), a.pattern() == null ? null : pattern(a.pattern()), a.name());
        } else if (p instanceof Pattern.MatchOr o) {
            return new Pattern.MatchOr(o.pos(), mapped(o.patterns(), this::pattern));
        }
        return p;
    }

    private Expr patternValue(Expr e) {
        return e instanceof Expr.JoinedStr ? e : expr(e);
    }

    private List<Comprehension> generators(List<Comprehension> gens) {
        List<Comprehension> out = new ArrayList<>();
        for (Comprehension c : gens) {
            out.add(new Comprehension(target(c.target()), iterable(expr(c.iter())),
                    exprs(c.ifs()), c.isAsync()));
        }
        return out;
    }

    private List<Expr> targets(List<Expr> in) {
        List<Expr> out = new ArrayList<>(in.size());
        for (Expr e : in) {
            out.add(target(e));
        }
        return out;
    }

    /** An assignment or deletion target: its subexpressions are folded, the target itself never is. */
    private Expr target(Expr e) {
        if (e instanceof Expr.Subscript s) {
            return new Expr.Subscript(s.pos(), expr(s.value()), expr(s.slice()));
        } else if (e instanceof Expr.Attribute a) {
            return new Expr.Attribute(a.pos(), expr(a.value()), a.attr());
        } else if (e instanceof Expr.Starred s) {
            return new Expr.Starred(s.pos(), target(s.value()));
        } else if (e instanceof Expr.TupleExpr t) {
            return new Expr.TupleExpr(t.pos(), targets(t.elts()));
        } else if (e instanceof Expr.ListExpr l) {
            return new Expr.ListExpr(l.pos(), targets(l.elts()));
        }
        return e;
    }

    /**
     * A display that is only iterated: a list without starred items can be a tuple (and then maybe a constant), a
     * set of constants a frozenset constant.
     */
    private Expr iterable(Expr e) {
        if (e instanceof Expr.ListExpr l && l.elts().stream().noneMatch(x -> x instanceof Expr.Starred)) {
            return tuple(new Expr.TupleExpr(l.pos(), l.elts()));
        }
        if (e instanceof Expr.SetExpr s && tuple(new Expr.TupleExpr(s.pos(), s.elts())) instanceof Expr.Constant c) {
            return new Expr.Constant(s.pos(), new ConstFrozenSet(((ConstTuple) c.value()).items()));
        }
        return e;
    }

    private Expr expr(Expr e) {
        if (e instanceof Expr.Name n) {
            return n.id().equals("__debug__") ? new Expr.Constant(n.pos(), Boolean.TRUE) : n;
        } else if (e instanceof Expr.Constant c) {
            return c;
        } else if (e instanceof Expr.JoinedStr j) {
            return joined(j);
        } else if (e instanceof Expr.FormattedValue f) {
            return new Expr.FormattedValue(f.pos(), expr(f.value()), f.conversion(),
                    f.formatSpec() == null ? null : joinedKeep(f.formatSpec()));
        } else if (e instanceof Expr.BinOp b) {
            return binOp(new Expr.BinOp(b.pos(), expr(b.left()), b.op(), expr(b.right())));
        } else if (e instanceof Expr.UnaryOp u) {
            return unaryOp(new Expr.UnaryOp(u.pos(), u.op(), expr(u.operand())));
        } else if (e instanceof Expr.BoolOp b) {
            return new Expr.BoolOp(b.pos(), b.isAnd(), exprs(b.values()));
        } else if (e instanceof Expr.Compare c) {
            List<Expr> comps = exprs(c.comparators());
            int last = comps.size() - 1;
            var lastOp = c.ops().get(last);
            if (lastOp == CmpOp.IN || lastOp == CmpOp.NOT_IN) {
                comps.set(last, iterable(comps.get(last)));
            }
            return new Expr.Compare(c.pos(), expr(c.left()), c.ops(), comps);
        } else if (e instanceof Expr.IfExp i) {
            return new Expr.IfExp(i.pos(), expr(i.test()), expr(i.body()), expr(i.orelse()));
        } else if (e instanceof Expr.NamedExpr n) {
            return new Expr.NamedExpr(n.pos(), n.target(), expr(n.value()));
        } else if (e instanceof Expr.Lambda l) {
            return new Expr.Lambda(l.pos(), args(l.args()), expr(l.body()));
        } else if (e instanceof Expr.Call c) {
            return new Expr.Call(c.pos(), expr(c.func()), exprs(c.args()), keywords(c.keywords()));
        } else if (e instanceof Expr.Attribute a) {
            return new Expr.Attribute(a.pos(), expr(a.value()), a.attr());
        } else if (e instanceof Expr.Subscript s) {
            return subscript(new Expr.Subscript(s.pos(), expr(s.value()), expr(s.slice())));
        } else if (e instanceof Expr.Slice s) {
            return new Expr.Slice(s.pos(), opt(s.lower()), opt(s.upper()), opt(s.step()));
        } else if (e instanceof Expr.Starred s) {
            return new Expr.Starred(s.pos(), expr(s.value()));
        } else if (e instanceof Expr.ListExpr l) {
            return new Expr.ListExpr(l.pos(), exprs(l.elts()));
        } else if (e instanceof Expr.TupleExpr t) {
            return tuple(new Expr.TupleExpr(t.pos(), exprs(t.elts())));
        } else if (e instanceof Expr.SetExpr s) {
            return new Expr.SetExpr(s.pos(), exprs(s.elts()));
        } else if (e instanceof Expr.DictExpr d) {
            return new Expr.DictExpr(d.pos(), exprs(d.keys()), exprs(d.values()));
        } else if (e instanceof Expr.ListComp c) {
            return new Expr.ListComp(c.pos(), expr(c.elt()), generators(c.generators()));
        } else if (e instanceof Expr.SetComp c) {
            return new Expr.SetComp(c.pos(), expr(c.elt()), generators(c.generators()));
        } else if (e instanceof Expr.DictComp c) {
            return new Expr.DictComp(c.pos(), expr(c.key()), expr(c.value()),
                    generators(c.generators()));
        } else if (e instanceof Expr.GeneratorExp c) {
            return new Expr.GeneratorExp(c.pos(), expr(c.elt()), generators(c.generators()));
        } else if (e instanceof Expr.Yield y) {
            return new Expr.Yield(y.pos(), opt(y.value()));
        } else if (e instanceof Expr.YieldFrom y) {
            return new Expr.YieldFrom(y.pos(), expr(y.value()));
        } else if (e instanceof Expr.Await a) {
            return new Expr.Await(a.pos(), expr(a.value()));
        }
        throw new IllegalStateException("unexpected node: " + e);
    }

    /** Tuple displays of constants are constants (only in load context; targets never reach here as such). */
    private Expr tuple(Expr.TupleExpr t) {
        List<Object> items = new ArrayList<>();
        for (Expr e : t.elts()) {
            if (!(e instanceof Expr.Constant c)) {
                return t;
            }
            items.add(ConstantValue.of(c));
        }
        return new Expr.Constant(t.pos(), new ConstTuple(items));
    }

    /** Merges adjacent constant parts and drops empty ones; an all-constant f-string is a plain string. */
    private Expr joined(Expr.JoinedStr j) {
        Expr.JoinedStr k = joinedKeep(j);
        if (k.values().isEmpty()) {
            return new Expr.Constant(j.pos(), "");
        }
        if (k.values().size() == 1 && k.values().get(0) instanceof Expr.Constant c) {
            return new Expr.Constant(j.pos(), c.value());
        }
        return k;
    }

    private Expr.JoinedStr joinedKeep(Expr.JoinedStr j) {
        List<Expr> out = new ArrayList<>();
        for (Expr part : j.values()) {
            Expr p = part instanceof Expr.JoinedStr inner ? joined(inner) : expr(part);
            if (p instanceof Expr.Constant c && c.value() instanceof String s) {
                if (s.isEmpty()) {
                    continue;
                }
                if (!out.isEmpty() && out.get(out.size() - 1) instanceof Expr.Constant prev
                        && prev.value() instanceof String ps) {
                    out.set(out.size() - 1, new Expr.Constant(prev.pos().to(c.pos()), ps + s));
                    continue;
                }
            }
            out.add(p);
        }
        return new Expr.JoinedStr(j.pos(), out);
    }

    private Expr unaryOp(Expr.UnaryOp u) {
        if (u.op() == UnaryOperator.NOT && u.operand() instanceof Expr.Compare c && c.ops().size() == 1) {
            CmpOp inverse = switch (c.ops().get(0)) {
                case IS -> CmpOp.IS_NOT;
                case IS_NOT -> CmpOp.IS;
                case IN -> CmpOp.NOT_IN;
                case NOT_IN -> CmpOp.IN;
                default -> null;
            };
            // not (a in b) is a not in b, and takes the comparison's place and position
            if (inverse != null) {
                return new Expr.Compare(c.pos(), c.left(), List.of(inverse), c.comparators());
            }
        }
        if (!(u.operand() instanceof Expr.Constant c)) {
            return u;
        }
        Object r = ConstantEvaluation.unary(u.op(), ConstantValue.of(c));
        return r == null ? u : new Expr.Constant(u.pos(), r);
    }

    private Expr binOp(Expr.BinOp b) {
        if (b.op() == Operator.MOD && b.right() instanceof Expr.TupleExpr) {
            return PercentFormatRewrite.rewrite(b);
        }
        if (!(b.left() instanceof Expr.Constant l) || !(b.right() instanceof Expr.Constant r)) {
            return b;
        }
        Object v = ConstantEvaluation.binary(b.op(), ConstantValue.of(l), ConstantValue.of(r));
        return v == null ? b : new Expr.Constant(b.pos(), v);
    }

    private Expr subscript(Expr.Subscript s) {
        if (!(s.value() instanceof Expr.Constant c) || !(s.slice() instanceof Expr.Constant k)) {
            return s;
        }
        Object v = ConstantEvaluation.subscript(ConstantValue.of(c), ConstantValue.of(k));
        return v == null ? s : new Expr.Constant(s.pos(), v);
    }
}
