package io.frameweave.interpreter.compiler;

import io.frameweave.interpreter.ast.Arguments;
import io.frameweave.interpreter.ast.CmpOp;
import io.frameweave.interpreter.ast.Comprehension;
import io.frameweave.interpreter.ast.ExceptHandler;
import io.frameweave.interpreter.ast.Expr;
import io.frameweave.interpreter.ast.Keyword;
import io.frameweave.interpreter.ast.ModuleNode;
import io.frameweave.interpreter.ast.Operator;
import io.frameweave.interpreter.ast.Stmt;
import io.frameweave.interpreter.ast.WithItem;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * The syntax-tree folding CPython 3.11 does before compiling ({@code ast_opt.c}), for the cases that change
 * bytecode in practice: unary operators and simple arithmetic on numeric constants, tuples of constants,
 * list displays iterated by {@code for} / tested by {@code in} (become tuples), {@code __debug__}, and
 * f-strings whose parts are all constant. Folding that would raise or build a huge value is left to run time.
 */
final class ConstantFolder {
    private static final int MAX_INT_BITS = 128;
    private static final int MAX_STR_SIZE = 4096;

    private ConstantFolder() {}

    static ModuleNode fold(ModuleNode mod) {
        if (mod instanceof ModuleNode.FileInput f) {
            return new ModuleNode.FileInput(stmts(f.body()));
        } else if (mod instanceof ModuleNode.SingleInput s) {
            return new ModuleNode.SingleInput(stmts(s.body()));
        } else if (mod instanceof ModuleNode.EvalInput e) {
            return new ModuleNode.EvalInput(expr(e.body()));
        }
        throw new IllegalStateException("unexpected node: " + mod);
    }

    private static List<Stmt> stmts(List<Stmt> in) {
        List<Stmt> out = new ArrayList<>(in.size());
        for (Stmt s : in) {
            out.add(stmt(s));
        }
        return out;
    }

    private static List<Expr> exprs(List<Expr> in) {
        List<Expr> out = new ArrayList<>(in.size());
        for (Expr e : in) {
            out.add(e == null ? null : expr(e));
        }
        return out;
    }

    private static Expr opt(Expr e) {
        return e == null ? null : expr(e);
    }

    private static Arguments args(Arguments a) {
        return new Arguments(a.posonlyargs().stream().map(ConstantFolder::arg).toList(),
                a.args().stream().map(ConstantFolder::arg).toList(), arg(a.vararg()),
                a.kwonlyargs().stream().map(ConstantFolder::arg).toList(), exprs(a.kwDefaults()), arg(a.kwarg()),
                exprs(a.defaults()));
    }

    private static Arguments.Arg arg(Arguments.Arg a) {
        return a == null ? null : new Arguments.Arg(a.pos(), a.name(), opt(a.annotation()));
    }

    private static List<Keyword> keywords(List<Keyword> in) {
        List<Keyword> out = new ArrayList<>(in.size());
        for (Keyword k : in) {
            out.add(new Keyword(k.pos(), k.name(), expr(k.value())));
        }
        return out;
    }

    private static Stmt stmt(Stmt s) {
        if (s instanceof Stmt.FunctionDef f) {
            return new Stmt.FunctionDef(f.pos(), f.name(), args(f.args()), stmts(f.body()),
                    exprs(f.decorators()), opt(f.returns()));
        } else if (s instanceof Stmt.ClassDef c) {
            return new Stmt.ClassDef(c.pos(), c.name(), exprs(c.bases()), keywords(c.keywords()),
                    stmts(c.body()), exprs(c.decorators()));
        } else if (s instanceof Stmt.Return r) {
            return new Stmt.Return(r.pos(), opt(r.value()));
        } else if (s instanceof Stmt.Delete d) {
            return new Stmt.Delete(d.pos(), exprs(d.targets()));
        } else if (s instanceof Stmt.Assign a) {
            return new Stmt.Assign(a.pos(), exprs(a.targets()), expr(a.value()));
        } else if (s instanceof Stmt.AugAssign a) {
            return new Stmt.AugAssign(a.pos(), expr(a.target()), a.op(), expr(a.value()));
        } else if (s instanceof Stmt.AnnAssign a) {
            return new Stmt.AnnAssign(a.pos(), expr(a.target()), expr(a.annotation()),
                    opt(a.value()), a.simple());
        } else if (s instanceof Stmt.For f) {
            return new Stmt.For(f.pos(), expr(f.target()), iterable(expr(f.iter())), stmts(f.body()),
                    stmts(f.orelse()));
        } else if (s instanceof Stmt.While w) {
            return new Stmt.While(w.pos(), expr(w.test()), stmts(w.body()), stmts(w.orelse()));
        } else if (s instanceof Stmt.If i) {
            return new Stmt.If(i.pos(), expr(i.test()), stmts(i.body()), stmts(i.orelse()));
        } else if (s instanceof Stmt.With w) {
            return new Stmt.With(w.pos(), w.items().stream()
                    .map(it -> new WithItem(expr(it.contextExpr()), opt(it.optionalVars()))).toList(),
                    stmts(w.body()));
        } else if (s instanceof Stmt.Raise r) {
            return new Stmt.Raise(r.pos(), opt(r.exc()), opt(r.cause()));
        } else if (s instanceof Stmt.Try t) {
            return new Stmt.Try(t.pos(), stmts(t.body()), t.handlers().stream()
                    .map(h -> new ExceptHandler(h.pos(), opt(h.type()), h.name(), stmts(h.body()))).toList(),
                    stmts(t.orelse()), stmts(t.finalbody()));
        } else if (s instanceof Stmt.Assert a) {
            return new Stmt.Assert(a.pos(), expr(a.test()), opt(a.msg()));
        } else if (s instanceof Stmt.ExprStmt e) {
            return new Stmt.ExprStmt(e.pos(), expr(e.value()));
        } else {
            return s;
        }
    }

    private static List<Comprehension> generators(List<Comprehension> gens) {
        List<Comprehension> out = new ArrayList<>();
        for (Comprehension c : gens) {
            out.add(new Comprehension(expr(c.target()), iterable(expr(c.iter())), exprs(c.ifs())));
        }
        return out;
    }

    /** A list display that is only iterated can be a tuple (and then maybe a constant). */
    private static Expr iterable(Expr e) {
        if (e instanceof Expr.ListExpr l) {
            return tuple(new Expr.TupleExpr(l.pos(), l.elts()));
        }
        return e;
    }

    private static Expr expr(Expr e) {
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
            return new Expr.Subscript(s.pos(), expr(s.value()), expr(s.slice()));
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
        }
        throw new IllegalStateException("unexpected node: " + e);
    }

    /** Tuple displays of constants are constants (only in load context; targets never reach here as such). */
    private static Expr tuple(Expr.TupleExpr t) {
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
    private static Expr joined(Expr.JoinedStr j) {
        Expr.JoinedStr k = joinedKeep(j);
        if (k.values().isEmpty()) {
            return new Expr.Constant(j.pos(), "");
        }
        if (k.values().size() == 1 && k.values().get(0) instanceof Expr.Constant c) {
            return new Expr.Constant(j.pos(), c.value());
        }
        return k;
    }

    private static Expr.JoinedStr joinedKeep(Expr.JoinedStr j) {
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

    private static Expr unaryOp(Expr.UnaryOp u) {
        if (!(u.operand() instanceof Expr.Constant c)) {
            return u;
        }
        Object v = ConstantValue.of(c);
        Object r = switch (u.op()) {
            case USUB -> v instanceof Boolean b ? (Object) (b ? -1L : 0L) : negate(v);
            case UADD -> v instanceof Boolean b ? (Object) (b ? 1L : 0L)
                    : (v instanceof Long || v instanceof BigInteger || v instanceof Double) ? v : null;
            case INVERT -> v instanceof Boolean b ? (Object) (b ? -2L : -1L) : v instanceof Long l ? (Object) ~l
                    : v instanceof BigInteger bi ? bi.not() : null;
            case NOT -> !ConstantValue.isTrue(v);
        };
        return r == null ? u : new Expr.Constant(u.pos(), normalise(r));
    }

    private static Object negate(Object v) {
        if (v instanceof Long l) {
            return l == Long.MIN_VALUE ? BigInteger.valueOf(l).negate() : (Object) (-l);
        }
        if (v instanceof BigInteger b) {
            return b.negate();
        }
        if (v instanceof Double d) {
            return -d;
        }
        return null;
    }

    private static Object normalise(Object r) {
        if (r instanceof BigInteger b && b.bitLength() < 64) {
            return b.longValue();
        }
        return r;
    }

    private static BigInteger big(Object v) {
        if (v instanceof Long l) {
            return BigInteger.valueOf(l);
        }
        if (v instanceof BigInteger b) {
            return b;
        }
        if (v instanceof Boolean b) {
            return b ? BigInteger.ONE : BigInteger.ZERO;
        }
        return null;
    }

    private static Expr binOp(Expr.BinOp b) {
        if (!(b.left() instanceof Expr.Constant lc) || !(b.right() instanceof Expr.Constant rc)) {
            return b;
        }
        Object l = ConstantValue.of(lc);
        Object r = ConstantValue.of(rc);
        Object result = null;
        BigInteger li = big(l);
        BigInteger ri = big(r);
        if (li != null && ri != null) {
            result = intOp(b.op(), li, ri);
        } else if ((l instanceof Double || li != null) && (r instanceof Double || ri != null)) {
            result = floatOp(b.op(), l instanceof Double d ? d : exact(li), r instanceof Double d ? d : exact(ri));
        } else if (l instanceof String ls && r instanceof String rs && b.op() == Operator.ADD) {
            result = ls + rs;
        } else if (l instanceof String ls && ri != null && b.op() == Operator.MULT) {
            long n = ri.bitLength() < 32 ? ri.longValue() : -1;
            if (n >= 0 && ls.length() * n <= MAX_STR_SIZE) {
                result = ls.repeat((int) n);
            }
        }
        return result == null ? b : new Expr.Constant(b.pos(), normalise(result));
    }

    /** An int as a double when the conversion is exact (else null: not folded). */
    private static Double exact(BigInteger i) {
        if (i == null || i.bitLength() > 53) {
            return null;
        }
        return i.doubleValue();
    }

    private static Object intOp(Operator op, BigInteger a, BigInteger b) {
        BigInteger r = switch (op) {
            case ADD -> a.add(b);
            case SUB -> a.subtract(b);
            case MULT -> a.bitLength() + b.bitLength() > MAX_INT_BITS ? null : a.multiply(b);
            case FLOOR_DIV -> b.signum() == 0 ? null : floorDiv(a, b);
            case MOD -> b.signum() == 0 ? null : a.subtract(floorDiv(a, b).multiply(b));
            case POW -> b.signum() < 0 || (a.bitLength() > 1 && (long) a.bitLength() * b.longValue() > MAX_INT_BITS)
                    || b.bitLength() > 31 ? null : a.pow(b.intValue());
            case LSHIFT -> b.signum() < 0 || b.bitLength() > 31 || a.bitLength() + b.longValue() > MAX_INT_BITS
                    ? null : a.shiftLeft(b.intValue());
            case RSHIFT -> b.signum() < 0 ? null : b.bitLength() > 31 ? BigInteger.valueOf(a.signum() < 0 ? -1 : 0)
                    : a.shiftRight(b.intValue());
            case AND -> a.and(b);
            case OR -> a.or(b);
            case XOR -> a.xor(b);
            default -> null;
        };
        if (r != null && r.bitLength() > MAX_INT_BITS) {
            return null;
        }
        return r;
    }

    private static BigInteger floorDiv(BigInteger a, BigInteger b) {
        BigInteger[] qr = a.divideAndRemainder(b);
        if (qr[1].signum() != 0 && (qr[1].signum() != b.signum())) {
            return qr[0].subtract(BigInteger.ONE);
        }
        return qr[0];
    }

    private static Object floatOp(Operator op, Double a, Double b) {
        if (a == null || b == null) {
            return null;
        }
        return switch (op) {
            case ADD -> a + b;
            case SUB -> a - b;
            case MULT -> a * b;
            case DIV -> b == 0.0 ? null : (Object) (a / b);
            default -> null;
        };
    }
}
