package io.frameweave.interpreter.compiler;

import io.frameweave.interpreter.ast.Alias;
import io.frameweave.interpreter.ast.ExceptHandler;
import io.frameweave.interpreter.ast.Expr;
import io.frameweave.interpreter.ast.Keyword;
import io.frameweave.interpreter.ast.MatchCase;
import io.frameweave.interpreter.ast.ModuleNode;
import io.frameweave.interpreter.ast.Pattern;
import io.frameweave.interpreter.ast.Pos;
import io.frameweave.interpreter.ast.Stmt;
import io.frameweave.interpreter.ast.WithItem;

import java.util.List;

/**
 * The symbol-table pass (CPython 3.11's {@code symtable.c}): walks the statements of a module, with
 * {@link ExpressionSymbols} for their expressions, to build one {@link Scope} per module, class, function,
 * lambda and comprehension in a {@link ScopeStack}, raising CPython's SyntaxErrors for misplaced
 * declarations; then {@link ScopeAnalyzer} resolves every name to local, global, free or cell.
 */
final class SymbolTableBuilder {
    private final SourceText source;
    private ScopeStack scopes;
    private ExpressionSymbols exprs;

    SymbolTableBuilder(SourceText source) {
        this.source = source;
    }

    SymbolTable build(ModuleNode mod) {
        scopes = new ScopeStack(source, mod);
        exprs = new ExpressionSymbols(scopes);
        if (mod instanceof ModuleNode.FileInput f) {
            visitStmts(f.body());
        } else if (mod instanceof ModuleNode.SingleInput s) {
            visitStmts(s.body());
        } else if (mod instanceof ModuleNode.EvalInput e) {
            exprs.visitExpr(e.body());
        }
        new ScopeAnalyzer(source, scopes.positions()).analyze(scopes.top());
        return scopes.table();
    }

    private void visitStmts(List<Stmt> body) {
        body.forEach(this::visitStmt);
    }

    private void visitStmt(Stmt s) {
        if (s instanceof Stmt.FunctionDef f) {
            scopes.addDef(f.name(), Scope.DEF_LOCAL, f.pos());
            exprs.visitDefaults(f.args());
            exprs.visitAnnotations(f.args(), f.returns());
            exprs.visitExprs(f.decorators());
            scopes.enter(Scope.Kind.FUNCTION, f.name(), f, f.pos());
            scopes.current().coroutine = f.isAsync();
            exprs.visitParams(f.args());
            visitStmts(f.body());
            scopes.exit();
        } else if (s instanceof Stmt.ClassDef c) {
            scopes.addDef(c.name(), Scope.DEF_LOCAL, c.pos());
            exprs.visitExprs(c.bases());
            for (Keyword k : c.keywords()) {
                exprs.visitExpr(k.value());
            }
            exprs.visitExprs(c.decorators());
            scopes.enter(Scope.Kind.CLASS, c.name(), c, c.pos());
            scopes.current().privateName = c.name();
            visitStmts(c.body());
            scopes.exit();
        } else if (s instanceof Stmt.Return r) {
            if (r.value() != null) {
                exprs.visitExpr(r.value());
            }
        } else if (s instanceof Stmt.Delete d) {
            d.targets().forEach(exprs::visitTarget);
        } else if (s instanceof Stmt.Assign a) {
            a.targets().forEach(exprs::visitTarget);
            exprs.visitExpr(a.value());
        } else if (s instanceof Stmt.AnnAssign a) {
            if (a.target() instanceof Expr.Name n) {
                int cur = scopes.current().flags(scopes.mangle(n.id()));
                if ((cur & (Scope.DEF_GLOBAL | Scope.DEF_NONLOCAL)) != 0
                        && scopes.current() != scopes.top() && a.simple()) {
                    String msg = (cur & Scope.DEF_GLOBAL) != 0
                            ? "annotated name '" + n.id() + "' can't be global"
                            : "annotated name '" + n.id() + "' can't be nonlocal";
                    throw scopes.error(a.pos(), msg);
                }
                if (a.simple()) {
                    scopes.addDef(n.id(), Scope.DEF_ANNOT | Scope.DEF_LOCAL, n.pos());
                } else if (a.value() != null) {
                    scopes.addDef(n.id(), Scope.DEF_LOCAL, n.pos());
                }
            } else {
                exprs.visitTarget(a.target());
            }
            exprs.visitExpr(a.annotation());
            if (a.value() != null) {
                exprs.visitExpr(a.value());
            }
        } else if (s instanceof Stmt.AugAssign a) {
            exprs.visitTarget(a.target());
            exprs.visitExpr(a.value());
        } else if (s instanceof Stmt.For f) {
            exprs.visitTarget(f.target());
            exprs.visitExpr(f.iter());
            visitStmts(f.body());
            visitStmts(f.orelse());
        } else if (s instanceof Stmt.While w) {
            exprs.visitExpr(w.test());
            visitStmts(w.body());
            visitStmts(w.orelse());
        } else if (s instanceof Stmt.If i) {
            exprs.visitExpr(i.test());
            visitStmts(i.body());
            visitStmts(i.orelse());
        } else if (s instanceof Stmt.With w) {
            for (WithItem item : w.items()) {
                exprs.visitExpr(item.contextExpr());
                if (item.optionalVars() != null) {
                    exprs.visitTarget(item.optionalVars());
                }
            }
            visitStmts(w.body());
        } else if (s instanceof Stmt.Match m) {
            exprs.visitExpr(m.subject());
            for (MatchCase c : m.cases()) {
                visitPattern(c.pattern());
                if (c.guard() != null) {
                    exprs.visitExpr(c.guard());
                }
                visitStmts(c.body());
            }
        } else if (s instanceof Stmt.Raise r) {
            if (r.exc() != null) {
                exprs.visitExpr(r.exc());
                if (r.cause() != null) {
                    exprs.visitExpr(r.cause());
                }
            }
        } else if (s instanceof Stmt.Try t) {
            visitStmts(t.body());
            visitStmts(t.orelse());
            for (ExceptHandler h : t.handlers()) {
                if (h.type() != null) {
                    exprs.visitExpr(h.type());
                }
                if (h.name() != null) {
                    scopes.addDef(h.name(), Scope.DEF_LOCAL, h.pos());
                }
                visitStmts(h.body());
            }
            visitStmts(t.finalbody());
        } else if (s instanceof Stmt.Assert a) {
            exprs.visitExpr(a.test());
            if (a.msg() != null) {
                exprs.visitExpr(a.msg());
            }
        } else if (s instanceof Stmt.Import i) {
            i.names().forEach(a -> visitAlias(a));
        } else if (s instanceof Stmt.ImportFrom i) {
            i.names().forEach(a -> visitAlias(a));
        } else if (s instanceof Stmt.Global g) {
            declare(g.names(), "global", Scope.DEF_GLOBAL, g.pos());
        } else if (s instanceof Stmt.Nonlocal n) {
            declare(n.names(), "nonlocal", Scope.DEF_NONLOCAL, n.pos());
        } else if (s instanceof Stmt.ExprStmt e) {
            exprs.visitExpr(e.value());
        } else if (s instanceof Stmt.Pass p) {
            // binds and uses no names
        } else if (s instanceof Stmt.Break b) {
            // binds and uses no names
        } else if (s instanceof Stmt.Continue c) {
            // binds and uses no names
        }
    }

    /** A pattern's captures are local names; its values and class names are loads. */
    private void visitPattern(Pattern p) {
        if (p instanceof Pattern.MatchValue v) {
            exprs.visitExpr(v.value());
        } else if (p instanceof Pattern.MatchSequence q) {
            q.patterns().forEach(this::visitPattern);
        } else if (p instanceof Pattern.MatchStar st) {
            if (st.name() != null) {
                scopes.addDef(st.name(), Scope.DEF_LOCAL, st.pos());
            }
        } else if (p instanceof Pattern.MatchMapping m) {
            exprs.visitExprs(m.keys());
            m.patterns().forEach(this::visitPattern);
            if (m.rest() != null) {
                scopes.addDef(m.rest(), Scope.DEF_LOCAL, m.pos());
            }
        } else if (p instanceof Pattern.MatchClass c) {
            exprs.visitExpr(c.cls());
            c.patterns().forEach(this::visitPattern);
            c.kwdPatterns().forEach(this::visitPattern);
        } else if (p instanceof Pattern.MatchAs a) {
            if (a.pattern() != null) {
                visitPattern(a.pattern());
            }
            if (a.name() != null) {
                scopes.addDef(a.name(), Scope.DEF_LOCAL, a.pos());
            }
        } else if (p instanceof Pattern.MatchOr o) {
            o.patterns().forEach(this::visitPattern);
        }
    }

    /** A global or nonlocal declaration: an error when the name is already a parameter, used, annotated or bound. */
    private void declare(List<String> names, String keyword, int flag, Pos pos) {
        for (String raw : names) {
            String name = scopes.mangle(raw);
            int cur = scopes.current().flags(name);
            if ((cur & (Scope.DEF_PARAM | Scope.DEF_LOCAL | Scope.USE | Scope.DEF_ANNOT)) != 0) {
                String msg;
                if ((cur & Scope.DEF_PARAM) != 0) {
                    msg = "name '%s' is parameter and " + keyword;
                } else if ((cur & Scope.USE) != 0) {
                    msg = "name '%s' is used prior to " + keyword + " declaration";
                } else if ((cur & Scope.DEF_ANNOT) != 0) {
                    msg = "annotated name '%s' can't be " + keyword;
                } else {
                    msg = "name '%s' is assigned to before " + keyword + " declaration";
                }
                throw scopes.error(pos, String.format(msg, raw));
            }
            scopes.addDef(raw, flag, pos);
            scopes.positions().record(scopes.current(), name, pos);
        }
    }

    private void visitAlias(Alias a) {
        String name = a.asname() != null ? a.asname() : a.name();
        int dot = name.indexOf('.');
        String storeName = dot >= 0 ? name.substring(0, dot) : name;
        if (name.equals("*")) {
            if (scopes.current().kind != Scope.Kind.MODULE) {
                throw scopes.error(a.pos(), "import * only allowed at module level"); // at the star, as CPython
            }
            return;
        }
        scopes.addDef(storeName, Scope.DEF_IMPORT, a.pos());
    }
}
