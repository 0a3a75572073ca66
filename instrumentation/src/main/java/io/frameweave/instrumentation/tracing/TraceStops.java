package io.frameweave.instrumentation.tracing;

import io.frameweave.interpreter.bytecode.ExceptionTable;
import io.frameweave.interpreter.bytecode.LineTable;
import io.frameweave.interpreter.bytecode.Opcode;
import io.frameweave.interpreter.bytecode.PyCode;

import java.util.BitSet;

/**
 * The instructions of one code object at which legacy tracing must stop, decided once from the code: at every
 * other instruction the INSTRUCTION callback answers DISABLE on its first visit, so its mark goes and the loop
 * runs it at full speed from then on. CPython 3.11's events stay exact because what the dispatcher needs from
 * the skipped instructions can be inferred:
 * <ul>
 *   <li>An instruction that is neither a jump target nor an exception handler (not a <em>join</em>) is only ever
 *       reached by falling through from the one before it, so the "previous instruction" of 3.11's line rule is
 *       known statically there, and so is whether a 'line' event is due: it stops only when one is.</li>
 *   <li>At a join the dispatcher knows only the last stop the frame passed (or, after an exception, the raise
 *       site, which the RAISE event reports). A join stops when some way into it gets a 'line' event, and a
 *       predecessor of the join (the instruction before it, a jump to it) stops when the last stops that can
 *       come before that predecessor do not give the join the predecessor's own answer ({@link #placeRecording}).
 *       So a loop's back edge, whose last stop is its body's last line, does not stop, nor does a jump whose
 *       join gets the same answer from every way in (a new line after an {@code if}, or no event within one
 *       line). Code too long to analyse cheaply stops at every jump and before every join instead.</li>
 *   <li>Instructions with events or state of their own stop: RESUME ('call'), RETURN_VALUE and YIELD_VALUE
 *       ('return'), RERAISE and RAISE_VARARGS (the previous instruction after a re-raise), FOR_ITER and SEND
 *       (the StopIteration 3.11 reports when they end: they and their exit target), and exception handlers
 *       that have a line.</li>
 * </ul>
 * The profile side stops at RESUME, RETURN_VALUE, YIELD_VALUE, the calls and the instruction after each call
 * (c_return). 'opcode' events need every instruction: see {@link LegacyTracing#everyInstruction}.
 */
final class TraceStops {
    /** Above this many instructions the recording stops are placed without analysis (its sets grow as n²). */
    static final int ANALYSED_LIMIT = 2048;

    /** Per instruction, whether the trace side must see it. */
    final boolean[] trace;
    /** Per instruction, whether the profile side must see it. */
    final boolean[] profile;
    /** Per instruction, whether it is a join: a jump target or an exception handler. */
    final boolean[] joins;

    private final int[] ins;
    private final int[] lines;
    private final int first;
    private final boolean[] handlers;
    /** Per join, the jumps to it. */
    private final int[][] jumpsTo;

    TraceStops(PyCode code, int[] lines, int firstTraceable) {
        this.ins = code.instructions;
        this.lines = lines;
        this.first = firstTraceable;
        int n = ins.length;
        trace = new boolean[n];
        profile = new boolean[n];
        joins = new boolean[n];
        handlers = new boolean[n];
        int[] jumpCount = new int[n];
        for (int pc = firstTraceable; pc < n; pc++) {
            int t = jumpTarget(ins[pc]);
            if (t >= 0 && t < n) {
                jumpCount[t]++;
            }
        }
        jumpsTo = new int[n][];
        for (int pc = 0; pc < n; pc++) {
            jumpsTo[pc] = new int[jumpCount[pc]];
            jumpCount[pc] = 0;
        }
        for (int pc = 0; pc < n; pc++) {
            int t = jumpTarget(ins[pc]);
            if (t >= 0 && t < n) {
                joins[t] = true;
                if (pc >= firstTraceable) {
                    jumpsTo[t][jumpCount[t]++] = pc;
                }
            }
        }
        int[] table = code.exceptionTable;
        for (int i = 0; i + ExceptionTable.ENTRY_SIZE <= table.length; i += ExceptionTable.ENTRY_SIZE) {
            int t = table[i + ExceptionTable.TARGET];
            if (t >= 0 && t < n) {
                joins[t] = true;
                handlers[t] = true;
            }
        }
        for (int pc = firstTraceable; pc < n; pc++) {
            int op = Opcode.op(ins[pc]);
            switch (Opcode.event(op)) {
                case PY_START_OR_RESUME, PY_RETURN, PY_YIELD -> {
                    trace[pc] = true;
                    profile[pc] = true;
                }
                case RERAISE, RERAISE_IF_BARE -> trace[pc] = true;
                case CALL -> {
                    profile[pc] = true;
                    if (pc + 1 < n) {
                        profile[pc + 1] = true;
                    }
                }
                case NONE, JUMP, BRANCH -> {
                    // only what the line rule needs, below
                }
            }
            if (Opcode.has(op, Opcode.ITERATES)) {
                trace[pc] = true;
                int t = Opcode.arg(ins[pc]);
                if (t >= 0 && t < n) {
                    trace[t] = true;
                }
            }
            if (handlers[pc]) {
                trace[pc] |= lines[pc] != LineTable.NO_LINE;
            } else if (joins[pc]) {
                trace[pc] |= someWayInGetsALine(pc);
            } else if (pc > firstTraceable) {
                trace[pc] |= lineDueAfter(lines, firstTraceable, pc - 1, pc);
            }
        }
        if (n <= ANALYSED_LIMIT) {
            placeRecording();
        } else {
            for (int pc = firstTraceable; pc < n; pc++) {
                if (jumpTarget(ins[pc]) >= 0) {
                    trace[pc] = true;
                }
                if (joins[pc] && pc > 0 && fallsThrough(ins[pc - 1])) {
                    trace[pc - 1] = true;
                }
            }
        }
    }

    /** Whether instruction {@code pc}, reached from {@code prevPc} by falling through, gets a 'line' event. */
    static boolean lineDueAfter(int[] lines, int firstTraceable, int prevPc, int pc) {
        return LineRule.lineEventDue(lines, firstTraceable, prevPc, pc, Opcode.NOP);
    }

    /** Whether the line rule gives join {@code j} a 'line' event after predecessor {@code prev} (-1: none). */
    private boolean due(int prev, int j) {
        return LineRule.lineEventDue(lines, first, prev, j, Opcode.op(ins[j]));
    }

    /** Whether some ordinary predecessor of join {@code j} (falling through, jumping) gives it a 'line' event. */
    private boolean someWayInGetsALine(int j) {
        if (j > first && fallsThrough(ins[j - 1]) && due(j - 1, j)) {
            return true;
        }
        for (int pc : jumpsTo[j]) {
            if (due(pc, j)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Makes the predecessors of joins stop where the join needs them to. At a join the dispatcher decides with the
     * last pc it recorded: the last stop (or a debugger's jump target, or a raise site) before it. For every
     * ordinary predecessor P of a join J that stops, each pc that can be the recorded one after P must give J
     * the answer P gives; where one does not, P stops (then it is the recorded one). The recorded pcs come from
     * a forward data-flow over the instructions, repeated until no predecessor has to be added.
     */
    private void placeRecording() {
        int n = ins.length;
        boolean changed = true;
        while (changed) {
            changed = false;
            BitSet[] out = recordedAfter();
            for (int j = first + 1; j < n; j++) {
                if (!joins[j] || handlers[j] || !trace[j]) {
                    continue; // a join that does not stop decides nothing; a handler's raise site is reported
                }
                if (fallsThrough(ins[j - 1]) && !trace[j - 1] && !agrees(out[j - 1], j - 1, j)) {
                    trace[j - 1] = true;
                    changed = true;
                }
                for (int pc : jumpsTo[j]) {
                    if (!trace[pc] && !agrees(out[pc], pc, j)) {
                        trace[pc] = true;
                        changed = true;
                    }
                }
            }
        }
    }

    /** Whether every pc in {@code recorded} (bit r + 1 for pc r) gives join {@code j} the answer {@code p} gives. */
    private boolean agrees(BitSet recorded, int p, int j) {
        boolean due = due(p, j);
        for (int b = recorded.nextSetBit(0); b >= 0; b = recorded.nextSetBit(b + 1)) {
            if (due(b - 1, j) != due) {
                return false;
            }
        }
        return true;
    }

    /**
     * For each instruction, the pcs the dispatcher may hold as "previous" once it has run (bit r + 1 for pc r,
     * bit 0 for none): itself when it stops; else what it may hold before it, plus itself when it starts a line
     * (a debugger's jump lands on line starts and records the target). Exception handlers hold any pc.
     */
    private BitSet[] recordedAfter() {
        int n = ins.length;
        BitSet[] in = new BitSet[n];
        BitSet[] out = new BitSet[n];
        for (int pc = 0; pc < n; pc++) {
            in[pc] = new BitSet(n + 1);
            out[pc] = new BitSet(n + 1);
            if (handlers[pc]) {
                in[pc].set(0, n + 1);
            }
        }
        if (first < n) {
            in[first].set(0);
        }
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int pc = first; pc < n; pc++) {
                BitSet o = out[pc];
                int before = o.cardinality();
                if (trace[pc]) {
                    o.clear();
                    o.set(pc + 1);
                } else {
                    o.or(in[pc]);
                    if (startsLine(pc)) {
                        o.set(pc + 1);
                    }
                }
                if (o.cardinality() != before) {
                    changed = true;
                }
                if (pc + 1 < n && fallsThrough(ins[pc])) {
                    changed |= merge(in[pc + 1], o);
                }
                int t = jumpTarget(ins[pc]);
                if (t >= 0 && t < n) {
                    changed |= merge(in[t], o);
                }
            }
        }
        return out;
    }

    private static boolean merge(BitSet into, BitSet from) {
        int before = into.cardinality();
        into.or(from);
        return into.cardinality() != before;
    }

    private boolean startsLine(int pc) {
        return lines[pc] != LineTable.NO_LINE && (pc == 0 || lines[pc - 1] != lines[pc]);
    }

    private static int jumpTarget(int instruction) {
        return Opcode.jumpTarget(instruction);
    }

    /** Whether control goes on to the next instruction in this frame's run (RETURN_GENERATOR returns first). */
    private static boolean fallsThrough(int instruction) {
        int op = Opcode.op(instruction);
        return Opcode.fallsThrough(op) && op != Opcode.RETURN_GENERATOR;
    }
}
