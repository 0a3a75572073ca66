package io.frameweave.instrumentation.optimizer;

import io.frameweave.instrumentation.watchers.DictWatchers;
import io.frameweave.instrumentation.watchers.FunctionWatcher;
import io.frameweave.instrumentation.watchers.FunctionWatchers;
import io.frameweave.instrumentation.watchers.MonitoringWatchers;
import io.frameweave.instrumentation.watchers.TypeWatchers;
import io.frameweave.instrumentation.weave.Weaving;
import io.frameweave.interpreter.bytecode.PyCode;
import io.frameweave.interpreter.vm.GIL;
import io.frameweave.interpreter.vm.PythonVM;


/**
 * The speculating optimizer (agent option {@code optimize=on}, or this API). It finds hot code objects (those the VM
 * has compiled) and recompiles them with their global and builtin loads, attribute loads on modules and classes, calls
 * to known functions, and calls to known plain classes (the instance made as the VM's type call makes it, then the
 * class's {@code __init__} called as a known function) replaced by the values it found, with no inline guard ({@link
 * io.frameweave.interpreter.vm.Speculation}); a known call enters the callee's compiled form directly (optimizing the
 * callee first), which it allows only while no code object is monitored. For every value it takes as given it registers
 * a watcher (dict, type, function); when one of them is about to change, the watcher de-optimizes every code object
 * that depends on it before the change is visible, and frames running such code go on in the dispatch loop from their
 * next instruction. Code that is traced or monitored is left alone (a monitoring watcher), and optimized again once
 * that stops.
 *
 * <p>With the optimizer on, code that becomes warm is offered to it before the VM compiles it (the CODE_COMPILE weave
 * point, {@link #warm}), so the JIT warms up only the optimized form. Code the VM compiled before, or compiles
 * again after a de-optimization while the values it would speculate on keep changing, is found by a daemon
 * thread that looks for hot code every {@link #SCAN_MILLIS} ms and optimizes it while holding the interpreter
 * lock (code whose VM form an earlier look saw already); {@link #optimizeNow} does the same at once, for all of it.
 */
public final class Optimizer {
    private Optimizer() {}

    /** How often the optimizer's thread looks for hot code. */
    static final long SCAN_MILLIS = 20;

    private static volatile Speculations state;
    private static Thread scanner;

    /** Switches the optimizer on (idempotent). Needs the agent's weaving in this JVM (IllegalStateException). */
    public static synchronized void enable() {
        enable(true);
    }

    /** {@link #enable()}, with or without the scanning thread (tests switch it off to see the CODE_COMPILE path alone). */
    static synchronized void enable(boolean scan) {
        if (state != null) {
            return;
        }
        Speculations s = new Speculations();
        s.dictWatcher = DictWatchers.addWatcher(s::dictChanging);
        try {
            s.typeWatcher = TypeWatchers.addWatcher(s::typeChanging);
            s.functionWatcher = FunctionWatchers.addWatcher(FunctionWatcher.withoutDestruction(s::functionEvent));
            s.monitoringWatcher = MonitoringWatchers.addWatcher(s::monitoringChanging);
        } catch (RuntimeException e) {
            s.clearWatchers();
            throw e;
        }
        state = s;
        withInterpreterLock(() -> {
            s.monitoringNow();
            s.findFunctions(PythonVM.current());
        });
        Weaving.setOptimizerProbes(true);
        if (scan) {
            scanner = new Thread(Optimizer::scan, "frameweave-optimizer");
            scanner.setDaemon(true);
            scanner.start();
        }
    }

    /**
     * Switches the optimizer on from a thread of its own as soon as a VM has booted (made its {@code builtins},
     * {@code sys} and {@code __main__}), for an agent that starts with the JVM, so that what switching on costs
     * (loading and initialising the optimizer's classes; and, where its probes could not be taken prewoven, weaving
     * them with transformers, which while installed make the JVM read every class it loads again from its jar:
     * in premain that made the start of every program some 70 ms slower) does not delay the VM's own start. Code
     * that runs before it is on is found by the scan, as after {@link #enable()} at any time. A failure to switch
     * on is said in one line on stderr and the program runs on without it.
     */
    public static void enableOnceBooted() {
        Thread t = new Thread(Optimizer::awaitBoot, "frameweave-optimizer-start");
        t.setDaemon(true);
        t.start();
    }

    private static void awaitBoot() {
        try {
            while (!booted(PythonVM.current())) {
                Thread.sleep(1);
            }
            enable();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (RuntimeException | LinkageError e) {
            System.err.println("frameweave agent: could not switch the optimizer on (" + e + ")");
        }
    }

    private static boolean booted(PythonVM vm) {
        if (vm == null) {
            return false;
        }
        synchronized (vm) { // boot() holds it until the VM has booted
            return vm.mainModule() != null;
        }
    }

    /** Switches it off: every optimized code object goes back to the VM's own form, every watcher goes. */
    public static synchronized void disable() {
        Speculations s = state;
        if (s == null) {
            return;
        }
        state = null;
        if (scanner != null) {
            scanner.interrupt();
            scanner = null;
        }
        Weaving.setOptimizerProbes(false);
        withInterpreterLock(s::close);
    }

    public static boolean isEnabled() {
        return state != null;
    }

    /**
     * Optimizes, now and on the calling thread, every hot code object it may; returns how many it optimized.
     * Does nothing (returns 0) when the optimizer is off.
     */
    public static int optimizeNow() {
        Speculations s = state;
        if (s == null) {
            return 0;
        }
        int[] n = new int[1];
        withInterpreterLock(() -> n[0] = s.optimizeHot(false));
        return n[0];
    }

    /**
     * The CODE_COMPILE probe: the VM is about to compile {@code code}, which has become warm (the caller holds the
     * interpreter lock). Optimizes it now when it may, so the VM runs the optimized form instead of its own.
     */
    public static void warm(PyCode code) {
        Speculations s = state;
        if (s != null) {
            s.warm(code);
        }
    }

    /**
     * What optimized code runs now: for each code object optimized, its name and place, then one line for each
     * instruction its form runs as a named variant ({@code LOAD_GLOBAL_KNOWN}, {@code CALL_KNOWN_FUNCTION_DIRECT} ...:
     * {@link io.frameweave.interpreter.bytecode.InstructionVariant}) with what the variant takes as given, as
     * {@code 12 LOAD_GLOBAL_KNOWN  3 (NULL + f) [= <function f>]}. Empty when the optimizer is off or has optimized
     * nothing that still holds. {@code Speculation.disassemble} shows one code object's whole listing so.
     */
    public static String report() {
        Speculations s = state;
        return s == null ? "" : s.report();
    }

    /** What the optimizer has done since it was switched on: code objects optimized and de-optimized. */
    public static Stats stats() {
        Speculations s = state;
        return s == null ? new Stats(0, 0, 0, 0, 0, 0, 0) : s.stats();
    }

    /**
     * Counts: optimizations made, de-optimizations, code objects optimized now, the known calls of classes, of
     * methods and of builtin methods the optimizations made had, and their attribute loads and stores with a given
     * layout (one compiled twice counts twice).
     */
    public record Stats(long optimized, long deoptimized, int current, long classCalls, long methodCalls,
                        long builtinMethodCalls, long layouts) {}

    private static void scan() {
        try {
            while (!Thread.currentThread().isInterrupted()) {
                Thread.sleep(SCAN_MILLIS);
                Speculations s = state;
                if (s != null && s.anyHot()) {
                    withInterpreterLock(() -> s.optimizeHot(true));
                }
            }
        } catch (InterruptedException e) {
            // switched off
        }
    }

    /** Runs {@code r} holding the interpreter lock (taking it unless the calling thread holds it). */
    private static void withInterpreterLock(Runnable r) {
        if (GIL.isHeld()) {
            r.run();
            return;
        }
        GIL.acquire();
        try {
            r.run();
        } finally {
            GIL.release();
        }
    }
}
