package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.ArgParser;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyException;
import io.frameweave.interpreter.runtime.PyModule;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.vm.Unraisable;

import java.util.ArrayList;
import java.util.List;

/**
 * The end of {@code threading}'s life in one interpreter: {@code threading._register_atexit} (calls made before
 * the {@code atexit} functions, newest first; what {@code concurrent.futures} uses) and {@code threading._shutdown},
 * which runs them and then waits for the non-daemon threads. The VM calls {@code threading._shutdown()} when the
 * main program has finished, if the program imported {@code threading}, as CPython does.
 */
final class ThreadingShutdown {
    /** One {@code _register_atexit} call: the function and its arguments. */
    private record Call(PyObject function, PyObject[] args, String[] kwnames) {}

    private final List<Call> calls = new ArrayList<>();
    private boolean shuttingDown;
    private boolean done;

    /** {@code _register_atexit(func, *args, **kwargs)}. */
    PyObject registerAtexit(PyObject[] a, String[] k) {
        int positional = a.length - (k == null ? 0 : k.length);
        if (positional < 1) {
            throw Py.TypeError("_register_atexit() missing 1 required positional argument: 'func'");
        }
        if (shuttingDown) {
            throw Py.RuntimeError("can't register atexit after shutdown");
        }
        PyObject[] args = new PyObject[a.length - 1];
        System.arraycopy(a, 1, args, 0, args.length);
        synchronized (calls) {
            calls.add(new Call(a[0], args, k));
        }
        return Py.None;
    }

    /** {@code _shutdown()}: once per interpreter; an exception of a registered call stops it there. */
    PyObject shutdown(PyObject[] a, String[] k) {
        ArgParser.checkArity("_shutdown", a, k, 0, 0);
        if (done) {
            return Py.None;
        }
        done = true;
        shuttingDown = true;
        List<Call> todo;
        synchronized (calls) {
            todo = new ArrayList<>(calls);
        }
        for (int i = todo.size() - 1; i >= 0; i--) {
            Call c = todo.get(i);
            Ops.call(c.function, c.args, c.kwnames);
        }
        ThreadingModule.joinNonDaemonThreads();
        return Py.None;
    }

    /** At the VM's exit: {@code threading._shutdown()} if {@code sys.modules} holds a threading module. */
    static void atVmExit() {
        PyObject threading = RunningVM.vm() == null ? null : RunningVM.vm().modules().getStr("threading");
        if (!(threading instanceof PyModule module)) {
            return;
        }
        PyObject shutdown = module.getDict().getStr("_shutdown");
        if (shutdown == null) {
            return;
        }
        try {
            Ops.call(shutdown);
        } catch (PyException e) {
            Unraisable.report(threading, e.value);
        }
    }
}
