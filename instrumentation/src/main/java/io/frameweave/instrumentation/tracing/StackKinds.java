package io.frameweave.instrumentation.tracing;

import io.frameweave.interpreter.bytecode.ExceptionTable;
import io.frameweave.interpreter.bytecode.Opcode;
import io.frameweave.interpreter.bytecode.PyCode;

/**
 * The kinds of the value-stack entries at the start of every instruction of a code object, found by a
 * flow analysis over the instructions and the exception table; the basis of the jump rules of
 * {@link FrameJump}. It follows CPython 3.11's model so that the same jumps are allowed and refused with the
 * same messages: a stack is a {@code long} of 3-bit kinds, the top in the low bits, 0 is the empty stack, and
 * comparing two stacks as numbers is how a jump picks its target among the instructions of a line.
 *
 * <p>Like 3.11, a call's net effect only pops (its result keeps the kind of the slot below the callable),
 * which matters for which jumps into and out of {@code with} blocks are allowed.
 */
final class StackKinds {
    static final int ITERATOR = 1;
    static final int EXCEPT = 2;
    static final int OBJECT = 3;
    static final int NULL = 4;
    static final int LASTI = 5;

    /** Not reached by the flow. */
    static final long UNINITIALIZED = -2;
    /** Deeper than the 21 entries a long holds. */
    static final long OVERFLOWED = -1;

    private static final int BITS = 3;
    private static final int MAX_ENTRIES = 63 / BITS;
    private static final long WILL_OVERFLOW = 1L << ((MAX_ENTRIES - 1) * BITS);

    private StackKinds() {}

    static long push(long stack, int kind) {
        if (stack < 0 || stack >= WILL_OVERFLOW) {
            return OVERFLOWED;
        }
        return (stack << BITS) | kind;
    }

    static long pop(long stack) {
        return stack >> BITS;
    }

    static int top(long stack) {
        return (int) (stack & ((1 << BITS) - 1));
    }

    static int depth(long stack) {
        int n = 0;
        while (stack > 0) {
            stack = pop(stack);
            n++;
        }
        return n;
    }

    /** The kind {@code n} entries down (1 = top). */
    static int peek(long stack, int n) {
        return (int) ((stack >> (BITS * (n - 1))) & ((1 << BITS) - 1));
    }

    /** Swaps the top with the entry {@code n} down (SWAP n). */
    static long swap(long stack, int n) {
        int shift = BITS * (n - 1);
        long mask = (1L << BITS) - 1;
        long topKind = stack & mask;
        long other = (stack >> shift) & mask;
        long cleared = stack & ~(mask | (mask << shift));
        return cleared | other | (topKind << shift);
    }

    static long popToLevel(long stack, int level) {
        while (depth(stack) > level) {
            stack = pop(stack);
        }
        return stack;
    }

    /** The stack at the start of each instruction of {@code code} ({@link #UNINITIALIZED} where unreached). */
    static long[] of(PyCode code) {
        int[] ins = code.instructions;
        int len = ins.length;
        long[] stacks = new long[len + 1];
        java.util.Arrays.fill(stacks, UNINITIALIZED);
        stacks[0] = (code.flags & PyCode.CO_GENERATOR) != 0 ? push(0, OBJECT) : 0;
        boolean todo = true;
        while (todo) {
            todo = false;
            for (int i = 0; i < len; i++) {
                long next = stacks[i];
                if (next == UNINITIALIZED) {
                    continue;
                }
                int op = Opcode.op(ins[i]);
                int arg = Opcode.arg(ins[i]);
                switch (op) {
                    case Opcode.POP_JUMP_IF_FALSE, Opcode.POP_JUMP_IF_TRUE, Opcode.POP_JUMP_IF_NONE,
                            Opcode.POP_JUMP_IF_NOT_NONE, Opcode.JUMP_IF_FALSE_OR_POP, Opcode.JUMP_IF_TRUE_OR_POP -> {
                        long target;
                        if (op == Opcode.JUMP_IF_FALSE_OR_POP || op == Opcode.JUMP_IF_TRUE_OR_POP) {
                            target = next;
                            next = pop(next);
                        } else {
                            next = pop(next);
                            target = next;
                        }
                        todo |= setAt(stacks, arg, target, i);
                        stacks[i + 1] = next;
                    }
                    case Opcode.JUMP_FORWARD, Opcode.JUMP_BACKWARD, Opcode.JUMP_BACKWARD_NO_INTERRUPT ->
                            todo |= setAt(stacks, arg, next, i);
                    case Opcode.SEND -> {
                        // a finished sub-iterator is replaced by its result at the target: one value fewer
                        todo |= setAt(stacks, arg, pop(next), i);
                        stacks[i + 1] = next;
                    }
                    case Opcode.GET_ITER -> stacks[i + 1] = push(pop(next), ITERATOR);
                    case Opcode.FOR_ITER -> {
                        stacks[i + 1] = push(next, OBJECT);
                        todo |= setAt(stacks, arg, pop(next), i);
                    }
                    case Opcode.PUSH_EXC_INFO -> stacks[i + 1] = push(next, EXCEPT);
                    case Opcode.POP_EXCEPT -> stacks[i + 1] = pop(next);
                    case Opcode.RETURN_VALUE, Opcode.RAISE_VARARGS, Opcode.RERAISE -> {
                        // the end of a block: nothing flows on
                    }
                    case Opcode.PUSH_NULL -> stacks[i + 1] = push(next, NULL);
                    case Opcode.LOAD_GLOBAL -> {
                        if ((arg & 1) != 0) {
                            next = push(next, NULL);
                        }
                        stacks[i + 1] = push(next, OBJECT);
                    }
                    case Opcode.LOAD_METHOD -> stacks[i + 1] = push(push(pop(next), NULL), OBJECT);
                    case Opcode.SWAP -> stacks[i + 1] = swap(next, arg);
                    case Opcode.COPY -> stacks[i + 1] = push(next, peek(next, arg));
                    case Opcode.CALL -> {
                        // 3.11 runs PRECALL (pops the arguments) then CALL (pops one more): the result keeps
                        // the kind of the slot below the callable
                        for (int k = 0; k < arg + 1; k++) {
                            next = pop(next);
                        }
                        stacks[i + 1] = next;
                    }
                    default -> {
                        int delta = Opcode.stackEffect(op, arg, false);
                        while (delta < 0) {
                            next = pop(next);
                            delta++;
                        }
                        while (delta > 0) {
                            next = push(next, OBJECT);
                            delta--;
                        }
                        stacks[i + 1] = next;
                    }
                }
            }
            int[] table = code.exceptionTable;
            if (table != null) {
                for (int e = 0; e + ExceptionTable.ENTRY_SIZE <= table.length; e += ExceptionTable.ENTRY_SIZE) {
                    int start = table[e + ExceptionTable.START];
                    int handler = table[e + ExceptionTable.TARGET];
                    if (stacks[start] != UNINITIALIZED && stacks[handler] == UNINITIALIZED) {
                        todo = true;
                        long target = popToLevel(stacks[start], table[e + ExceptionTable.DEPTH]);
                        if (table[e + ExceptionTable.PUSH_LASTI] != 0) {
                            target = push(target, LASTI);
                        }
                        stacks[handler] = push(target, EXCEPT);
                    }
                }
            }
        }
        return stacks;
    }

    /** Sets the stack at a jump target; true when a backward target was newly reached (another pass needed). */
    private static boolean setAt(long[] stacks, int target, long stack, int from) {
        boolean again = stacks[target] == UNINITIALIZED && target < from;
        stacks[target] = stack;
        return again;
    }

    static boolean compatibleKind(int from, int to) {
        if (to == 0) {
            return false;
        }
        if (to == OBJECT) {
            return from != NULL;
        }
        if (to == NULL) {
            return true;
        }
        return from == to;
    }

    /** Whether a frame whose stack is {@code from} may continue at an instruction expecting {@code to}. */
    static boolean compatible(long from, long to) {
        if (from < 0 || to < 0) {
            return false;
        }
        while (from > to) {
            from = pop(from);
        }
        while (from != 0) {
            if (!compatibleKind(top(from), top(to))) {
                return false;
            }
            from = pop(from);
            to = pop(to);
        }
        return to == 0;
    }

    /** Why a jump to an instruction expecting {@code to} is refused. */
    static String explainIncompatible(long to) {
        if (to == OVERFLOWED) {
            return "stack to deep to analyze";
        }
        if (to == UNINITIALIZED) {
            return "can't jump into an exception handler, or code may be unreachable";
        }
        return switch (top(to)) {
            case EXCEPT -> "can't jump into an 'except' block as there's no exception";
            case LASTI -> "can't jump into a re-raising block as there's no location";
            case ITERATOR -> "can't jump into the body of a for loop";
            default -> "incompatible stacks";
        };
    }
}
