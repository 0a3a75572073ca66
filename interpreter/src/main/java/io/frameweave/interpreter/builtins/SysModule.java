package io.frameweave.interpreter.builtins;

import java.util.Map;

import io.frameweave.interpreter.codecache.CacheLocation;
import io.frameweave.interpreter.runtime.ArgParser;
import io.frameweave.interpreter.runtime.ExceptionTypes;
import io.frameweave.interpreter.runtime.ObjectSizes;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBaseException;
import io.frameweave.interpreter.runtime.PyBool;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyException;
import io.frameweave.interpreter.runtime.PyFloat;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyList;
import io.frameweave.interpreter.runtime.PyModule;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyTuple;
import io.frameweave.interpreter.runtime.PyType;
import io.frameweave.interpreter.vm.GIL;
import io.frameweave.interpreter.vm.PyFrame;
import io.frameweave.interpreter.vm.SysHooks;
import io.frameweave.interpreter.vm.Unraisable;
import io.frameweave.interpreter.vm.ThreadState;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.ByteOrder;
import java.nio.file.Path;
import java.util.List;

/**
 * The {@code sys} module. The VM builds it with {@link #create(List, InputStream, PrintStream, PrintStream, PyDict)}
 * from its own streams, argv and module table; {@code BuiltinModules.create("sys")} takes them from the
 * current {@code PythonVM}. {@code sys.stdout} passes writes to the VM's (buffered) stream; call
 * {@link #flushStdStreams} at exit.
 */
public final class SysModule {
    public static final String VERSION = "3.11.7 (frameweave) [Java " + System.getProperty("java.version") + "]";
    private static final ArgParser GETFRAME = new ArgParser("_getframe", 0, "depth", "/");
    private static final ArgParser GETSIZEOF = new ArgParser("getsizeof", 1, "object", "default");

    /**
     * What {@code sys.getrefcount} returns for every object: the VM counts no references (the JVM's collector
     * traces them), and 2 is what CPython gives for an object referenced only by the caller's variable (that
     * reference and the argument's).
     */
    static final int REFCOUNT = 2;

    private SysModule() {}

    static PyModule create() {
        io.frameweave.interpreter.vm.PythonVM vm = RunningVM.vm();
        if (vm == null) {
            return create(List.of(), System.in, System.out, System.err, new PyDict());
        }
        PyModule sys = create(vm.argv(), vm.stdin(), vm.stdout(), vm.stderr(), vm.modules());
        SysLaunchAttributes.install(sys.getDict(), vm.options(), vm.initialSearchPath());
        return sys;
    }

    /**
     * A {@code sys} module over the given argv, streams and {@code sys.modules} dict, as if started with no
     * options and no standard library ({@code sys.path} holds the program's directory alone).
     */
    public static PyModule create(List<String> argv, InputStream in, PrintStream out, PrintStream err,
                                  PyDict modules) {
        ModuleBuilder m = new ModuleBuilder("sys");
        PyList argvList = new PyList();
        for (String a : argv) {
            argvList.append(PyStr.of(a));
        }
        m.constant("argv", argvList);
        Map<String, String> env = System.getenv();
        PyTextFile stdout = PyTextFile.forOutput("<stdout>", out, false, StdioEncoding.of(false, env));
        PyTextFile stderr = PyTextFile.forOutput("<stderr>", err, true, StdioEncoding.of(true, env));
        PyTextFile stdin = PyTextFile.forInput("<stdin>", in, StdioEncoding.of(false, env));
        m.constant("stdout", stdout).constant("stderr", stderr).constant("stdin", stdin);
        m.constant("__stdout__", stdout).constant("__stderr__", stderr).constant("__stdin__", stdin);
        m.constant("modules", modules);
        PyList path = new PyList();
        path.append(PyStr.of(argv.isEmpty() || argv.get(0).isEmpty() || argv.get(0).equals("-c") ? ""
                : scriptDirectory(argv.get(0))));
        m.constant("path", path);
        m.constant("version", PyStr.of(VERSION));
        PyType versionInfoType = StructSequence.type("sys", "version_info", "major", "minor", "micro",
                "releaselevel", "serial");
        PyObject versionInfo = StructSequence.make(versionInfoType, PyInt.of(3), PyInt.of(11), PyInt.of(7),
                PyStr.of("final"), PyInt.of(0));
        m.constant("version_info", versionInfo);
        m.constant("hexversion", PyInt.of(0x030B07F0));
        PyType floatInfoType = StructSequence.type("sys", "float_info", "max", "max_exp", "max_10_exp", "min",
                "min_exp", "min_10_exp", "dig", "mant_dig", "epsilon", "radix", "rounds");
        m.constant("float_info", StructSequence.make(floatInfoType, Py.newFloat(Double.MAX_VALUE), PyInt.of(1024),
                PyInt.of(308), Py.newFloat(Double.MIN_NORMAL), PyInt.of(-1021), PyInt.of(-307), PyInt.of(15),
                PyInt.of(53), Py.newFloat(Math.ulp(1.0)), PyInt.of(2), PyInt.of(1)));
        // repr(float) is the shortest string that reads back, and str -> float rounds correctly
        m.constant("float_repr_style", PyStr.of("short"));
        m.constant("implementation", Namespace.of("name", PyStr.of("frameweave"), "cache_tag", PyStr.of(CacheLocation.TAG),
                "version", versionInfo, "hexversion", PyInt.of(0x030B07F0), "_multiarch", PyStr.of(multiarch())));
        m.constant("platform", PyStr.of(platform()));
        m.constant("abiflags", PyStr.of("")); // POSIX CPython 3.8 and later: no ABI flags in a release build
        m.constant("maxsize", PyInt.of(Long.MAX_VALUE));
        m.constant("maxunicode", PyInt.of(0x10FFFF));
        m.constant("byteorder", PyStr.of(ByteOrder.nativeOrder() == ByteOrder.LITTLE_ENDIAN ? "little" : "big"));
        m.constant("executable", PyStr.of(executable()));
        m.constant("_base_executable", PyStr.of(executable()));
        m.constant("dont_write_bytecode", Py.False);
        m.constant("flags", SysLaunchAttributes.flags(null));
        List<String> moduleNames = BuiltinModules.names();
        PyObject[] names = new PyObject[moduleNames.size()];
        for (int i = 0; i < names.length; i++) {
            names[i] = PyStr.of(moduleNames.get(i));
        }
        m.constant("builtin_module_names", PyTuple.of(names));
        // importlib's finders: the VM's import statement is its own, and importlib fills these when it is imported
        m.constant("meta_path", new PyList());
        m.constant("path_hooks", new PyList());
        m.constant("path_importer_cache", new PyDict());
        m.function("exit", SysModule::exit);
        UntracedVM.addTo(m);
        m.constant("displayhook", SysHooks.DISPLAYHOOK).constant("__displayhook__", SysHooks.DISPLAYHOOK);
        m.constant("excepthook", SysHooks.EXCEPTHOOK).constant("__excepthook__", SysHooks.EXCEPTHOOK);
        m.constant("breakpointhook", Breakpoints.DEFAULT).constant("__breakpointhook__", Breakpoints.DEFAULT);
        Unraisable.useArgsType(StructSequence.type("builtins", "UnraisableHookArgs", "exc_type", "exc_value",
                "exc_traceback", "err_msg", "object"));
        m.constant("unraisablehook", Unraisable.UNRAISABLEHOOK).constant("__unraisablehook__", Unraisable.UNRAISABLEHOOK);
        m.function("is_finalizing", (a, k) -> {
            ArgParser.checkArity("is_finalizing", a, k, 0, 0);
            return PyBool.of(Finalization.finalizing());
        });
        AsyncGenHooks.install(m);
        CoroutineOrigins.install(m);
        m.function("_getframe", SysModule::getframe);
        m.function("getrecursionlimit", (a, k) -> {
            ArgParser.checkArity("getrecursionlimit", a, k, 0, 0);
            return PyInt.of(RunningVM.recursionLimit());
        });
        m.function("setrecursionlimit", SysModule::setrecursionlimit);
        m.function("getswitchinterval", (a, k) -> {
            ArgParser.checkArity("sys.getswitchinterval", a, k, 0, 0);
            return PyFloat.of(1e-6 * GIL.switchIntervalMicros());
        });
        m.function("setswitchinterval", (a, k) -> {
            ArgParser.checkArity("sys.setswitchinterval", a, k, 1, 1);
            double seconds = ArgValues.asDouble(a[0]);
            if (seconds <= 0.0) {
                throw Py.ValueError("switch interval must be strictly positive");
            }
            GIL.setSwitchIntervalMicros((long) (1e6 * seconds));
            return Py.None;
        });
        PyType intInfoType = StructSequence.type("sys", "int_info", "bits_per_digit", "sizeof_digit",
                "default_max_str_digits", "str_digits_check_threshold");
        m.constant("int_info", StructSequence.make(intInfoType, PyInt.of(30), PyInt.of(4),
                PyInt.of(PyInt.DEFAULT_MAX_STR_DIGITS), PyInt.of(PyInt.MAX_STR_DIGITS_THRESHOLD)));
        // numbers hash as CPython's (decimal and fractions compute their hashes from these); a str's hash is the
        // VM's own, made from Java's String.hashCode, unseeded
        PyType hashInfoType = StructSequence.type("sys", "hash_info", "width", "modulus", "inf", "nan", "imag",
                "algorithm", "hash_bits", "seed_bits", "cutoff");
        m.constant("hash_info", StructSequence.make(hashInfoType, PyInt.of(64), PyInt.of(PyInt.HASH_MODULUS),
                PyInt.of(314159), PyInt.of(0), PyInt.of(1000003), PyStr.of("java"), PyInt.of(64), PyInt.of(0),
                PyInt.of(0)));
        m.function("get_int_max_str_digits", (a, k) -> {
            ArgParser.checkArity("sys.get_int_max_str_digits", a, k, 0, 0);
            return PyInt.of(PyInt.maxStrDigits);
        });
        m.function("set_int_max_str_digits", SysModule::setIntMaxStrDigits);
        m.function("exc_info", (a, k) -> {
            ArgParser.checkArity("exc_info", a, k, 0, 0);
            return excInfo();
        });
        m.function("exception", (a, k) -> {
            ArgParser.checkArity("sys.exception", a, k, 0, 0);
            PyObject handled = ThreadState.current().topmostHandled();
            return handled instanceof PyBaseException ? handled : Py.None;
        });
        m.function("getsizeof", SysModule::getsizeof);
        m.function("intern", (a, k) -> {
            ArgParser.checkArity("intern", a, k, 1, 1);
            if (!(a[0] instanceof PyStr s)) {
                throw Py.TypeError("intern() argument must be str, not " + Py.typeName(a[0]));
            }
            return InternedStrings.intern(s);
        });
        m.function("getrefcount", (a, k) -> {
            if (k != null && k.length > 0 || a.length != 1) {
                throw Py.TypeError("sys.getrefcount() takes exactly one argument (" + a.length + " given)");
            }
            return PyInt.of(REFCOUNT);
        });
        // the VM has no audit hooks (sys.addaudithook), so raising an audit event does nothing
        m.function("audit", (a, k) -> {
            if (a.length - (k == null ? 0 : k.length) < 1 || k != null && k.length > 0) {
                throw Py.TypeError("audit() missing 1 required positional argument: 'event'");
            }
            if (!(a[0] instanceof PyStr)) {
                throw Py.TypeError("expected str for argument 'event', not " + Py.typeName(a[0]));
            }
            return Py.None;
        });
        // file names are UTF-8, undecodable bytes kept as lone surrogates, as CPython has them on Linux
        m.function("getfilesystemencoding", (a, k) -> {
            ArgParser.checkArity("getfilesystemencoding", a, k, 0, 0);
            return PyStr.of("utf-8");
        });
        m.function("getfilesystemencodeerrors", (a, k) -> {
            ArgParser.checkArity("getfilesystemencodeerrors", a, k, 0, 0);
            return PyStr.of("surrogateescape");
        });
        m.function("getdefaultencoding", (a, k) -> {
            ArgParser.checkArity("getdefaultencoding", a, k, 0, 0);
            return PyStr.of("utf-8");
        });
        return m.build();
    }

    private static String scriptDirectory(String script) {
        Path parent = Path.of(script).toAbsolutePath().getParent();
        return parent == null ? "" : parent.toString();
    }

    /**
     * {@code sys.executable}: a program that runs this VM with CPython's command line, so that
     * {@code subprocess.run([sys.executable, '-c', code])} starts another frameweave. The {@code frameweave}
     * script names its launcher ({@code bin/frameweave-python}) in the system property
     * {@value #EXECUTABLE_PROPERTY}; without it (the VM embedded, or started with {@code java -jar}) no single file
     * runs it, and the value is '' as CPython's when it cannot tell.
     */
    private static String executable() {
        String launcher = System.getProperty(EXECUTABLE_PROPERTY);
        return launcher == null ? "" : launcher;
    }

    /**
     * {@code sys.implementation._multiarch}: the platform triplet of a Debian-style CPython, by which
     * {@code sysconfig} finds the build-time variables of the installed standard library
     * ({@code _sysconfigdata__x86_64-linux-gnu.py}).
     */
    private static String multiarch() {
        String platform = platform();
        if (!platform.equals("linux")) {
            return platform;
        }
        String machine = switch (System.getProperty("os.arch", "")) {
            case "amd64", "x86_64" -> "x86_64";
            case "x86", "i386", "i686" -> "i386";
            case "arm" -> "arm";
            default -> System.getProperty("os.arch", "");
        };
        return machine + (machine.equals("arm") ? "-linux-gnueabihf" : "-linux-gnu");
    }

    static final String EXECUTABLE_PROPERTY = "frameweave.executable";

    private static String platform() {
        String os = System.getProperty("os.name", "").toLowerCase();
        if (os.startsWith("linux")) {
            return "linux";
        }
        if (os.startsWith("mac") || os.startsWith("darwin")) {
            return "darwin";
        }
        if (os.startsWith("windows")) {
            return "win32";
        }
        return os.replace(" ", "");
    }

    private static PyObject exit(PyObject[] a, String[] k) {
        ArgParser.checkArity("exit", a, k, 0, 1);
        if (a.length == 0) {
            throw GuestExceptions.create(ExceptionTypes.SystemExit);
        }
        throw GuestExceptions.create(ExceptionTypes.SystemExit, a[0]);
    }

    private static PyObject getframe(PyObject[] a, String[] k) {
        PyObject[] p = GETFRAME.parse(a, k);
        long depth = p[0] == null ? 0 : ArgValues.asLong(p[0]);
        PyFrame f = RunningVM.currentFrame();
        while (depth > 0 && f != null) {
            f = f.back;
            depth--;
        }
        if (f == null) {
            throw Py.ValueError("call stack is not deep enough");
        }
        return f;
    }

    private static final ArgParser SET_INT_MAX_STR_DIGITS = new ArgParser("set_int_max_str_digits", 1, "maxdigits");

    private static PyObject setIntMaxStrDigits(PyObject[] a, String[] k) {
        if (a.length == 0) {
            throw Py.TypeError("set_int_max_str_digits() missing required argument 'maxdigits' (pos 1)");
        }
        PyInt n = Ops.index(SET_INT_MAX_STR_DIGITS.parse(a, k)[0]);
        if (n.big != null || n.value > Integer.MAX_VALUE || n.value < Integer.MIN_VALUE) {
            throw Py.OverflowError("Python int too large to convert to C int");
        }
        if (n.value != 0 && n.value < PyInt.MAX_STR_DIGITS_THRESHOLD) {
            throw Py.ValueError("maxdigits must be 0 or larger than " + PyInt.MAX_STR_DIGITS_THRESHOLD);
        }
        PyInt.maxStrDigits = (int) n.value;
        return Py.None;
    }

    private static PyObject setrecursionlimit(PyObject[] a, String[] k) {
        ArgParser.checkArity("setrecursionlimit", a, k, 1, 1);
        PyInt n = Ops.index(a[0]);
        if (n.big != null || n.value > Integer.MAX_VALUE) {
            throw Py.OverflowError("Python int too large to convert to C int");
        }
        if (n.value < 1) {
            throw Py.ValueError("recursion limit must be greater or equal than 1");
        }
        int depth = ThreadState.current().depth;
        if (n.value <= depth) {
            throw Py.raise(ExceptionTypes.RecursionError, "cannot set the recursion limit to " + n.value
                    + " at the recursion depth " + depth + ": the limit is too low");
        }
        RunningVM.setRecursionLimit((int) n.value);
        return Py.None;
    }

    /**
     * {@code sys.getsizeof(object[, default])}: the object's {@code __sizeof__()} (a guest override is called) plus
     * what the collector keeps before a container; {@code default} is returned instead of a TypeError.
     */
    private static PyObject getsizeof(PyObject[] a, String[] k) {
        if (a.length == 0) {
            // CPython's words for it (its argument parser for "O|O" with keywords)
            throw Py.TypeError("getsizeof() missing required argument 'object' (pos 1)");
        }
        PyObject[] p = GETSIZEOF.parse(a, k);
        PyObject o = p[0];
        try {
            PyObject method = o.type().lookup("__sizeof__");
            if (method == null) {
                throw Py.TypeError("Type " + o.type().name + " doesn't define __sizeof__");
            }
            PyObject r = Ops.call(Ops.bind(method, o, o.type()));
            if (!(r instanceof PyInt size)) {
                throw Py.TypeError("an integer is required");
            }
            if (size.big != null) {
                throw Py.OverflowError("Python int too large to convert to C ssize_t");
            }
            if (size.value < 0) {
                throw Py.ValueError("__sizeof__() should return >= 0");
            }
            return PyInt.of(size.value + ObjectSizes.preHeader(o));
        } catch (PyException e) {
            if (p[1] != null && e.matches(ExceptionTypes.TypeError)) {
                return p[1];
            }
            throw e;
        }
    }

    private static PyObject excInfo() {
        PyObject handled = ThreadState.current().topmostHandled();
        if (!(handled instanceof PyBaseException e)) {
            return PyTuple.of(Py.None, Py.None, Py.None);
        }
        return PyTuple.of(e.type(), e, e.traceback == null ? Py.None : e.traceback);
    }

    /** Flushes {@code sys.stdout} and {@code sys.stderr} of the given sys module; never raises. */
    public static void flushStdStreams(PyModule sys) {
        for (String name : new String[] {"stdout", "stderr"}) {
            PyObject f = sys.getDict().getStr(name);
            if (f instanceof PyTextFile t && t.plain()) {
                t.flushQuietly();
            } else if (f != null && f != Py.None) {
                try {
                    Ops.callMethod(f, "flush");
                } catch (RuntimeException e) {
                    // CPython ignores flush errors at shutdown as well
                }
            }
        }
    }
}
