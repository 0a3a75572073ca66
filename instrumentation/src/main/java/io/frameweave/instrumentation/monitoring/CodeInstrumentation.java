package io.frameweave.instrumentation.monitoring;

import io.frameweave.interpreter.bytecode.Opcode;
import io.frameweave.interpreter.bytecode.PyCode;

/**
 * The monitoring data of one code object: each tool's local events, the locations where a callback returned
 * DISABLE, the line-start candidates, and the marks ({@code Opcode.marked}, set in place in {@code code.instructions}) that
 * send exactly the instructions some active tool needs to the fetch probe. It holds no reference to its code
 * object (the registry keys it weakly); methods that need the code take it. Changed only under
 * {@link MonitoringState#LOCK}; read by the probes of the thread holding the GIL.
 *
 * <p>An instruction is marked when a tool wants, and has not disabled there: INSTRUCTION; LINE at a line-start
 * candidate; the instruction's own event (PY_START / PY_RESUME at RESUME, PY_RETURN, PY_YIELD, CALL, JUMP,
 * BRANCH, RERAISE, STOP_ITERATION at FOR_ITER and SEND). Events that are decided by what an instruction did
 * are delivered at the fetch of the instruction executed next in the frame, so those followers are marked too:
 * after a CALL of a tool with C_RETURN/C_RAISE callbacks, the next instruction (C_RETURN); after a BRANCH, both
 * destinations; after FOR_ITER / SEND, their exit target (STOP_ITERATION).
 *
 * <p>A mark added is told to the code object ({@code PyCode.instructionsChanged}): the VM drops its compiled
 * form, which calls the fetch probe only at the marks it was compiled with. A mark removed (DISABLE) needs no
 * telling, since compiled code looks at the mark before it calls the probe, so coverage does not make the VM
 * compile a code object again for every line it sees; when the last marks go (nothing monitors any more) it is
 * told, and the code is compiled afresh without those looks.
 */
public final class CodeInstrumentation {
    private final int[] localEvents = new int[Monitoring.TOOL_IDS];
    private int localUnion;
    /** Per tool, per instruction: the event numbers (bits 0-9) disabled there; null when none. */
    private short[][] disabled;
    /** Lazily: each instruction's line, the line-start candidates, the jump sources of each instruction. */
    private int[] lines;
    private byte[] lineRule;
    private int[][] sources;
    /** {@link HandlerJumps}' kind of each instruction, or null when none has one (set with {@link #lineRule}). */
    private byte[] handlerJumps;
    /** The index of the first RESUME (instructions before it are a generator's prologue; -1: none), once known. */
    private int bodyStart = Integer.MIN_VALUE;
    /** Whether any instruction may carry a mark (so a refresh to no events can skip the scan). */
    private boolean anyMarks;
    /** Per instruction, how many one-shot marks hold it (see {@link #force}); null when none ever did. */
    private int[] forced;

    CodeInstrumentation() {}

    public int localEvents(int tool) {
        return localEvents[tool];
    }

    /** The union of all tools' local events for this code. */
    public int localUnion() {
        return localUnion;
    }

    /** Sets a tool's local events (under the lock; the caller refreshes the marks). */
    public void setLocalEvents(int tool, int events) {
        localEvents[tool] = events;
        int u = 0;
        for (int e : localEvents) {
            u |= e;
        }
        localUnion = u;
    }

    public boolean isDisabled(int tool, int eventNumber, int pc) {
        short[][] d = disabled;
        if (d == null || d[tool] == null) {
            return false;
        }
        return (d[tool][pc] & (1 << eventNumber)) != 0;
    }

    /** Switches event {@code eventNumber} (0-9) off for {@code tool} at {@code pc}, and drops marks no longer needed. */
    public void disable(PyCode code, int tool, int eventNumber, int pc) {
        synchronized (MonitoringState.LOCK) {
            int n = code.instructions.length;
            if (disabled == null) {
                disabled = new short[Monitoring.TOOL_IDS][];
            }
            if (disabled[tool] == null) {
                disabled[tool] = new short[n];
            }
            disabled[tool][pc] |= (short) (1 << eventNumber);
            prepare(code);
            int[] eff = effectiveEvents();
            int[] ins = code.instructions;
            boolean added = update(ins, pc, eff);
            if (pc + 1 < n) {
                added |= update(ins, pc + 1, eff);
            }
            int t = LineStarts.jumpTarget(ins[pc]);
            if (t >= 0 && t < n) {
                added |= update(ins, t, eff);
                if (t + 1 < n) {
                    added |= update(ins, t + 1, eff);
                }
            }
            if (added) {
                code.instructionsChanged();
            }
        }
    }

    void clearDisabled() {
        disabled = null;
    }

    /** Forgets what {@code tool}'s callbacks disabled here. */
    void clearDisabled(int tool) {
        if (disabled != null) {
            disabled[tool] = null;
        }
    }

    /**
     * Marks instruction {@code pc} for the fetch probe whatever the events (under the lock), until as many
     * {@link #unforce} calls: a handler where the probe must swap a replacement exception onto the stack.
     * The execution probes stay woven while any such mark is held.
     */
    void force(PyCode code, int pc) {
        synchronized (MonitoringState.LOCK) {
            if (forced == null) {
                forced = new int[code.instructions.length];
            }
            forced[pc]++;
            MonitoringState.hold();
            code.instructions[pc] = Opcode.marked(code.instructions[pc]);
            anyMarks = true;
            code.instructionsChanged();
        }
    }

    /** Releases one {@link #force} of {@code pc}; the mark is then what the events need. */
    void unforce(PyCode code, int pc) {
        synchronized (MonitoringState.LOCK) {
            if (forced == null || forced[pc] == 0) {
                return;
            }
            forced[pc]--;
            if (forced[pc] == 0) {
                if (lineRule == null) {
                    code.instructions[pc] = Opcode.unmarked(code.instructions[pc]);
                } else if (update(code.instructions, pc, effectiveEvents())) {
                    code.instructionsChanged();
                }
            }
            MonitoringState.release();
        }
    }

    /** The line of each instruction (computed once). */
    int[] lines(PyCode code) {
        if (lines == null) {
            lines = code.lines.lines();
        }
        return lines;
    }

    /** {@link LineStarts}' LINE rule of instruction {@code pc}. */
    byte lineRule(int pc) {
        return lineRule == null ? LineStarts.NOT_A_START : lineRule[pc];
    }

    /** Recomputes every mark of {@code code} from the current state (under the lock). */
    public void refresh(PyCode code) {
        int[] eff = effectiveEvents();
        int union = 0;
        for (int e : eff) {
            union |= e;
        }
        int[] ins = code.instructions;
        if (union == 0) {
            if (anyMarks) {
                boolean held = false;
                for (int pc = 0; pc < ins.length; pc++) {
                    if (forced != null && forced[pc] > 0) {
                        held = true;
                    } else {
                        ins[pc] = Opcode.unmarked(ins[pc]);
                    }
                }
                anyMarks = held;
                code.instructionsChanged();
            }
            return;
        }
        prepare(code);
        anyMarks = true;
        boolean added = false;
        for (int pc = 0; pc < ins.length; pc++) {
            added |= update(ins, pc, eff);
        }
        if (added) {
            code.instructionsChanged();
        }
    }

    private void prepare(PyCode code) {
        if (lineRule != null) {
            return;
        }
        int[] ins = code.instructions;
        int n = ins.length;
        lines(code);
        boolean[] lineStart = LineStarts.of(code, lines);
        int[] count = new int[n];
        for (int pc = 0; pc < n; pc++) {
            int t = LineStarts.jumpTarget(ins[pc]);
            if (t >= 0 && t < n) {
                count[t]++;
            }
        }
        sources = new int[n][];
        for (int pc = 0; pc < n; pc++) {
            int t = LineStarts.jumpTarget(ins[pc]);
            if (t >= 0 && t < n) {
                if (sources[t] == null) {
                    sources[t] = new int[count[t]];
                    count[t] = 0;
                }
                sources[t][count[t]++] = pc;
            }
        }
        lineRule = LineStarts.rules(code, lines, lineStart, sources);
        handlerJumps = HandlerJumps.of(code);
    }

    private int[] effectiveEvents() {
        int[] eff = new int[Monitoring.TOOL_IDS];
        for (int t = 0; t < eff.length; t++) {
            eff[t] = MonitoringState.globalEvents[t] | localEvents[t];
        }
        return eff;
    }

    /** Sets or clears the mark of {@code pc} for the events {@code eff}; whether it set a mark that was not there. */
    private boolean update(int[] ins, int pc, int[] eff) {
        boolean need = (forced != null && forced[pc] > 0) || ownNeed(ins, pc, eff)
                || (pc > 0 && followerOf(ins, pc - 1, pc, eff));
        if (!need && sources[pc] != null) {
            for (int s : sources[pc]) {
                if (followerOf(ins, s, pc, eff)) {
                    need = true;
                    break;
                }
            }
        }
        boolean added = need && !Opcode.isMarked(ins[pc]);
        ins[pc] = need ? Opcode.marked(ins[pc]) : Opcode.unmarked(ins[pc]);
        return added;
    }

    /** Whether some tool wants an event of instruction {@code pc} itself. */
    private boolean ownNeed(int[] ins, int pc, int[] eff) {
        if (wants(eff, Monitoring.INSTRUCTION, pc) || (lineRule[pc] != LineStarts.NOT_A_START && lineRule[pc] != LineStarts.NEVER
                && wants(eff, Monitoring.LINE, pc))) {
            return true;
        }
        int op = LineStarts.op(ins[pc]);
        if (Opcode.has(op, Opcode.ITERATES) && wants(eff, Monitoring.STOP_ITERATION, pc)) {
            return true;
        }
        int own = eventAt(pc, Opcode.unmarked(ins[pc]));
        if (own == 0) {
            return false;
        }
        if (own == Monitoring.RERAISE) {
            return (MonitoringState.globalUnion & Monitoring.RERAISE) != 0;
        }
        if (own == Monitoring.CALL && cReturnWanted(eff, pc)) {
            return true;
        }
        return wants(eff, own, pc);
    }

    /** Whether instruction {@code from} needs the probe of {@code to} (a destination) to finish its events. */
    private boolean followerOf(int[] ins, int from, int to, int[] eff) {
        if (leavesHandler(from)) {
            return to == from + 1 && wants(eff, Monitoring.JUMP, from);
        }
        int instr = Opcode.unmarked(ins[from]);
        int op = Opcode.op(instr);
        int own = ownEvent(instr);
        if (own == Monitoring.CALL) {
            return to == from + 1 && cReturnWanted(eff, from); // C_RETURN comes at the next instruction
        }
        if (Opcode.has(op, Opcode.ITERATES) && to == Opcode.jumpTarget(instr)
                && wants(eff, Monitoring.STOP_ITERATION, from)) {
            return true;
        }
        return own == Monitoring.BRANCH && wants(eff, Monitoring.BRANCH, from);
    }

    private boolean cReturnWanted(int[] eff, int pc) {
        for (int t = 0; t < eff.length; t++) {
            if ((eff[t] & Monitoring.CALL) != 0 && MonitoringState.wantsCReturn(t) && !isDisabled(t, 4, pc)) {
                return true;
            }
        }
        return false;
    }

    private boolean wants(int[] eff, int event, int pc) {
        int number = Integer.numberOfTrailingZeros(event);
        for (int t = 0; t < eff.length; t++) {
            if ((eff[t] & event) != 0 && !isDisabled(t, number, pc)) {
                return true;
            }
        }
        return false;
    }

    /**
     * The event the instruction {@code instruction} at {@code pc} fires by itself (one bit), or 0: {@link
     * #ownEvent}, but for the jumps CPython 3.12 has elsewhere ({@link HandlerJumps}).
     */
    int eventAt(int pc, int instruction) {
        byte[] h = handlerJumps;
        if (h != null && h[pc] != 0) {
            return h[pc] == HandlerJumps.SKIPS_HANDLER ? 0 : Monitoring.JUMP;
        }
        return ownEvent(instruction);
    }

    /** Whether the instruction at {@code pc} falls out of a handler: its JUMP is owed when the next one runs. */
    boolean leavesHandler(int pc) {
        byte[] h = handlerJumps;
        return h != null && h[pc] == HandlerJumps.LEAVES_HANDLER;
    }

    /**
     * Whether the instruction at {@code pc} is one for INSTRUCTION events as CPython 3.12 counts them: not RESUME,
     * nor a generator's prologue before it, nor a RETURN_VALUE right after a LOAD_CONST (3.12 has one
     * instruction, RETURN_CONST, where 3.11 has those two).
     */
    boolean isInstruction(PyCode code, int pc, int op) {
        if (op == Opcode.RESUME) {
            return false;
        }
        if (op == Opcode.RETURN_VALUE && pc > 0 && Opcode.op(code.instructions[pc - 1]) == Opcode.LOAD_CONST) {
            return false;
        }
        if (bodyStart == Integer.MIN_VALUE) {
            int[] ins = code.instructions;
            int at = 0;
            while (at < ins.length && Opcode.op(ins[at]) != Opcode.RESUME) {
                at++;
            }
            bodyStart = at == ins.length ? -1 : at;
        }
        return pc > bodyStart;
    }

    /** The event an instruction fires by itself (one bit), or 0: what its opcode's row says. */
    static int ownEvent(int instruction) {
        boolean bare = Opcode.arg(instruction) == 0;
        return switch (Opcode.event(Opcode.op(instruction))) {
            case NONE -> 0;
            case PY_START_OR_RESUME -> bare ? Monitoring.PY_START : Monitoring.PY_RESUME;
            case PY_RETURN -> Monitoring.PY_RETURN;
            case PY_YIELD -> Monitoring.PY_YIELD;
            case CALL -> Monitoring.CALL;
            case JUMP -> Monitoring.JUMP;
            case BRANCH -> Monitoring.BRANCH;
            case RERAISE -> Monitoring.RERAISE;
            case RERAISE_IF_BARE -> bare ? Monitoring.RERAISE : 0;
        };
    }
}
