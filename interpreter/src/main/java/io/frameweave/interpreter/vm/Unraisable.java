package io.frameweave.interpreter.vm;

import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBaseException;
import io.frameweave.interpreter.runtime.PyModule;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;

/**
 * An exception that has nowhere to go (CPython's {@code PyErr_WriteUnraisable}): raised while the VM finishes an
 * object on its own account, not on behalf of a caller that could catch it. It is written to the guest's
 * {@code sys.stderr} as CPython 3.11 writes it, "Exception ignored in: OBJECT" and then the traceback.
 */
public final class Unraisable {
    private Unraisable() {}

    public static void report(PyObject object, PyBaseException e) {
        report("in", object, e);
    }

    /** "Exception ignored {@code where}: OBJECT", as CPython's {@code _PyErr_WriteUnraisableMsg}. */
    public static void report(String where, PyObject object, PyBaseException e) {
        String text = "Exception ignored " + where + ": " + Ops.repr(object) + "\n" + TracebackPrinter.format(e);
        PythonVM vm = PythonVM.current();
        PyModule sys = vm == null ? null : vm.sysModule();
        PyObject err = sys == null ? null : sys.getDict().getStr("stderr");
        if (err != null && err != Py.None) {
            Ops.callMethod(err, "write", PyStr.of(text));
        } else {
            System.err.print(text);
        }
    }
}
