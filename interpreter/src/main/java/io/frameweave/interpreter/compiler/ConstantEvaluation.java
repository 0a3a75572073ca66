package io.frameweave.interpreter.compiler;

import io.frameweave.interpreter.ast.Operator;
import io.frameweave.interpreter.ast.UnaryOperator;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.PyException;
import io.frameweave.interpreter.runtime.PyObject;

import io.frameweave.interpreter.syntax.Bytes;
import java.math.BigInteger;

/**
 * Evaluates an operator on constants at compile time as CPython 3.11's AST optimizer does: it runs the
 * runtime's own operation (so a folded value is exactly the value the VM would compute), after the size
 * limits that keep constants small; an operation that raises, or whose result is no constant, is not folded
 * (null).
 *
 * <p>The limits (CPython's): an int product or shift at most {@value #MAX_INT_BITS} bits; {@code a ** b}
 * only while bits(a) * b stays within that; a repeated string at most {@value #MAX_STR_SIZE} characters, a
 * repeated tuple at most {@value #MAX_COLLECTION_SIZE} items; {@code str % x} (formatting) never.
 */
final class ConstantEvaluation {
    static final int MAX_INT_BITS = 128;
    static final int MAX_COLLECTION_SIZE = 256;
    static final int MAX_STR_SIZE = 4096;
    static final int MAX_TOTAL_ITEMS = 1024;

    private ConstantEvaluation() {}

    /** {@code l op r} folded, or null. */
    static Object binary(Operator op, Object l, Object r) {
        if (op == Operator.MAT_MULT || !withinLimits(op, l, r)) {
            return null;
        }
        try {
            return ConstantValue.fromPy(Ops.binaryOp(ConstantValue.toPy(l), ConstantValue.toPy(r), OperatorNumbers.of(op)));
        } catch (PyException e) {
            return null;
        }
    }

    /** {@code op v} folded, or null. */
    static Object unary(UnaryOperator op, Object v) {
        if (op == UnaryOperator.NOT) {
            return !ConstantValue.isTrue(v);
        }
        try {
            PyObject o = ConstantValue.toPy(v);
            return ConstantValue.fromPy(switch (op) {
                case USUB -> Ops.negative(o);
                case UADD -> Ops.positive(o);
                default -> Ops.invert(o);
            });
        } catch (PyException e) {
            return null;
        }
    }

    /** {@code container[key]} folded, or null. */
    static Object subscript(Object container, Object key) {
        try {
            return ConstantValue.fromPy(Ops.getItem(ConstantValue.toPy(container), ConstantValue.toPy(key)));
        } catch (PyException e) {
            return null;
        }
    }

    private static boolean withinLimits(Operator op, Object l, Object r) {
        return switch (op) {
            case MULT -> multiplyWithinLimits(l, r);
            case POW -> powerWithinLimits(l, r);
            case LSHIFT -> shiftWithinLimits(l, r);
            case MOD -> !(l instanceof String) && !(l instanceof Bytes);
            default -> true;
        };
    }

    private static boolean multiplyWithinLimits(Object l, Object r) {
        BigInteger li = ConstantValue.asInt(l);
        BigInteger ri = ConstantValue.asInt(r);
        if (li != null && ri != null) {
            return li.signum() == 0 || ri.signum() == 0 || li.bitLength() + ri.bitLength() <= MAX_INT_BITS;
        }
        if (li != null) {
            return repeatWithinLimits(li, r);
        }
        if (ri != null) {
            return repeatWithinLimits(ri, l);
        }
        return true;
    }

    private static boolean repeatWithinLimits(BigInteger times, Object seq) {
        long size;
        int limit;
        if (seq instanceof String s) {
            size = s.codePointCount(0, s.length());
            limit = MAX_STR_SIZE;
        } else if (seq instanceof Bytes b) {
            size = b.latin1().length();
            limit = MAX_STR_SIZE;
        } else if (seq instanceof ConstTuple t) {
            size = t.items().size();
            limit = MAX_COLLECTION_SIZE;
        } else if (seq instanceof ConstFrozenSet f) {
            size = f.items().size();
            limit = MAX_COLLECTION_SIZE;
        } else {
            return true;
        }
        if (size == 0) {
            return true;
        }
        if (times.signum() < 0 || times.bitLength() > 62 || times.longValue() > limit / size) {
            return false;
        }
        long n = times.longValue();
        return seq instanceof String || seq instanceof Bytes || n == 0 || itemCount(seq, MAX_TOTAL_ITEMS / n) >= 0;
    }

    /** The items of a constant collection, nested ones counted too, or -1 once more than {@code budget}. */
    private static long itemCount(Object c, long budget) {
        java.util.List<Object> items = c instanceof ConstTuple t ? t.items()
                : c instanceof ConstFrozenSet f ? f.items() : null;
        if (items == null) {
            return budget;
        }
        budget -= items.size();
        for (Object item : items) {
            if (budget < 0) {
                return -1;
            }
            budget = itemCount(item, budget);
        }
        return budget < 0 ? -1 : budget;
    }

    private static boolean powerWithinLimits(Object l, Object r) {
        BigInteger base = ConstantValue.asInt(l);
        BigInteger exp = ConstantValue.asInt(r);
        if (base == null || exp == null || base.signum() == 0 || exp.signum() <= 0) {
            return true;
        }
        return exp.bitLength() < 63 && base.abs().bitLength() <= MAX_INT_BITS / exp.longValue();
    }

    private static boolean shiftWithinLimits(Object l, Object r) {
        BigInteger value = ConstantValue.asInt(l);
        BigInteger by = ConstantValue.asInt(r);
        if (value == null || by == null || value.signum() == 0 || by.signum() == 0) {
            return true;
        }
        if (by.signum() < 0 || by.bitLength() > 62 || by.longValue() > MAX_INT_BITS) {
            return false;
        }
        return value.abs().bitLength() <= MAX_INT_BITS - by.longValue();
    }
}
