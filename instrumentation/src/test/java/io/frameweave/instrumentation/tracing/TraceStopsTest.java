package io.frameweave.instrumentation.tracing;

import io.frameweave.interpreter.bytecode.LineTable;
import io.frameweave.interpreter.bytecode.Opcode;
import io.frameweave.interpreter.bytecode.PyCode;
import io.frameweave.interpreter.compiler.Compiler;
import io.frameweave.interpreter.parser.Parser;
import io.frameweave.interpreter.syntax.SyntaxErrorException;
import io.frameweave.interpreter.runtime.PyObject;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The instructions legacy tracing stops at ({@link TraceStops}): few (a straight run of one line costs one stop,
 * a loop's back edge and the jumps around an {@code if} none), and never too few: on every code object of the
 * trace corpus, along random paths, every instruction that 3.11's line rule gives a 'line' event is a stop, and
 * the dispatcher's answer there, from what it recorded at the stops before, is 3.11's.
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
    void aLoopStopsAtItsIterationAndItsExitButNotAtItsBackEdge() {
        PyCode f = codes("""
                def f(items):
                    total = 0
                    for x in items:
                        total += x * x
                    return total
                """, "<test>").get(1);
        CodeTraceInfo info = info(f);
        int[] ins = f.instructions;
        int backEdges = 0;
        for (int pc = 0; pc < ins.length; pc++) {
            int op = Opcode.op(ins[pc]);
            if (op == Opcode.FOR_ITER) {
                assertTrue(info.stops.trace[pc], "FOR_ITER");
                assertTrue(info.stops.trace[Opcode.arg(ins[pc])], "the loop's exit");
                assertFalse(info.stops.trace[pc + 1], "storing the loop variable (same line, falls through)");
            }
            if (op == Opcode.JUMP_BACKWARD) {
                // the body's line start is the last stop before it, and gives FOR_ITER the back edge's answer
                assertFalse(info.stops.trace[pc], "the back edge");
                backEdges++;
            }
            if (op == Opcode.BINARY_OP) {
                assertFalse(info.stops.trace[pc], "arithmetic inside a line");
            }
        }
        assertEquals(1, backEdges);
    }

    @Test
    void theJumpsOfAnIfElseDoNotStopWhenTheStatementAfterItIsANewLine() {
        PyCode f = codes("""
                def f(a):
                    if a:
                        b = 1
                    else:
                        b = 2
                    return b
                """, "<test>").get(1);
        CodeTraceInfo info = info(f);
        int[] ins = f.instructions;
        int jumps = 0;
        for (int pc = 0; pc < ins.length; pc++) {
            int op = Opcode.op(ins[pc]);
            if (Opcode.has(op, Opcode.JUMP)) {
                assertFalse(info.stops.trace[pc], Opcode.name(op) + " at " + pc);
                jumps++;
            }
        }
        assertTrue(jumps >= 2, "the test and the jump over the else: " + jumps);
    }

    @Test
    void aConditionalExpressionWithinOneLineHasNoStopAtItsJoin() {
        PyCode f = codes("""
                def f(a):
                    b = 1 if a else 2
                    return b
                """, "<test>").get(1);
        CodeTraceInfo info = info(f);
        int[] ins = f.instructions;
        for (int pc = info.firstTraceable + 1; pc < ins.length; pc++) {
            if (info.stops.joins[pc] && info.lines[pc] == 2) {
                assertFalse(info.stops.trace[pc], "the join at " + pc + " gets no line event from any way in");
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

    @Test
    void soAreTheStopsOfEveryGoldenProgramOfTheInterpreter() throws IOException {
        List<Path> programs;
        try (Stream<Path> files = Files.list(GoldenProgramTracesTest.GOLDEN)) {
            programs = files.filter(p -> p.getFileName().toString().matches("\\d{3}_\\w+\\.py")).sorted().toList();
        }
        int checked = 0;
        for (Path p : programs) {
            List<PyCode> codes;
            try {
                codes = codes(Files.readString(p), p.getFileName().toString());
            } catch (SyntaxErrorException e) {
                continue; // the programs that fail on purpose with a syntax error
            }
            for (PyCode code : codes) {
                checkSound(code, p.getFileName() + ":" + code.name);
                checked++;
            }
        }
        assertTrue(checked > 500, "checked " + checked + " code objects of " + programs.size() + " programs");
    }

    /**
     * Walks {@code code}'s instructions along random paths (either way at each branch, now and then into an
     * exception handler from an instruction it covers, or to a line start as a debugger's jump does), keeping
     * what the dispatcher keeps: the last pc recorded at a stop, at a raise (the RAISE event) or at a jump's
     * target. Wherever 3.11's rule gives a 'line' event after the instruction that really ran before, the
     * instruction must be a stop, and at every stop the dispatcher's answer, from what it recorded (at a join)
     * or from the instruction before (elsewhere), must be 3.11's.
     */
    private static void checkSound(PyCode code, String where) {
        CodeTraceInfo info = info(code);
        int[] ins = code.instructions;
        int n = ins.length;
        int first = info.firstTraceable;
        if (first >= n) {
            return;
        }
        int[] table = code.exceptionTable;
        List<Integer> lineStarts = new ArrayList<>();
        for (int pc = first + 1; pc < n; pc++) {
            if (info.lines[pc] != LineTable.NO_LINE && info.lines[pc] != info.lines[pc - 1]) {
                lineStarts.add(pc);
            }
        }
        Random random = new Random(where.hashCode());
        for (int walk = 0; walk < 60; walk++) {
            int pc = first;
            int ranBefore = -1;
            int recorded = -1;
            boolean landed = false;
            for (int step = 0; step < 400 && pc >= 0 && pc < n; step++) {
                int op = Opcode.op(ins[pc]);
                if (!landed && op != Opcode.RESUME && pc > first) {
                    boolean due = LineRule.lineEventDue(info.lines, first, ranBefore, pc, op);
                    if (info.stops.trace[pc]) {
                        int known = info.stops.joins[pc] ? recorded : pc - 1;
                        assertEquals(due, LineRule.lineEventDue(info.lines, first, known, pc, op),
                                where + ": the answer at " + pc + " after " + ranBefore + " (recorded " + known + ")");
                    } else {
                        assertFalse(due, where + ": line event at " + pc + " after " + ranBefore + ", not a stop");
                    }
                }
                if (landed || info.stops.trace[pc]) {
                    recorded = pc;
                }
                landed = false;
                ranBefore = pc;
                int handler = handlerOf(table, pc);
                int roll = random.nextInt(100);
                if (handler >= 0 && roll < 4) {
                    pc = handler; // raised here: the RAISE event records this pc
                    recorded = ranBefore;
                    continue;
                }
                if (!lineStarts.isEmpty() && roll == 99) {
                    pc = lineStarts.get(random.nextInt(lineStarts.size())); // a debugger's jump records its target
                    recorded = pc;
                    landed = true;
                    continue;
                }
                boolean falls = fallsThrough(ins[pc]) && pc + 1 < n;
                int target = Opcode.has(op, Opcode.JUMP) ? Opcode.arg(ins[pc]) : -1;
                if (target >= 0 && (!falls || random.nextBoolean())) {
                    pc = target;
                } else if (falls) {
                    pc++;
                } else {
                    break; // returned or raised out of the frame
                }
            }
        }
    }

    /** The handler of the innermost exception-table entry covering {@code pc}, or -1. */
    private static int handlerOf(int[] table, int pc) {
        int handler = -1;
        for (int i = 0; i + 4 < table.length; i += 5) {
            if (table[i] <= pc && pc < table[i + 1]) {
                handler = table[i + 2];
            }
        }
        return handler;
    }

    private static boolean fallsThrough(int instruction) {
        int op = Opcode.op(instruction);
        return !Opcode.has(op, Opcode.NO_FALLTHROUGH) && op != Opcode.RETURN_VALUE && op != Opcode.RAISE_VARARGS
                && op != Opcode.RERAISE && op != Opcode.RETURN_GENERATOR;
    }
}
