package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBool;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyFrozenSet;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyList;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyType;
import io.frameweave.interpreter.vm.LaunchOptions;
import io.frameweave.interpreter.vm.StdlibModuleNames;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * The attributes of {@code sys} that depend on how the interpreter was started: {@code path}, {@code flags},
 * {@code warnoptions}, {@code _xoptions}, {@code dont_write_bytecode}, {@code pycache_prefix}, and the installation's places that the standard library's {@code site} and
 * {@code sysconfig} read ({@code prefix}, {@code exec_prefix}, their {@code base_} twins, {@code platlibdir},
 * {@code _stdlib_dir}), plus {@code stdlib_module_names}.
 */
final class SysLaunchAttributes {
    private SysLaunchAttributes() {}

    static void install(PyDict sys, LaunchOptions options, List<String> searchPath) {
        PyList path = new PyList();
        for (String entry : searchPath) {
            path.append(PyStr.of(entry));
        }
        sys.putStr("path", path);
        sys.putStr("flags", flags(options));
        PyList warnOptions = new PyList();
        if (options.xOptions().containsKey("dev")) {
            warnOptions.append(PyStr.of("default")); // what CPython's development mode adds before the others
        }
        for (String w : options.warnOptions()) {
            warnOptions.append(PyStr.of(w));
        }
        sys.putStr("warnoptions", warnOptions);
        PyDict xOptions = new PyDict();
        for (Map.Entry<String, Object> e : options.xOptions().entrySet()) {
            xOptions.putStr(e.getKey(), e.getValue() instanceof String v ? PyStr.of(v) : Py.True);
        }
        sys.putStr("_xoptions", xOptions);
        Path lib = options.stdlibDir();
        PyStr prefix = PyStr.of(lib == null ? "" : prefixOf(lib).toString());
        for (String name : new String[] {"prefix", "exec_prefix", "base_prefix", "base_exec_prefix"}) {
            sys.putStr(name, prefix);
        }
        sys.putStr("platlibdir", PyStr.of("lib"));
        sys.putStr("_stdlib_dir", lib == null ? Py.None : PyStr.of(lib.toString()));
        String cachePrefix = options.pycachePrefix();
        sys.putStr("pycache_prefix", cachePrefix == null ? Py.None : PyStr.of(cachePrefix));
        sys.putStr("dont_write_bytecode", PyBool.of(options.dontWriteBytecode()));
        PyList names = new PyList();
        for (String n : StdlibModuleNames.NAMES) {
            names.append(PyStr.of(n));
        }
        sys.putStr("stdlib_module_names", PyFrozenSet.of(names));
    }

    /** The installation prefix a library directory belongs to: {@code /usr} for {@code /usr/lib/python3.11}. */
    private static Path prefixOf(Path lib) {
        Path parent = lib.getParent();
        if (parent != null && parent.getFileName() != null && parent.getFileName().toString().equals("lib")
                && parent.getParent() != null) {
            return parent.getParent();
        }
        return parent == null ? lib : parent;
    }

    /**
     * {@code sys.flags}: the options given, and CPython 3.11's defaults for the rest, except where the VM always
     * behaves as a CPython option would make it: it imports no {@code site} ({@code -S}) and does not randomise str
     * hashes. {@code options} null: no options.
     */
    static PyObject flags(LaunchOptions options) {
        PyType t = StructSequence.type("sys", "flags", "debug", "inspect", "interactive", "optimize",
                "dont_write_bytecode", "no_user_site", "no_site", "ignore_environment", "verbose", "bytes_warning",
                "quiet", "hash_randomization", "isolated", "dev_mode", "utf8_mode", "warn_default_encoding",
                "safe_path", "int_max_str_digits");
        PyInt zero = PyInt.of(0);
        PyInt one = PyInt.of(1);
        boolean isolated = options != null && options.isolated();
        boolean noEnv = options != null && options.ignoreEnvironment();
        boolean noUserSite = options != null && options.noUserSite();
        boolean safePath = options != null && options.safePath();
        boolean noBytecode = options != null && options.dontWriteBytecode();
        boolean dev = options != null && options.xOptions().containsKey("dev");
        int maxDigits = options == null ? -1 : options.intMaxStrDigits();
        return StructSequence.make(t, zero, zero, zero, zero, bit(noBytecode), bit(noUserSite), one, bit(noEnv), zero, zero,
                zero, zero, bit(isolated), PyBool.of(dev), zero, zero, PyBool.of(safePath), PyInt.of(maxDigits));
    }

    private static PyInt bit(boolean b) {
        return PyInt.of(b ? 1 : 0);
    }
}
