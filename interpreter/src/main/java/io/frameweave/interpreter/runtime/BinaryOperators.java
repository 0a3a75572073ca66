package io.frameweave.interpreter.runtime;

/**
 * The numbering of the binary operators, defined here once: it is BINARY_OP's argument (CPython's {@code NB_ADD}
 * ...), the index of a type's operator slots and what {@link Ops#binaryOp} takes. The in-place form of operator
 * {@code o} ({@code +=} ...) is {@code o + INPLACE}.
 */
public final class BinaryOperators {
    private BinaryOperators() {}

    public static final int ADD = 0;
    public static final int AND = 1;
    public static final int FLOOR_DIV = 2;
    public static final int LSHIFT = 3;
    public static final int MAT_MULT = 4;
    public static final int MULT = 5;
    public static final int MOD = 6;
    public static final int OR = 7;
    public static final int POW = 8;
    public static final int RSHIFT = 9;
    public static final int SUB = 10;
    public static final int DIV = 11;
    public static final int XOR = 12;
    /** How many operators there are, and what an in-place form adds to its operator's number. */
    public static final int COUNT = 13;
    public static final int INPLACE = COUNT;

    /** Per operator: its symbol and the stem of its special methods ({@code __add__}, {@code __radd__} ...). */
    private static final String[][] SYMBOL_AND_STEM = {
        {"+", "add"}, {"&", "and"}, {"//", "floordiv"}, {"<<", "lshift"}, {"@", "matmul"}, {"*", "mul"},
        {"%", "mod"}, {"|", "or"}, {"**", "pow"}, {">>", "rshift"}, {"-", "sub"}, {"/", "truediv"}, {"^", "xor"},
    };

    static {
        if (SYMBOL_AND_STEM.length != COUNT) {
            throw new ExceptionInInitializerError("one symbol and stem per binary operator");
        }
    }

    /** Whether {@code op} (a BINARY_OP argument) is an in-place form. */
    public static boolean isInplace(int op) {
        return op >= INPLACE;
    }

    /** The operator of {@code op}, in-place or not. */
    public static int base(int op) {
        return op >= INPLACE ? op - INPLACE : op;
    }

    /** The operator's symbol, {@code +} ... */
    public static String symbol(int o) {
        return SYMBOL_AND_STEM[o][0];
    }

    /** The stem of the operator's special methods: {@code add} for {@code __add__}, {@code __radd__}, {@code __iadd__}. */
    static String stem(int o) {
        return SYMBOL_AND_STEM[o][1];
    }
}
