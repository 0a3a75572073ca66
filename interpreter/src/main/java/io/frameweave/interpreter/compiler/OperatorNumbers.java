package io.frameweave.interpreter.compiler;

import io.frameweave.interpreter.ast.Operator;
import io.frameweave.interpreter.runtime.BinaryOperators;

/** BINARY_OP's argument for a syntax tree's operator: its {@link BinaryOperators} number. */
final class OperatorNumbers {
    private OperatorNumbers() {}

    static int of(Operator op) {
        return switch (op) {
            case ADD -> BinaryOperators.ADD;
            case AND -> BinaryOperators.AND;
            case FLOOR_DIV -> BinaryOperators.FLOOR_DIV;
            case LSHIFT -> BinaryOperators.LSHIFT;
            case MAT_MULT -> BinaryOperators.MAT_MULT;
            case MULT -> BinaryOperators.MULT;
            case MOD -> BinaryOperators.MOD;
            case OR -> BinaryOperators.OR;
            case POW -> BinaryOperators.POW;
            case RSHIFT -> BinaryOperators.RSHIFT;
            case SUB -> BinaryOperators.SUB;
            case DIV -> BinaryOperators.DIV;
            case XOR -> BinaryOperators.XOR;
        };
    }

    /** The argument of the in-place form ({@code +=} ...). */
    static int inplace(Operator op) {
        return of(op) + BinaryOperators.INPLACE;
    }
}
