package io.frameweave.interpreter.modules.contextvars;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.frameweave.interpreter.builtins.BuiltinModules;
import io.frameweave.interpreter.cli.Main;
import io.frameweave.interpreter.vm.PythonVM;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * A thread's current context belongs to the interpreter that made it: the next interpreter run on the same JVM
 * thread starts with an empty context, as CPython's next process would, not with the variables of the last one.
 */
class ContextPerInterpreterTest {

    private static String run(String source) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Main.run(new String[] {"-c", source}, new ByteArrayInputStream(new byte[0]),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(0, code, err.toString(StandardCharsets.UTF_8));
        return out.toString(StandardCharsets.UTF_8).strip();
    }

    /** Runs {@code source} in a new interpreter on the calling thread (Main.run would use a thread of its own). */
    private static String runHere(String source) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        PrintStream print = new PrintStream(out, true, StandardCharsets.UTF_8);
        PythonVM vm = new PythonVM(new ByteArrayInputStream(new byte[0]), print, print, BuiltinModules.SOURCE);
        assertEquals(0, vm.runSource(source, "<test>"), out.toString(StandardCharsets.UTF_8));
        return out.toString(StandardCharsets.UTF_8).strip();
    }

    @Test
    void theNextInterpreterOnTheSameThreadStartsWithAnEmptyContext() {
        String program = "import _contextvars as c\n"
                + "before = len(c.copy_context())\n"
                + "v = c.ContextVar('v')\n"
                + "v.set(1)\n"
                + "print(before, len(c.copy_context()), v.get())\n";
        assertEquals("0 1 1", runHere(program));
        assertEquals("0 1 1", runHere(program));
    }

    @Test
    void aContextEnteredByAFailedRunIsLeft() {
        String program = "import _contextvars as c\n"
                + "ctx = c.Context()\n"
                + "v = c.ContextVar('v', default='outer')\n"
                + "def f():\n"
                + "    v.set('inner')\n"
                + "    raise ValueError\n"
                + "try:\n"
                + "    ctx.run(f)\n"
                + "except ValueError:\n"
                + "    pass\n"
                + "print(v.get(), ctx[v], ctx.run(v.get))\n";
        assertEquals("outer inner inner", run(program));
    }
}
