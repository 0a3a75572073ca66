package io.frameweave.interpreter.vm;

import io.frameweave.interpreter.runtime.ExceptionTypes;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyModule;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyTuple;

/**
 * CPython's "coroutine '...' was never awaited" RuntimeWarning, given when a coroutine that never started dies,
 * as the {@code warnings} module's default action prints it: once per text and line of the module running then
 * (remembered in that module's {@code __warningregistry__}), located at the guest frame running when the VM
 * found the coroutine dead, with its source line and CPython's hint about tracemalloc. At the end of the program,
 * with no frame running, it is CPython's shutdown form: {@code sys:1: RuntimeWarning: ...} alone. There are no
 * warning filters here ({@code -W}, {@code warnings.simplefilter}): the warning is always printed so.
 */
final class UnawaitedCoroutineWarning {
    private UnawaitedCoroutineWarning() {}

    static void warn(String qualname) {
        String text = "coroutine '" + qualname + "' was never awaited";
        PyFrame f = ThreadState.current().frame;
        StringBuilder b = new StringBuilder();
        if (f == null) {
            b.append("sys:1: RuntimeWarning: ").append(text).append('\n');
        } else {
            int line = f.lineno();
            if (!firstAt(f.globals, text, line)) {
                return;
            }
            b.append(f.code.filename).append(':').append(line).append(": RuntimeWarning: ").append(text).append('\n');
            String src = TracebackPrinter.sourceLine(f.code.filename, line);
            if (src != null && !src.isBlank()) {
                b.append("  ").append(src.strip()).append('\n');
            }
            b.append("RuntimeWarning: Enable tracemalloc to get the object allocation traceback\n");
        }
        write(b.toString());
    }

    /** Records the warning in the module's registry; false when it was given there before. */
    private static boolean firstAt(PyDict globals, String text, int line) {
        PyDict r;
        if (globals.getStr("__warningregistry__") instanceof PyDict known) {
            r = known;
        } else {
            r = new PyDict();
            r.putStr("version", PyInt.of(0));
            globals.putStr("__warningregistry__", r);
        }
        PyTuple key = PyTuple.of(PyStr.of(text), ExceptionTypes.byName("RuntimeWarning"), PyInt.of(line));
        PyObject seen = r.get(key);
        if (seen != null && Ops.isTrue(seen)) {
            return false;
        }
        Ops.setItem(r, key, Py.True);
        return true;
    }

    private static void write(String text) {
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
