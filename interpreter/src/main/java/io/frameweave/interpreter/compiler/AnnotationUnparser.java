package io.frameweave.interpreter.compiler;

import io.frameweave.interpreter.ast.Arguments;
import io.frameweave.interpreter.ast.Comprehension;
import io.frameweave.interpreter.ast.Expr;
import io.frameweave.interpreter.ast.Keyword;
import io.frameweave.interpreter.ast.Operator;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.PyStr;

import java.util.List;

/**
 * An annotation as the string {@code from __future__ import annotations} keeps (PEP 563), written as CPython 3.11's
 * {@code ast_unparse.c} writes it: parentheses only where an operand binds more loosely than its place needs, by
 * the precedence levels below.
 */
final class AnnotationUnparser {
    private static final int TUPLE = 0;
    private static final int TEST = 1; // if-else, lambda
    private static final int OR = 2;
    private static final int AND = 3;
    private static final int NOT = 4;
    private static final int CMP = 5;
    private static final int BOR = 6;
    private static final int BXOR = 7;
    private static final int BAND = 8;
    private static final int SHIFT = 9;
    private static final int ARITH = 10;
    private static final int TERM = 11;
    private static final int FACTOR = 12;
    private static final int POWER = 13;
    private static final int AWAIT = 14;
    private static final int ATOM = 15;

    private final StringBuilder out = new StringBuilder();

    private AnnotationUnparser() {}

    /** The text of annotation {@code e}. */
    static String unparse(Expr e) {
        AnnotationUnparser u = new AnnotationUnparser();
        u.expr(e, TEST);
        return u.out.toString();
    }

    private void open(boolean when) {
        if (when) {
            out.append('(');
        }
    }

    private void close(boolean when) {
        if (when) {
            out.append(')');
        }
    }

    private void expr(Expr e, int level) {
        if (e instanceof Expr.Constant c) {
            constant(c);
        } else if (e instanceof Expr.Name n) {
            out.append(n.id());
        } else if (e instanceof Expr.BoolOp b) {
            int pr = b.isAnd() ? AND : OR;
            open(level > pr);
            joined(b.values(), b.isAnd() ? " and " : " or ", pr + 1);
            close(level > pr);
        } else if (e instanceof Expr.BinOp b) {
            int pr = precedence(b.op());
            int rightAssociative = b.op() == Operator.POW ? 1 : 0;
            open(level > pr);
            expr(b.left(), pr + rightAssociative);
            out.append(' ').append(b.op().symbol).append(' ');
            expr(b.right(), pr + 1 - rightAssociative);
            close(level > pr);
        } else if (e instanceof Expr.UnaryOp u) {
            int pr = switch (u.op()) {
                case NOT -> NOT;
                default -> FACTOR;
            };
            open(level > pr);
            out.append(switch (u.op()) {
                case INVERT -> "~";
                case NOT -> "not ";
                case UADD -> "+";
                case USUB -> "-";
            });
            expr(u.operand(), pr);
            close(level > pr);
        } else if (e instanceof Expr.Compare c) {
            open(level > CMP);
            expr(c.left(), CMP + 1);
            for (int i = 0; i < c.ops().size(); i++) {
                out.append(' ').append(c.ops().get(i).symbol).append(' ');
                expr(c.comparators().get(i), CMP + 1);
            }
            close(level > CMP);
        } else if (e instanceof Expr.IfExp i) {
            open(level > TEST);
            expr(i.body(), TEST + 1);
            out.append(" if ");
            expr(i.test(), TEST + 1);
            out.append(" else ");
            expr(i.orelse(), TEST);
            close(level > TEST);
        } else if (e instanceof Expr.NamedExpr n) {
            open(level > TUPLE);
            expr(n.target(), ATOM);
            out.append(" := ");
            expr(n.value(), ATOM);
            close(level > TUPLE);
        } else if (e instanceof Expr.Lambda l) {
            open(level > TEST);
            out.append("lambda");
            // CPython puts a space after "lambda" only before positional parameters: "lambda*, k: k"
            boolean positional = !l.args().args().isEmpty() || !l.args().posonlyargs().isEmpty();
            out.append(positional ? " " : "").append(arguments(l.args()));
            out.append(": ");
            expr(l.body(), TEST);
            close(level > TEST);
        } else if (e instanceof Expr.Call c) {
            call(c);
        } else if (e instanceof Expr.Attribute a) {
            expr(a.value(), ATOM);
            // an int needs a space before the dot, or the dot would read as its decimal point
            boolean integer = a.value() instanceof Expr.Constant k
                    && (k.value() instanceof Long || k.value() instanceof java.math.BigInteger);
            out.append(integer ? " ." : ".").append(a.attr());
        } else if (e instanceof Expr.Subscript s) {
            expr(s.value(), ATOM);
            out.append('[');
            if (s.slice() instanceof Expr.TupleExpr t) {
                joined(t.elts(), ", ", TUPLE);
                if (t.elts().size() == 1) {
                    out.append(',');
                }
            } else {
                expr(s.slice(), TUPLE);
            }
            out.append(']');
        } else if (e instanceof Expr.Slice s) {
            if (s.lower() != null) {
                expr(s.lower(), TEST);
            }
            out.append(':');
            if (s.upper() != null) {
                expr(s.upper(), TEST);
            }
            if (s.step() != null) {
                out.append(':');
                expr(s.step(), TEST);
            }
        } else if (e instanceof Expr.Starred s) {
            out.append('*');
            expr(s.value(), BOR);
        } else if (e instanceof Expr.ListExpr l) {
            out.append('[');
            joined(l.elts(), ", ", TEST);
            out.append(']');
        } else if (e instanceof Expr.TupleExpr t) {
            if (t.elts().isEmpty()) {
                out.append("()");
                return;
            }
            open(level > TUPLE);
            joined(t.elts(), ", ", TEST);
            if (t.elts().size() == 1) {
                out.append(',');
            }
            close(level > TUPLE);
        } else if (e instanceof Expr.SetExpr s) {
            out.append('{');
            joined(s.elts(), ", ", TEST);
            out.append('}');
        } else if (e instanceof Expr.DictExpr d) {
            out.append('{');
            for (int i = 0; i < d.keys().size(); i++) {
                out.append(i > 0 ? ", " : "");
                if (d.keys().get(i) == null) {
                    out.append("**");
                    expr(d.values().get(i), BOR);
                } else {
                    expr(d.keys().get(i), TEST);
                    out.append(": ");
                    expr(d.values().get(i), TEST);
                }
            }
            out.append('}');
        } else if (e instanceof Expr.ListComp c) {
            comprehension("[", c.elt(), null, c.generators(), "]");
        } else if (e instanceof Expr.SetComp c) {
            comprehension("{", c.elt(), null, c.generators(), "}");
        } else if (e instanceof Expr.DictComp c) {
            comprehension("{", c.key(), c.value(), c.generators(), "}");
        } else if (e instanceof Expr.GeneratorExp g) {
            comprehension("(", g.elt(), null, g.generators(), ")");
        } else if (e instanceof Expr.Yield y) {
            out.append(y.value() == null ? "(yield" : "(yield ");
            if (y.value() != null) {
                expr(y.value(), TEST);
            }
            out.append(')');
        } else if (e instanceof Expr.YieldFrom y) {
            out.append("(yield from ");
            expr(y.value(), TEST);
            out.append(')');
        } else if (e instanceof Expr.Await a) {
            open(level > AWAIT);
            out.append("await ");
            expr(a.value(), ATOM);
            close(level > AWAIT);
        } else if (e instanceof Expr.JoinedStr j) {
            out.append('f').append(Ops.repr(PyStr.of(fstringBody(j.values()))));
        } else if (e instanceof Expr.FormattedValue f) {
            out.append('f').append(Ops.repr(PyStr.of(fstringBody(List.of(f)))));
        } else {
            throw new IllegalStateException("no unparsing for " + e.getClass().getSimpleName());
        }
    }

    private void joined(List<Expr> items, String separator, int level) {
        for (int i = 0; i < items.size(); i++) {
            if (i > 0) {
                out.append(separator);
            }
            expr(items.get(i), level);
        }
    }

    private static int precedence(Operator op) {
        return switch (op) {
            case ADD, SUB -> ARITH;
            case MULT, DIV, FLOOR_DIV, MOD, MAT_MULT -> TERM;
            case LSHIFT, RSHIFT -> SHIFT;
            case AND -> BAND;
            case XOR -> BXOR;
            case OR -> BOR;
            case POW -> POWER;
        };
    }

    private void constant(Expr.Constant c) {
        Object v = ConstantValue.of(c);
        if (v == Expr.Singleton.ELLIPSIS) {
            out.append("...");
            return;
        }
        String repr = Ops.repr(ConstantValue.toPy(v));
        if (v instanceof Double || v instanceof ConstComplex) {
            repr = repr.replace("inf", "1e309"); // an infinity written so that it reads back as one
        }
        out.append(repr);
    }

    private void call(Expr.Call c) {
        expr(c.func(), ATOM);
        if (c.args().size() == 1 && c.keywords().isEmpty() && c.args().get(0) instanceof Expr.GeneratorExp g) {
            expr(g, TEST); // a lone generator expression brings its own parentheses
            return;
        }
        out.append('(');
        joined(c.args(), ", ", TEST);
        boolean first = c.args().isEmpty();
        for (Keyword k : c.keywords()) {
            out.append(first ? "" : ", ");
            first = false;
            out.append(k.name() == null ? "**" : k.name() + "=");
            expr(k.value(), TEST);
        }
        out.append(')');
    }

    private void comprehension(String opening, Expr elt, Expr value, List<Comprehension> generators, String closing) {
        out.append(opening);
        expr(elt, TEST);
        if (value != null) {
            out.append(": ");
            expr(value, TEST);
        }
        for (Comprehension g : generators) {
            out.append(g.isAsync() ? " async for " : " for ");
            expr(g.target(), TUPLE);
            out.append(" in ");
            expr(g.iter(), TEST + 1);
            for (Expr cond : g.ifs()) {
                out.append(" if ");
                expr(cond, TEST + 1);
            }
        }
        out.append(closing);
    }

    /** A lambda's parameters as written: defaults, {@code /}, {@code *}, keyword-only ones, {@code **}. */
    private String arguments(Arguments a) {
        AnnotationUnparser u = new AnnotationUnparser();
        List<Arguments.Arg> positional = new java.util.ArrayList<>(a.posonlyargs());
        positional.addAll(a.args());
        int firstDefault = positional.size() - a.defaults().size();
        boolean first = true;
        for (int i = 0; i < positional.size(); i++) {
            u.out.append(first ? "" : ", ").append(positional.get(i).name());
            first = false;
            if (i >= firstDefault) {
                u.out.append('=');
                u.expr(a.defaults().get(i - firstDefault), TEST);
            }
            if (i == a.posonlyargs().size() - 1) {
                u.out.append(", /");
            }
        }
        if (a.vararg() != null || !a.kwonlyargs().isEmpty()) {
            u.out.append(first ? "*" : ", *");
            first = false;
            if (a.vararg() != null) {
                u.out.append(a.vararg().name());
            }
        }
        for (int i = 0; i < a.kwonlyargs().size(); i++) {
            u.out.append(", ").append(a.kwonlyargs().get(i).name());
            Expr d = i < a.kwDefaults().size() ? a.kwDefaults().get(i) : null;
            if (d != null) {
                u.out.append('=');
                u.expr(d, TEST);
            }
        }
        if (a.kwarg() != null) {
            u.out.append(first ? "**" : ", **").append(a.kwarg().name());
        }
        return u.out.toString();
    }

    /** The text between the quotes of an f-string: literal parts with braces doubled, replacement fields. */
    private static String fstringBody(List<Expr> values) {
        StringBuilder b = new StringBuilder();
        for (Expr v : values) {
            if (v instanceof Expr.Constant c && c.value() instanceof String s) {
                b.append(s.replace("{", "{{").replace("}", "}}"));
            } else if (v instanceof Expr.FormattedValue f) {
                String inner = unparseAt(f.value(), TEST + 1);
                b.append(inner.startsWith("{") ? "{ " : "{").append(inner);
                if (f.conversion() > 0) {
                    b.append('!').append((char) f.conversion());
                }
                if (f.formatSpec() != null) {
                    b.append(':').append(fstringBody(f.formatSpec().values()));
                }
                b.append('}');
            } else if (v instanceof Expr.JoinedStr j) {
                b.append(fstringBody(j.values()));
            }
        }
        return b.toString();
    }

    private static String unparseAt(Expr e, int level) {
        AnnotationUnparser u = new AnnotationUnparser();
        u.expr(e, level);
        return u.out.toString();
    }
}
