package io.frameweave.interpreter.compiler;

import io.frameweave.interpreter.ast.Expr;

import java.math.BigInteger;

/**
 * The Java value of a constant node, normalised for the constant pool (ints that fit a long as {@code Long}),
 * and the truth of such a value.
 */
final class ConstantValue {
    private ConstantValue() {}

    static Object of(Expr.Constant c) {
        Object v = c.value();
        if (v instanceof BigInteger b && b.bitLength() < 64) {
            return b.longValue();
        }
        if (v instanceof Integer i) {
            return (long) i;
        }
        return v;
    }

    /** {@code bool(v)} for a constant-pool value, as the folder and the peephole pass need it. */
    static boolean isTrue(Object v) {
        if (v instanceof Boolean b) {
            return b;
        }
        if (v instanceof Long l) {
            return l != 0;
        }
        if (v instanceof BigInteger b) {
            return b.signum() != 0;
        }
        if (v instanceof Double d) {
            return d != 0.0;
        }
        if (v instanceof String s) {
            return !s.isEmpty();
        }
        if (v instanceof ConstTuple t) {
            return !t.items().isEmpty();
        }
        return v != Expr.Singleton.NONE;
    }
}
