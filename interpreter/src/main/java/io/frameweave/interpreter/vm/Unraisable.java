package io.frameweave.interpreter.vm;

import io.frameweave.interpreter.runtime.ArgParser;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBaseException;
import io.frameweave.interpreter.runtime.PyBuiltinFunction;
import io.frameweave.interpreter.runtime.PyException;
import io.frameweave.interpreter.runtime.PyModule;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyTuple;
import io.frameweave.interpreter.runtime.PyType;

/**
 * An exception that has nowhere to go (CPython's {@code PyErr_WriteUnraisable}): raised while the VM finishes an
 * object on its own account, not on behalf of a caller that could catch it. It goes to {@code sys.unraisablehook}
 * as an {@code UnraisableHookArgs}; the default hook ({@link #UNRAISABLEHOOK}, also {@code sys.__unraisablehook__}, and what
 * is used when {@code sys.unraisablehook} is missing or None) writes it to the guest's {@code sys.stderr} as
 * CPython 3.11 writes it, "Exception ignored in: OBJECT" and then the traceback. An exception of the hook itself is
 * written so, as ignored in {@code sys.unraisablehook}.
 */
public final class Unraisable {
    private Unraisable() {}

    /** The type of the hook's argument, a struct sequence the {@code sys} module makes (null before). */
    private static volatile PyType argsType;

    /** CPython's default {@code sys.unraisablehook}. */
    public static final PyBuiltinFunction UNRAISABLEHOOK = new PyBuiltinFunction("unraisablehook", (a, k) -> {
        ArgParser.checkArity("unraisablehook", a, k, 1, 1);
        if (!(a[0] instanceof PyTuple t) || argsType == null || !Ops.isInstance(t, argsType)) {
            throw Py.TypeError("sys.unraisablehook argument type must be UnraisableHookArgs");
        }
        write(t.items[1], t.items[3], t.items[4]);
        return Py.None;
    });

    /** Sets the type of the hook's argument ({@code sys} makes it, with the fields CPython's has). */
    public static void useArgsType(PyType type) {
        argsType = type;
    }

    public static void report(PyObject object, PyBaseException e) {
        deliver(Py.None, object, e);
    }

    /** "Exception ignored {@code where}: OBJECT", as CPython's {@code _PyErr_WriteUnraisableMsg}. */
    public static void report(String where, PyObject object, PyBaseException e) {
        deliver(PyStr.of("Exception ignored " + where), object, e);
    }

    /** Calls {@code sys.unraisablehook} with what went wrong, or writes it as the default one does. */
    private static void deliver(PyObject message, PyObject object, PyBaseException e) {
        PythonVM vm = PythonVM.current();
        PyModule sys = vm == null ? null : vm.sysModule();
        PyObject hook = sys == null ? null : sys.getDict().getStr("unraisablehook");
        PyType type = argsType;
        if (hook == null || hook == Py.None || hook == UNRAISABLEHOOK || type == null) {
            write(e, message, object);
            return;
        }
        PyObject tb = e.traceback == null ? Py.None : e.traceback;
        PyObject args = Ops.call(type, PyTuple.of(e.type(), e, tb, message, object));
        try {
            Ops.call(hook, args);
        } catch (PyException failed) {
            write(failed.value, PyStr.of("Exception ignored in sys.unraisablehook"), hook);
        }
    }

    /** What the default hook writes: the message (or "Exception ignored in"), the object, the traceback. */
    private static void write(PyObject exc, PyObject message, PyObject object) {
        StringBuilder text = new StringBuilder();
        if (object != Py.None) {
            text.append(message == Py.None ? "Exception ignored in" : Ops.str(message)).append(": ");
            String repr;
            try {
                repr = Ops.repr(object);
            } catch (PyException failed) {
                repr = "<object repr() failed>";
            }
            text.append(repr).append('\n');
        } else if (message != Py.None) {
            text.append(Ops.str(message)).append(":\n");
        }
        if (exc instanceof PyBaseException e) {
            text.append(TracebackPrinter.format(e));
        }
        PythonVM vm = PythonVM.current();
        PyModule sys = vm == null ? null : vm.sysModule();
        PyObject err = sys == null ? null : sys.getDict().getStr("stderr");
        if (err != null && err != Py.None) {
            Ops.callMethod(err, "write", PyStr.of(text.toString()));
        } else {
            System.err.print(text);
        }
    }
}
