package io.frameweave.interpreter.vm;

import io.frameweave.interpreter.runtime.ArgParser;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBaseException;
import io.frameweave.interpreter.runtime.PyBuiltinFunction;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;

/**
 * {@code sys.displayhook} and {@code sys.excepthook}: their default functions (also {@code sys.__displayhook__} and
 * {@code sys.__excepthook__}), which the VM calls through {@code sys} so that a program can replace them, as in
 * CPython: the prompt echoes a value through {@code sys.displayhook}, and an exception that ends the program is
 * shown by {@code sys.excepthook}.
 */
public final class SysHooks {
    /** CPython's {@code sys.displayhook}: prints the repr of a value other than None and keeps it as {@code _}. */
    public static final PyBuiltinFunction DISPLAYHOOK = new PyBuiltinFunction("displayhook", (a, k) -> {
        ArgParser.checkArity("sys.displayhook", a, k, 1, 1);
        display(a[0]);
        return Py.None;
    });

    /** CPython's {@code sys.excepthook}: writes the traceback of {@code value} to {@code sys.stderr}. */
    public static final PyBuiltinFunction EXCEPTHOOK = new PyBuiltinFunction("excepthook", (a, k) -> {
        ArgParser.checkArity("excepthook", a, k, 3, 3);
        PyObject err = sysAttr("stderr");
        if (err == null || err == Py.None) {
            throw Py.RuntimeError("lost sys.stderr");
        }
        String text = a[1] instanceof PyBaseException exc ? TracebackPrinter.format(exc)
                : "TypeError: print_exception(): Exception expected for value, " + Py.typeName(a[1]) + " found\n";
        Ops.callMethod(err, "write", PyStr.of(text));
        return Py.None;
    });

    private SysHooks() {
    }

    private static void display(PyObject v) {
        if (v == Py.None) {
            return;
        }
        PyDict builtins = PythonVM.current().builtinsModule().getDict();
        builtins.putStr("_", Py.None);
        PyObject out = sysAttr("stdout");
        if (out == null || out == Py.None) {
            throw Py.RuntimeError("lost sys.stdout");
        }
        Ops.callMethod(out, "write", PyStr.of(Ops.repr(v) + "\n"));
        builtins.putStr("_", v);
    }

    private static PyObject sysAttr(String name) {
        return PythonVM.current().sysModule().getDict().getStr(name);
    }
}
