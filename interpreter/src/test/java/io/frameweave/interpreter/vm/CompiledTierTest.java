package io.frameweave.interpreter.vm;

import io.frameweave.interpreter.builtins.BuiltinModules;
import io.frameweave.interpreter.bytecode.Opcode;
import io.frameweave.interpreter.bytecode.PyCode;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBuiltinFunction;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyException;
import io.frameweave.interpreter.runtime.PyObject;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The dispatch loop's compiled tier: which code gets compiled, that the JVM accepts every class the translator
 * writes, and that a frame running compiled code hands back to the dispatch loop when its instructions change.
 * (That compiled code computes what the dispatch loop computes is the golden programs' business: they all run
 * a second time with every code object compiled at its first run.)
 */
class CompiledTierTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final PythonVM vm = new PythonVM(new ByteArrayInputStream(new byte[0]),
            new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(out, true, StandardCharsets.UTF_8), BuiltinModules.SOURCE);

    @Test
    void everyCodeObjectOfTheGoldenProgramsCompilesAndLoads() throws Exception {
        vm.boot(List.of("t"));
        List<String> refused = new ArrayList<>();
        int bigModules = 0;
        int compiled = 0;
        int speculated = 0;
        for (Path program : goldenPrograms()) {
            PyCode module;
            try {
                module = vm.compile(Files.readString(program), program.getFileName().toString(), "exec");
            } catch (PyException e) {
                continue; // a program about syntax errors
            }
            for (PyCode code : withNested(module, new ArrayList<>())) {
                byte[] bytes = CodeTranslator.translate(code, CompiledTier.className(code), null);
                if (bytes == null) {
                    if (code.name.equals("<module>")) {
                        bigModules++;
                    } else {
                        refused.add(program.getFileName() + ":" + code.qualname);
                    }
                    continue;
                }
                // the JVM verifies the class as it defines it: a bad translation throws here
                assertInstanceOf(CompiledCode.class, CompiledTier.define(bytes, null, null), code.qualname);
                compiled++;
                // and with a value given for every global load, and for attribute loads of those values
                Speculation facts = new Speculation(code, new PyDict(), new PyDict());
                int pinned = 0;
                for (int pc = 0; pc < code.instructions.length; pc++) {
                    pinned += facts.pin(pc, Py.None) ? 1 : 0;
                }
                if (pinned > 0) {
                    CompiledCode speculative = CompiledTier.compileSpeculative(code, facts);
                    if (speculative == null) {
                        refused.add(program.getFileName() + ":" + code.qualname + " (speculative)");
                        continue;
                    }
                    assertTrue(Speculation.of(speculative) == facts);
                    speculated++;
                }
            }
        }
        assertTrue(compiled > 1000, "compiled " + compiled);
        assertTrue(speculated > 500, "compiled with speculated values " + speculated);
        // only code too big for the JIT is refused: module bodies of long test programs
        assertTrue(refused.isEmpty(), compiled + " compiled, refused: " + refused);
        assertTrue(bigModules * 20 < compiled, compiled + " compiled, " + bigModules + " module bodies refused");
    }

    @Test
    void everyCallOfAGlobalInTheGoldenProgramsCompilesAsAKnownClassCall() throws Exception {
        // a plain class for each argument count, whose __init__ takes it, to give as the value of the global called
        StringBuilder defs = new StringBuilder();
        for (int n = 0; n < 16; n++) {
            defs.append("class K").append(n).append(":\n    def __init__(self");
            for (int i = 0; i < n; i++) {
                defs.append(", a").append(i);
            }
            defs.append("):\n        pass\n");
        }
        PyDict classes = run(defs.toString());
        int[] known = {0};
        int[] entries = {0};
        int compiled = compileGlobalCalls((facts, loadPc, callPc, n) -> {
            if (!facts.pin(loadPc, classes.getStr("K" + n)) || !facts.knownClassCall(loadPc, callPc)) {
                return false;
            }
            // every other one enters __init__ directly, the others call it through execute
            if (++known[0] % 2 == 0 && facts.enterDirectly(callPc)) {
                entries[0]++;
            }
            return true;
        });
        assertTrue(compiled > 300 && entries[0] > 150, "compiled with known class calls " + compiled + ", entering "
                + "__init__ directly " + entries[0]);
    }

    @Test
    void everyCallOfAGlobalInTheGoldenProgramsCompilesAsADirectEntry() throws Exception {
        // a function of each argument count to give as the value of the global a call calls
        StringBuilder defs = new StringBuilder();
        for (int n = 0; n < 16; n++) {
            defs.append("def f").append(n).append('(');
            for (int i = 0; i < n; i++) {
                defs.append(i > 0 ? ", " : "").append('a').append(i);
            }
            defs.append("):\n    return None\n");
        }
        PyDict functions = run(defs.toString());
        int direct = compileGlobalCalls((facts, loadPc, callPc, n) -> facts.pin(loadPc, functions.getStr("f" + n))
                && facts.knownCall(loadPc, callPc) && facts.enterDirectly(callPc));
        assertTrue(direct > 300, "compiled with direct entries " + direct);
    }

    /** What a test gives as known for one call of a global with {@code n} positional arguments; whether it did. */
    private interface GlobalCallFacts {
        boolean give(Speculation facts, int loadPc, int callPc, int n);
    }

    /**
     * For every code object of the golden programs: offers each call of a global with fewer than 16 positional
     * arguments to {@code give}, and compiles the code when it made any of them known; the JVM verifies each class
     * as it defines it, so a bad translation throws here. Returns how many forms were compiled.
     */
    private int compileGlobalCalls(GlobalCallFacts give) throws Exception {
        int compiled = 0;
        for (Path program : goldenPrograms()) {
            PyCode module;
            try {
                module = vm.compile(Files.readString(program), program.getFileName().toString(), "exec");
            } catch (PyException e) {
                continue;
            }
            for (PyCode code : withNested(module, new ArrayList<>())) {
                Speculation facts = new Speculation(code, new PyDict(), new PyDict());
                int known = 0;
                for (int pc = 0; pc < code.instructions.length; pc++) {
                    if (Opcode.op(code.instructions[pc]) != Opcode.LOAD_GLOBAL || !facts.pin(pc, Py.None)) {
                        continue;
                    }
                    int call = facts.callOf(pc);
                    int n = call < 0 ? -1 : Opcode.arg(code.instructions[call]);
                    if (n >= 0 && n < 16 && give.give(facts, pc, call, n)) {
                        known++;
                    }
                }
                if (known == 0) {
                    continue;
                }
                String name = CompiledTier.className(code);
                byte[] bytes = CodeTranslator.translate(code, name, facts);
                if (bytes != null) {
                    assertInstanceOf(CompiledCode.class, CompiledTier.define(bytes, name, facts.classData()),
                            code.qualname);
                    compiled++;
                }
            }
        }
        return compiled;
    }

    @Test
    void warmCodeIsCompiledAndCodeRunOnceIsNot() {
        PyDict globals = run("""
                def warm(n):
                    return n + 1
                def once():
                    return 2
                for i in range(CompiledTier.THRESHOLD):
                    warm(i)
                once()
                """.replace("CompiledTier.THRESHOLD", Integer.toString(CompiledTier.THRESHOLD)));
        assertInstanceOf(CompiledCode.class, code(globals, "warm").compiled);
        assertNull(code(globals, "once").compiled);
    }

    @Test
    void aRunningFrameLeavesItsCompiledCodeAtTheNextCallWhenTheInstructionsChange() {
        List<Boolean> compiledOnStack = new ArrayList<>();
        PyCode[] hot = new PyCode[1];
        Object[] before = new Object[1];
        inject("poke", (args, kw) -> {
            compiledOnStack.add(onStack("Compiled$hot"));
            if (compiledOnStack.size() == 1) {
                before[0] = hot[0].compiled;
                hot[0].instructionsChanged();
            }
            return Py.None;
        });
        inject("find", (args, kw) -> {
            hot[0] = ((PyFunction) args[0]).code;
            return Py.None;
        });
        PyDict globals = run("""
                def hot(n):
                    t = 0
                    for i in range(n):
                        if i == 500 or i == 501:
                            poke()
                        t += i
                    return t
                find(hot)
                print(hot(1000))
                """);
        assertEquals(499500 + "\n", out.toString(StandardCharsets.UTF_8));
        // compiled at the loop's 40th iteration; after the change the frame ran on in the dispatch loop ...
        assertEquals(List.of(true, false), compiledOnStack);
        // ... until the loop was warm again, and compiled anew
        assertInstanceOf(CompiledCode.class, code(globals, "hot").compiled);
        assertNotSame(before[0], code(globals, "hot").compiled);
    }

    @Test
    void markedInstructionsOfCompiledCodeGoThroughTheFetchProbe() {
        inject("mark", (args, kw) -> {
            PyCode c = ((PyFunction) args[0]).code;
            for (int pc = 0; pc < c.instructions.length; pc++) {
                if (Opcode.op(c.instructions[pc]) == Opcode.BINARY_OP) {
                    c.instructions[pc] |= Opcode.INSTRUMENTED;
                }
            }
            c.instructionsChanged();
            assertInstanceOf(CompiledCode.class, CompiledTier.compile(c), "marked code compiles");
            return Py.None;
        });
        run("""
                def f(x):
                    return x * 2
                print(f(1))
                mark(f)
                try:
                    f(3)
                except SystemError as e:
                    print(e)
                """);
        // without the agent the probe is not woven: a marked instruction is a VM error, compiled or not
        assertEquals("2\nunknown opcode 168 (instrumented BINARY_OP)\n", out.toString(StandardCharsets.UTF_8));
    }

    @Test
    void aFormWhoseMarksWentLooksAtThemAndRunsOnWithoutTheProbe() {
        PyCode[] f = new PyCode[1];
        Object[] marked = new Object[1];
        List<String> seen = new ArrayList<>();
        inject("mark", (args, kw) -> {
            PyCode c = ((PyFunction) args[0]).code;
            f[0] = c;
            for (int pc = 0; pc < c.instructions.length; pc++) {
                if (Opcode.op(c.instructions[pc]) == Opcode.BINARY_OP) {
                    c.instructions[pc] |= Opcode.INSTRUMENTED;
                }
            }
            c.instructionsChanged();
            marked[0] = CompiledTier.compile(c);
            // a tool disabling its event there takes the mark away and leaves the form
            for (int pc = 0; pc < c.instructions.length; pc++) {
                c.instructions[pc] &= ~Opcode.INSTRUMENTED;
            }
            return Py.None;
        });
        inject("look", (args, kw) -> {
            Object now = f[0].compiled;
            seen.add(now == marked[0] ? "marked form" : now instanceof CompiledCode ? "new form" : "none");
            return Py.None;
        });
        run("""
                def f(x):
                    return x * 2
                mark(f)
                t = 0
                for i in range(30000):
                    t += f(i)
                look()
                print(t)
                """);
        // without the agent the fetch probe is not woven (a marked fetch raises SystemError, see above): the unmarked
        // BINARY_OP ran as it is, 30,000 times, and the form compiled with the mark stays as long as no mark is added
        assertEquals((30000L * 29999) + "\n", out.toString(StandardCharsets.UTF_8));
        assertEquals(List.of("marked form"), seen);
        assertInstanceOf(CompiledCode.class, marked[0]);
    }

    // ---- helpers ----

    private void inject(String name, PyBuiltinFunction.Body body) {
        vm.boot(List.of("t"));
        vm.mainModule().getDict().putStr(name, new PyBuiltinFunction(name, body));
    }

    private PyDict run(String source) {
        vm.boot(List.of("t"));
        int exit = vm.runSource(source, "t.py");
        assertEquals(0, exit, out.toString(StandardCharsets.UTF_8));
        return vm.mainModule().getDict();
    }

    private static PyCode code(PyDict globals, String function) {
        return ((PyFunction) globals.getStr(function)).code;
    }

    private static boolean onStack(String classNamePart) {
        // compiled code lives in hidden classes, whose frames a stack walk shows only when asked
        return StackWalker.getInstance(StackWalker.Option.SHOW_HIDDEN_FRAMES).walk(frames -> frames.anyMatch(f -> f.getClassName().contains(classNamePart)));
    }

    private static List<PyCode> withNested(PyCode code, List<PyCode> into) {
        into.add(code);
        for (PyObject c : code.consts) {
            if (c instanceof PyCode nested) {
                withNested(nested, into);
            }
        }
        return into;
    }

    private static List<Path> goldenPrograms() throws IOException, URISyntaxException {
        Path dir = Path.of(CompiledTierTest.class.getResource("/golden").toURI());
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(p -> p.getFileName().toString().endsWith(".py")).sorted().toList();
        }
    }
}
