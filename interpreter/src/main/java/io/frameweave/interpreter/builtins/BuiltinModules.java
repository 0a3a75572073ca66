package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyModule;
import io.frameweave.interpreter.vm.BuiltinModuleSource;

import java.util.List;

/**
 * The registry of modules implemented in Java: the VM calls {@link #create} (through {@link #SOURCE}, which
 * every {@code PythonVM} is given) at start-up for {@code builtins} and {@code sys}, and on {@code import} for
 * the others. Each call builds a fresh module, so every {@code PythonVM} gets its own.
 */
public final class BuiltinModules {
    private static final List<String> NAMES = List.of("builtins", "sys", "gc", "math", "time", "threading", "_thread",
            "_weakref", "atexit", "__future__", "itertools", "_collections", "_functools", "_random", "_heapq",
            "_bisect", "_operator", "binascii", "_struct", "posix", "errno", "_io", "_sre");

    /** These modules as a {@code PythonVM} takes them. */
    public static final BuiltinModuleSource SOURCE = new Source();

    private BuiltinModules() {}

    /** A new module named {@code name}, or null when no builtin module has that name. */
    public static PyModule create(String name) {
        switch (name) {
            case "builtins":
                return BuiltinsModule.create();
            case "sys":
                return SysModule.create();
            case "gc":
                return GcModule.create();
            case "math":
                return MathModule.create();
            case "time":
                return TimeModule.create();
            case "threading":
                return ThreadingModule.create();
            case "_thread":
                return ThreadModule.create();
            case "_weakref":
                return WeakrefModule.create();
            case "atexit":
                return AtexitModule.create();
            case "__future__":
                return FutureModule.create();
            case "itertools":
                return io.frameweave.interpreter.modules.itertools.ItertoolsModule.create();
            case "_collections":
                return io.frameweave.interpreter.modules.collections.CollectionsModule.create();
            case "_functools":
                return io.frameweave.interpreter.modules.functools.FunctoolsModule.create();
            case "_random":
                return io.frameweave.interpreter.modules.random.RandomModule.create();
            case "_heapq":
                return io.frameweave.interpreter.modules.heapq.HeapqModule.create();
            case "_bisect":
                return io.frameweave.interpreter.modules.bisect.BisectModule.create();
            case "_operator":
                return io.frameweave.interpreter.modules.operator.OperatorModule.create();
            case "binascii":
                return io.frameweave.interpreter.modules.binascii.BinasciiModule.create();
            case "_struct":
                return io.frameweave.interpreter.modules.struct.StructModule.create();
            case "posix":
                return PosixModule.create();
            case "errno":
                return ErrnoModule.create();
            case "_io":
                return IoModule.create();
            case "_sre":
                return SreModule.create();
            default:
                return null;
        }
    }

    /** The names {@link #create} accepts. */
    public static List<String> names() {
        return NAMES;
    }

    /**
     * What the VM runs once the main program has finished (normally or not), before it returns its exit
     * status: waits for the non-daemon threads, runs the {@code atexit} functions, then flushes files still open and {@code sys.stdout} and
     * {@code sys.stderr}. Never raises.
     */
    public static void shutdown() {
        ThreadingModule.joinNonDaemonThreads();
        PyDict sys = RunningVM.sysDict();
        AtexitModule.runAtExit(sys);
        OpenFiles.flushAll();
        if (sys != null) {
            SysModule.flushStdStreams(new PyModule("sys", sys));
        }
    }

    /** {@link #SOURCE}: the static methods above, so that every module creation still passes {@link #create}. */
    private static final class Source implements BuiltinModuleSource {
        @Override
        public PyModule create(String name) {
            return BuiltinModules.create(name);
        }

        @Override
        public boolean has(String name) {
            return NAMES.contains(name);
        }

        @Override
        public void shutdown() {
            BuiltinModules.shutdown();
        }

        @Override
        public void flushStdStreams(PyModule sys) {
            SysModule.flushStdStreams(sys);
        }
    }
}
