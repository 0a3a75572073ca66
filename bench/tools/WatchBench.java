package io.frameweave.bench;

import io.frameweave.instrumentation.watchers.DictWatcher;
import io.frameweave.instrumentation.watchers.DictWatchers;
import io.frameweave.interpreter.builtins.BuiltinModules;
import io.frameweave.interpreter.runtime.PyBuiltinFunction;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.vm.PythonVM;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;

/**
 * The Java harness of {@code bench/watch}: runs a guest loop of dict stores in this JVM and prints what one
 * iteration costs in CPU time of the running thread (a store, with the loop around it): the best of short timed
 * rounds of 250,000 stores, taken for 3 seconds (and at least 20 rounds) after 3 warm-up rounds of 2,000,000.
 * CPU time, so that time spent descheduled on a busy machine does not count; short rounds over seconds, because
 * while other work keeps a small machine busy CPU time itself runs up to 1.8 times slower, in spells of a few
 * hundred milliseconds to seconds that come and go whatever this JVM runs: the best round comes from a quiet
 * spell, which a few long rounds would often miss. The mode says what is watched:
 * <ul>
 * <li>{@code plain} (run without the agent) and {@code idle} (with it, no watcher): stores to a local dict;</li>
 * <li>{@code one}: a dict watcher watches the program's globals; the loop stores to a local, unwatched dict;</li>
 * <li>{@code watched N}: a no-op dict watcher watches N dicts, one of them the dict the loop stores to.</li>
 * </ul>
 * Output: {@code store_ns=<ns per store>} and {@code rounds=<timed rounds>}. The watcher set-up lives in
 * {@link Watching}, which the plain and idle modes never load.
 */
public final class WatchBench {
    private WatchBench() {}

    private static final String PROGRAM = """
            def stores(d, n):
                for i in range(n):
                    d[i & 1023] = i
            def main():
                d = target if target is not None else {}
                for r in range(3):
                    stores(d, 2_000_000)
                n = 250_000
                best = None
                rounds = 0
                end = wall_ns() + 3_000_000_000
                while rounds < 20 or wall_ns() < end:
                    t0 = cpu_ns()
                    stores(d, n)
                    t = cpu_ns() - t0
                    rounds += 1
                    if best is None or t < best:
                        best = t
                print('store_ns=%.2f' % (best / n))
                print('rounds=%d' % rounds)
            main()
            """;

    public static void main(String[] args) {
        String mode = args.length > 0 ? args[0] : "plain";
        PythonVM vm = new PythonVM(System.in, System.out, System.err, BuiltinModules.SOURCE);
        vm.boot(List.of("watch-bench"));
        PyDict globals = vm.mainModule().getDict();
        globals.putStr("target", io.frameweave.interpreter.runtime.Py.None);
        // CPU time of this thread: on a busy machine, time spent descheduled does not count
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        globals.putStr("cpu_ns", new PyBuiltinFunction("cpu_ns", (a, k) -> PyInt.of(threads.getCurrentThreadCpuTime())));
        // the span the timed rounds take: the machine's quiet spells come and go in wall time
        globals.putStr("wall_ns", new PyBuiltinFunction("wall_ns", (a, k) -> PyInt.of(System.nanoTime())));
        switch (mode) {
            case "plain", "idle" -> { }
            case "one" -> Watching.globalsOnly(globals);
            case "watched" -> {
                PyDict target = new PyDict();
                globals.putStr("target", target);
                Watching.many(target, Integer.parseInt(args[1]));
            }
            default -> {
                System.err.println("WatchBench: unknown mode " + mode);
                System.exit(2);
            }
        }
        System.exit(vm.runSource(PROGRAM, "<watch-bench>"));
    }

    /** The watcher set-ups (loaded only in the modes that watch). */
    static final class Watching {
        static long events;
        /** Keeps the extra watched dicts alive. */
        static final List<PyDict> KEEP = new ArrayList<>();

        private static final DictWatcher COUNTER = (event, dict, key, value) -> events++;

        static void globalsOnly(PyDict globals) {
            DictWatchers.watch(DictWatchers.addWatcher(COUNTER), globals);
        }

        static void many(PyDict target, int n) {
            int id = DictWatchers.addWatcher(COUNTER);
            for (int i = 1; i < n; i++) {
                PyDict d = new PyDict();
                d.putStr("k", PyStr.of("v"));
                DictWatchers.watch(id, d);
                KEEP.add(d);
            }
            DictWatchers.watch(id, target);
        }
    }
}
