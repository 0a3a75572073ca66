package io.frameweave.interpreter.ast;

/** Binary arithmetic operators, in the order of CPython's {@code BINARY_OP} argument (NB_ADD ...). */
public enum Operator {
    ADD("+"), AND("&"), FLOOR_DIV("//"), LSHIFT("<<"), MAT_MULT("@"), MULT("*"), MOD("%"), OR("|"),
    POW("**"), RSHIFT(">>"), SUB("-"), DIV("/"), XOR("^");

    public final String symbol;

    Operator(String symbol) {
        this.symbol = symbol;
    }
}
