package io.frameweave.interpreter.compiler;

import io.frameweave.interpreter.ast.Arguments;
import io.frameweave.interpreter.ast.Comprehension;
import io.frameweave.interpreter.ast.Expr;
import io.frameweave.interpreter.ast.Keyword;
import io.frameweave.interpreter.ast.Pos;

import java.util.List;

/**
 * The expression walk of the symbol-table pass: records the names an expression uses and binds (targets,
 * parameters, walrus targets), and opens the scopes of lambdas and comprehensions, with CPython's
 * SyntaxErrors for {@code yield} and assignment expressions in comprehensions.
 */
final class ExpressionSymbols {
    private final ScopeStack scopes;

    ExpressionSymbols(ScopeStack scopes) {
        this.scopes = scopes;
    }

    /** The annotations of a def's parameters and its return annotation, evaluated in the enclosing scope. */
    void visitAnnotations(Arguments args, Expr returns) {
        for (Arguments.Arg a : args.posonlyargs()) {
            visitAnnotation(a);
        }
        for (Arguments.Arg a : args.args()) {
            visitAnnotation(a);
        }
        visitAnnotation(args.vararg());
        for (Arguments.Arg a : args.kwonlyargs()) {
            visitAnnotation(a);
        }
        visitAnnotation(args.kwarg());
        if (returns != null) {
            visitExpr(returns);
        }
    }

    private void visitAnnotation(Arguments.Arg a) {
        if (a != null && a.annotation() != null) {
            visitExpr(a.annotation());
        }
    }

    /** Binds the parameters in the current scope. */
    void visitParams(Arguments args) {
        for (Arguments.Arg a : args.posonlyargs()) {
            scopes.addDef(a.name(), Scope.DEF_PARAM, a.pos());
        }
        for (Arguments.Arg a : args.args()) {
            scopes.addDef(a.name(), Scope.DEF_PARAM, a.pos());
        }
        for (Arguments.Arg a : args.kwonlyargs()) {
            scopes.addDef(a.name(), Scope.DEF_PARAM, a.pos());
        }
        if (args.vararg() != null) {
            scopes.addDef(args.vararg().name(), Scope.DEF_PARAM, args.vararg().pos());
        }
        if (args.kwarg() != null) {
            scopes.addDef(args.kwarg().name(), Scope.DEF_PARAM, args.kwarg().pos());
        }
    }

    /** The default values of parameters, evaluated in the enclosing scope. */
    void visitDefaults(Arguments args) {
        visitExprs(args.defaults());
        for (Expr e : args.kwDefaults()) {
            if (e != null) {
                visitExpr(e);
            }
        }
    }

    void visitExprs(List<Expr> exprs) {
        for (Expr e : exprs) {
            visitExpr(e);
        }
    }

    /** An assignment or deletion target: names in it are bound. */
    void visitTarget(Expr e) {
        if (e instanceof Expr.Name n) {
            scopes.addDef(n.id(), Scope.DEF_LOCAL, n.pos());
        } else if (e instanceof Expr.TupleExpr t) {
            t.elts().forEach(this::visitTarget);
        } else if (e instanceof Expr.ListExpr l) {
            l.elts().forEach(this::visitTarget);
        } else if (e instanceof Expr.Starred s) {
            visitTarget(s.value());
        } else if (e instanceof Expr.Attribute a) {
            visitExpr(a.value());
        } else if (e instanceof Expr.Subscript s) {
            visitExpr(s.value());
            visitExpr(s.slice());
        } else {
            visitExpr(e);
        }
    }

    void visitExpr(Expr e) {
        if (e instanceof Expr.Constant c) {
            // uses no names
        } else if (e instanceof Expr.Name n) {
            scopes.addDef(n.id(), Scope.USE, n.pos());
            if (scopes.current().kind == Scope.Kind.FUNCTION && n.id().equals("super")) {
                scopes.addDef("__class__", Scope.USE, n.pos());
            }
        } else if (e instanceof Expr.JoinedStr j) {
            visitExprs(j.values());
        } else if (e instanceof Expr.FormattedValue f) {
            visitExpr(f.value());
            if (f.formatSpec() != null) {
                visitExpr(f.formatSpec());
            }
        } else if (e instanceof Expr.BinOp b) {
            visitExpr(b.left());
            visitExpr(b.right());
        } else if (e instanceof Expr.UnaryOp u) {
            visitExpr(u.operand());
        } else if (e instanceof Expr.BoolOp b) {
            visitExprs(b.values());
        } else if (e instanceof Expr.Compare c) {
            visitExpr(c.left());
            visitExprs(c.comparators());
        } else if (e instanceof Expr.IfExp i) {
            visitExpr(i.test());
            visitExpr(i.body());
            visitExpr(i.orelse());
        } else if (e instanceof Expr.NamedExpr n) {
            if (scopes.current().compIterExpr > 0) {
                throw scopes.error(n.pos(),
                        "assignment expression cannot be used in a comprehension iterable expression");
            }
            if (scopes.current().comprehension != null) {
                extendNamedExprScope(n.target());
            }
            visitExpr(n.value());
            visitTarget(n.target());
        } else if (e instanceof Expr.Lambda l) {
            visitDefaults(l.args());
            scopes.enter(Scope.Kind.FUNCTION, "lambda", l, l.pos());
            scopes.current().lambda = true;
            visitParams(l.args());
            visitExpr(l.body());
            scopes.exit();
        } else if (e instanceof Expr.Call c) {
            visitExpr(c.func());
            visitExprs(c.args());
            for (Keyword k : c.keywords()) {
                visitExpr(k.value());
            }
        } else if (e instanceof Expr.Attribute a) {
            visitExpr(a.value());
        } else if (e instanceof Expr.Subscript s) {
            visitExpr(s.value());
            visitExpr(s.slice());
        } else if (e instanceof Expr.Slice s) {
            if (s.lower() != null) {
                visitExpr(s.lower());
            }
            if (s.upper() != null) {
                visitExpr(s.upper());
            }
            if (s.step() != null) {
                visitExpr(s.step());
            }
        } else if (e instanceof Expr.Starred s) {
            visitExpr(s.value());
        } else if (e instanceof Expr.ListExpr l) {
            visitExprs(l.elts());
        } else if (e instanceof Expr.TupleExpr t) {
            visitExprs(t.elts());
        } else if (e instanceof Expr.SetExpr s) {
            visitExprs(s.elts());
        } else if (e instanceof Expr.DictExpr d) {
            for (int i = 0; i < d.keys().size(); i++) {
                if (d.keys().get(i) != null) {
                    visitExpr(d.keys().get(i));
                }
                visitExpr(d.values().get(i));
            }
        } else if (e instanceof Expr.ListComp c) {
            comprehension(c, "<listcomp>", "list comprehension", c.generators(), c.elt(), null);
        } else if (e instanceof Expr.SetComp c) {
            comprehension(c, "<setcomp>", "set comprehension", c.generators(), c.elt(), null);
        } else if (e instanceof Expr.DictComp c) {
            comprehension(c, "<dictcomp>", "dict comprehension", c.generators(), c.key(), c.value());
        } else if (e instanceof Expr.GeneratorExp c) {
            comprehension(c, "<genexpr>", "generator expression", c.generators(), c.elt(), null);
        } else if (e instanceof Expr.Yield y) {
            if (y.value() != null) {
                visitExpr(y.value());
            }
            yieldSeen(y.pos());
        } else if (e instanceof Expr.YieldFrom y) {
            visitExpr(y.value());
            yieldSeen(y.pos());
        } else if (e instanceof Expr.Await a) {
            visitExpr(a.value());
            scopes.current().coroutine = true;
        }
    }

    private void yieldSeen(Pos pos) {
        scopes.current().generator = true;
        if (scopes.current().comprehension != null) {
            throw scopes.error(pos, "'yield' inside " + scopes.current().comprehension);
        }
    }

    private void comprehension(Expr node, String scopeName, String kindName, List<Comprehension> generators,
                               Expr elt, Expr value) {
        Comprehension outermost = generators.get(0);
        scopes.current().compIterExpr++;
        visitExpr(outermost.iter());
        scopes.current().compIterExpr--;
        scopes.enter(Scope.Kind.FUNCTION, scopeName, node, node.pos());
        scopes.current().comprehension = kindName;
        for (Comprehension g : generators) {
            scopes.current().coroutine |= g.isAsync();
        }
        scopes.addDef(".0", Scope.DEF_PARAM, node.pos());
        scopes.current().compIterTarget = true;
        visitTarget(outermost.target());
        scopes.current().compIterTarget = false;
        visitExprs(outermost.ifs());
        for (int i = 1; i < generators.size(); i++) {
            Comprehension g = generators.get(i);
            scopes.current().compIterTarget = true;
            visitTarget(g.target());
            scopes.current().compIterTarget = false;
            scopes.current().compIterExpr++;
            visitExpr(g.iter());
            scopes.current().compIterExpr--;
            visitExprs(g.ifs());
        }
        if (value != null) {
            visitExpr(value);
        }
        visitExpr(elt);
        boolean generator = node instanceof Expr.GeneratorExp;
        if (generator) {
            scopes.current().generator = true;
        }
        boolean awaits = scopes.current().coroutine && !generator;
        scopes.exit();
        if (awaits) {
            // the comprehension is awaited where it is called
            scopes.current().coroutine = true;
        }
    }

    /** A walrus inside a comprehension binds in the nearest enclosing function or module (PEP 572). */
    private void extendNamedExprScope(Expr.Name target) {
        String name = target.id();
        Scope s = scopes.current();
        while (s != null) {
            if (s.comprehension != null) {
                if ((s.flags(name) & Scope.DEF_COMP_ITER) != 0) {
                    throw scopes.error(target.pos(),
                            "assignment expression cannot rebind comprehension iteration variable '" + name + "'");
                }
                s = s.parent;
                continue;
            }
            if (s.kind == Scope.Kind.FUNCTION) {
                if ((s.flags(name) & Scope.DEF_GLOBAL) != 0) {
                    scopes.addDef(name, Scope.DEF_GLOBAL, target.pos());
                } else {
                    scopes.addDef(name, Scope.DEF_NONLOCAL, target.pos());
                    scopes.positions().record(scopes.current(), name, target.pos());
                }
                scopes.addDef(name, Scope.DEF_LOCAL, s, target.pos());
                return;
            }
            if (s.kind == Scope.Kind.MODULE) {
                scopes.addDef(name, Scope.DEF_GLOBAL, target.pos());
                scopes.addDef(name, Scope.DEF_GLOBAL, s, target.pos());
                return;
            }
            throw scopes.error(target.pos(),
                    "assignment expression within a comprehension cannot be used in a class body");
        }
    }
}
