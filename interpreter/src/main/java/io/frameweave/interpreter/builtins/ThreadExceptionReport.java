package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBaseException;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.vm.TracebackPrinter;

/**
 * What {@code threading.excepthook} prints for an exception that escapes a thread's {@code run}, in CPython
 * 3.11's form: "Exception in thread NAME:" and then the traceback as the VM prints uncaught exceptions.
 */
final class ThreadExceptionReport {
    private ThreadExceptionReport() {}

    static String format(String threadName, PyBaseException e) {
        return "Exception in thread " + threadName + ":\n" + TracebackPrinter.format(e);
    }

    /** Writes the report to the guest's {@code sys.stderr}, falling back to the JVM's stderr. */
    static void print(String threadName, PyBaseException e) {
        String text = format(threadName, e);
        PyObject err = RunningVM.sysAttr("stderr");
        if (err instanceof PyTextFile f && f.plain() && !f.isClosed()) {
            f.write(text);
            f.flushQuietly();
        } else if (err != null && err != Py.None) {
            Ops.callMethod(err, "write", PyStr.of(text));
        } else {
            System.err.print(text);
        }
    }
}
