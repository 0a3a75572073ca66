package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.ArgParser;
import io.frameweave.interpreter.runtime.ExceptionTypes;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBaseException;
import io.frameweave.interpreter.runtime.PyBuiltinFunction;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyException;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyTuple;
import io.frameweave.interpreter.runtime.PyType;
import io.frameweave.interpreter.vm.ThreadState;
import io.frameweave.interpreter.vm.TracebackPrinter;
import io.frameweave.interpreter.vm.Unraisable;

/**
 * What happens to an exception that escapes a thread's {@code run}: {@code threading.excepthook} (CPython's
 * {@code _thread._excepthook}, also {@code threading.__excepthook__}) is called with an {@code ExceptHookArgs}
 * ({@code _thread._ExceptHookArgs}); the default hook prints "Exception in thread NAME:" and the traceback, and
 * says nothing for {@code SystemExit}. A hook that fails is reported through {@code sys.excepthook}.
 */
final class ThreadExceptHook {
    static final PyType ARGS = StructSequence.type("_thread", "_ExceptHookArgs",
            "exc_type", "exc_value", "exc_traceback", "thread");

    static final PyBuiltinFunction EXCEPTHOOK = new PyBuiltinFunction("_excepthook", ThreadExceptHook::excepthook);

    private ThreadExceptHook() {}

    private static PyObject excepthook(PyObject[] a, String[] k) {
        ArgParser.checkArity("_excepthook", a, k, 1, 1);
        if (a[0].type() != ARGS) {
            throw Py.TypeError("_thread.excepthook argument type must be ExceptHookArgs");
        }
        PyObject[] f = ((PyTuple) a[0]).items;
        if (f[0] instanceof PyType t && t.isSubtypeOf(ExceptionTypes.SystemExit)) {
            return Py.None; // silently ignored, as an uncaught SystemExit ends a thread quietly
        }
        PyObject thread = f[3];
        PyObject file = RunningVM.sysAttr("stderr");
        if (file == null || file == Py.None) {
            // sys.stderr is gone (the VM is finishing): the thread kept its own at its start
            file = thread == Py.None ? null : Ops.lookupAttr(thread, "_stderr");
            if (file == null || file == Py.None) {
                return Py.None;
            }
        }
        PyObject name = null;
        if (thread != Py.None) {
            try {
                name = Ops.lookupAttr(thread, "name");
            } catch (PyException ignored) {
                // the thread's identity is written instead
            }
        }
        String who = name != null ? Ops.str(name) : Long.toString(Thread.currentThread().getId());
        Ops.callMethod(file, "write", PyStr.of("Exception in thread " + who + ":\n"));
        String trace = f[1] instanceof PyBaseException exc ? TracebackPrinter.format(exc)
                : "TypeError: print_exception(): Exception expected for value, " + Py.typeName(f[1]) + " found\n";
        writeAndFlush(file, trace);
        return Py.None;
    }

    private static void writeAndFlush(PyObject file, String text) {
        Ops.callMethod(file, "write", PyStr.of(text));
        if (Ops.lookupAttr(file, "flush") != null) {
            Ops.callMethod(file, "flush");
        }
    }

    /**
     * Hands {@code e}, which ended {@code thread}'s {@code run}, to the {@code excepthook} of the module
     * {@code threading} (its current value: a program may replace it), as CPython's {@code Thread._bootstrap_inner}
     * does, with the exception being handled meanwhile ({@code sys.exc_info()}).
     */
    static void invoke(PyDict threading, PyObject thread, ThreadRecord record, PyException e) {
        PyBaseException value = e.value;
        ThreadState ts = ThreadState.current();
        PyObject saved = ts.handled;
        ts.handled = value;
        try {
            PyObject hook = threading.getStr("excepthook");
            if (hook == null || hook == Py.None) {
                hook = record.initialExcepthook;
            }
            Ops.call(hook, Ops.call(ARGS, PyTuple.of(value.type(), value, tracebackOf(value), thread)));
        } catch (PyException failed) {
            reportFailedExcepthook(thread, record, failed);
        } finally {
            ts.handled = saved;
        }
    }

    /** A failing hook: its exception goes to {@code sys.excepthook} (an Exception) or ends the thread. */
    private static void reportFailedExcepthook(PyObject thread, ThreadRecord record, PyException failed) {
        PyBaseException exc = failed.value;
        if (!failed.matches(ExceptionTypes.Exception)) {
            if (!failed.matches(ExceptionTypes.SystemExit)) {
                Unraisable.report("in thread started by", Py.None, exc);
            }
            return;
        }
        exc.suppressContext = true;
        PyObject stderr = RunningVM.sysAttr("stderr");
        if (stderr == null || stderr == Py.None) {
            stderr = Ops.lookupAttr(thread, "_stderr");
        }
        PyObject sysHook = RunningVM.sysAttr("excepthook");
        if (sysHook == null || sysHook == Py.None) {
            sysHook = record.initialSysExcepthook;
        }
        try {
            if (stderr != null && stderr != Py.None) {
                writeAndFlush(stderr, "Exception in threading.excepthook:\n");
            }
            Ops.call(sysHook, exc.type(), exc, tracebackOf(exc));
        } catch (PyException lost) {
            Unraisable.report("in thread started by", Py.None, lost.value);
        }
    }

    private static PyObject tracebackOf(PyBaseException e) {
        return e.traceback == null ? Py.None : e.traceback;
    }
}
