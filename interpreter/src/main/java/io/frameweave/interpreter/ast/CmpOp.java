package io.frameweave.interpreter.ast;

/** Comparison operators; the first six in the order of CPython's {@code COMPARE_OP} argument. */
public enum CmpOp {
    LT("<"), LE("<="), EQ("=="), NE("!="), GT(">"), GE(">="), IS("is"), IS_NOT("is not"), IN("in"), NOT_IN("not in");

    public final String symbol;

    CmpOp(String symbol) {
        this.symbol = symbol;
    }
}
