package io.frameweave.interpreter.bytecode;

/**
 * Reading a code object's exception table ({@link PyCode#exceptionTable}): a flat {@code int[]} of 5-int
 * entries {@code start, end (exclusive), target, depth, pushLasti}, sorted by start, with disjoint ranges.
 * As in CPython 3.11 the compiler gives each instruction only its innermost handler, so the entry covering a
 * pc <em>is</em> the innermost handler and lookup is a binary search.
 *
 * <p>When an exception reaches pc inside an entry, the VM pops the value stack down to {@code depth}, pushes
 * the instruction index pc (as an int) if {@code pushLasti} is 1, pushes the exception, and jumps to
 * {@code target}.
 */
public final class ExceptionTable {
    private ExceptionTable() {}

    /** Ints per entry. */
    public static final int ENTRY_SIZE = 5;

    public static final int START = 0;
    public static final int END = 1;
    public static final int TARGET = 2;
    public static final int DEPTH = 3;
    public static final int PUSH_LASTI = 4;

    /** The offset in {@code table} of the entry covering {@code pc} (a multiple of 5), or -1 if none does. */
    public static int find(int[] table, int pc) {
        int lo = 0;
        int hi = table.length / ENTRY_SIZE - 1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            int base = mid * ENTRY_SIZE;
            if (pc < table[base + START]) {
                hi = mid - 1;
            } else if (pc >= table[base + END]) {
                lo = mid + 1;
            } else {
                return base;
            }
        }
        return -1;
    }

    public static int entryCount(int[] table) {
        return table.length / ENTRY_SIZE;
    }

    /** Builds a table entry by entry. */
    public static final class Builder {
        private int[] data = new int[ENTRY_SIZE * 4];
        private int length;

        public Builder add(int start, int end, int target, int depth, boolean pushLasti) {
            if (length + ENTRY_SIZE > data.length) {
                data = java.util.Arrays.copyOf(data, data.length * 2);
            }
            data[length++] = start;
            data[length++] = end;
            data[length++] = target;
            data[length++] = depth;
            data[length++] = pushLasti ? 1 : 0;
            return this;
        }

        public int[] build() {
            return java.util.Arrays.copyOf(data, length);
        }
    }
}
