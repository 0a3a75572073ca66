package io.frameweave.instrumentation.tracing;

import io.frameweave.interpreter.bytecode.LineTable;
import io.frameweave.interpreter.bytecode.Opcode;

/**
 * CPython 3.11's rule for a 'line' event: an instruction that has a line gets one when its line differs from
 * the line of the instruction the frame executed before it, or when it is reached by a backward jump, except the
 * jump back to SEND in the loop of a {@code yield from} (which would otherwise report the same line at every
 * value passed through). An instruction following the frame's first RESUME (or anything before it) counts as
 * coming from no line, so a frame's first line is always reported, even on the line of its {@code def}
 * (lambdas, comprehensions, class bodies).
 */
final class LineRule {
    private LineRule() {}

    /**
     * Whether instruction {@code pc} (opcode {@code op}) gets a line event after instruction {@code prevPc}
     * ({@code -1} when none is known) in code whose first traceable instruction is {@code firstTraceable}.
     */
    static boolean lineEventDue(int[] lines, int firstTraceable, int prevPc, int pc, int op) {
        int line = lines[pc];
        if (line == LineTable.NO_LINE) {
            return false;
        }
        int lastLine = prevPc > firstTraceable && prevPc < lines.length ? lines[prevPc] : LineTable.NO_LINE;
        return line != lastLine || (pc < prevPc && op != Opcode.SEND);
    }
}
