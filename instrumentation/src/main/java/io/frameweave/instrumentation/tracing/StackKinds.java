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
        stacks[0] = (code.flags & PyCode.CO_SUSPENDS) != 0 ? push(0, OBJECT) : 0;
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
                // where control goes and how deep the stack is there come from the row; only the kinds are ours
                if (Opcode.has(op, Opcode.JUMP)) {
                    todo |= setAt(stacks, arg, byEffect(next, Opcode.stackEffect(op, arg, true)), i);
                }
                if (Opcode.fallsThrough(op)) {
                    stacks[i + 1] = fallThrough(next, op, arg);
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

    /**
     * The stack after an instruction that goes on to the next one: its row's stack effect on {@code stack}, except
     * where the instruction gives a slot a kind of its own or moves slots about.
     */
    private static long fallThrough(long stack, int op, int arg) {
        return switch (op) {
            case Opcode.GET_ITER -> push(pop(stack), ITERATOR);
            case Opcode.PUSH_EXC_INFO -> push(stack, EXCEPT);
            case Opcode.PUSH_NULL -> push(stack, NULL);
            case Opcode.LOAD_GLOBAL -> push((arg & 1) != 0 ? push(stack, NULL) : stack, OBJECT);
            case Opcode.LOAD_METHOD -> push(push(pop(stack), NULL), OBJECT);
            case Opcode.SWAP -> swap(stack, arg);
            case Opcode.COPY -> push(stack, peek(stack, arg));
            // 3.11 runs PRECALL (pops the arguments) then CALL (pops one more): the result keeps the kind of the
            // slot below the callable
            case Opcode.CALL -> byEffect(stack, -(arg + 1));
            default -> byEffect(stack, Opcode.stackEffect(op, arg, false));
        };
    }

    /** {@code stack} with {@code delta} entries popped (negative) or objects pushed (positive). */
    private static long byEffect(long stack, int delta) {
        for (; delta < 0; delta++) {
            stack = pop(stack);
        }
        for (; delta > 0; delta--) {
            stack = push(stack, OBJECT);
        }
        return stack;
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
