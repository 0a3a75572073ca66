package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.modules.array.ArrayModule;
import io.frameweave.interpreter.modules.ast.AstModule;
import io.frameweave.interpreter.modules.binascii.BinasciiModule;
import io.frameweave.interpreter.modules.bisect.BisectModule;
import io.frameweave.interpreter.modules.cmath.CmathModule;
import io.frameweave.interpreter.modules.codecs.CodecsModule;
import io.frameweave.interpreter.modules.collections.CollectionsModule;
import io.frameweave.interpreter.modules.contextvars.ContextvarsModule;
import io.frameweave.interpreter.modules.csv.CsvModule;
import io.frameweave.interpreter.modules.functools.FunctoolsModule;
import io.frameweave.interpreter.modules.hashes.Blake2Module;
import io.frameweave.interpreter.modules.hashes.DigestModules;
import io.frameweave.interpreter.modules.hashes.Sha3Module;
import io.frameweave.interpreter.modules.heapq.HeapqModule;
import io.frameweave.interpreter.modules.itertools.ItertoolsModule;
import io.frameweave.interpreter.modules.json.JsonModule;
import io.frameweave.interpreter.modules.locale.LocaleModule;
import io.frameweave.interpreter.modules.marshal.MarshalModule;
import io.frameweave.interpreter.modules.operator.OperatorModule;
import io.frameweave.interpreter.modules.random.RandomModule;
import io.frameweave.interpreter.modules.stat.StatModule;
import io.frameweave.interpreter.modules.string.StringModule;
import io.frameweave.interpreter.modules.struct.StructModule;
import io.frameweave.interpreter.modules.typing.TypingModule;
import io.frameweave.interpreter.modules.unicodedata.UnicodedataModule;
import io.frameweave.interpreter.modules.zlib.ZlibModule;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyModule;
import io.frameweave.interpreter.vm.BuiltinModuleSource;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * The registry of modules implemented in Java: the VM calls {@link #create} (through {@link #SOURCE}, which
 * every {@code PythonVM} is given) at start-up for {@code builtins} and {@code sys}, and on {@code import} for
 * the others. Each call builds a fresh module, so every {@code PythonVM} gets its own.
 */
public final class BuiltinModules {
    /** Each builtin module's name and how to make it, one line each (sys.builtin_module_names lists them sorted). */
    private static final Map<String, Supplier<PyModule>> MODULES = new HashMap<>();

    static {
        add("builtins", BuiltinsModule::create);
        add("sys", SysModule::create);
        add("gc", GcModule::create);
        add("math", MathModule::create);
        add("cmath", CmathModule::create);
        add("time", TimeModule::create);
        add("_thread", ThreadModule::create);
        add("_imp", ImpModule::create);
        add("_warnings", WarningsModule::create);
        add("_weakref", WeakrefModule::create);
        add("_abc", AbcModule::create);
        add("atexit", AtexitModule::create);
        add("__future__", FutureModule::create);
        add("itertools", ItertoolsModule::create);
        add("_collections", CollectionsModule::create);
        add("_functools", FunctoolsModule::create);
        add("_random", RandomModule::create);
        add("_heapq", HeapqModule::create);
        add("_bisect", BisectModule::create);
        add("_operator", OperatorModule::create);
        add("binascii", BinasciiModule::create);
        add("_struct", StructModule::create);
        add("marshal", MarshalModule::create);
        add("posix", PosixModule::create);
        add("_posixsubprocess", PosixSubprocessModule::create);
        add("select", SelectModule::create);
        add("_socket", SocketModule::create);
        add("errno", ErrnoModule::create);
        add("pwd", AccountModules::pwd);
        add("grp", AccountModules::grp);
        add("_stat", StatModule::create);
        add("_io", IoModule::create);
        add("_sre", SreModule::create);
        add("_codecs", () -> CodecsModule.create(CodecRegistries.current()));
        add("_blake2", Blake2Module::create);
        add("_md5", DigestModules::md5);
        add("_sha1", DigestModules::sha1);
        add("_sha256", DigestModules::sha256);
        add("_sha3", Sha3Module::create);
        add("_sha512", DigestModules::sha512);
        add("_signal", SignalModule::create);
        add("_ast", AstModule::create);
        add("_locale", () -> LocaleModule.create(System.getenv()));
        add("_contextvars", () -> ContextvarsModule.create(RunningVM::identity));
        add("_string", StringModule::create);
        add("zlib", ZlibModule::create);
        add("_csv", () -> CsvModule.create(RunningVM::identity));
        add("array", () -> ArrayModule.create(RunningVM::importModule));
        add("unicodedata", UnicodedataModule::create);
        add("_json", () -> JsonModule.create(RunningVM::importModule));
        add("_tracemalloc", TracemallocModule::create);
        add("_typing", TypingModule::create);
        add("faulthandler", FaulthandlerModule::create);
        CodecRegistries.serve();
    }

    private static void add(String name, Supplier<PyModule> create) {
        MODULES.put(name, create);
    }

    /** These modules as a {@code PythonVM} takes them. */
    public static final BuiltinModuleSource SOURCE = new Source();

    private BuiltinModules() {}

    /** A new module named {@code name}, or null when no builtin module has that name. */
    public static PyModule create(String name) {
        Supplier<PyModule> create = MODULES.get(name);
        return create == null ? null : create.get();
    }

    /** The names {@link #create} accepts, sorted. */
    public static List<String> names() {
        ArrayList<String> names = new ArrayList<>(MODULES.keySet()); // no stream: start-up links no lambda
        Collections.sort(names);
        return names;
    }

    /**
     * What the VM runs once the main program has finished (normally or not), before it returns its exit
     * status: calls {@code threading._shutdown()} (which waits for the non-daemon threads), runs the {@code atexit}
     * functions, puts back the handling of signals the program changed, then flushes files still open and
     * {@code sys.stdout} and {@code sys.stderr}. Never raises.
     */
    public static void shutdown() {
        ThreadingShutdown.atVmExit();
        PyDict sys = RunningVM.sysDict();
        AtexitModule.runAtExit(sys);
        Finalization.begin();
        SignalModule.restoreAtExit();
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
            return MODULES.containsKey(name);
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
