package io.frameweave.instrumentation.optimizer;

import io.frameweave.instrumentation.WovenVm;
import io.frameweave.interpreter.builtins.BuiltinModules;
import io.frameweave.interpreter.bytecode.PyCode;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBuiltinFunction;
import io.frameweave.interpreter.vm.PyFunction;
import io.frameweave.interpreter.vm.PythonVM;
import io.frameweave.interpreter.vm.Speculation;
import org.junit.jupiter.api.AfterEach;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What the optimizer's tests share (one test class per kind of speculation extends it). The optimizer speculates and
 * de-optimizes: each program makes its code hot, has it optimized ({@code optimize_now()}), then changes what was speculated on, from the optimized frame itself, from a callee,
 * from another thread or from a trace function, and prints what it reads right after. The expected output is
 * what the program prints without the optimizer (and on CPython 3.11); {@code optimized()} and {@code deopts()}
 * show that the optimizer did take part; {@code note_direct(f)} notes how many of {@code f}'s known calls enter their
 * callee's current form directly now, and how many of those are calls of classes.
 */
abstract class OptimizedRuns {
    final ByteArrayOutputStream out = new ByteArrayOutputStream();
    final ByteArrayOutputStream err = new ByteArrayOutputStream();
    /** The optimizer's counts at the end of the last run. */
    Optimizer.Stats stats;
    /** What each {@code note_direct(f)} of the last run saw: the direct entries of {@code f}'s compiled form. */
    final List<Integer> direct = new ArrayList<>();
    /** What each {@code note_direct(f)} of the last run saw: the direct entries of {@code f}'s form calling classes. */
    final List<Integer> classDirect = new ArrayList<>();
    /** What each {@code note_direct(f)} of the last run saw: the direct entries of {@code f}'s form calling methods. */
    final List<Integer> methodDirect = new ArrayList<>();
    /** What each {@code note_direct(f)} of the last run saw: the known calls of builtin methods in {@code f}'s form. */
    final List<Integer> builtinKnown = new ArrayList<>();
    /** What each {@code note_layouts(f)} of the last run saw: the attribute accesses of {@code f}'s form with a layout. */
    final List<Integer> layoutsKnown = new ArrayList<>();

    @AfterEach
    void off() {
        Optimizer.disable();
    }

    String run(String source, boolean optimize) {
        return run(source, optimize, true);
    }

    String run(String source, boolean optimize, boolean scan) {
        WovenVm.weave();
        out.reset();
        err.reset();
        direct.clear();
        classDirect.clear();
        methodDirect.clear();
        builtinKnown.clear();
        layoutsKnown.clear();
        PythonVM vm = new PythonVM(new ByteArrayInputStream(new byte[0]),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8), BuiltinModules.SOURCE);
        vm.boot(List.of("prog.py"));
        var g = vm.mainModule().getDict();
        g.putStr("optimize_now", new PyBuiltinFunction("optimize_now", (a, k) -> {
            Optimizer.optimizeNow();
            return Py.None;
        }));
        g.putStr("speculated", new PyBuiltinFunction("speculated", (a, k) ->
                Py.newBool(Speculation.of(((PyFunction) a[0]).getCode().compiled) != null)));
        g.putStr("note_direct", new PyBuiltinFunction("note_direct", (a, k) -> {
            PyCode code = ((PyFunction) a[0]).getCode();
            Speculation facts = Speculation.of(code.compiled);
            int n = 0;
            int classes = 0;
            int methods = 0;
            int builtins = 0;
            for (int pc = 0; facts != null && pc < code.instructions.length; pc++) {
                builtins += facts.callsBuiltinMethod(pc) ? 1 : 0;
                n += facts.entersCurrentForm(pc) ? 1 : 0;
                classes += facts.entersCurrentForm(pc) && facts.callsClass(pc) ? 1 : 0;
                methods += facts.entersCurrentForm(pc) && facts.callsMethod(pc) ? 1 : 0;
            }
            direct.add(n);
            classDirect.add(classes);
            methodDirect.add(methods);
            builtinKnown.add(builtins);
            return Py.None;
        }));
        g.putStr("note_layouts", new PyBuiltinFunction("note_layouts", (a, k) -> {
            PyCode code = ((PyFunction) a[0]).getCode();
            Speculation facts = Speculation.of(code.compiled);
            int n = 0;
            for (int pc = 0; facts != null && pc < code.instructions.length; pc++) {
                n += facts.knowsLayout(pc) ? 1 : 0;
            }
            layoutsKnown.add(n);
            return Py.None;
        }));
        if (optimize) {
            Optimizer.enable(scan);
        }
        try {
            int status = vm.runSource(source, "prog.py");
            assertEquals(0, status, "stderr:\n" + err.toString(StandardCharsets.UTF_8));
            return out.toString(StandardCharsets.UTF_8);
        } finally {
            stats = Optimizer.stats();
            Optimizer.disable();
        }
    }

    /** Runs with and without the optimizer: same output; returns it. */
    String same(String source) {
        return same(source, true);
    }

    /** {@link #same}, with or without the optimizer's scanning thread. */
    private String same(String source, boolean scan) {
        String plain = run(source, false);
        String optimized = run(source, true, scan);
        assertEquals(plain, optimized, source);
        return optimized;
    }

    /**
     * Runs with and without the optimizer ({@link #same}), and checks that every {@code note_direct} saw a direct entry.
     * The scanning thread is off: what a form enters directly is then decided by the program's own steps (the VM
     * compiling warm code, {@code optimize_now()}), not by when the scanner last woke, which a busy machine moves.
     */
    String sameDirect(String source) {
        String o = same(source, false);
        assertTrue(!direct.isEmpty() && direct.stream().allMatch(n -> n > 0), "direct entries: " + direct);
        return o;
    }

    /** {@link #sameDirect}, and every {@code note_direct} saw one of {@code kind} (of {@code what}) or more. */
    String sameDirect(String source, List<Integer> kind, String what) {
        String o = sameDirect(source);
        assertTrue(kind.stream().allMatch(n -> n > 0), "direct entries of " + what + ": " + kind);
        return o;
    }
}
