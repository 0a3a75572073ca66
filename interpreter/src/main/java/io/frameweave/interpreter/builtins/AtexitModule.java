package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.ArgParser;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyException;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyModule;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.vm.Unraisable;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The {@code atexit} module: functions the program registers run when it ends, the last registered first, after
 * the non-daemon threads have finished and before the VM finalizes the objects still alive (as CPython's
 * {@code Py_FinalizeEx} orders it). {@code weakref.finalize} relies on it. Each VM's module keeps its own list.
 */
final class AtexitModule {
    private AtexitModule() {}

    /** One registration: the function and the arguments to call it with (keyword values last, as in a call). */
    private record Exit(PyObject function, PyObject[] args, String[] kwnames) {}

    /** The registrations of one module, reachable from the module through its {@code _run_exitfuncs}. */
    private static final class Registry {
        final List<Exit> exits = new ArrayList<>();

        void runAll() {
            while (!exits.isEmpty()) {
                Exit e = exits.remove(exits.size() - 1);
                if (e == null) {
                    continue;
                }
                try {
                    Ops.call(e.function, e.args, e.kwnames);
                } catch (PyException x) {
                    Unraisable.report("in atexit callback", e.function, x.value);
                }
            }
        }
    }

    static PyModule create() {
        Registry r = new Registry();
        ModuleBuilder m = new ModuleBuilder("atexit");
        m.function("register", (a, k) -> {
            int positional = a.length - (k == null ? 0 : k.length);
            if (positional < 1) {
                throw Py.TypeError("register() takes at least 1 argument (0 given)");
            }
            if (!Ops.isCallable(a[0])) {
                throw Py.TypeError("the first argument must be callable");
            }
            r.exits.add(new Exit(a[0], Arrays.copyOfRange(a, 1, a.length), k));
            return a[0];
        });
        m.function("unregister", (a, k) -> {
            ArgParser.checkArity("unregister", a, k, 1, 1);
            // CPython empties the slots and keeps counting them in _ncallbacks()
            r.exits.replaceAll(e -> e != null && Ops.eq(e.function, a[0]) ? null : e);
            return Py.None;
        });
        m.function("_run_exitfuncs", (a, k) -> {
            ArgParser.checkArity("_run_exitfuncs", a, k, 0, 0);
            r.runAll();
            return Py.None;
        });
        m.function("_clear", (a, k) -> {
            ArgParser.checkArity("_clear", a, k, 0, 0);
            r.exits.clear();
            return Py.None;
        });
        m.function("_ncallbacks", (a, k) -> {
            ArgParser.checkArity("_ncallbacks", a, k, 0, 0);
            return PyInt.of(r.exits.size());
        });
        return m.build();
    }

    /** At the end of the program: runs the registrations of the {@code atexit} module the program imported. */
    static void runAtExit(PyDict sys) {
        PyObject modules = sys == null ? null : sys.getStr("modules");
        PyObject atexit = modules instanceof PyDict d ? d.getStr("atexit") : null;
        if (atexit instanceof PyModule mod && mod.getDict().getStr("_run_exitfuncs") != null) {
            try {
                Ops.call(mod.getDict().getStr("_run_exitfuncs"));
            } catch (PyException e) {
                // each function's exception was reported where it was raised
            }
        }
    }
}
