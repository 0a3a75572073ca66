package io.frameweave.interpreter.vm;

import io.frameweave.interpreter.lexer.SourceDecoder;
import io.frameweave.interpreter.syntax.SyntaxErrorException;

import io.frameweave.interpreter.bytecode.PyCode;
import io.frameweave.interpreter.runtime.ExceptionTypes;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyException;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyList;
import io.frameweave.interpreter.runtime.PyModule;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyTuple;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The import system: finds a module in {@code sys.modules}, else as {@code name.py} or {@code name/__init__.py}
 * in the directories of {@code sys.path} (the main script's directory, or the current directory for
 * {@code -c} and stdin), else among the builtin modules. A module is entered in {@code sys.modules} before its
 * code runs, so circular imports see the partially initialised module as in CPython.
 */
final class ImportSystem {
    private final PythonVM vm;
    private final Set<String> initializing = new HashSet<>();

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

    private void tryImportSubmodule(String name) {
        try {
            importModule(name);
        } catch (PyException e) {
            if (!e.matches(ExceptionTypes.ModuleNotFoundError)) {
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
        List<Path> dirs;
        PyObject parent = null;
        if (dot >= 0) {
            String parentName = name.substring(0, dot);
            parent = importModule(parentName);
            dirs = packagePath(parent);
            if (dirs == null) {
                throw notFound("No module named '" + name + "'; '" + parentName + "' is not a package", name);
            }
            PyObject again = vm.modules().getStr(name);
            if (again != null) {
                return again;
            }
        } else {
            dirs = searchPath();
        }
        String last = name.substring(dot + 1);
        PyObject found = null;
        for (Path dir : dirs) {
            Path file = dir.resolve(last + ".py");
            if (Files.isRegularFile(file)) {
                found = load(name, file.toAbsolutePath(), null);
                break;
            }
            Path init = dir.resolve(last).resolve("__init__.py");
            if (Files.isRegularFile(init)) {
                found = load(name, init.toAbsolutePath(), dir.resolve(last).toAbsolutePath());
                break;
            }
        }
        if (found == null && dot < 0) {
            PyModule b = vm.builtinModules().create(name);
            if (b != null) {
                vm.modules().putStr(name, b);
                found = b;
            }
        }
        if (found == null) {
            throw notFound("No module named '" + name + "'", name);
        }
        if (parent != null) {
            Ops.setAttr(parent, last, found);
        }
        return found;
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
        SourceDecoder.Decoded source;
        try {
            source = SourceDecoder.decode(Files.readAllBytes(file), file.toString());
        } catch (IOException e) {
            throw notFound("No module named '" + name + "'", name);
        }
        PyCode code;
        try {
            code = vm.compileFileOrThrow(source, file.toString());
        } catch (SyntaxErrorException e) {
            throw SyntaxErrors.toGuest(e);
        }
        PyDict d = new PyDict();
        // CPython's keys, in its order; no byte-code cache is written, so __cached__ is None
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
        d.putStr("__cached__", Py.None);
        d.putStr("__builtins__", vm.builtinsModule());
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
                out.add(Path.of(s.value));
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
                    out.add(s.value.isEmpty() ? Path.of("").toAbsolutePath() : Path.of(s.value));
                }
            }
        }
        return out;
    }
}
