package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.ArgParser;
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
import io.frameweave.interpreter.runtime.PyType;
import io.frameweave.interpreter.vm.PyFrame;
import io.frameweave.interpreter.vm.TracebackPrinter;

/**
 * The {@code _warnings} module, the C half of CPython's {@code warnings}: the filters, the default action and the
 * once-registry that {@code warnings} re-exports, {@code warn} and {@code warn_explicit} with CPython 3.11's
 * matching, registries and messages, and {@code _filters_mutated}. Once {@code warnings} is imported, its
 * {@code filters}, {@code defaultaction}, {@code onceregistry} and {@code _showwarnmsg} are the ones used (a program
 * may rebind them); before, the module's own, and a warning prints itself on {@code sys.stderr} as CPython's C code
 * prints it. The VM's own warnings (a coroutine never awaited) are given through {@code warn} too.
 */
final class WarningsModule {
    private static final ArgParser WARN = new ArgParser("warn", 1, "message", "category", "stacklevel", "source");
    private static final ArgParser WARN_EXPLICIT = new ArgParser("warn_explicit", 4, "message", "category",
            "filename", "lineno", "module", "registry", "module_globals", "source");

    private PyList filters = defaultFilters();
    private PyObject defaultAction = PyStr.of("default");
    private PyDict onceRegistry = new PyDict();
    /** Bumped by {@code _filters_mutated()}: a registry of another version is out of date and cleared. */
    private long filtersVersion;

    private WarningsModule() {}

    static PyModule create() {
        WarningsModule s = new WarningsModule();
        ModuleBuilder m = new ModuleBuilder("_warnings");
        m.constant("__doc__", PyStr.of("_warnings provides basic warning filtering support.\n"
                + "It is a helper module to speed up interpreter start-up."));
        m.constant("filters", s.filters);
        m.constant("_defaultaction", s.defaultAction);
        m.constant("_onceregistry", s.onceRegistry);
        m.function("warn", (a, k) -> {
            PyObject[] p = WARN.parse(a, k);
            PyObject category = category(p[0], p[1] == null ? Py.None : p[1]);
            long level = p[2] == null ? 1 : Ops.index(p[2]).asLong();
            return s.warn(p[0], category, level, p[3] == null ? Py.None : p[3]);
        });
        m.function("warn_explicit", (a, k) -> s.warnExplicit(WARN_EXPLICIT.parse(a, k)));
        m.function("_filters_mutated", (a, k) -> {
            s.filtersVersion++;
            return Py.None;
        });
        return m.build();
    }

    /** CPython's filters of a release build: DeprecationWarning shown in __main__ only, four categories ignored. */
    private static PyList defaultFilters() {
        return PyList.of(
                filter("default", ExceptionTypes.DeprecationWarning, PyStr.of("__main__")),
                filter("ignore", ExceptionTypes.DeprecationWarning, Py.None),
                filter("ignore", ExceptionTypes.PendingDeprecationWarning, Py.None),
                filter("ignore", ExceptionTypes.ImportWarning, Py.None),
                filter("ignore", ExceptionTypes.ResourceWarning, Py.None));
    }

    private static PyTuple filter(String action, PyType category, PyObject module) {
        return PyTuple.of(PyStr.of(action), Py.None, category, module, PyInt.of(0));
    }

    /** The category of a warning: the message's class when it is a Warning, else {@code category} or UserWarning. */
    private static PyObject category(PyObject message, PyObject category) {
        if (Ops.isInstance(message, ExceptionTypes.Warning)) {
            return message.type();
        }
        if (category == Py.None) {
            return ExceptionTypes.UserWarning;
        }
        if (!(category instanceof PyType t) || !Ops.isSubclass(t, ExceptionTypes.Warning)) {
            throw Py.TypeError("category must be a Warning subclass, not '" + Py.typeName(category) + "'");
        }
        return category;
    }

    // ---- warn: where the warning is, from the stack ----

    private PyObject warn(PyObject message, PyObject category, long stackLevel, PyObject source) {
        PyFrame f = RunningVM.currentFrame();
        if (stackLevel <= 0 || isInternal(f)) {
            while (--stackLevel > 0 && f != null) {
                f = f.back;
            }
        } else {
            while (--stackLevel > 0 && f != null) {
                do {
                    f = f.back;
                } while (f != null && isInternal(f));
            }
        }
        PyDict globals;
        String filename;
        int lineno;
        if (f == null) {
            globals = RunningVM.sysDict();
            filename = "sys";
            lineno = 1;
        } else {
            globals = f.globals;
            filename = f.code.filename;
            lineno = f.lineno();
        }
        PyObject registry = globals.getStr("__warningregistry__");
        if (registry == null) {
            registry = new PyDict();
            globals.putStr("__warningregistry__", registry);
        }
        PyObject module = globals.getStr("__name__");
        if (module == null || module != Py.None && !(module instanceof PyStr)) {
            module = PyStr.of("<string>");
        }
        return warnExplicit(category, message, PyStr.of(filename), lineno, module, registry, null, source);
    }

    /** importlib's own frames, which a warning's stack level skips as CPython's does. */
    private static boolean isInternal(PyFrame f) {
        return f != null && f.code.filename.contains("importlib") && f.code.filename.contains("_bootstrap");
    }

    // ---- warn_explicit: the filters, the registries, the showing ----

    private PyObject warnExplicit(PyObject[] p) {
        PyObject message = p[0];
        PyObject category = p[1];
        if (!(p[2] instanceof PyStr filename)) {
            throw Py.TypeError("warn_explicit() argument 3 must be str, not " + Py.typeName(p[2]));
        }
        int lineno = Ops.index(p[3]).asInt();
        PyObject registry = p[5] == null ? Py.None : p[5];
        PyObject globals = p[6] == null ? Py.None : p[6];
        String sourceLine = null;
        if (globals != Py.None) {
            if (!(globals instanceof PyDict g)) {
                throw Py.TypeError("module_globals must be a dict, not '" + Py.typeName(globals) + "'");
            }
            sourceLine = sourceLine(g, lineno);
        }
        return warnExplicit(category, message, filename, lineno, p[4], registry, sourceLine,
                p[7] == null ? Py.None : p[7]);
    }

    private PyObject warnExplicit(PyObject category, PyObject message, PyStr filename, int lineno, PyObject module,
            PyObject registry, String sourceLine, PyObject source) {
        if (module == null) {
            module = moduleOfFile(filename.value);
        }
        if (registry != Py.None && !(registry instanceof PyDict)) {
            throw Py.TypeError("'registry' must be a dict or None");
        }
        PyObject text;
        if (Ops.isInstance(message, ExceptionTypes.Warning)) {
            text = PyStr.of(Ops.str(message));
            category = message.type();
        } else {
            text = message;
            message = Ops.call(category, message);
        }
        PyObject key = PyTuple.of(text, category, PyInt.of(lineno));
        if (registry instanceof PyDict r && alreadyWarned(r, key, false)) {
            return Py.None;
        }
        PyObject[] item = new PyObject[1];
        String action = action(category, text, lineno, module, item);
        switch (action) {
            case "error":
                throw new PyException((PyBaseException) message);
            case "ignore":
                return Py.None;
            case "always":
                break;
            default:
                if (registry instanceof PyDict r) {
                    Ops.setItem(r, key, Py.True);
                }
                boolean warned = false;
                if (action.equals("once")) {
                    PyDict once = registry instanceof PyDict r ? r : onceRegistry();
                    warned = alreadyWarned(once, PyTuple.of(text, category), true);
                } else if (action.equals("module")) {
                    if (registry instanceof PyDict r) {
                        warned = alreadyWarned(r, PyTuple.of(text, category, PyInt.of(0)), true);
                    }
                } else if (!action.equals("default")) {
                    throw Py.RuntimeError("Unrecognized action (" + Ops.repr(PyStr.of(action))
                            + ") in warnings.filters:\n " + Ops.repr(item[0]));
                }
                if (warned) {
                    return Py.None;
                }
        }
        show(category, text, message, filename, lineno, sourceLine, source);
        return Py.None;
    }

    /** A module name from a file name, as CPython guesses it when none is given: the name without ".py". */
    private static PyObject moduleOfFile(String filename) {
        if (filename.isEmpty()) {
            return PyStr.of("<unknown>");
        }
        return PyStr.of(filename.endsWith(".py") ? filename.substring(0, filename.length() - 3) : filename);
    }

    /** Whether {@code key} is in the registry (cleared first when the filters changed since); records it if asked. */
    private boolean alreadyWarned(PyDict registry, PyObject key, boolean record) {
        PyObject version = registry.getStr("version");
        if (!(version instanceof PyInt v) || v.getClass() != PyInt.class || v.asLong() != filtersVersion) {
            Ops.callMethod(registry, "clear");
            registry.putStr("version", PyInt.of(filtersVersion));
        } else {
            PyObject seen = registry.get(key);
            if (seen != null && Ops.isTrue(seen)) {
                return true;
            }
        }
        if (record) {
            Ops.setItem(registry, key, Py.True);
        }
        return false;
    }

    /** The action of the first filter that matches, else the default action; {@code item[0]} the filter. */
    private String action(PyObject category, PyObject text, int lineno, PyObject module, PyObject[] item) {
        PyObject current = warningsAttr("filters");
        if (current != null) {
            if (!(current instanceof PyList l)) {
                throw Py.ValueError("_warnings.filters must be a list");
            }
            filters = l;
        }
        for (int i = 0; i < filters.size; i++) {
            PyObject f = filters.items[i];
            if (!(f instanceof PyTuple t) || t.items.length != 5) {
                throw Py.ValueError("_warnings.filters item " + i + " isn't a 5-tuple");
            }
            if (!(t.items[0] instanceof PyStr action)) {
                throw Py.TypeError("action must be a string, not '" + Py.typeName(t.items[0]) + "'");
            }
            boolean goodMessage = matches(t.items[1], text);
            boolean goodModule = matches(t.items[3], module);
            boolean subclass = Ops.isSubclass(category, t.items[2]);
            long ln = Ops.index(t.items[4]).asLong();
            if (goodMessage && subclass && goodModule && (ln == 0 || ln == lineno)) {
                item[0] = f;
                return action.value;
            }
        }
        PyObject fallback = warningsAttr("defaultaction");
        if (fallback != null) {
            if (!(fallback instanceof PyStr)) {
                throw Py.TypeError("_warnings.defaultaction must be a string, not '" + Py.typeName(fallback) + "'");
            }
            defaultAction = fallback;
        }
        item[0] = Py.None;
        return ((PyStr) defaultAction).value;
    }

    private PyDict onceRegistry() {
        PyObject current = warningsAttr("onceregistry");
        if (current != null) {
            if (!(current instanceof PyDict d)) {
                throw Py.TypeError("_warnings.onceregistry must be a dict, not '" + Py.typeName(current) + "'");
            }
            onceRegistry = d;
        }
        return onceRegistry;
    }

    /** A filter's message or module part against the warning's: None matches all, a str itself, else {@code .match}. */
    private static boolean matches(PyObject pattern, PyObject value) {
        if (pattern == Py.None) {
            return true;
        }
        if (pattern.getClass() == PyStr.class) {
            return Ops.eq(pattern, value);
        }
        return Ops.isTrue(Ops.callMethod(pattern, "match", value));
    }

    /** An attribute of the {@code warnings} module if it is imported (or, when asked, once imported), else null. */
    private static PyObject warningsAttr(String name) {
        PyObject warnings = RunningVM.vm().modules().getStr("warnings");
        return warnings == null || warnings == Py.None ? null : Ops.lookupAttr(warnings, name);
    }

    private static String sourceLine(PyDict globals, int lineno) {
        PyObject loader = globals.getStr("__loader__");
        PyObject name = globals.getStr("__name__");
        if (loader == null || name == null) {
            return null;
        }
        PyObject source = Ops.callMethod(loader, "get_source", name);
        if (source == Py.None) {
            return null;
        }
        PyObject lines = Ops.callMethod(source, "splitlines");
        return Ops.str(Ops.getItem(lines, PyInt.of(lineno - 1)));
    }

    // ---- showing ----

    private void show(PyObject category, PyObject text, PyObject message, PyStr filename, int lineno,
            String sourceLine, PyObject source) {
        if (source != Py.None && RunningVM.vm().modules().getStr("warnings") == null) {
            RunningVM.importModule("warnings");
        }
        PyObject showFn = warningsAttr("_showwarnmsg");
        if (showFn == null) {
            showPlain(category, text, filename, lineno, sourceLine);
            return;
        }
        if (!Ops.isCallable(showFn)) {
            throw Py.TypeError("warnings._showwarnmsg() must be set to a callable");
        }
        PyObject messageClass = warningsAttr("WarningMessage");
        if (messageClass == null) {
            throw Py.RuntimeError("unable to get warnings.WarningMessage");
        }
        PyObject msg = Ops.call(messageClass, message, category, filename, PyInt.of(lineno), Py.None, Py.None,
                source);
        Ops.call(showFn, msg);
    }

    /** What CPython's C code prints when {@code warnings} is not imported: the location, the warning, its line. */
    private static void showPlain(PyObject category, PyObject text, PyStr filename, int lineno, String sourceLine) {
        PyObject err = RunningVM.sysAttr("stderr");
        String name = Ops.str(Ops.getAttr(category, "__name__"));
        StringBuilder b = new StringBuilder();
        b.append(filename.value).append(':').append(lineno).append(": ").append(name).append(": ")
                .append(Ops.str(text)).append('\n');
        String line = sourceLine != null ? sourceLine : TracebackPrinter.sourceLine(filename.value, lineno);
        if (line != null && (sourceLine != null || !line.isBlank())) {
            b.append("  ").append(line.stripLeading()).append('\n');
        }
        if (err == null || err == Py.None) {
            System.err.print("lost sys.stderr\n");
            return;
        }
        Ops.callMethod(err, "write", PyStr.of(b.toString()));
    }
}
