package io.frameweave.instrumentation.optimizer;

import io.frameweave.instrumentation.WovenVm;
import io.frameweave.interpreter.builtins.BuiltinModules;
import io.frameweave.interpreter.bytecode.InstructionVariant;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBuiltinFunction;
import io.frameweave.interpreter.vm.PythonVM;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What the optimizer shows of the code it optimized ({@link Optimizer#report}): each speculation as the named
 * variant of its instruction, at its pc, with what it takes as given; and nothing of code it de-optimized.
 */
class OptimizerReportTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final List<String> reports = new ArrayList<>();

    @AfterEach
    void off() {
        Optimizer.disable();
    }

    @Test
    void theReportShowsEachSpeculationAsTheVariantOfItsInstruction() {
        run("""
                import math
                class P:
                    K = 3
                    def __init__(self, x, y):
                        self.x = x
                        self.y = y
                    def m(self, i):
                        return self.x + i
                    def z():
                        return 1
                def f(a, b):
                    return a
                def gen(a):
                    yield a
                def work(n):
                    xs = []
                    t = 0
                    for i in range(n):
                        p = P(i, 2)
                        t += f(i, t) + len(xs) + int(math.sqrt(i)) + P.K + p.m(i) + p.x
                        p.y = i + P.z()
                        xs.append(i)
                        for v in gen(i):
                            t += v
                    return t
                for _ in range(60):
                    work(50)
                optimize_now()
                report()
                print(work(10))
                f = lambda a, b: b
                report()
                print(work(10))
                """);
        assertEquals("316\n8709\n", out.toString(StandardCharsets.UTF_8)); // as CPython 3.11 prints
        String first = reports.get(0);
        // every kind of speculation the program has, by its variant's name (a class call that does not enter
        // __init__ directly needs an __init__ that cannot be compiled: InstructionVariantsTest shows it)
        Set<InstructionVariant> shown = first.lines().flatMap(l -> Arrays.stream(l.trim().split(" +")))
                .map(InstructionVariant::byName).filter(v -> v != null).collect(Collectors.toSet());
        assertEquals(EnumSet.complementOf(EnumSet.of(InstructionVariant.CALL_KNOWN_CLASS)), shown, first);
        assertTrue(first.contains("work (prog.py, line 15):\n"), first);
        assertTrue(first.contains(" LOAD_GLOBAL_KNOWN        5 (NULL + f) [= <function f>]\n"), first);
        assertTrue(first.contains(" LOAD_ATTR_KNOWN          7 (K) [= 3]\n"), first);
        assertTrue(first.contains(" LOAD_ATTR_KNOWN          6 (sqrt) [= <built-in function sqrt>]\n"), first);
        assertTrue(first.contains(" LOAD_METHOD_KNOWN       10 (z) [= <function P.z>]\n"), first);
        assertTrue(first.contains(" CALL_KNOWN_CLASS_DIRECT     2 [<class 'P'>, __init__ <function P.__init__>]\n"),
                first);
        assertTrue(first.contains(" CALL_KNOWN_FUNCTION      1 [<function gen>]\n"), first);
        assertTrue(first.contains(" CALL_KNOWN_METHOD_DIRECT     1 [<function P.m> if found]\n"), first);
        assertTrue(first.contains(" CALL_KNOWN_BUILTIN_METHOD     1 [<method 'append' of 'list' objects> if found]\n"),
                first);
        assertTrue(first.contains(" STORE_ATTR_LAYOUT       11 (y) [instances of <class 'P'>, entry 1]\n"), first);
        assertTrue(first.contains("P.__init__ (prog.py, line 4):\n"), first);
        assertEquals(5, count(first, "_LAYOUT "), first); // p.x, p.y = and self.x, self.y =, self.x
        // rebinding f de-optimizes work (and only work: f's callers), which the report no longer shows
        String second = reports.get(1);
        assertTrue(!second.contains("work (") && second.contains("P.__init__ ("), second);
    }

    private static long count(String text, String what) {
        return text.lines().filter(l -> l.contains(what)).count();
    }

    private void run(String source) {
        WovenVm.weave();
        PythonVM vm = new PythonVM(new ByteArrayInputStream(new byte[0]),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(out, true, StandardCharsets.UTF_8),
                BuiltinModules.SOURCE);
        vm.boot(List.of("prog.py"));
        var g = vm.mainModule().getDict();
        g.putStr("optimize_now", new PyBuiltinFunction("optimize_now", (a, k) -> {
            Optimizer.optimizeNow();
            return Py.None;
        }));
        g.putStr("report", new PyBuiltinFunction("report", (a, k) -> {
            reports.add(Optimizer.report());
            return Py.None;
        }));
        Optimizer.enable(false);
        assertEquals(0, vm.runSource(source, "prog.py"), out.toString(StandardCharsets.UTF_8));
    }
}
