package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.bytecode.PyCode;
import io.frameweave.interpreter.runtime.ArgParser;
import io.frameweave.interpreter.runtime.Buffers;
import io.frameweave.interpreter.runtime.ExceptionTypes;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBytes;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyException;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyList;
import io.frameweave.interpreter.runtime.PyModule;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyTuple;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;

/**
 * The {@code _imp} module, what CPython's {@code importlib._bootstrap} and {@code _bootstrap_external} call into:
 * the import lock, the builtin modules (those of {@link BuiltinModules}), and the answers of a VM that has no
 * frozen modules and loads no C extensions ({@code extension_suffixes()} is empty).
 */
final class ImpModule {
    private ImpModule() {}

    private static final ArgParser SOURCE_HASH = new ArgParser("source_hash", 2, "key", "source");
    private static final ArgParser FIX_FILENAME = new ArgParser("_fix_co_filename", 2, "code", "path", "/");

    static PyModule create() {
        PyRLock lock = new PyRLock();
        ModuleBuilder m = new ModuleBuilder("_imp");
        m.constant("__doc__", PyStr.of("(Extremely) low-level import machinery bits as used by importlib."));
        m.function("acquire_lock", (a, k) -> {
            ArgParser.checkArity("acquire_lock", a, k, 0, 0);
            lock.acquire(true, -1);
            return Py.None;
        });
        m.function("release_lock", (a, k) -> {
            ArgParser.checkArity("release_lock", a, k, 0, 0);
            if (!lock.isOwned()) {
                throw Py.RuntimeError("not holding the import lock");
            }
            lock.release();
            return Py.None;
        });
        m.function("lock_held", (a, k) -> {
            ArgParser.checkArity("lock_held", a, k, 0, 0);
            return Py.newBool(lock.isLocked());
        });
        m.function("is_builtin", (a, k) -> {
            String name = onlyName("is_builtin", a, k);
            if (!BuiltinModules.names().contains(name)) {
                return PyInt.of(0);
            }
            return PyInt.of(name.equals("sys") || name.equals("builtins") ? -1 : 1);
        });
        m.function("create_builtin", (a, k) -> {
            ArgParser.checkArity("create_builtin", a, k, 1, 1);
            return createBuiltin(a[0]);
        });
        m.function("exec_builtin", (a, k) -> {
            ArgParser.checkArity("exec_builtin", a, k, 1, 1);
            return PyInt.of(0);
        });
        m.function("extension_suffixes", (a, k) -> {
            ArgParser.checkArity("extension_suffixes", a, k, 0, 0);
            return new PyList();
        });
        m.function("create_dynamic", (a, k) -> {
            PyObject spec = a.length > 0 ? a[0] : Py.None;
            throw Py.raise(ExceptionTypes.ImportError, "frameweave cannot load C extension modules ("
                    + Ops.str(Ops.getAttr(spec, "name")) + ")");
        });
        m.function("exec_dynamic", (a, k) -> PyInt.of(0));
        // no frozen modules: CPython's answers for a name that is not frozen
        m.function("is_frozen", (a, k) -> {
            onlyName("is_frozen", a, k);
            return Py.False;
        });
        m.function("is_frozen_package", (a, k) -> {
            throw notFrozen(onlyName("is_frozen_package", a, k));
        });
        m.function("get_frozen_object", (a, k) -> {
            ArgParser.checkArity("get_frozen_object", a, k, 1, 2);
            throw notFrozen(name("get_frozen_object", a[0]));
        });
        m.function("find_frozen", (a, k) -> {
            ArgParser.checkArity("find_frozen", a, k, 1, 2);
            name("find_frozen", a[0]);
            return Py.None;
        });
        m.function("init_frozen", (a, k) -> {
            onlyName("init_frozen", a, k);
            return Py.None;
        });
        m.function("_frozen_module_names", (a, k) -> PyTuple.EMPTY);
        m.function("_override_frozen_modules_for_tests", (a, k) -> Py.None);
        m.function("_fix_co_filename", ImpModule::fixFilename);
        m.function("source_hash", (a, k) -> {
            PyObject[] p = SOURCE_HASH.parse(a, k);
            long key = Ops.index(p[0]).asLong();
            byte[] hash = ByteBuffer.allocate(8).order(ByteOrder.LITTLE_ENDIAN)
                    .putLong(SipHash13.hash(key, 0, Buffers.bytesOf(p[1]))).array();
            return PyBytes.wrap(hash);
        });
        m.constant("check_hash_based_pycs", PyStr.of("default"));
        return m.build();
    }

    /** The one positional argument of a function of a module name. */
    private static String onlyName(String func, PyObject[] a, String[] k) {
        ArgParser.checkArity(func, a, k, 1, 1);
        return name(func, a[0]);
    }

    private static String name(String func, PyObject name) {
        if (!(name instanceof PyStr s)) {
            throw Py.TypeError(func + "() argument must be str, not " + Py.typeName(name));
        }
        return s.value;
    }

    private static PyException notFrozen(String name) {
        PyException e = Py.raise(ExceptionTypes.ImportError, "No such frozen object named " + Ops.repr(PyStr.of(name)));
        e.value.getDict().putStr("name", PyStr.of(name));
        return e;
    }

    /**
     * {@code create_builtin(spec)}: {@code sys} and {@code builtins} are this interpreter's own, any other builtin
     * module is made anew (CPython re-initialises them too); a name of no builtin module gives None, and importlib
     * then makes a plain module.
     */
    private static PyObject createBuiltin(PyObject spec) {
        PyObject nameObj = Ops.getAttr(spec, "name");
        if (!(nameObj instanceof PyStr s)) {
            throw Py.TypeError("name must be string, not " + Py.typeName(nameObj));
        }
        String name = s.value;
        if (name.equals("sys") || name.equals("builtins")) {
            PyDict modules = RunningVM.vm().modules();
            PyObject existing = modules.getStr(name);
            if (existing != null) {
                return existing;
            }
        }
        PyModule m = BuiltinModules.create(name);
        return m == null ? Py.None : m;
    }

    /**
     * {@code _fix_co_filename(code, path)}: CPython renames a cached code object whose source moved. frameweave's
     * code objects keep the file name they were compiled or marshalled with, which is the source's own unless the
     * cache file was copied with it; then the name stays the old one.
     */
    private static PyObject fixFilename(PyObject[] a, String[] k) {
        PyObject[] p = FIX_FILENAME.parse(a, k);
        if (!(p[0] instanceof PyCode)) {
            throw Py.TypeError("_fix_co_filename() argument 1 must be code, not " + Py.typeName(p[0]));
        }
        name("_fix_co_filename", p[1]);
        return Py.None;
    }
}
