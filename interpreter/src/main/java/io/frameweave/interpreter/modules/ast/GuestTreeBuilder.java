package io.frameweave.interpreter.modules.ast;

import io.frameweave.interpreter.ast.Alias;
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
import io.frameweave.interpreter.ast.Pos;
import io.frameweave.interpreter.ast.Stmt;
import io.frameweave.interpreter.ast.UnaryOperator;
import io.frameweave.interpreter.ast.WithItem;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyInstance;
import io.frameweave.interpreter.runtime.PyList;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;

import java.util.List;
import java.util.function.Function;

/**
 * The VM's syntax tree as guest {@code _ast} nodes, the tree {@code compile(..., PyCF_ONLY_AST)} returns: the
 * expression contexts the VM's tree leaves implicit are made explicit, and columns become UTF-8 byte offsets.
 */
public final class GuestTreeBuilder {
    private final AstTypes t;
    private final Utf8Columns columns;

    private GuestTreeBuilder(AstTypes types, String source) {
        this.t = types;
        this.columns = new Utf8Columns(source);
    }

    /** The guest tree of {@code mod}, parsed from {@code source}. */
    public static PyObject build(AstTypes types, ModuleNode mod, String source) {
        GuestTreeBuilder b = new GuestTreeBuilder(types, source);
        if (mod instanceof ModuleNode.FileInput f) {
            return types.node("Module", b.stmts(f.body()), new PyList());
        }
        if (mod instanceof ModuleNode.SingleInput s) {
            return types.node("Interactive", b.stmts(s.body()));
        }
        return types.node("Expression", b.expr(((ModuleNode.EvalInput) mod).body()));
    }

    /** Where an expression stands: the {@code ctx} of the names, attributes, subscripts and displays in it. */
    private enum Ctx { Load, Store, Del }

    private PyInstance at(PyInstance n, Pos p) {
        n.dict.putStr("lineno", Py.newInt(p.line()));
        n.dict.putStr("col_offset", Py.newInt(columns.bytes(p.line(), p.col())));
        n.dict.putStr("end_lineno", Py.newInt(p.endLine()));
        n.dict.putStr("end_col_offset", Py.newInt(columns.bytes(p.endLine(), p.endCol())));
        return n;
    }

    private static PyObject str(String s) {
        return s == null ? Py.None : PyStr.of(s);
    }

    private static <T> PyList list(List<T> items, Function<T, PyObject> each) {
        PyList out = new PyList();
        for (T item : items) {
            out.append(each.apply(item));
        }
        return out;
    }

    private PyList stmts(List<Stmt> body) {
        return list(body, this::stmt);
    }

    private PyList exprs(List<Expr> es) {
        return list(es, this::expr);
    }

    private PyList exprs(List<Expr> es, Ctx ctx) {
        return list(es, e -> expr(e, ctx));
    }

    private PyObject optional(Expr e) {
        return e == null ? Py.None : expr(e);
    }

    // ---- statements ----

    private PyObject stmt(Stmt s) {
        return at(stmtNode(s), s.pos());
    }

    private PyInstance stmtNode(Stmt s) {
        if (s instanceof Stmt.FunctionDef f) {
            return t.node(f.isAsync() ? "AsyncFunctionDef" : "FunctionDef", str(f.name()),
                    arguments(f.args()), stmts(f.body()), exprs(f.decorators()), optional(f.returns()), null);
        }
        if (s instanceof Stmt.ClassDef c) {
            return t.node("ClassDef", str(c.name()), exprs(c.bases()), list(c.keywords(), this::keyword),
                    stmts(c.body()), exprs(c.decorators()));
        }
        if (s instanceof Stmt.Return r) {
            return t.node("Return", optional(r.value()));
        }
        if (s instanceof Stmt.Delete d) {
            return t.node("Delete", exprs(d.targets(), Ctx.Del));
        }
        if (s instanceof Stmt.Assign a) {
            return t.node("Assign", exprs(a.targets(), Ctx.Store), expr(a.value()), null);
        }
        if (s instanceof Stmt.AugAssign a) {
            return t.node("AugAssign", expr(a.target(), Ctx.Store), operator(a.op()), expr(a.value()));
        }
        if (s instanceof Stmt.AnnAssign a) {
            return t.node("AnnAssign", expr(a.target(), Ctx.Store), expr(a.annotation()),
                    optional(a.value()), Py.newInt(a.simple() ? 1 : 0));
        }
        if (s instanceof Stmt.For f) {
            return t.node(f.isAsync() ? "AsyncFor" : "For", expr(f.target(), Ctx.Store), expr(f.iter()),
                    stmts(f.body()), stmts(f.orelse()), null);
        }
        if (s instanceof Stmt.While w) {
            return t.node("While", expr(w.test()), stmts(w.body()), stmts(w.orelse()));
        }
        if (s instanceof Stmt.If i) {
            return t.node("If", expr(i.test()), stmts(i.body()), stmts(i.orelse()));
        }
        if (s instanceof Stmt.With w) {
            return t.node(w.isAsync() ? "AsyncWith" : "With", list(w.items(), this::withItem),
                    stmts(w.body()), null);
        }
        if (s instanceof Stmt.Match m) {
            return t.node("Match", expr(m.subject()), list(m.cases(), this::matchCase));
        }
        if (s instanceof Stmt.Raise r) {
            return t.node("Raise", optional(r.exc()), optional(r.cause()));
        }
        if (s instanceof Stmt.Try tr) {
            return t.node(tr.star() ? "TryStar" : "Try", stmts(tr.body()),
                    list(tr.handlers(), this::handler), stmts(tr.orelse()), stmts(tr.finalbody()));
        }
        if (s instanceof Stmt.Assert a) {
            return t.node("Assert", expr(a.test()), optional(a.msg()));
        }
        if (s instanceof Stmt.Import i) {
            return t.node("Import", list(i.names(), this::alias));
        }
        if (s instanceof Stmt.ImportFrom i) {
            return t.node("ImportFrom", str(i.module()), list(i.names(), this::alias),
                    Py.newInt(i.level()));
        }
        if (s instanceof Stmt.Global g) {
            return t.node("Global", list(g.names(), GuestTreeBuilder::str));
        }
        if (s instanceof Stmt.Nonlocal n) {
            return t.node("Nonlocal", list(n.names(), GuestTreeBuilder::str));
        }
        if (s instanceof Stmt.ExprStmt e) {
            return t.node("Expr", expr(e.value()));
        }
        if (s instanceof Stmt.Pass p) {
            return t.node("Pass");
        }
        if (s instanceof Stmt.Break b) {
            return t.node("Break");
        }
        if (s instanceof Stmt.Continue c) {
            return t.node("Continue");
        }
        throw new IllegalArgumentException("unknown node " + s);
    }

    private PyObject arguments(Arguments a) {
        return t.node("arguments", list(a.posonlyargs(), this::arg), list(a.args(), this::arg),
                a.vararg() == null ? null : arg(a.vararg()), list(a.kwonlyargs(), this::arg),
                list(a.kwDefaults(), this::optional), a.kwarg() == null ? null : arg(a.kwarg()), exprs(a.defaults()));
    }

    private PyObject arg(Arguments.Arg a) {
        return at(t.node("arg", str(a.name()), optional(a.annotation()), null), a.pos());
    }

    private PyObject keyword(Keyword k) {
        return at(t.node("keyword", str(k.name()), expr(k.value())), k.pos());
    }

    private PyObject alias(Alias a) {
        return at(t.node("alias", str(a.name()), str(a.asname())), a.pos());
    }

    private PyObject withItem(WithItem w) {
        return t.node("withitem", expr(w.contextExpr()),
                w.optionalVars() == null ? null : expr(w.optionalVars(), Ctx.Store));
    }

    private PyObject handler(ExceptHandler h) {
        return at(t.node("ExceptHandler", optional(h.type()), str(h.name()), stmts(h.body())), h.pos());
    }

    private PyObject matchCase(MatchCase c) {
        return t.node("match_case", pattern(c.pattern()), optional(c.guard()), stmts(c.body()));
    }

    private PyObject comprehension(Comprehension c) {
        return t.node("comprehension", expr(c.target(), Ctx.Store), expr(c.iter()), exprs(c.ifs()),
                Py.newInt(c.isAsync() ? 1 : 0));
    }

    // ---- expressions ----

    private PyObject expr(Expr e) {
        return expr(e, Ctx.Load);
    }

    private PyObject expr(Expr e, Ctx ctx) {
        return at(exprNode(e, ctx), e.pos());
    }

    private PyInstance exprNode(Expr e, Ctx ctx) {
        PyObject c = t.singleton(ctx.name());
        if (e instanceof Expr.Constant k) {
            return t.node("Constant", ConstantValues.toGuest(k.value()), kind(k));
        }
        if (e instanceof Expr.Name n) {
            return t.node("Name", str(n.id()), c);
        }
        if (e instanceof Expr.JoinedStr j) {
            return t.node("JoinedStr", exprs(j.values()));
        }
        if (e instanceof Expr.FormattedValue f) {
            return t.node("FormattedValue", expr(f.value()), Py.newInt(f.conversion()),
                    f.formatSpec() == null ? null : expr(f.formatSpec()));
        }
        if (e instanceof Expr.BinOp b) {
            return t.node("BinOp", expr(b.left()), operator(b.op()), expr(b.right()));
        }
        if (e instanceof Expr.UnaryOp u) {
            return t.node("UnaryOp", t.singleton(unaryName(u.op())), expr(u.operand()));
        }
        if (e instanceof Expr.BoolOp b) {
            return t.node("BoolOp", t.singleton(b.isAnd() ? "And" : "Or"), exprs(b.values()));
        }
        if (e instanceof Expr.Compare k) {
            return t.node("Compare", expr(k.left()),
                    list(k.ops(), op -> t.singleton(compareName(op))), exprs(k.comparators()));
        }
        if (e instanceof Expr.IfExp i) {
            return t.node("IfExp", expr(i.test()), expr(i.body()), expr(i.orelse()));
        }
        if (e instanceof Expr.NamedExpr n) {
            return t.node("NamedExpr", expr(n.target(), Ctx.Store), expr(n.value()));
        }
        if (e instanceof Expr.Lambda l) {
            return t.node("Lambda", arguments(l.args()), expr(l.body()));
        }
        if (e instanceof Expr.Call k) {
            return t.node("Call", expr(k.func()), exprs(k.args()), list(k.keywords(), this::keyword));
        }
        if (e instanceof Expr.Attribute a) {
            return t.node("Attribute", expr(a.value()), str(a.attr()), c);
        }
        if (e instanceof Expr.Subscript s) {
            return t.node("Subscript", expr(s.value()), expr(s.slice()), c);
        }
        if (e instanceof Expr.Slice s) {
            return t.node("Slice", optional(s.lower()), optional(s.upper()), optional(s.step()));
        }
        if (e instanceof Expr.Starred s) {
            return t.node("Starred", expr(s.value(), ctx), c);
        }
        if (e instanceof Expr.ListExpr l) {
            return t.node("List", exprs(l.elts(), ctx), c);
        }
        if (e instanceof Expr.TupleExpr tu) {
            return t.node("Tuple", exprs(tu.elts(), ctx), c);
        }
        if (e instanceof Expr.SetExpr s) {
            return t.node("Set", exprs(s.elts()));
        }
        if (e instanceof Expr.DictExpr d) {
            return t.node("Dict", list(d.keys(), this::optional), exprs(d.values()));
        }
        if (e instanceof Expr.ListComp l) {
            return t.node("ListComp", expr(l.elt()), list(l.generators(), this::comprehension));
        }
        if (e instanceof Expr.SetComp s) {
            return t.node("SetComp", expr(s.elt()), list(s.generators(), this::comprehension));
        }
        if (e instanceof Expr.DictComp d) {
            return t.node("DictComp", expr(d.key()), expr(d.value()),
                    list(d.generators(), this::comprehension));
        }
        if (e instanceof Expr.GeneratorExp g) {
            return t.node("GeneratorExp", expr(g.elt()),
                    list(g.generators(), this::comprehension));
        }
        if (e instanceof Expr.Yield y) {
            return t.node("Yield", optional(y.value()));
        }
        if (e instanceof Expr.YieldFrom y) {
            return t.node("YieldFrom", expr(y.value()));
        }
        if (e instanceof Expr.Await a) {
            return t.node("Await", expr(a.value()));
        }
        throw new IllegalArgumentException("unknown node " + e);
    }

    /** CPython marks a string literal written with a {@code u} prefix: kind 'u'. */
    private PyObject kind(Expr.Constant k) {
        if (k.value() instanceof String) {
            int first = columns.codePointAt(k.pos().line(), k.pos().col());
            if (first == 'u' || first == 'U') {
                return PyStr.of("u");
            }
        }
        return Py.None;
    }

    private PyObject operator(Operator op) {
        return t.singleton(operatorName(op));
    }

    /** The grammar's name of a binary operator. */
    static String operatorName(Operator op) {
        return switch (op) {
            case ADD -> "Add";
            case SUB -> "Sub";
            case MULT -> "Mult";
            case MAT_MULT -> "MatMult";
            case DIV -> "Div";
            case MOD -> "Mod";
            case POW -> "Pow";
            case LSHIFT -> "LShift";
            case RSHIFT -> "RShift";
            case OR -> "BitOr";
            case XOR -> "BitXor";
            case AND -> "BitAnd";
            case FLOOR_DIV -> "FloorDiv";
        };
    }

    static String unaryName(UnaryOperator op) {
        return switch (op) {
            case INVERT -> "Invert";
            case NOT -> "Not";
            case UADD -> "UAdd";
            case USUB -> "USub";
        };
    }

    static String compareName(CmpOp op) {
        return switch (op) {
            case EQ -> "Eq";
            case NE -> "NotEq";
            case LT -> "Lt";
            case LE -> "LtE";
            case GT -> "Gt";
            case GE -> "GtE";
            case IS -> "Is";
            case IS_NOT -> "IsNot";
            case IN -> "In";
            case NOT_IN -> "NotIn";
        };
    }

    // ---- patterns ----

    private PyObject pattern(Pattern p) {
        return at(patternNode(p), p.pos());
    }

    private PyInstance patternNode(Pattern p) {
        if (p instanceof Pattern.MatchValue v) {
            return t.node("MatchValue", expr(v.value()));
        }
        if (p instanceof Pattern.MatchSingleton s) {
            return t.node("MatchSingleton", ConstantValues.toGuest(s.value()));
        }
        if (p instanceof Pattern.MatchSequence s) {
            return t.node("MatchSequence", list(s.patterns(), this::pattern));
        }
        if (p instanceof Pattern.MatchMapping m) {
            return t.node("MatchMapping", exprs(m.keys()), list(m.patterns(), this::pattern),
                    str(m.rest()));
        }
        if (p instanceof Pattern.MatchClass m) {
            return t.node("MatchClass", expr(m.cls()), list(m.patterns(), this::pattern),
                    list(m.kwdAttrs(), GuestTreeBuilder::str), list(m.kwdPatterns(), this::pattern));
        }
        if (p instanceof Pattern.MatchStar s) {
            return t.node("MatchStar", str(s.name()));
        }
        if (p instanceof Pattern.MatchAs a) {
            return t.node("MatchAs", a.pattern() == null ? null : pattern(a.pattern()), str(a.name()));
        }
        if (p instanceof Pattern.MatchOr o) {
            return t.node("MatchOr", list(o.patterns(), this::pattern));
        }
        throw new IllegalArgumentException("unknown node " + p);
    }
}
