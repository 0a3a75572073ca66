package io.frameweave.interpreter.compiler;

import java.util.List;

import static io.frameweave.interpreter.bytecode.Opcode.NOP;
import static io.frameweave.interpreter.bytecode.Opcode.POP_TOP;
import static io.frameweave.interpreter.bytecode.Opcode.STORE_FAST;
import static io.frameweave.interpreter.bytecode.Opcode.SWAP;

/**
 * The SWAP optimisations of CPython 3.11's peephole pass: {@code swaptimize} shortens a run of SWAPs to the
 * fewest that give the same permutation, and {@code apply_static_swaps} removes a SWAP whose effect can be had
 * by reordering the stores that follow it.
 */
final class SwapOptimizer {
    private static final int VISITED = -1;

    private SwapOptimizer() {}

    /** Replaces a run of SWAPs (and NOPs) by the shortest equivalent run; returns the index of its end. */
    static int swaptimize(List<Instr> code, int ix) {
        int depth = code.get(ix).arg;
        int len = 0;
        boolean more = false;
        int limit = code.size() - ix;
        while (++len < limit) {
            int op = code.get(ix + len).op;
            if (op == SWAP) {
                depth = Math.max(depth, code.get(ix + len).arg);
                more = true;
            } else if (op != NOP) {
                break;
            }
        }
        if (!more) {
            return ix;
        }
        int[] stack = new int[depth];
        for (int i = 0; i < depth; i++) {
            stack[i] = i;
        }
        for (int i = 0; i < len; i++) {
            Instr in = code.get(ix + i);
            if (in.op == SWAP) {
                int top = stack[0];
                stack[0] = stack[in.arg - 1];
                stack[in.arg - 1] = top;
            }
        }
        int current = len - 1;
        for (int i = 0; i < depth; i++) {
            if (stack[i] == VISITED || stack[i] == i) {
                continue;
            }
            int j = i;
            while (true) {
                if (j != 0) {
                    Instr in = code.get(ix + current--);
                    in.op = SWAP;
                    in.arg = j + 1;
                }
                if (stack[j] == VISITED) {
                    break;
                }
                int nextJ = stack[j];
                stack[j] = VISITED;
                j = nextJ;
            }
        }
        while (current >= 0) {
            code.get(ix + current--).op = NOP;
        }
        return ix + len - 1;
    }

    private static boolean swappable(int op) {
        return op == STORE_FAST || op == POP_TOP;
    }

    private static int storesTo(Instr in) {
        return in.op == STORE_FAST ? in.arg : -1;
    }

    private static int nextSwappable(List<Instr> code, int i, int lineno) {
        while (++i < code.size()) {
            Instr in = code.get(i);
            if (lineno >= 0 && in.line() != lineno) {
                return -1;
            }
            if (in.op == NOP) {
                continue;
            }
            if (swappable(in.op)) {
                return i;
            }
            return -1;
        }
        return -1;
    }

    /**
     * CPython's {@code apply_static_swaps}: going back from {@code i}, a SWAP whose swapped items are next
     * consumed by STORE_FAST or POP_TOP on one line is done at compile time by exchanging those consumers.
     */
    static void applyStaticSwaps(List<Instr> code, int i) {
        for (; i >= 0; i--) {
            Instr swap = code.get(i);
            if (swap.op != SWAP) {
                if (swap.op == NOP || swappable(swap.op)) {
                    continue;
                }
                return;
            }
            int j = nextSwappable(code, i, -1);
            if (j < 0) {
                return;
            }
            int k = j;
            int lineno = code.get(j).line();
            for (int count = swap.arg - 1; count > 0; count--) {
                k = nextSwappable(code, k, lineno);
                if (k < 0) {
                    return;
                }
            }
            int storeJ = storesTo(code.get(j));
            int storeK = storesTo(code.get(k));
            if (storeJ >= 0 || storeK >= 0) {
                if (storeJ == storeK) {
                    return;
                }
                for (int idx = j + 1; idx < k; idx++) {
                    int s = storesTo(code.get(idx));
                    if (s >= 0 && (s == storeJ || s == storeK)) {
                        return;
                    }
                }
            }
            swap.op = NOP;
            Instr tmp = code.get(j);
            code.set(j, code.get(k));
            code.set(k, tmp);
        }
    }
}
