package io.frameweave.interpreter.compiler;

import io.frameweave.interpreter.ast.Alias;
import io.frameweave.interpreter.ast.Arguments;
import io.frameweave.interpreter.ast.Comprehension;
import io.frameweave.interpreter.ast.ExceptHandler;
import io.frameweave.interpreter.ast.Expr;
import io.frameweave.interpreter.ast.Keyword;
import io.frameweave.interpreter.ast.ModuleNode;
import io.frameweave.interpreter.ast.Pos;
import io.frameweave.interpreter.ast.Stmt;
import io.frameweave.interpreter.ast.WithItem;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The symbol-table pass (CPython 3.11's {@code symtable.c}): one {@link Scope} per module, class, function,
 * lambda and comprehension, then the analysis that resolves every name to local, global (explicit or
 * implicit), free or cell, raising CPython's SyntaxErrors for misplaced declarations.
 */
final class SymbolTableBuilder {
    private final SourceText source;
    private final Map<Object, Scope> scopesByNode = new IdentityHashMap<>();
    private final Deque<Scope> stack = new ArrayDeque<>();
    private Scope current;
    private Scope top;

    SymbolTableBuilder(SourceText source) {
        this.source = source;
    }

    /** The symbol table of a whole module: the top scope, and the scope of each defining node. */
    record Table(Scope top, Map<Object, Scope> byNode) {
        Scope of(Object node) {
            Scope s = byNode.get(node);
            if (s == null) {
                throw new IllegalStateException("no scope for " + node);
            }
            return s;
        }
    }

    Table build(ModuleNode mod) {
        top = new Scope(Scope.Kind.MODULE, "top", Pos.NONE, null);
        current = top;
        scopesByNode.put(mod, top);
        if (mod instanceof ModuleNode.FileInput f) {
            f.body().forEach(this::visitStmt);
        } else if (mod instanceof ModuleNode.SingleInput s) {
            s.body().forEach(this::visitStmt);
        } else if (mod instanceof ModuleNode.EvalInput e) {
            visitExpr(e.body());
        }
        analyze();
        return new Table(top, scopesByNode);
    }

    // ---- building ----

    private RuntimeException error(Pos pos, String msg) {
        return source.syntaxError(pos, msg);
    }

    private void enter(Scope.Kind kind, String name, Object node, Pos pos) {
        Scope s = new Scope(kind, name, pos, current);
        if (current.kind == Scope.Kind.FUNCTION || current.nested) {
            s.nested = true;
        }
        s.privateName = kind == Scope.Kind.CLASS ? null : current.privateName;
        current.children.add(s);
        scopesByNode.put(node, s);
        stack.push(current);
        current = s;
    }

    private void exit() {
        current = stack.pop();
    }

    private String mangle(String name) {
        return Mangling.mangle(current.privateName, name);
    }

    private void addDef(String name, int flag, Pos pos) {
        addDef(name, flag, current, pos);
    }

    private void addDef(String rawName, int flag, Scope scope, Pos pos) {
        String name = Mangling.mangle(scope.privateName, rawName);
        int val = scope.flags(name);
        if ((flag & Scope.DEF_PARAM) != 0 && (val & Scope.DEF_PARAM) != 0) {
            throw error(pos, "duplicate argument '" + name + "' in function definition");
        }
        val |= flag;
        if ((flag & Scope.DEF_GLOBAL) != 0 && scope != top) {
            // CPython's st_global: a global declaration anywhere marks the module's own symbol too
            top.symbols.put(name, top.flags(name) | Scope.DEF_GLOBAL);
        }
        if (scope.compIterTarget && (flag & Scope.DEF_LOCAL) != 0) {
            val |= Scope.DEF_COMP_ITER;
        }
        scope.symbols.put(name, val);
        if ((flag & Scope.DEF_PARAM) != 0) {
            scope.varnames.add(name);
        }
    }

    private void visitStmts(List<Stmt> body) {
        body.forEach(this::visitStmt);
    }

    private void visitStmt(Stmt s) {
        if (s instanceof Stmt.FunctionDef f) {
            addDef(f.name(), Scope.DEF_LOCAL, f.pos());
            visitExprs(f.args().defaults());
            for (Expr e : f.args().kwDefaults()) {
                if (e != null) {
                    visitExpr(e);
                }
            }
            visitAnnotations(f.args(), f.returns());
            visitExprs(f.decorators());
            enter(Scope.Kind.FUNCTION, f.name(), f, f.pos());
            visitParams(f.args());
            visitStmts(f.body());
            exit();
        } else if (s instanceof Stmt.ClassDef c) {
            addDef(c.name(), Scope.DEF_LOCAL, c.pos());
            visitExprs(c.bases());
            for (Keyword k : c.keywords()) {
                visitExpr(k.value());
            }
            visitExprs(c.decorators());
            enter(Scope.Kind.CLASS, c.name(), c, c.pos());
            current.privateName = c.name();
            visitStmts(c.body());
            exit();
        } else if (s instanceof Stmt.Return r) {
            if (r.value() != null) {
                visitExpr(r.value());
            }
        } else if (s instanceof Stmt.Delete d) {
            d.targets().forEach(this::visitTarget);
        } else if (s instanceof Stmt.Assign a) {
            a.targets().forEach(this::visitTarget);
            visitExpr(a.value());
        } else if (s instanceof Stmt.AnnAssign a) {
            if (a.target() instanceof Expr.Name n) {
                int cur = current.flags(mangle(n.id()));
                if ((cur & (Scope.DEF_GLOBAL | Scope.DEF_NONLOCAL)) != 0
                        && current != top && a.simple()) {
                    String msg = (cur & Scope.DEF_GLOBAL) != 0
                            ? "annotated name '" + n.id() + "' can't be global"
                            : "annotated name '" + n.id() + "' can't be nonlocal";
                    throw error(a.pos(), msg);
                }
                if (a.simple()) {
                    addDef(n.id(), Scope.DEF_ANNOT | Scope.DEF_LOCAL, n.pos());
                } else if (a.value() != null) {
                    addDef(n.id(), Scope.DEF_LOCAL, n.pos());
                }
            } else {
                visitTarget(a.target());
            }
            visitExpr(a.annotation());
            if (a.value() != null) {
                visitExpr(a.value());
            }
        } else if (s instanceof Stmt.AugAssign a) {
            visitTarget(a.target());
            visitExpr(a.value());
        } else if (s instanceof Stmt.For f) {
            visitTarget(f.target());
            visitExpr(f.iter());
            visitStmts(f.body());
            visitStmts(f.orelse());
        } else if (s instanceof Stmt.While w) {
            visitExpr(w.test());
            visitStmts(w.body());
            visitStmts(w.orelse());
        } else if (s instanceof Stmt.If i) {
            visitExpr(i.test());
            visitStmts(i.body());
            visitStmts(i.orelse());
        } else if (s instanceof Stmt.With w) {
            for (WithItem item : w.items()) {
                visitExpr(item.contextExpr());
                if (item.optionalVars() != null) {
                    visitTarget(item.optionalVars());
                }
            }
            visitStmts(w.body());
        } else if (s instanceof Stmt.Raise r) {
            if (r.exc() != null) {
                visitExpr(r.exc());
                if (r.cause() != null) {
                    visitExpr(r.cause());
                }
            }
        } else if (s instanceof Stmt.Try t) {
            visitStmts(t.body());
            visitStmts(t.orelse());
            for (ExceptHandler h : t.handlers()) {
                if (h.type() != null) {
                    visitExpr(h.type());
                }
                if (h.name() != null) {
                    addDef(h.name(), Scope.DEF_LOCAL, h.pos());
                }
                visitStmts(h.body());
            }
            visitStmts(t.finalbody());
        } else if (s instanceof Stmt.Assert a) {
            visitExpr(a.test());
            if (a.msg() != null) {
                visitExpr(a.msg());
            }
        } else if (s instanceof Stmt.Import i) {
            i.names().forEach(a -> visitAlias(a, s.pos()));
        } else if (s instanceof Stmt.ImportFrom i) {
            i.names().forEach(a -> visitAlias(a, s.pos()));
        } else if (s instanceof Stmt.Global g) {
            for (String raw : g.names()) {
                String name = mangle(raw);
                int cur = current.flags(name);
                if ((cur & (Scope.DEF_PARAM | Scope.DEF_LOCAL | Scope.USE | Scope.DEF_ANNOT)) != 0) {
                    String msg;
                    if ((cur & Scope.DEF_PARAM) != 0) {
                        msg = "name '%s' is parameter and global";
                    } else if ((cur & Scope.USE) != 0) {
                        msg = "name '%s' is used prior to global declaration";
                    } else if ((cur & Scope.DEF_ANNOT) != 0) {
                        msg = "annotated name '%s' can't be global";
                    } else {
                        msg = "name '%s' is assigned to before global declaration";
                    }
                    throw error(g.pos(), String.format(msg, raw));
                }
                addDef(raw, Scope.DEF_GLOBAL, g.pos());
            }
        } else if (s instanceof Stmt.Nonlocal n) {
            for (String raw : n.names()) {
                String name = mangle(raw);
                int cur = current.flags(name);
                if ((cur & (Scope.DEF_PARAM | Scope.DEF_LOCAL | Scope.USE | Scope.DEF_ANNOT)) != 0) {
                    String msg;
                    if ((cur & Scope.DEF_PARAM) != 0) {
                        msg = "name '%s' is parameter and nonlocal";
                    } else if ((cur & Scope.USE) != 0) {
                        msg = "name '%s' is used prior to nonlocal declaration";
                    } else if ((cur & Scope.DEF_ANNOT) != 0) {
                        msg = "annotated name '%s' can't be nonlocal";
                    } else {
                        msg = "name '%s' is assigned to before nonlocal declaration";
                    }
                    throw error(n.pos(), String.format(msg, raw));
                }
                addDef(raw, Scope.DEF_NONLOCAL, n.pos());
                nonlocalPositions.put(current.name + "\0" + name + "\0" + System.identityHashCode(current), n.pos());
            }
        } else if (s instanceof Stmt.ExprStmt e) {
            visitExpr(e.value());
        } else if (s instanceof Stmt.Pass p) {
            // binds and uses no names
        } else if (s instanceof Stmt.Break b) {
            // binds and uses no names
        } else if (s instanceof Stmt.Continue c) {
            // binds and uses no names
        }
    }

    /** Where each nonlocal declaration stands, for the errors found only during analysis. */
    private final Map<String, Pos> nonlocalPositions = new java.util.HashMap<>();

    private Pos directivePos(Scope scope, String name) {
        Pos p = nonlocalPositions.get(scope.name + "\0" + name + "\0" + System.identityHashCode(scope));
        return p != null ? p : scope.pos;
    }

    private void visitAlias(Alias a, Pos stmtPos) {
        String name = a.asname() != null ? a.asname() : a.name();
        int dot = name.indexOf('.');
        String storeName = dot >= 0 ? name.substring(0, dot) : name;
        if (name.equals("*")) {
            if (current.kind != Scope.Kind.MODULE) {
                throw error(stmtPos, "import * only allowed at module level");
            }
            return;
        }
        addDef(storeName, Scope.DEF_IMPORT, a.pos());
    }

    private void visitAnnotations(Arguments args, Expr returns) {
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

    private void visitParams(Arguments args) {
        for (Arguments.Arg a : args.posonlyargs()) {
            addDef(a.name(), Scope.DEF_PARAM, a.pos());
        }
        for (Arguments.Arg a : args.args()) {
            addDef(a.name(), Scope.DEF_PARAM, a.pos());
        }
        for (Arguments.Arg a : args.kwonlyargs()) {
            addDef(a.name(), Scope.DEF_PARAM, a.pos());
        }
        if (args.vararg() != null) {
            addDef(args.vararg().name(), Scope.DEF_PARAM, args.vararg().pos());
        }
        if (args.kwarg() != null) {
            addDef(args.kwarg().name(), Scope.DEF_PARAM, args.kwarg().pos());
        }
    }

    private void visitExprs(List<Expr> exprs) {
        for (Expr e : exprs) {
            visitExpr(e);
        }
    }

    /** An assignment or deletion target: names in it are bound. */
    private void visitTarget(Expr e) {
        if (e instanceof Expr.Name n) {
            addDef(n.id(), Scope.DEF_LOCAL, n.pos());
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

    private void visitExpr(Expr e) {
        if (e instanceof Expr.Constant c) {
            // uses no names
        } else if (e instanceof Expr.Name n) {
            addDef(n.id(), Scope.USE, n.pos());
            if (current.kind == Scope.Kind.FUNCTION && n.id().equals("super")) {
                addDef("__class__", Scope.USE, n.pos());
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
            if (current.compIterExpr > 0) {
                throw error(n.pos(), "assignment expression cannot be used in a comprehension iterable expression");
            }
            if (current.comprehension != null) {
                extendNamedExprScope(n.target());
            }
            visitExpr(n.value());
            visitTarget(n.target());
        } else if (e instanceof Expr.Lambda l) {
            visitExprs(l.args().defaults());
            for (Expr d : l.args().kwDefaults()) {
                if (d != null) {
                    visitExpr(d);
                }
            }
            enter(Scope.Kind.FUNCTION, "lambda", l, l.pos());
            current.lambda = true;
            visitParams(l.args());
            visitExpr(l.body());
            exit();
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
        }
    }

    private void yieldSeen(Pos pos) {
        current.generator = true;
        if (current.comprehension != null) {
            throw error(pos, "'yield' inside " + current.comprehension);
        }
    }

    private void comprehension(Expr node, String scopeName, String kindName, List<Comprehension> generators,
                               Expr elt, Expr value) {
        Comprehension outermost = generators.get(0);
        current.compIterExpr++;
        visitExpr(outermost.iter());
        current.compIterExpr--;
        enter(Scope.Kind.FUNCTION, scopeName, node, node.pos());
        current.comprehension = kindName;
        addDef(".0", Scope.DEF_PARAM, node.pos());
        current.compIterTarget = true;
        visitTarget(outermost.target());
        current.compIterTarget = false;
        visitExprs(outermost.ifs());
        for (int i = 1; i < generators.size(); i++) {
            Comprehension g = generators.get(i);
            current.compIterTarget = true;
            visitTarget(g.target());
            current.compIterTarget = false;
            current.compIterExpr++;
            visitExpr(g.iter());
            current.compIterExpr--;
            visitExprs(g.ifs());
        }
        if (value != null) {
            visitExpr(value);
        }
        visitExpr(elt);
        if (node instanceof Expr.GeneratorExp) {
            current.generator = true;
        }
        exit();
    }

    /** A walrus inside a comprehension binds in the nearest enclosing function or module (PEP 572). */
    private void extendNamedExprScope(Expr.Name target) {
        String name = target.id();
        Scope s = current;
        while (s != null) {
            if (s.comprehension != null) {
                if ((s.flags(name) & Scope.DEF_COMP_ITER) != 0) {
                    throw error(target.pos(), "assignment expression cannot rebind comprehension iteration variable '"
                            + name + "'");
                }
                s = s.parent;
                continue;
            }
            if (s.kind == Scope.Kind.FUNCTION) {
                if ((s.flags(name) & Scope.DEF_GLOBAL) != 0) {
                    addDef(name, Scope.DEF_GLOBAL, target.pos());
                } else {
                    addDef(name, Scope.DEF_NONLOCAL, target.pos());
                    nonlocalPositions.put(current.name + "\0" + name + "\0" + System.identityHashCode(current),
                            target.pos());
                }
                addDef(name, Scope.DEF_LOCAL, s, target.pos());
                return;
            }
            if (s.kind == Scope.Kind.MODULE) {
                addDef(name, Scope.DEF_GLOBAL, target.pos());
                addDef(name, Scope.DEF_GLOBAL, s, target.pos());
                return;
            }
            throw error(target.pos(), "assignment expression within a comprehension cannot be used in a class body");
        }
    }

    // ---- analysis (symtable.c's analyze_block and friends) ----

    private void analyze() {
        analyzeBlock(top, null, new HashSet<>(), new HashSet<>());
    }

    private void analyzeBlock(Scope ste, Set<String> bound, Set<String> free, Set<String> global) {
        Set<String> local = new HashSet<>();
        Map<String, Integer> scopes = ste.scopes;
        Set<String> newGlobal = new HashSet<>();
        Set<String> newFree = new HashSet<>();
        Set<String> newBound = new HashSet<>();

        if (ste.kind == Scope.Kind.CLASS) {
            newGlobal.addAll(global);
            if (bound != null) {
                newBound.addAll(bound);
            }
        }
        for (Map.Entry<String, Integer> e : ste.symbols.entrySet()) {
            analyzeName(ste, scopes, e.getKey(), e.getValue(), bound, local, free, global);
        }
        if (ste.kind != Scope.Kind.CLASS) {
            if (ste.kind == Scope.Kind.FUNCTION) {
                newBound.addAll(local);
            }
            if (bound != null) {
                newBound.addAll(bound);
            }
            newGlobal.addAll(global);
        } else {
            newBound.add("__class__");
        }
        Set<String> allFree = new HashSet<>();
        for (Scope child : ste.children) {
            Set<String> childFree = new HashSet<>(newFree);
            analyzeBlock(child, new HashSet<>(newBound), childFree, new HashSet<>(newGlobal));
            allFree.addAll(childFree);
            if (child.hasFree || child.childFree) {
                ste.childFree = true;
            }
        }
        newFree.addAll(allFree);
        if (ste.kind == Scope.Kind.FUNCTION) {
            for (Map.Entry<String, Integer> e : scopes.entrySet()) {
                if (e.getValue() == Scope.LOCAL && newFree.remove(e.getKey())) {
                    e.setValue(Scope.CELL);
                }
            }
        } else if (ste.kind == Scope.Kind.CLASS) {
            if (newFree.remove("__class__")) {
                ste.needsClassClosure = true;
            }
        }
        updateSymbols(ste, bound, newFree);
        free.addAll(newFree);
    }

    private void analyzeName(Scope ste, Map<String, Integer> scopes, String name, int flags, Set<String> bound,
                             Set<String> local, Set<String> free, Set<String> global) {
        if ((flags & Scope.DEF_GLOBAL) != 0) {
            if ((flags & Scope.DEF_NONLOCAL) != 0) {
                throw error(directivePos(ste, name), "name '" + name + "' is nonlocal and global");
            }
            scopes.put(name, Scope.GLOBAL_EXPLICIT);
            global.add(name);
            if (bound != null) {
                bound.remove(name);
            }
            return;
        }
        if ((flags & Scope.DEF_NONLOCAL) != 0) {
            if (bound == null) {
                throw error(directivePos(ste, name), "nonlocal declaration not allowed at module level");
            }
            if (!bound.contains(name)) {
                throw error(directivePos(ste, name), "no binding for nonlocal '" + name + "' found");
            }
            scopes.put(name, Scope.FREE);
            ste.hasFree = true;
            free.add(name);
            return;
        }
        if ((flags & Scope.DEF_BOUND) != 0) {
            scopes.put(name, Scope.LOCAL);
            local.add(name);
            global.remove(name);
            return;
        }
        if (bound != null && bound.contains(name)) {
            scopes.put(name, Scope.FREE);
            ste.hasFree = true;
            free.add(name);
            return;
        }
        if (global.contains(name)) {
            scopes.put(name, Scope.GLOBAL_IMPLICIT);
            return;
        }
        if (ste.nested) {
            ste.hasFree = true;
        }
        scopes.put(name, Scope.GLOBAL_IMPLICIT);
    }

    private void updateSymbols(Scope ste, Set<String> bound, Set<String> free) {
        for (String name : free) {
            Integer v = ste.symbols.get(name);
            if (v != null) {
                if (ste.kind == Scope.Kind.CLASS && (v & (Scope.DEF_BOUND | Scope.DEF_GLOBAL)) != 0) {
                    ste.symbols.put(name, v | Scope.DEF_FREE_CLASS);
                }
                continue;
            }
            if (bound != null && !bound.contains(name)) {
                continue;
            }
            ste.symbols.put(name, 0);
            ste.scopes.put(name, Scope.FREE);
        }
    }
}
