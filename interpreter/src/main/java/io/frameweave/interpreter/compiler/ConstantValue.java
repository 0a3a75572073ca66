package io.frameweave.interpreter.compiler;

import io.frameweave.interpreter.ast.Expr;

import java.math.BigInteger;

/** The Java value of a constant node, normalised for the constant pool (ints that fit a long as {@code Long}). */
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
}
