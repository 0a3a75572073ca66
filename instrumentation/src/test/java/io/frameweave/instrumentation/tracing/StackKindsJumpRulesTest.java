package io.frameweave.instrumentation.tracing;

import io.frameweave.interpreter.bytecode.PyCode;
import io.frameweave.interpreter.runtime.PyException;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The jump rules on compiled code, without running it: stack kinds, target choice and CPython's messages. */
class StackKindsJumpRulesTest {

    private static PyCode function(String source) {
        return CompiledFunctions.first(source);
    }

    private static final String LOOP = """
            def f(items):
                total = 0
                for x in items:
                    total += x
                try:
                    total += 1
                except ValueError:
                    total = -1
                return total
            """;

    /** The first instruction of {@code line} in {@code code}. */
    private static int startOf(PyCode code, int line) {
        int[] starts = FrameJump.lineStarts(code.lines.lines());
        for (int i = 0; i < starts.length; i++) {
            if (starts[i] == line) {
                return i;
            }
        }
        throw new AssertionError("no line " + line);
    }

    private static String refusal(PyCode code, int fromLine, int toLine) {
        long[] stacks = StackKinds.of(code);
        int[] starts = FrameJump.lineStarts(code.lines.lines());
        PyException e = assertThrows(PyException.class,
                () -> FrameJump.chooseTarget(starts, stacks, toLine, stacks[startOf(code, fromLine)]));
        return e.value.message();
    }

    @Test
    void theBodyOfAForLoopHoldsAnIterator() {
        PyCode f = function(LOOP);
        long[] stacks = StackKinds.of(f);
        long body = stacks[startOf(f, 4)];
        assertEquals(StackKinds.ITERATOR, StackKinds.top(body));
        assertEquals(1, StackKinds.depth(body));
        assertEquals(0, stacks[startOf(f, 2)]);
    }

    @Test
    void jumpingIntoALoopOrAHandlerIsRefusedWithCPythonsMessages() {
        PyCode f = function(LOOP);
        assertEquals("can't jump into the body of a for loop", refusal(f, 2, 4));
        assertEquals("can't jump into an 'except' block as there's no exception", refusal(f, 2, 8));
    }

    @Test
    void jumpingOutOfALoopOrForwardIsAllowed() {
        PyCode f = function(LOOP);
        long[] stacks = StackKinds.of(f);
        int[] starts = FrameJump.lineStarts(f.lines.lines());
        assertEquals(startOf(f, 6), FrameJump.chooseTarget(starts, stacks, 6, stacks[startOf(f, 4)]));
        assertEquals(startOf(f, 9), FrameJump.chooseTarget(starts, stacks, 9, stacks[startOf(f, 2)]));
    }

    @Test
    void aLineWithoutCodeMeansTheNextLineThatHasSome() {
        PyCode f = function(LOOP);
        int[] starts = FrameJump.lineStarts(f.lines.lines());
        assertEquals(9, FrameJump.firstLineNotBefore(starts, 9));
        assertEquals(-1, FrameJump.firstLineNotBefore(starts, 10));
        assertEquals(1, FrameJump.firstLineNotBefore(starts, 1), "the def line starts the RESUME");
    }

    @Test
    void stacksCompareAsCPythonsDo() {
        long iter = StackKinds.push(0, StackKinds.ITERATOR);
        long obj = StackKinds.push(0, StackKinds.OBJECT);
        long nul = StackKinds.push(0, StackKinds.NULL);
        assertTrue(StackKinds.compatible(iter, 0), "popping is always possible");
        assertTrue(!StackKinds.compatible(0, iter), "nothing to push an iterator from");
        assertTrue(StackKinds.compatible(obj, nul), "anything may stand where a NULL is expected");
        assertTrue(!StackKinds.compatible(nul, obj), "a NULL is not an object");
        assertEquals("incompatible stacks", StackKinds.explainIncompatible(obj));
        assertEquals("can't jump into an exception handler, or code may be unreachable",
                StackKinds.explainIncompatible(StackKinds.UNINITIALIZED));
    }

    @Test
    void theFirstLineAfterTheDefAlwaysGetsItsLineEvent() {
        int[] lines = {3, 3, 3, 4};
        assertTrue(LineRule.lineEventDue(lines, 0, 0, 1, 0), "right after RESUME the last line is unknown");
        assertTrue(!LineRule.lineEventDue(lines, 0, 1, 2, 0), "same line, forward");
        assertTrue(LineRule.lineEventDue(lines, 0, 2, 1, 0), "a backward jump on the same line");
        assertTrue(!LineRule.lineEventDue(lines, 0, 2, 1, io.frameweave.interpreter.bytecode.Opcode.SEND),
                "except back to SEND");
        assertTrue(LineRule.lineEventDue(lines, 0, 2, 3, 0), "a new line");
    }
}
