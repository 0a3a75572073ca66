package io.frameweave.interpreter.cli;

import io.frameweave.interpreter.builtins.BuiltinModules;
import io.frameweave.interpreter.vm.GuestThreads;
import io.frameweave.interpreter.vm.PythonVM;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The interactive prompt fed from a script of lines: echoed values, continuation lines, errors that do not exit. */
class ReplTest {

    private record Session(int code, String out, String err) {}

    private static Session session(String input) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
        PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8);
        ByteArrayInputStream in = new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8));
        PythonVM vm = new PythonVM(in, o, e, BuiltinModules.SOURCE);
        int code = GuestThreads.runMain("MainThread", () -> new Repl(vm, in).run());
        return new Session(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void echoesValuesAndContinuesBlocksUntilABlankLine() {
        Session s = session("1 + 1\nx = 5\nx * 2\nNone\nfor i in range(2):\n    print(i)\n\n_ + 1\n");
        assertEquals(">>> 2\n>>> >>> 10\n>>> >>> ... ... 0\n1\n>>> 11\n>>> \n", s.out(), s::toString);
        assertEquals(0, s.code());
        assertTrue(s.err().startsWith("Python 3.11"), s::toString);
    }

    @Test
    void errorsAreReportedAndThePromptGoesOn() {
        Session s = session("1/0\nprint('still here')\n");
        assertEquals(">>> >>> still here\n>>> \n", s.out(), s::toString);
        assertTrue(s.err().endsWith("Traceback (most recent call last):\n  File \"<stdin>\", line 1, in <module>\n"
                + "ZeroDivisionError: division by zero\n"), s::toString);
        assertEquals(0, s.code());
    }

    @Test
    void matchIsABlockAndStillAName() {
        Session s = session("match 3:\n    case 3:\n        print('three')\n\nmatch = 5\nmatch\n");
        assertEquals(">>> ... ... ... three\n>>> >>> 5\n>>> \n", s.out(), s::toString);
    }

    @Test
    void unclosedBracketReadsMoreLines() {
        Session s = session("(1 +\n 2)\n");
        assertEquals(">>> ... 3\n>>> \n", s.out(), s::toString);
    }

    @Test
    void exitEndsTheSessionWithItsCode() {
        Session s = session("import sys\nsys.exit(5)\nprint('not reached')\n");
        assertEquals(5, s.code());
        assertEquals(">>> >>> ", s.out(), s::toString);
    }
}
