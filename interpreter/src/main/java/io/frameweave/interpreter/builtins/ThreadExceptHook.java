package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.ArgParser;
import io.frameweave.interpreter.runtime.ExceptionTypes;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBaseException;
import io.frameweave.interpreter.runtime.PyBuiltinFunction;
import io.frameweave.interpreter.runtime.PyException;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyTuple;
import io.frameweave.interpreter.runtime.PyType;
import io.frameweave.interpreter.vm.TracebackPrinter;

/**
 * {@code _thread._excepthook} and {@code _thread._ExceptHookArgs}, which {@code threading.py} takes as its
 * {@code excepthook} and {@code ExceptHookArgs}: the default hook prints "Exception in thread NAME:" and the
 * traceback, and says nothing for {@code SystemExit}.
 */
final class ThreadExceptHook {
    static final PyType ARGS = StructSequence.type("_thread", "_ExceptHookArgs",
            "exc_type", "exc_value", "exc_traceback", "thread");

    static final PyBuiltinFunction EXCEPTHOOK = PyBuiltinFunction.ofModule("_thread", "_excepthook",
            ThreadExceptHook::excepthook);

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
}
