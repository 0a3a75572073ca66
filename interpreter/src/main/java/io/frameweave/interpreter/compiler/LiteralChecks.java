package io.frameweave.interpreter.compiler;

import io.frameweave.interpreter.ast.CmpOp;
import io.frameweave.interpreter.ast.Expr;
import io.frameweave.interpreter.ast.Pos;

/**
 * CPython 3.11's compile-time SyntaxWarnings about literals used where they cannot work: {@code is} with a
 * literal, an assertion of a non-empty tuple, a literal called or subscripted (likely a missing comma).
 */
final class LiteralChecks {
    private final SourceText source;

    LiteralChecks(SourceText source) {
        this.source = source;
    }

    /** {@code x is 1}, {@code x is not ()}: warns once per comparison, at its first offending operator. */
    void compare(Expr.Compare c) {
        boolean left = isArgOk(c.left());
        for (int i = 0; i < c.ops().size(); i++) {
            CmpOp op = c.ops().get(i);
            boolean right = isArgOk(c.comparators().get(i));
            if ((op == CmpOp.IS || op == CmpOp.IS_NOT) && !(left && right)) {
                source.syntaxWarning(c.pos(), op == CmpOp.IS ? "\"is\" with a literal. Did you mean \"==\"?"
                        : "\"is not\" with a literal. Did you mean \"!=\"?");
                return;
            }
            left = right;
        }
    }

    /** {@code assert (test, "message")}: always true. */
    void assertion(Pos pos, Expr test) {
        if (test instanceof Expr.TupleExpr t && !t.elts().isEmpty()) {
            source.syntaxWarning(pos, "assertion is always true, perhaps remove parentheses?");
        }
    }

    /** A literal called: {@code [1, 2] (3)}. */
    void caller(Pos pos, Expr func) {
        if (func instanceof Expr.Constant || func instanceof Expr.TupleExpr || func instanceof Expr.ListExpr
                || func instanceof Expr.ListComp || func instanceof Expr.DictExpr || func instanceof Expr.DictComp
                || func instanceof Expr.SetExpr || func instanceof Expr.SetComp || func instanceof Expr.GeneratorExp
                || func instanceof Expr.JoinedStr || func instanceof Expr.FormattedValue) {
            source.syntaxWarning(pos, "'" + typeName(func) + "' object is not callable; perhaps you missed a comma?");
        }
    }

    /** A literal subscripted that cannot be ({@code 5[0]}), or indexed by a literal of the wrong type. */
    void subscript(Pos pos, Expr value, Expr index) {
        boolean unsubscriptable = value instanceof Expr.Constant k ? numberNoneEllipsisOrSet(k.value())
                : value instanceof Expr.SetExpr || value instanceof Expr.SetComp || value instanceof Expr.GeneratorExp
                        || value instanceof Expr.Lambda;
        if (unsubscriptable) {
            source.syntaxWarning(pos, "'" + typeName(value) + "' object is not subscriptable; perhaps you missed a comma?");
            return;
        }
        String indexType = typeName(index);
        if (indexType == null || indexType.equals("int") || indexType.equals("bool") || indexType.equals("slice")) {
            return;
        }
        boolean sequence = value instanceof Expr.Constant k
                ? k.value() instanceof String || k.value() instanceof io.frameweave.interpreter.syntax.Bytes
                        || k.value() instanceof ConstTuple
                : value instanceof Expr.TupleExpr || value instanceof Expr.ListExpr || value instanceof Expr.ListComp
                        || value instanceof Expr.JoinedStr || value instanceof Expr.FormattedValue;
        if (sequence) {
            source.syntaxWarning(pos, typeName(value) + " indices must be integers or slices, not " + indexType
                    + "; perhaps you missed a comma?");
        }
    }

    /** CPython's check_is_arg: anything but a constant, or one of the constants that are singletons. */
    private static boolean isArgOk(Expr e) {
        if (!(e instanceof Expr.Constant c)) {
            return true;
        }
        Object v = c.value();
        return v == Expr.Singleton.NONE || v == Expr.Singleton.ELLIPSIS || v instanceof Boolean;
    }

    private static boolean numberNoneEllipsisOrSet(Object v) {
        return v == Expr.Singleton.NONE || v == Expr.Singleton.ELLIPSIS || v instanceof Boolean || v instanceof Long
                || v instanceof Integer || v instanceof java.math.BigInteger || v instanceof Double
                || v instanceof ConstComplex || v instanceof io.frameweave.interpreter.syntax.Imaginary
                || v instanceof ConstFrozenSet;
    }

    /** The type of the value a literal expression makes (CPython's infer_type), or null when it cannot tell. */
    private static String typeName(Expr e) {
        if (e instanceof Expr.Constant c) {
            return ConstantValue.toPy(ConstantValue.of(c)).type().name;
        }
        if (e instanceof Expr.TupleExpr) {
            return "tuple";
        }
        if (e instanceof Expr.ListExpr || e instanceof Expr.ListComp) {
            return "list";
        }
        if (e instanceof Expr.DictExpr || e instanceof Expr.DictComp) {
            return "dict";
        }
        if (e instanceof Expr.SetExpr || e instanceof Expr.SetComp) {
            return "set";
        }
        if (e instanceof Expr.GeneratorExp) {
            return "generator";
        }
        if (e instanceof Expr.Lambda) {
            return "function";
        }
        if (e instanceof Expr.JoinedStr || e instanceof Expr.FormattedValue) {
            return "str";
        }
        if (e instanceof Expr.Slice) {
            return "slice";
        }
        return null;
    }
}
