package io.frameweave.interpreter.vm;

import io.frameweave.interpreter.builtins.BuiltinModules;
import io.frameweave.interpreter.bytecode.Disassembler;
import io.frameweave.interpreter.bytecode.InstructionVariant;
import io.frameweave.interpreter.bytecode.Opcode;
import io.frameweave.interpreter.bytecode.PyCode;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyObject;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Speculations are named variants of their instructions: their rows, and the disassembly of a form made with facts,
 * which shows each variant at its pc with what it takes as given and is otherwise the plain listing.
 */
class InstructionVariantsTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final PythonVM vm = new PythonVM(new ByteArrayInputStream(new byte[0]),
            new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(out, true, StandardCharsets.UTF_8),
            BuiltinModules.SOURCE);

    @Test
    void everyVariantIsNamedAfterItsBaseAndSaysWhatItTakesAsGiven() {
        for (InstructionVariant v : InstructionVariant.values()) {
            assertTrue(v.name().startsWith(Opcode.name(v.base) + "_"), v.name());
            assertTrue(!v.given.isBlank(), v.name());
            assertEquals(v.name().endsWith("_DIRECT"), v.entersDirectly(), v.name());
            // a variant pushes a constant, so runs nothing, only where its base is a load
            assertTrue(!v.staysIn() || v.name().startsWith("LOAD_"), v.name());
            // one that is not watched checks its fact at each run
            assertTrue(v.watched() || v.checksEachRun(), v.name());
            assertEquals(v, InstructionVariant.byName(v.name()));
        }
    }

    @Test
    void aSpeculativeFormsDisassemblyShowsItsVariantsAndWhatTheyAssume() {
        vm.boot(List.of("t"));
        assertEquals(0, vm.runSource("""
                def f(a, b):
                    return a
                class P:
                    def __init__(self, x):
                        self.x = x
                def g(n):
                    t = len([n])
                    t += f(n, 1)
                    p = P(n)
                    return t + p.x
                """, "t.py"), out.toString(StandardCharsets.UTF_8));
        PyDict globals = vm.mainModule().getDict();
        PyFunction g = (PyFunction) globals.getStr("g");
        PyCode code = g.code;
        String plain = Disassembler.disassemble(code);
        assertEquals(plain, Speculation.disassemble(code), "the VM's own form has no variants");

        int changes = code.changes();
        Speculation facts = new Speculation(code, g.globals, g.builtins());
        for (int pc = 0; pc < code.instructions.length; pc++) {
            if (Opcode.op(code.instructions[pc]) != Opcode.LOAD_GLOBAL) {
                continue;
            }
            String name = code.names[Opcode.arg(code.instructions[pc]) >> 1];
            PyObject v = globals.getStr(name) != null ? globals.getStr(name) : g.builtins().getStr(name);
            assertTrue(facts.pin(pc, v), name);
            int call = facts.callOf(pc);
            if (name.equals("f")) {
                assertTrue(facts.knownCall(pc, call) && facts.enterDirectly(call));
            } else if (name.equals("P")) {
                assertTrue(facts.knownClassCall(pc, call));
            }
        }
        assertTrue(code.installCompiled(facts.compile(), changes));
        String shown = Speculation.disassemble(code);

        assertTrue(shown.contains("LOAD_GLOBAL_KNOWN        1 (NULL + len) [= <built-in function len>]\n"), shown);
        assertTrue(shown.contains("LOAD_GLOBAL_KNOWN        3 (NULL + f) [= <function f>]\n"), shown);
        assertTrue(shown.contains("CALL_KNOWN_FUNCTION_DIRECT     2 [<function f>]\n"), shown);
        assertTrue(shown.contains("CALL_KNOWN_CLASS         1 [<class 'P'>, __init__ <function P.__init__>]\n"), shown);
        // the call of len, a builtin function, is the VM's own
        assertEquals(5, shown.lines().filter(l -> l.contains("_KNOWN")).count(), shown);
        // and the rest of the listing is the plain one, line for line
        List<String> plainLines = plain.lines().toList();
        List<String> shownLines = shown.lines().toList();
        assertEquals(plainLines.size(), shownLines.size(), shown);
        for (int i = 0; i < plainLines.size(); i++) {
            String p = plainLines.get(i);
            String s = shownLines.get(i);
            if (!p.equals(s)) {
                InstructionVariant v = java.util.Arrays.stream(s.trim().split(" +")).map(InstructionVariant::byName)
                        .filter(java.util.Objects::nonNull).findFirst().orElseThrow(() -> new AssertionError(s));
                String base = Opcode.name(v.base);
                String rest = s.substring(0, s.lastIndexOf(" [")).replaceFirst(v.name() + " *", base + " ");
                assertEquals(p.replaceFirst(base + " *", base + " "), rest, s);
            }
        }
        String variants = Disassembler.variants(code, Speculation.installed());
        assertEquals(5, variants.lines().count(), variants);
        assertTrue(variants.lines().allMatch(l -> shownLines.stream().anyMatch(s -> s.endsWith(l))), variants);

        code.discardCompiled();
        assertEquals(plain, Speculation.disassemble(code), "a form dropped shows nothing");
    }
}
