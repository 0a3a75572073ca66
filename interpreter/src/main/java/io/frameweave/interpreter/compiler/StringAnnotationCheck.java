package io.frameweave.interpreter.compiler;

import io.frameweave.interpreter.ast.Arguments;
import io.frameweave.interpreter.ast.Comprehension;
import io.frameweave.interpreter.ast.Expr;
import io.frameweave.interpreter.ast.Keyword;

import java.util.List;

/**
 * The errors CPython 3.11's symbol table gives an annotation that {@code from __future__ import annotations} keeps
 * as a string: it is never evaluated, but it is still a block of its own in which a {@code yield}, {@code await}
 * or {@code :=} is a SyntaxError, and a comprehension inside it still may not yield. A lambda's body and a
 * comprehension (but its first iterable) are blocks of their own, where only the comprehension's rule holds.
 * The annotation is checked as it is turned into its string, before the symbol table sees the rest of the module.
 */
final class StringAnnotationCheck {
    /** The block an expression is in: an annotation, a comprehension (its kind, for the message), or a lambda. */
    private static final String ANNOTATION = "annotation";
    private static final String LAMBDA = "lambda";

    private final SourceText text;

    StringAnnotationCheck(SourceText text) {
        this.text = text;
    }

    /** The annotations of a function, in the order CPython's symbol table visits them. */
    void function(Arguments a, Expr returns) {
        for (Arguments.Arg arg : a.posonlyargs()) {
            annotation(arg.annotation());
        }
        for (Arguments.Arg arg : a.args()) {
            annotation(arg.annotation());
        }
        if (a.vararg() != null) {
            annotation(a.vararg().annotation());
        }
        if (a.kwarg() != null) {
            annotation(a.kwarg().annotation());
        }
        for (Arguments.Arg arg : a.kwonlyargs()) {
            annotation(arg.annotation());
        }
        annotation(returns);
    }

    void annotation(Expr e) {
        if (e != null) {
            visit(e, ANNOTATION);
        }
    }

    private void visitAll(List<Expr> es, String block) {
        for (Expr e : es) {
            if (e != null) {
                visit(e, block);
            }
        }
    }

    private void visit(Expr e, String block) {
        if (e instanceof Expr.Yield y) {
            notInAnnotation(block, "yield expression", e);
            if (y.value() != null) {
                visit(y.value(), block);
            }
            notInComprehension(block, e);
        } else if (e instanceof Expr.YieldFrom y) {
            notInAnnotation(block, "yield expression", e);
            visit(y.value(), block);
            notInComprehension(block, e);
        } else if (e instanceof Expr.Await a) {
            notInAnnotation(block, "await expression", e);
            visit(a.value(), block);
        } else if (e instanceof Expr.NamedExpr n) {
            notInAnnotation(block, "named expression", e);
            visit(n.value(), block);
        } else if (e instanceof Expr.Lambda l) {
            visitAll(l.args().defaults(), block);
            visitAll(l.args().kwDefaults(), block);
            visit(l.body(), LAMBDA);
        } else if (e instanceof Expr.ListComp c) {
            comprehension(c.generators(), null, c.elt(), "list comprehension", block);
        } else if (e instanceof Expr.SetComp c) {
            comprehension(c.generators(), null, c.elt(), "set comprehension", block);
        } else if (e instanceof Expr.DictComp c) {
            comprehension(c.generators(), c.value(), c.key(), "dict comprehension", block);
        } else if (e instanceof Expr.GeneratorExp c) {
            comprehension(c.generators(), null, c.elt(), "generator expression", block);
        } else if (e instanceof Expr.JoinedStr j) {
            visitAll(j.values(), block);
        } else if (e instanceof Expr.FormattedValue f) {
            visit(f.value(), block);
            if (f.formatSpec() != null) {
                visit(f.formatSpec(), block);
            }
        } else if (e instanceof Expr.BinOp b) {
            visit(b.left(), block);
            visit(b.right(), block);
        } else if (e instanceof Expr.UnaryOp u) {
            visit(u.operand(), block);
        } else if (e instanceof Expr.BoolOp b) {
            visitAll(b.values(), block);
        } else if (e instanceof Expr.Compare c) {
            visit(c.left(), block);
            visitAll(c.comparators(), block);
        } else if (e instanceof Expr.IfExp i) {
            visit(i.test(), block);
            visit(i.body(), block);
            visit(i.orelse(), block);
        } else if (e instanceof Expr.Call c) {
            visit(c.func(), block);
            visitAll(c.args(), block);
            for (Keyword k : c.keywords()) {
                visit(k.value(), block);
            }
        } else if (e instanceof Expr.Attribute a) {
            visit(a.value(), block);
        } else if (e instanceof Expr.Subscript s) {
            visit(s.value(), block);
            visit(s.slice(), block);
        } else if (e instanceof Expr.Slice s) {
            visitAll(java.util.Arrays.asList(s.lower(), s.upper(), s.step()), block);
        } else if (e instanceof Expr.Starred s) {
            visit(s.value(), block);
        } else if (e instanceof Expr.ListExpr l) {
            visitAll(l.elts(), block);
        } else if (e instanceof Expr.TupleExpr t) {
            visitAll(t.elts(), block);
        } else if (e instanceof Expr.SetExpr s) {
            visitAll(s.elts(), block);
        } else if (e instanceof Expr.DictExpr d) {
            for (int i = 0; i < d.values().size(); i++) {
                if (d.keys().get(i) != null) {
                    visit(d.keys().get(i), block);
                }
                visit(d.values().get(i), block);
            }
        }
    }

    /** The first iterable belongs to the enclosing block, the rest to the comprehension's own. */
    private void comprehension(List<Comprehension> generators, Expr value, Expr elt, String kind, String block) {
        visit(generators.get(0).iter(), block);
        for (int i = 0; i < generators.size(); i++) {
            Comprehension g = generators.get(i);
            visit(g.target(), kind);
            if (i > 0) {
                visit(g.iter(), kind);
            }
            visitAll(g.ifs(), kind);
        }
        if (value != null) {
            visit(value, kind);
        }
        visit(elt, kind);
    }

    private void notInAnnotation(String block, String what, Expr e) {
        if (block == ANNOTATION) {
            throw text.syntaxError(e.pos(), "'" + what + "' can not be used within an annotation");
        }
    }

    private void notInComprehension(String block, Expr e) {
        if (block != ANNOTATION && block != LAMBDA) {
            throw text.syntaxError(e.pos(), "'yield' inside " + block);
        }
    }
}
