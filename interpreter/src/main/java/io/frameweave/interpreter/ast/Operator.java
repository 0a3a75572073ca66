package io.frameweave.interpreter.ast;

/** Binary arithmetic operators (the compiler numbers them for BINARY_OP: {@code compiler.OperatorNumbers}). */
public enum Operator {
    ADD("+"), AND("&"), FLOOR_DIV("//"), LSHIFT("<<"), MAT_MULT("@"), MULT("*"), MOD("%"), OR("|"),
    POW("**"), RSHIFT(">>"), SUB("-"), DIV("/"), XOR("^");

    public final String symbol;

    Operator(String symbol) {
        this.symbol = symbol;
    }
}
