package io.frameweave.instrumentation.tracing;

import io.frameweave.interpreter.bytecode.LineTable;
import io.frameweave.interpreter.bytecode.Opcode;
import io.frameweave.interpreter.bytecode.PyCode;

import java.util.Collections;
import java.util.Map;
import java.util.WeakHashMap;

/**
 * What tracing needs to know about one code object, computed once: the line of every instruction, the first
 * traceable instruction (CPython's {@code _co_firsttraceable}: the first RESUME; the instructions before it
 * make cells, copy free variables or create the generator and are never traced), the instructions tracing
 * must stop at ({@link TraceStops}), and, on the first jump, the stack kinds of every instruction. Kept in a
 * weak table, so it lives as long as its code object.
 */
final class CodeTraceInfo {
    private static final Map<PyCode, CodeTraceInfo> BY_CODE = Collections.synchronizedMap(new WeakHashMap<>());

    final int[] lines;
    final int firstTraceable;
    /** Where the trace and profile sides must stop; elsewhere their INSTRUCTION callback disables itself. */
    final TraceStops stops;
    private long[] stacks;

    private CodeTraceInfo(PyCode code) {
        this.lines = code.lines.lines();
        int first = 0;
        int[] ins = code.instructions;
        while (first < ins.length && Opcode.op(ins[first]) != Opcode.RESUME) {
            first++;
        }
        this.firstTraceable = first;
        this.stops = new TraceStops(code, lines, first);
    }

    static CodeTraceInfo of(PyCode code) {
        CodeTraceInfo info = BY_CODE.get(code);
        if (info == null) {
            info = new CodeTraceInfo(code);
            BY_CODE.put(code, info);
        }
        return info;
    }

    /** The line of instruction {@code pc}, or {@link LineTable#NO_LINE}; -1 also for pc -1. */
    int lineAt(int pc) {
        return pc < 0 || pc >= lines.length ? LineTable.NO_LINE : lines[pc];
    }

    /** The stack kinds at each instruction ({@link StackKinds#of}), computed on first use. */
    synchronized long[] stacks(PyCode code) {
        if (stacks == null) {
            stacks = StackKinds.of(code);
        }
        return stacks;
    }
}
