package io.frameweave.interpreter.vm;

import io.frameweave.interpreter.runtime.ExceptionTypes;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyException;
import io.frameweave.interpreter.runtime.PyList;
import io.frameweave.interpreter.runtime.PyModule;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * CPython's {@code importlib} beside the VM's own import system. The {@code import} statement stays the VM's (it
 * needs no Python code and so stays fast), but once a program imports {@code importlib}, the VM installs
 * importlib's finders as CPython starts with them ({@code BuiltinImporter}, {@code FrozenImporter} and
 * {@code PathFinder} in {@code sys.meta_path}, {@code FileFinder}'s hook in {@code sys.path_hooks}), so that
 * {@code importlib.import_module}, {@code importlib.util.find_spec}, {@code reload} and {@code pkgutil} work, and
 * gives every module a {@code ModuleSpec} and a loader as CPython's would have: those imported before at once, those
 * imported after as they are loaded. Before that, a module's {@code __spec__} and {@code __loader__} are None.
 */
final class ImportlibSpecs {
    private final PyObject specFromFileLocation;
    private final PyObject specFromModule;
    private final PyObject initModuleAttrs;
    private final PyObject builtinImporter;
    private final PyObject sourceFileLoader;
    private final PyObject gcdImport;

    private ImportlibSpecs(PyObject bootstrap, PyObject external) {
        specFromFileLocation = Ops.getAttr(external, "spec_from_file_location");
        sourceFileLoader = Ops.getAttr(external, "SourceFileLoader");
        specFromModule = Ops.getAttr(bootstrap, "_spec_from_module");
        initModuleAttrs = Ops.getAttr(bootstrap, "_init_module_attrs");
        builtinImporter = Ops.getAttr(bootstrap, "BuiltinImporter");
        gcdImport = Ops.getAttr(bootstrap, "_gcd_import");
    }

    /**
     * Called when the package {@code importlib} has been imported: installs the finders and gives the modules
     * already imported their specs. Null when that {@code importlib} is not CPython's (no bootstrap modules).
     */
    static ImportlibSpecs install(PythonVM vm) {
        PyDict modules = vm.modules();
        PyObject bootstrap = modules.getStr("importlib._bootstrap");
        PyObject external = modules.getStr("importlib._bootstrap_external");
        if (!(bootstrap instanceof PyModule) || !(external instanceof PyModule)
                || Ops.lookupAttr(external, "spec_from_file_location") == null) {
            return null;
        }
        ImportlibSpecs specs = new ImportlibSpecs(bootstrap, external);
        PyDict sys = vm.sysModule().getDict();
        if (sys.getStr("meta_path") instanceof PyList metaPath && !metaPath.contains(specs.builtinImporter)) {
            metaPath.append(specs.builtinImporter);
            metaPath.append(Ops.getAttr(bootstrap, "FrozenImporter"));
            Ops.callMethod(external, "_install", bootstrap);
        }
        List<PyObject> known = new ArrayList<>();
        for (int i = modules.nextIndex(0); i >= 0; i = modules.nextIndex(i + 1)) {
            known.add(modules.valueAt(i));
        }
        for (PyObject m : known) {
            if (m instanceof PyModule module) {
                specs.giveSpecAfterwards(module);
            }
        }
        return specs;
    }

    /** A module imported before importlib: its spec from its file, as if importlib had loaded it. */
    private void giveSpecAfterwards(PyModule module) {
        PyDict d = module.getDict();
        PyObject spec = d.getStr("__spec__");
        if (spec != null && spec != Py.None || !(d.getStr("__file__") instanceof PyStr file)
                || !(d.getStr("__name__") instanceof PyStr name) || !file.value.endsWith(".py")) {
            return;
        }
        if (name.value.equals("__main__")) {
            // a script's __main__ has no spec in CPython either, but a loader
            if (d.getStr("__loader__") == null || d.getStr("__loader__") == Py.None) {
                d.putStr("__loader__", Ops.call(sourceFileLoader, name, file));
            }
            return;
        }
        give(name.value, d, Path.of(file.value));
    }

    /** Sets {@code __spec__} and {@code __loader__} (and a package's {@code __path__}) of a module loaded from {@code file}. */
    void give(String name, PyDict d, Path file) {
        PyObject spec = Ops.call(specFromFileLocation, PyStr.of(name), PyStr.of(file.toString()));
        d.putStr("__loader__", Ops.getAttr(spec, "loader"));
        d.putStr("__spec__", spec);
        PyObject locations = Ops.getAttr(spec, "submodule_search_locations");
        if (locations != Py.None && d.getStr("__path__") != null) {
            d.putStr("__path__", locations);
        }
    }

    /**
     * A module the VM's own search did not find, imported by importlib's finders in {@code sys.meta_path}: a
     * namespace package (a directory without {@code __init__.py}), or what a finder the program added finds.
     * Null when none has it.
     */
    PyObject importByFinders(String name) {
        try {
            return Ops.call(gcdImport, PyStr.of(name));
        } catch (PyException e) {
            PyDict d = e.value.getDict();
            PyObject missing = d == null ? null : d.getStr("name");
            if (e.matches(ExceptionTypes.ModuleNotFoundError) && missing instanceof PyStr m && m.value.equals(name)) {
                return null; // the VM's own error, without importlib's frames in its traceback
            }
            throw e;
        }
    }

    /** Gives a builtin module made after importlib came its spec, as importlib's BuiltinImporter would have. */
    void giveBuiltin(PyModule module) {
        PyObject spec = Ops.call(specFromModule, module, builtinImporter);
        Ops.call(initModuleAttrs, spec, module);
    }
}
