package io.frameweave.interpreter.vm;

import io.frameweave.interpreter.codecache.CodeCache;
import io.frameweave.interpreter.lexer.SourceDecoder;
import io.frameweave.interpreter.syntax.SyntaxErrorException;

import io.frameweave.interpreter.bytecode.PyCode;
import io.frameweave.interpreter.runtime.ExceptionTypes;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBaseException;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyException;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyList;
import io.frameweave.interpreter.runtime.PyModule;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyTuple;
import io.frameweave.interpreter.runtime.WorkingDirectory;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The import system: finds a module in {@code sys.modules}, else among the builtin modules (those written in Java
 * win over files of the same name, as CPython's builtin importer comes before its path finder), else as
 * {@code name.py} or {@code name/__init__.py} in the directories of {@code sys.path} (see {@link ModuleSearchPath}).
 * A module is entered in {@code sys.modules} before its code runs, so circular imports see the partially
 * initialised module as in CPython. A standard-library module that is missing because the library itself is
 * missing is reported as such ({@link #missingStdlibReport}). Once CPython's {@code importlib} is imported, modules
 * get its specs and loaders, and what this search does not find is asked of importlib's finders
 * ({@link ImportlibSpecs}).
 */
final class ImportSystem {
    private final PythonVM vm;
    private final Set<String> initializing = new HashSet<>();
    // the last ModuleNotFoundError raised for a standard-library module while there is no library: printed as one
    // line, not a traceback, when it ends the program
    private volatile PyBaseException missingStdlib;
    // importlib's specs for the modules imported once CPython's importlib is: null before
    private ImportlibSpecs importlibSpecs;

    ImportSystem(PythonVM vm) {
        this.vm = vm;
    }

    // ---- the instructions ----

    /** IMPORT_NAME: the top-level package for {@code import a.b}, the leaf module when there is a fromlist. */
    static PyObject importName(String name, PyDict globals, PyObject fromlist, PyObject levelObj) {
        ImportSystem self = PythonVM.current().imports;
        int level = levelObj instanceof PyInt i ? (int) i.value : 0;
        String full = level > 0 ? self.resolveRelative(name, globals, level) : name;
        PyObject leaf = self.importModule(full);
        boolean hasFrom = fromlist instanceof PyTuple t && t.items.length > 0;
        if (!hasFrom) {
            if (level > 0 || !full.contains(".")) {
                return leaf;
            }
            return self.vm.modules().getStr(full.substring(0, full.indexOf('.')));
        }
        if (leaf.getDict() != null && leaf.getDict().getStr("__path__") != null) {
            for (PyObject item : ((PyTuple) fromlist).items) {
                String n = ((PyStr) item).value;
                if (!n.equals("*") && Ops.lookupAttr(leaf, n) == null) {
                    self.tryImportSubmodule(full + "." + n);
                }
            }
        }
        return leaf;
    }

    /** A fromlist's submodule: skipped when it does not exist, but not when it fails, as CPython's _handle_fromlist. */
    private void tryImportSubmodule(String name) {
        try {
            importModule(name);
        } catch (PyException e) {
            PyDict d = e.value.getDict();
            PyObject missing = d == null ? null : d.getStr("name");
            if (!e.matches(ExceptionTypes.ModuleNotFoundError) || !(missing instanceof PyStr m) || !m.value.equals(name)) {
                throw e;
            }
        }
    }

    private String resolveRelative(String name, PyDict globals, int level) {
        PyObject pkg = globals.getStr("__package__");
        String base;
        if (pkg instanceof PyStr p && !p.value.isEmpty()) {
            base = p.value;
        } else {
            PyObject n = globals.getStr("__name__");
            String modName = n instanceof PyStr s ? s.value : "";
            base = globals.getStr("__path__") != null ? modName
                    : modName.contains(".") ? modName.substring(0, modName.lastIndexOf('.')) : "";
        }
        if (base.isEmpty()) {
            throw Py.raise(ExceptionTypes.ImportError, "attempted relative import with no known parent package");
        }
        for (int i = 1; i < level; i++) {
            int dot = base.lastIndexOf('.');
            if (dot < 0) {
                throw Py.raise(ExceptionTypes.ImportError, "attempted relative import beyond top-level package");
            }
            base = base.substring(0, dot);
        }
        return name.isEmpty() ? base : base + "." + name;
    }

    /** IMPORT_FROM: {@code module.name}, or the submodule {@code module.name}, or CPython's ImportError. */
    static PyObject importFrom(PyObject module, String name) {
        PyObject v = Ops.lookupAttr(module, name);
        if (v != null) {
            return v;
        }
        ImportSystem self = PythonVM.current().imports;
        PyDict d = module.getDict();
        PyObject modName = d == null ? null : d.getStr("__name__");
        String mn = modName instanceof PyStr s ? s.value : "<unknown module name>";
        PyObject sub = self.vm.modules().getStr(mn + "." + name);
        if (sub != null) {
            return sub;
        }
        PyObject file = d == null ? null : d.getStr("__file__");
        String path = file instanceof PyStr f ? f.value : "unknown location";
        if (self.initializing.contains(mn)) {
            throw importError("cannot import name '" + name + "' from partially initialized module '" + mn
                    + "' (most likely due to a circular import) (" + path + ")", mn);
        }
        throw importError("cannot import name '" + name + "' from '" + mn + "' (" + path + ")", mn);
    }

    private static PyException importError(String msg, String moduleName) {
        PyException e = Py.raise(ExceptionTypes.ImportError, msg);
        PyDict d = e.value.getDict();
        if (d != null) {
            d.putStr("name", PyStr.of(moduleName));
        }
        return e;
    }

    /** IMPORT_STAR: the names of {@code __all__}, else the public names, into the locals mapping. */
    static void importStar(PyFrame frame, PyObject module) {
        PyObject all = Ops.lookupAttr(module, "__all__");
        if (all != null) {
            PyObject it = Ops.iter(all);
            for (PyObject n = Ops.next(it); n != null; n = Ops.next(it)) {
                if (!(n instanceof PyStr s)) {
                    throw Py.TypeError("Item in " + moduleName(module) + ".__all__ must be str, not " + Py.typeName(n));
                }
                NameOps.storeName(frame, s.value, Ops.getAttr(module, s.value));
            }
            return;
        }
        PyDict d = module.getDict();
        if (d == null) {
            return;
        }
        List<PyObject[]> pairs = new ArrayList<>();
        for (int i = d.nextIndex(0); i >= 0; i = d.nextIndex(i + 1)) {
            PyObject k = d.keyAt(i);
            if (k instanceof PyStr s && !s.value.startsWith("_")) {
                pairs.add(new PyObject[] {k, d.valueAt(i)});
            }
        }
        for (PyObject[] kv : pairs) {
            NameOps.storeName(frame, ((PyStr) kv[0]).value, kv[1]);
        }
    }

    private static String moduleName(PyObject module) {
        PyDict d = module.getDict();
        PyObject n = d == null ? null : d.getStr("__name__");
        return n instanceof PyStr s ? s.value : "module";
    }

    // ---- finding and loading ----

    /** The module named {@code name} (dotted), imported (with its parents) if not yet in sys.modules. */
    PyObject importModule(String name) {
        PyObject m = vm.modules().getStr(name);
        if (m != null) {
            if (m == Py.None) {
                throw notFound("import of " + name + " halted; None in sys.modules", name);
            }
            return m;
        }
        int dot = name.lastIndexOf('.');
        if (dot == 0) {
            throw notFound(name); // '.', '.x': importlib finds no module with an empty parent name
        }
        List<Path> dirs;
        PyObject parent = null;
        if (dot >= 0) {
            String parentName = name.substring(0, dot);
            parent = importModule(parentName);
            // the parent's code may have put the module there itself (os puts os.path), package or not
            PyObject again = vm.modules().getStr(name);
            if (again != null) {
                return again;
            }
            dirs = packagePath(parent);
            if (dirs == null) {
                throw notFound("No module named '" + name + "'; '" + parentName + "' is not a package", name);
            }
        } else {
            dirs = searchPath();
        }
        String last = name.substring(dot + 1);
        if (last.isEmpty()) {
            throw notFound(name); // 'x.': nor one with an empty name in a package
        }
        PyObject found = null;
        if (dot < 0) {
            PyModule b = vm.builtinModules().create(name);
            if (b != null) {
                vm.modules().putStr(name, b);
                found = b;
                if (importlibSpecs != null) {
                    importlibSpecs.giveBuiltin(b);
                }
            }
        }
        if (found == null) {
            Source source = find(last, dirs);
            if (source != null) {
                found = load(name, source.file(), source.packageDir());
                if (name.equals("importlib") && importlibSpecs == null) {
                    importlibSpecs = ImportlibSpecs.install(vm);
                }
            }
        }
        if (found == null && importlibSpecs != null) {
            found = importlibSpecs.importByFinders(name);
        }
        if (found == null) {
            throw notFound(name);
        }
        if (parent != null) {
            Ops.setAttr(parent, last, found);
        }
        return found;
    }

    /** The module {@code -m} runs: its full name and its file. */
    record MainModule(String name, Path file) {}

    /** Why {@code -m NAME} cannot run: the message CPython's {@code runpy} gives, printed after the program's name. */
    static final class MainModuleError extends Exception {
        MainModuleError(String message) {
            super(message, null, false, false);
        }
    }

    /**
     * The source of the module {@code -m name} runs, found as CPython's {@code runpy} finds it: the parent packages
     * are imported first (their {@code __init__} runs), a package stands for its {@code __main__} submodule, and a
     * builtin module has no code to run. Exceptions raised by a parent package's code pass through.
     */
    MainModule locateMain(String name) throws MainModuleError {
        if (name.startsWith(".")) {
            throw new MainModuleError("Relative module names not supported");
        }
        int dot = name.lastIndexOf('.');
        List<Path> dirs;
        if (dot >= 0) {
            String parentName = name.substring(0, dot);
            PyObject parent;
            try {
                parent = importModule(parentName);
            } catch (PyException e) {
                if (!e.matches(ExceptionTypes.ImportError) || !isAncestorMissing(e, parentName)) {
                    throw e;
                }
                throw specificationError(name, Py.typeName(e.value) + ": " + Ops.str(e.value));
            }
            dirs = packagePath(parent);
            if (dirs == null) {
                throw specificationError(name, "ModuleNotFoundError: __path__ attribute not found on '" + parentName
                        + "' while trying to find '" + name + "'");
            }
        } else {
            if (vm.builtinModules().has(name)) {
                throw new MainModuleError("No code object available for " + name);
            }
            dirs = searchPath();
        }
        Source source = find(name.substring(dot + 1), dirs);
        if (source == null) {
            throw new MainModuleError("No module named " + name);
        }
        if (source.packageDir() == null) {
            return new MainModule(name, source.file());
        }
        if (name.equals("__main__") || name.endsWith(".__main__")) {
            throw new MainModuleError("Cannot use package as __main__ module");
        }
        try {
            return locateMain(name + ".__main__");
        } catch (MainModuleError e) {
            if (vm.modules().getStr(name) == null) {
                throw e;
            }
            throw new MainModuleError(e.getMessage() + "; '" + name + "' is a package and cannot be directly executed");
        }
    }

    /** Whether an ImportError from importing {@code parentName} says that it, or a package above it, is missing. */
    private static boolean isAncestorMissing(PyException e, String parentName) {
        PyDict d = e.value.getDict();
        PyObject missing = d == null ? null : d.getStr("name");
        if (!(missing instanceof PyStr m)) {
            return false;
        }
        return m.value.equals(parentName) || parentName.startsWith(m.value + ".");
    }

    private static MainModuleError specificationError(String name, String cause) {
        String msg = "Error while finding module specification for '" + name + "' (" + cause + ")";
        if (name.endsWith(".py")) {
            String bare = name.substring(0, name.length() - 3);
            msg += ". Try using '" + bare + "' instead of '" + name + "' as the module name.";
        }
        return new MainModuleError(msg);
    }

    /** A module's source file, and its package directory when it is a package's {@code __init__.py}. */
    record Source(Path file, Path packageDir) {}

    /** {@code last.py} or {@code last/__init__.py} in the first of {@code dirs} that has either, or null. */
    static Source find(String last, List<Path> dirs) {
        for (Path dir : dirs) {
            Path file = dir.resolve(last + ".py");
            if (Files.isRegularFile(file)) {
                return new Source(file.toAbsolutePath(), null);
            }
            Path init = dir.resolve(last).resolve("__init__.py");
            if (Files.isRegularFile(init)) {
                return new Source(init.toAbsolutePath(), dir.resolve(last).toAbsolutePath());
            }
        }
        return null;
    }

    /** CPython's ModuleNotFoundError, or with no library to find it in, one that says what to install. */
    private PyException notFound(String name) {
        StandardLibrary stdlib = vm.options().stdlib();
        String top = name.contains(".") ? name.substring(0, name.indexOf('.')) : name;
        if (stdlib.dir() == null && StdlibModuleNames.NAMES.contains(top)) {
            PyException e = notFound("No module named '" + name + "' (" + stdlib.problem() + ")", name);
            missingStdlib = e.value;
            return e;
        }
        return notFound("No module named '" + name + "'", name);
    }

    /**
     * The one line that stands for {@code exc}'s traceback when {@code exc} is the ModuleNotFoundError of a
     * standard-library module missing with the library: what is missing and what to install; otherwise null.
     */
    String missingStdlibReport(PyBaseException exc) {
        if (exc != missingStdlib || exc == null) {
            return null;
        }
        PyObject name = exc.getDict() == null ? null : exc.getDict().getStr("name");
        String what = name instanceof PyStr s ? "the program imports '" + s.value + "' from the standard library, but "
                : "";
        StandardLibrary stdlib = vm.options().stdlib();
        return what + stdlib.problem() + "; " + stdlib.advice();
    }

    private static PyException notFound(String msg, String name) {
        PyException e = Py.raise(ExceptionTypes.ModuleNotFoundError, msg);
        PyDict d = e.value.getDict();
        if (d != null) {
            d.putStr("name", PyStr.of(name));
        }
        return e;
    }

    private PyObject load(String name, Path file, Path packageDir) {
        CodeCache.Entry cache = vm.codeCache().entry(file, pycachePrefix());
        PyCode code = cache.load(file.toString());
        if (code == null) {
            code = compile(name, file);
            if (!dontWriteBytecode()) {
                cache.store(code);
            }
        }
        PyDict d = new PyDict();
        // CPython's keys, in its order
        d.putStr("__name__", PyStr.of(name));
        d.putStr("__doc__", Py.None);
        int dot = name.lastIndexOf('.');
        d.putStr("__package__", PyStr.of(packageDir != null ? name : dot < 0 ? "" : name.substring(0, dot)));
        d.putStr("__loader__", Py.None);
        d.putStr("__spec__", Py.None);
        if (packageDir != null) {
            d.putStr("__path__", PyList.of(PyStr.of(packageDir.toString())));
        }
        d.putStr("__file__", PyStr.of(file.toString()));
        d.putStr("__cached__", cache.file() == null ? Py.None : PyStr.of(cache.file().toString()));
        d.putStr("__builtins__", vm.builtinsModule());
        if (importlibSpecs != null) {
            importlibSpecs.give(name, d, file);
        }
        PyModule module = new PyModule(name, d);
        vm.modules().putStr(name, module);
        initializing.add(name);
        try {
            vm.exec(code, d, d);
        } catch (PyException e) {
            vm.modules().remove(PyStr.of(name));
            throw e;
        } finally {
            initializing.remove(name);
        }
        PyObject result = vm.modules().getStr(name);
        return result != null ? result : module;
    }

    /** The code of a module's source file, compiled. */
    private PyCode compile(String name, Path file) {
        SourceDecoder.Decoded source;
        try {
            source = SourceDecoder.decode(Files.readAllBytes(file), file.toString());
        } catch (IOException e) {
            throw notFound("No module named '" + name + "'", name);
        }
        try {
            return vm.compileFileOrThrow(source, file.toString());
        } catch (SyntaxErrorException e) {
            throw SyntaxErrors.toGuest(e);
        }
    }

    /** {@code sys.pycache_prefix}, read at each import as importlib reads it; null when None or not a str. */
    private String pycachePrefix() {
        PyObject prefix = sysAttribute("pycache_prefix");
        return prefix instanceof PyStr s ? s.value : null;
    }

    /** {@code sys.dont_write_bytecode}, read at each import as importlib reads it. */
    private boolean dontWriteBytecode() {
        PyObject flag = sysAttribute("dont_write_bytecode");
        return flag != null && Ops.isTrue(flag);
    }

    private PyObject sysAttribute(String name) {
        PyModule sys = vm.sysModule();
        return sys == null ? null : sys.getDict().getStr(name);
    }

    private static List<Path> packagePath(PyObject pkg) {
        PyDict d = pkg.getDict();
        PyObject p = d == null ? null : d.getStr("__path__");
        if (p == null) {
            return null;
        }
        List<Path> out = new ArrayList<>();
        PyObject it = Ops.iter(p);
        for (PyObject v = Ops.next(it); v != null; v = Ops.next(it)) {
            if (v instanceof PyStr s) {
                addDirectory(out, s.value);
            }
        }
        return out;
    }

    /** The directories of {@code sys.path} ("" is the current directory). */
    private List<Path> searchPath() {
        List<Path> out = new ArrayList<>();
        PyModule sys = vm.sysModule();
        PyObject p = sys == null ? null : sys.getDict().getStr("path");
        if (p instanceof PyList list) {
            for (int i = 0; i < list.size; i++) {
                if (list.items[i] instanceof PyStr s) {
                    addDirectory(out, s.value);
                }
            }
        }
        return out;
    }

    /**
     * Adds the directory {@code dir} names, a relative one taken from the VM's current directory at this import (as
     * importlib's path finder does: "" and "." are that directory); one no file system path can name holds no module,
     * and is left out.
     */
    private static void addDirectory(List<Path> out, String dir) {
        try {
            out.add(Path.of(dir.isEmpty() || dir.equals(".") ? WorkingDirectory.get().toString()
                    : WorkingDirectory.absolute(dir)));
        } catch (java.nio.file.InvalidPathException e) {
            // a lone surrogate in the name: nothing to import from there
        }
    }
}
