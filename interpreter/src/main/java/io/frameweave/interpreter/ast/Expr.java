package io.frameweave.interpreter.ast;

import java.util.List;

/**
 * Expressions, shaped like CPython's {@code ast} module. Where CPython has an {@code expr_context}, the
 * compiler infers it from where the expression stands (assignment target, {@code del}, load).
 */
public sealed interface Expr extends Node {

    /** The constants {@code None} and {@code ...}; other constants are plain Java values, see {@link Constant}. */
    enum Singleton { NONE, ELLIPSIS }

    /**
     * A literal. {@code value} is a {@link Long} or {@link java.math.BigInteger} (int), {@link Double} (float),
     * {@link String} (str), {@link Boolean} (bool) or a {@link Singleton}.
     */
    record Constant(Pos pos, Object value) implements Expr {}

    record Name(Pos pos, String id) implements Expr {}

    /** An f-string: its parts are {@link Constant} strings and {@link FormattedValue}s. */
    record JoinedStr(Pos pos, List<Expr> values) implements Expr {}

    /** {@code {value!conversion:formatSpec}}; conversion is -1 (none), 's', 'r' or 'a'; formatSpec may be null. */
    record FormattedValue(Pos pos, Expr value, int conversion, JoinedStr formatSpec) implements Expr {}

    record BinOp(Pos pos, Expr left, Operator op, Expr right) implements Expr {}

    record UnaryOp(Pos pos, UnaryOperator op, Expr operand) implements Expr {}

    /** {@code a and b and c} (isAnd) or {@code a or b or c}. */
    record BoolOp(Pos pos, boolean isAnd, List<Expr> values) implements Expr {}

    /** {@code left op0 c0 op1 c1 ...}; ops and comparators have the same length. */
    record Compare(Pos pos, Expr left, List<CmpOp> ops, List<Expr> comparators) implements Expr {}

    record IfExp(Pos pos, Expr test, Expr body, Expr orelse) implements Expr {}

    /** {@code target := value}. */
    record NamedExpr(Pos pos, Name target, Expr value) implements Expr {}

    record Lambda(Pos pos, Arguments args, Expr body) implements Expr {}

    /** A call; {@code args} may hold {@link Starred}; a keyword with a null name is {@code **mapping}. */
    record Call(Pos pos, Expr func, List<Expr> args, List<Keyword> keywords) implements Expr {}

    record Attribute(Pos pos, Expr value, String attr) implements Expr {}

    /** {@code value[slice]}; a tuple of indices is a {@link TupleExpr}, a slice is a {@link Slice}. */
    record Subscript(Pos pos, Expr value, Expr slice) implements Expr {}

    /** {@code lower:upper:step}, each part may be null. Only inside a subscript. */
    record Slice(Pos pos, Expr lower, Expr upper, Expr step) implements Expr {}

    record Starred(Pos pos, Expr value) implements Expr {}

    record ListExpr(Pos pos, List<Expr> elts) implements Expr {}

    record TupleExpr(Pos pos, List<Expr> elts) implements Expr {}

    record SetExpr(Pos pos, List<Expr> elts) implements Expr {}

    /** A dict display; a null key marks {@code **value}. */
    record DictExpr(Pos pos, List<Expr> keys, List<Expr> values) implements Expr {}

    record ListComp(Pos pos, Expr elt, List<Comprehension> generators) implements Expr {}

    record SetComp(Pos pos, Expr elt, List<Comprehension> generators) implements Expr {}

    record DictComp(Pos pos, Expr key, Expr value, List<Comprehension> generators) implements Expr {}

    record GeneratorExp(Pos pos, Expr elt, List<Comprehension> generators) implements Expr {}

    /** {@code yield} with an optional value (null when bare). */
    record Yield(Pos pos, Expr value) implements Expr {}

    record YieldFrom(Pos pos, Expr value) implements Expr {}

    record Await(Pos pos, Expr value) implements Expr {}
}
