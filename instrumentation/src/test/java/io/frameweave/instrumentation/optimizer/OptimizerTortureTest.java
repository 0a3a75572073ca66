package io.frameweave.instrumentation.optimizer;

import io.frameweave.instrumentation.GuestProgress;
import io.frameweave.instrumentation.WovenVm;
import io.frameweave.instrumentation.monitoring.Monitoring;
import io.frameweave.interpreter.builtins.BuiltinModules;
import io.frameweave.interpreter.runtime.PyBuiltinFunction;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.vm.GIL;
import io.frameweave.interpreter.vm.PythonVM;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.LongStream;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

/**
 * The optimizer's proof: every {@link TortureProgram} prints the same with the {@link Optimizer} on as with it
 * off: same stdout, same stderr (none), same exit status (0). Each program runs in this JVM with the agent's
 * weaving installed, in a fresh {@link PythonVM} on a thread of its own ({@link GuestProgress}: one that hangs
 * fails alone, with every thread's stack), with {@code optimize_now()} calling
 * {@link Optimizer#optimizeNow()}. Seeds 0-199 by default; {@code -Dfw.torture.seeds=FROM-TO} (both included,
 * or one seed) runs others, which is how a failure, which names its seed, is reproduced.
 *
 * <p>That the suite does exercise the optimizer is checked too: over the default seeds, it must have optimized
 * and de-optimized code objects many times, compiled known calls of classes and attribute accesses with a given
 * layout, and run programs that change what such calls do ({@link TortureMutations#CLASS_CALL_TARGETS}) and where
 * such accesses find their attribute ({@link TortureMutations#LAYOUT_TARGETS}).
 */
class OptimizerTortureTest {
    private static final String SEEDS_PROPERTY = "fw.torture.seeds";
    private static final int DEFAULT_SEEDS = 200;

    /** What a program did. */
    record Output(int status, String stdout, String stderr) {}

    @BeforeAll
    static void start() {
        WovenVm.weave();
        WovenVm.resetMonitoring();
    }

    /** The optimizer's counts over every run with it on. */
    private static final AtomicLong OPTIMIZED = new AtomicLong();
    private static final AtomicLong DEOPTIMIZED = new AtomicLong();
    private static final AtomicLong CLASS_CALLS = new AtomicLong();
    private static final AtomicLong METHOD_CALLS = new AtomicLong();
    private static final AtomicLong LAYOUTS = new AtomicLong();
    /** The programs that change where an attribute is found ({@link TortureMutations#LAYOUT_TARGETS}) under a layout. */
    private static final AtomicLong LAYOUT_CHANGING = new AtomicLong();
    /** Whether a program could not be run to its end (the counts prove nothing then). */
    private static volatile boolean anyFailed;
    /** The programs that change a method (rebound, new code, new bases) while its calls are known. */
    private static final AtomicLong METHOD_CHANGING = new AtomicLong();
    /** The programs that change a class's {@code __init__}, {@code __new__} or bases while its calls are known. */
    private static final AtomicLong CLASS_CHANGING = new AtomicLong();

    @AfterAll
    static void stop() {
        if (System.getProperty(SEEDS_PROPERTY, "").isBlank() && !anyFailed) {
            // a suite whose programs the optimizer never touched would prove nothing
            assertTrue(OPTIMIZED.get() >= DEFAULT_SEEDS && DEOPTIMIZED.get() >= DEFAULT_SEEDS / 2,
                    "over " + DEFAULT_SEEDS + " programs the optimizer optimized " + OPTIMIZED + " times and"
                            + " de-optimized " + DEOPTIMIZED + " times");
            assertTrue(CLASS_CALLS.get() >= DEFAULT_SEEDS / 4 && CLASS_CHANGING.get() >= DEFAULT_SEEDS / 4,
                    "over " + DEFAULT_SEEDS + " programs the optimizer compiled " + CLASS_CALLS + " known class calls,"
                            + " and " + CLASS_CHANGING + " programs changed a class called so");
            assertTrue(METHOD_CALLS.get() >= DEFAULT_SEEDS / 4 && METHOD_CHANGING.get() >= DEFAULT_SEEDS / 4,
                    "over " + DEFAULT_SEEDS + " programs the optimizer compiled " + METHOD_CALLS + " known method"
                            + " calls, and " + METHOD_CHANGING + " programs changed a method called so");
            assertTrue(LAYOUTS.get() >= DEFAULT_SEEDS && LAYOUT_CHANGING.get() >= DEFAULT_SEEDS / 4,
                    "over " + DEFAULT_SEEDS + " programs the optimizer compiled " + LAYOUTS + " attribute accesses"
                            + " with a given layout, and " + LAYOUT_CHANGING + " programs changed where one finds"
                            + " its attribute");
        }
    }

    @TestFactory
    Stream<DynamicTest> programsPrintTheSameWithTheOptimizerOnAndOff() {
        return seeds().mapToObj(seed -> dynamicTest("seed " + seed, () -> check(seed)));
    }

    private static LongStream seeds() {
        String spec = System.getProperty(SEEDS_PROPERTY, "").trim();
        if (spec.isEmpty()) {
            return LongStream.range(0, DEFAULT_SEEDS);
        }
        int dash = spec.indexOf('-', 1);
        long from = Long.parseLong(dash < 0 ? spec : spec.substring(0, dash));
        long to = dash < 0 ? from : Long.parseLong(spec.substring(dash + 1));
        return LongStream.rangeClosed(from, to);
    }

    private static void check(long seed) {
        String program = TortureProgram.generate(seed);
        Output off = run(seed, program);
        if (off.status() != 0 || !off.stderr().isEmpty()) {
            fail(report(seed, program, "with the optimizer off the program fails (a generator bug): exit status "
                    + off.status() + ", stderr:\n" + off.stderr()));
        }
        Optimizer.enable();
        Output on;
        try {
            on = run(seed, program);
        } finally {
            Optimizer.Stats stats = Optimizer.stats();
            OPTIMIZED.addAndGet(stats.optimized());
            DEOPTIMIZED.addAndGet(stats.deoptimized());
            CLASS_CALLS.addAndGet(stats.classCalls());
            METHOD_CALLS.addAndGet(stats.methodCalls());
            LAYOUTS.addAndGet(stats.layouts());
            if (stats.layouts() > 0
                    && TortureMutations.LAYOUT_TARGETS.stream().anyMatch(t -> program.contains("', '" + t + "'"))) {
                LAYOUT_CHANGING.incrementAndGet();
            }
            if (stats.methodCalls() > 0
                    && TortureMutations.METHOD_CALL_TARGETS.stream().anyMatch(t -> program.contains("', '" + t + "'"))) {
                METHOD_CHANGING.incrementAndGet();
            }
            if (stats.classCalls() > 0
                    && TortureMutations.CLASS_CALL_TARGETS.stream().anyMatch(t -> program.contains("', '" + t + "'"))) {
                CLASS_CHANGING.incrementAndGet();
            }
            Optimizer.disable();
            WovenVm.resetMonitoring();
        }
        if (!on.equals(off)) {
            fail(report(seed, program, difference(off, on)));
        }
    }

    private static Output run(long seed, String program) {
        String what = "the program of seed " + seed + (Optimizer.isEnabled() ? " with the optimizer on" : "");
        try {
            return GuestProgress.run(what, () -> runGuest(program));
        } catch (AssertionError e) {
            anyFailed = true;
            throw new AssertionError(report(seed, program, e.getMessage()), e);
        } catch (RuntimeException e) {
            anyFailed = true;
            throw new AssertionError(report(seed, program, "the run threw " + e), e);
        }
    }

    private static Output runGuest(String program) {
        GIL.setMainThread(Thread.currentThread()); // where a hung program is stopped
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        PythonVM vm = new PythonVM(new ByteArrayInputStream(new byte[0]),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8), BuiltinModules.SOURCE);
        vm.boot(List.of("torture.py"));
        vm.mainModule().getDict().putStr("optimize_now",
                new PyBuiltinFunction("optimize_now", (args, kwnames) -> PyInt.of(Optimizer.optimizeNow())));
        int status = vm.runSource(program, "torture.py");
        String stderr = err.toString(StandardCharsets.UTF_8);
        if (Monitoring.getEvents(Monitoring.SYS_TRACE_ID) != 0) {
            stderr += "[the test: tracing is still on after the program]\n";
            WovenVm.resetMonitoring();
        }
        return new Output(status, out.toString(StandardCharsets.UTF_8), stderr);
    }

    /** Where the two runs part: exit status, stderr, and the first stdout line that differs, with some before. */
    private static String difference(Output off, Output on) {
        StringBuilder text = new StringBuilder("the optimizer changes the output");
        if (off.status() != on.status()) {
            text.append("\nexit status off ").append(off.status()).append(", on ").append(on.status());
        }
        if (!on.stderr().isEmpty()) {
            text.append("\nstderr with the optimizer on:\n").append(on.stderr());
        }
        List<String> a = off.stdout().lines().toList();
        List<String> b = on.stdout().lines().toList();
        int first = 0;
        while (first < a.size() && first < b.size() && a.get(first).equals(b.get(first))) {
            first++;
        }
        if (first < a.size() || first < b.size()) {
            text.append("\nstdout line ").append(first + 1).append(":");
            for (int i = Math.max(0, first - 3); i < first; i++) {
                text.append("\n    ").append(a.get(i));
            }
            text.append("\n  off: ").append(first < a.size() ? a.get(first) : "(no more output)");
            text.append("\n  on:  ").append(first < b.size() ? b.get(first) : "(no more output)");
        }
        return text.toString();
    }

    private static String report(long seed, String program, String what) {
        return "seed " + seed + ": " + what + "\n(reproduce with -D" + SEEDS_PROPERTY + "=" + seed
                + "; the program follows)\n" + program;
    }
}
