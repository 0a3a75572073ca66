package io.frameweave.interpreter.bytecode;

/**
 * How many stack items an instruction pops, or pushes, as a function of its argument: the two halves of an
 * {@link Opcode} row's stack effect. Counts follow CPython 3.12's instruction metadata: an instruction that
 * reaches below the top (COPY, SWAP, LIST_APPEND) pops everything down to the deepest item it touches and
 * pushes back what stays, so every instruction touches exactly the items it pops.
 */
public enum StackCount {
    ZERO, ONE, TWO, THREE, FOUR, FIVE,
    /** {@code arg}. */
    ARG,
    /** {@code arg + 1}. */
    ARG_PLUS_1,
    /** {@code arg + 2}. */
    ARG_PLUS_2,
    /** {@code 2 * arg}: key-value pairs. */
    TWICE_ARG,
    /** One, and one more when bit 0 of the argument is set (LOAD_GLOBAL's NULL). */
    ONE_PLUS_BIT0,
    /** Three, and one more when bit 0 of the argument is set (CALL_FUNCTION_EX's kwargs). */
    THREE_PLUS_BIT0,
    /** One, and one more when bit 2 of the argument is set (FORMAT_VALUE's spec). */
    ONE_PLUS_BIT2,
    /** One, and one more for each of the argument's bits 0 to 3 (MAKE_FUNCTION's code and its extras). */
    ONE_PLUS_BITS0_TO_3,
    /** UNPACK_EX's targets: the low byte of the argument before the star, the rest after it, and the star. */
    UNPACK_EX_TARGETS;

    /** The count for an instruction with argument {@code arg}. */
    public int of(int arg) {
        return switch (this) {
            case ZERO -> 0;
            case ONE -> 1;
            case TWO -> 2;
            case THREE -> 3;
            case FOUR -> 4;
            case FIVE -> 5;
            case ARG -> arg;
            case ARG_PLUS_1 -> arg + 1;
            case ARG_PLUS_2 -> arg + 2;
            case TWICE_ARG -> 2 * arg;
            case ONE_PLUS_BIT0 -> 1 + (arg & 1);
            case THREE_PLUS_BIT0 -> 3 + (arg & 1);
            case ONE_PLUS_BIT2 -> 1 + ((arg >> 2) & 1);
            case ONE_PLUS_BITS0_TO_3 -> 1 + Integer.bitCount(arg & 0xF);
            case UNPACK_EX_TARGETS -> (arg & 0xFF) + (arg >> 8) + 1;
        };
    }

    /** Whether the count depends on the argument. */
    public boolean readsArg() {
        return ordinal() > FIVE.ordinal();
    }
}
