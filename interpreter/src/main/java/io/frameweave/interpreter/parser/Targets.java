package io.frameweave.interpreter.parser;

import io.frameweave.interpreter.ast.Expr;

/**
 * Checks assignment and {@code del} targets, with CPython's messages ("cannot assign to function call",
 * "cannot delete literal") naming the first offending part as CPython's _PyPegen_get_invalid_target does.
 */
final class Targets {
    private Targets() {}

    /** The first part of {@code e} that cannot be a target, or null; {@code del} targets may not be starred. */
    static Expr invalid(Expr e, boolean delete) {
        if (e instanceof Expr.TupleExpr t) {
            for (Expr x : t.elts()) {
                Expr bad = invalid(x, delete);
                if (bad != null) {
                    return bad;
                }
            }
            return null;
        }
        if (e instanceof Expr.ListExpr l) {
            for (Expr x : l.elts()) {
                Expr bad = invalid(x, delete);
                if (bad != null) {
                    return bad;
                }
            }
            return null;
        }
        if (e instanceof Expr.Starred s) {
            return delete ? e : invalid(s.value(), false);
        }
        if (e instanceof Expr.Name || e instanceof Expr.Attribute || e instanceof Expr.Subscript) {
            return null;
        }
        return e;
    }

    static void checkAssign(ParserBase p, Expr target) {
        Expr bad = invalid(target, false);
        if (bad != null) {
            throw p.errorAt(bad.pos(), "cannot assign to " + describe(bad));
        }
    }

    static void checkDelete(ParserBase p, Expr target) {
        Expr bad = invalid(target, true);
        if (bad != null) {
            throw p.errorAt(bad.pos(), "cannot delete " + describe(bad));
        }
    }

    /** Whether {@code e} may be the target of an augmented assignment. */
    static boolean isSingleTarget(Expr e) {
        return e instanceof Expr.Name || e instanceof Expr.Attribute || e instanceof Expr.Subscript;
    }

    /** CPython's _PyPegen_get_expr_name: how error messages name a kind of expression. */
    static String describe(Expr e) {
        if (e instanceof Expr.Attribute) {
            return "attribute";
        } else if (e instanceof Expr.Subscript) {
            return "subscript";
        } else if (e instanceof Expr.Starred) {
            return "starred";
        } else if (e instanceof Expr.Name) {
            return "name";
        } else if (e instanceof Expr.ListExpr) {
            return "list";
        } else if (e instanceof Expr.TupleExpr) {
            return "tuple";
        } else if (e instanceof Expr.Lambda) {
            return "lambda";
        } else if (e instanceof Expr.Call) {
            return "function call";
        } else if (e instanceof Expr.BoolOp || e instanceof Expr.BinOp || e instanceof Expr.UnaryOp) {
            return "expression";
        } else if (e instanceof Expr.GeneratorExp) {
            return "generator expression";
        } else if (e instanceof Expr.Yield || e instanceof Expr.YieldFrom) {
            return "yield expression";
        } else if (e instanceof Expr.Await) {
            return "await expression";
        } else if (e instanceof Expr.ListComp) {
            return "list comprehension";
        } else if (e instanceof Expr.SetComp) {
            return "set comprehension";
        } else if (e instanceof Expr.DictComp) {
            return "dict comprehension";
        } else if (e instanceof Expr.DictExpr) {
            return "dict literal";
        } else if (e instanceof Expr.SetExpr) {
            return "set display";
        } else if (e instanceof Expr.JoinedStr || e instanceof Expr.FormattedValue) {
            return "f-string expression";
        } else if (e instanceof Expr.Constant c) {
            Object v = c.value();
            if (v == Expr.Singleton.NONE) {
                return "None";
            } else if (v == Expr.Singleton.ELLIPSIS) {
                return "ellipsis";
            } else if (v instanceof Boolean b) {
                return b ? "True" : "False";
            }
            return "literal";
        } else if (e instanceof Expr.Compare) {
            return "comparison";
        } else if (e instanceof Expr.IfExp) {
            return "conditional expression";
        } else if (e instanceof Expr.NamedExpr) {
            return "named expression";
        }
        return "expression";
    }
}
