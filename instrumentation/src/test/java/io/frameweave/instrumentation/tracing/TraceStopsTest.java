package io.frameweave.instrumentation.tracing;

import io.frameweave.interpreter.bytecode.LineTable;
import io.frameweave.interpreter.bytecode.Opcode;
import io.frameweave.interpreter.bytecode.PyCode;
import io.frameweave.interpreter.compiler.Compiler;
import io.frameweave.interpreter.parser.Parser;
import io.frameweave.interpreter.runtime.PyObject;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The instructions legacy tracing stops at ({@link TraceStops}): few (a straight run of one line costs one stop),
 * and never too few: on every code object of the trace corpus, wherever CPython 3.11's line rule could give a
 * 'line' event after any instruction that can run just before, the instruction is a stop, and so is what the
 * dispatcher must see to know that predecessor.
 */
class TraceStopsTest {

    private static List<PyCode> codes(String source, String filename) {
        List<PyCode> out = new ArrayList<>();
        collect(Compiler.compile(Parser.parse(source, filename, Parser.Mode.FILE), filename), out);
        return out;
    }

    private static void collect(PyCode code, List<PyCode> out) {
        out.add(code);
        for (PyObject c : code.consts) {
            if (c instanceof PyCode inner) {
                collect(inner, out);
            }
        }
    }

    private static CodeTraceInfo info(PyCode code) {
        return CodeTraceInfo.of(code);
    }

    private static int count(boolean[] flags) {
        int n = 0;
        for (boolean f : flags) {
            n += f ? 1 : 0;
        }
        return n;
    }

    @Test
    void aStraightFunctionStopsOncePerLineAndAtItsEdges() {
        PyCode f = codes("""
                def f(a):
                    b = a + 1
                    c = b * 2
                    return c
                """, "<test>").get(1);
        CodeTraceInfo info = info(f);
        int[] ins = f.instructions;
        List<String> stops = new ArrayList<>();
        for (int pc = 0; pc < ins.length; pc++) {
            if (info.stops.trace[pc]) {
                stops.add(Opcode.name(Opcode.op(ins[pc])) + "@" + info.lines[pc]);
            }
        }
        assertEquals(List.of("RESUME@1", "LOAD_FAST@2", "LOAD_FAST@3", "LOAD_FAST@4", "RETURN_VALUE@4"), stops);
        assertEquals(5, count(info.stops.trace), "of " + ins.length + " instructions");
    }

    @Test
    void aLoopStopsAtItsIterationItsBackEdgeAndItsExit() {
        PyCode f = codes("""
                def f(items):
                    total = 0
                    for x in items:
                        total += x * x
                    return total
                """, "<test>").get(1);
        CodeTraceInfo info = info(f);
        int[] ins = f.instructions;
        for (int pc = 0; pc < ins.length; pc++) {
            int op = Opcode.op(ins[pc]);
            if (op == Opcode.FOR_ITER) {
                assertTrue(info.stops.trace[pc], "FOR_ITER");
                assertTrue(info.stops.trace[Opcode.arg(ins[pc])], "the loop's exit");
                assertFalse(info.stops.trace[pc + 1], "storing the loop variable (same line, falls through)");
            }
            if (op == Opcode.JUMP_BACKWARD) {
                assertTrue(info.stops.trace[pc], "the back edge");
            }
            if (op == Opcode.BINARY_OP) {
                assertFalse(info.stops.trace[pc], "arithmetic inside a line");
            }
        }
    }

    @Test
    void theProfileSideStopsAtCallsAndAfterThem() {
        PyCode f = codes("""
                def f(s):
                    n = len(s)
                    return n + 1
                """, "<test>").get(1);
        CodeTraceInfo info = info(f);
        int[] ins = f.instructions;
        for (int pc = 0; pc < ins.length; pc++) {
            int op = Opcode.op(ins[pc]);
            boolean expected = op == Opcode.RESUME || op == Opcode.CALL || op == Opcode.RETURN_VALUE
                    || (pc > 0 && Opcode.op(ins[pc - 1]) == Opcode.CALL);
            assertEquals(expected, info.stops.profile[pc], Opcode.name(op) + " at " + pc);
        }
    }

    @Test
    void everyInstructionThatCanGetALineEventIsAStopInTheWholeCorpus() throws IOException, URISyntaxException {
        int checked = 0;
        for (Path p : TraceCorpusTest.programs()) {
            for (PyCode code : codes(Files.readString(p), p.getFileName().toString())) {
                checkSound(code, p.getFileName() + ":" + code.name);
                checked++;
            }
        }
        assertTrue(checked > 100, "checked " + checked + " code objects");
    }

    /**
     * For each instruction, each instruction that may run just before it (the one before when it falls through,
     * every jump to it, every instruction a handler covers): when the 3.11 rule gives a 'line' event for that
     * pair, the instruction stops; and the predecessor is known there (a jump stops, the instruction before a
     * join stops, a join's exceptional predecessors come with the RAISE event or stop themselves).
     */
    private static void checkSound(PyCode code, String where) {
        CodeTraceInfo info = info(code);
        int[] ins = code.instructions;
        int n = ins.length;
        List<List<Integer>> before = new ArrayList<>();
        for (int pc = 0; pc < n; pc++) {
            before.add(new ArrayList<>());
        }
        for (int pc = 0; pc + 1 < n; pc++) {
            if (fallsThrough(ins[pc])) {
                before.get(pc + 1).add(pc);
            }
        }
        for (int pc = 0; pc < n; pc++) {
            int op = Opcode.op(ins[pc]);
            if (Opcode.has(op, Opcode.JUMP)) {
                before.get(Opcode.arg(ins[pc])).add(pc);
                assertTrue(info.stops.trace[pc] || pc < info.firstTraceable, where + ": jump at " + pc);
            }
        }
        int[] table = code.exceptionTable;
        for (int i = 0; i + 4 < table.length; i += 5) {
            for (int pc = table[i]; pc < table[i + 1]; pc++) {
                before.get(table[i + 2]).add(pc);
            }
        }
        for (int pc = info.firstTraceable + 1; pc < n; pc++) {
            int op = Opcode.op(ins[pc]);
            for (int prev : before.get(pc)) {
                if (LineRule.lineEventDue(info.lines, info.firstTraceable, prev, pc, op)) {
                    assertTrue(info.stops.trace[pc], where + ": line event at " + pc + " after " + prev);
                }
            }
            if (before.get(pc).size() > 1 || info.stops.joins[pc]) {
                if (pc > 0 && fallsThrough(ins[pc - 1]) && info.lines[pc] != LineTable.NO_LINE) {
                    assertTrue(info.stops.trace[pc - 1], where + ": the instruction before the join " + pc);
                }
            }
        }
    }

    private static boolean fallsThrough(int instruction) {
        int op = Opcode.op(instruction);
        return !Opcode.has(op, Opcode.NO_FALLTHROUGH) && op != Opcode.RETURN_VALUE && op != Opcode.RAISE_VARARGS
                && op != Opcode.RERAISE && op != Opcode.RETURN_GENERATOR;
    }
}
