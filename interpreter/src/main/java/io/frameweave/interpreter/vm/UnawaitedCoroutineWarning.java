package io.frameweave.interpreter.vm;

import io.frameweave.interpreter.runtime.ExceptionTypes;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyException;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;

/**
 * CPython's "coroutine '...' was never awaited" RuntimeWarning, given when a coroutine that never started dies
 * (CPython's {@code _PyErr_WarnUnawaitedCoroutine}): through {@code warnings._warn_unawaited_coroutine}, which adds
 * where the coroutine was made ({@code cr_origin}) and warns with the coroutine as the source, one level above
 * itself, so at the guest frame running when the VM found the coroutine dead. The filters and the registries apply
 * as to any warning. What that raises is unraisable; when it did not warn (it failed, or {@code warnings} cannot be
 * imported), {@code _warnings.warn} warns with the plain text. At the end of the program the VM no longer imports
 * {@code warnings} and uses {@code _warnings.warn} at once, which with no frame running gives CPython's
 * {@code sys:1: RuntimeWarning: ...}.
 */
final class UnawaitedCoroutineWarning {
    private UnawaitedCoroutineWarning() {}

    static void warn(PyCoroutine coroutine) {
        PythonVM vm = PythonVM.current();
        if (vm == null) {
            return;
        }
        boolean warned = false;
        boolean exiting = Reaper.exiting();
        if (!exiting) {
            try {
                PyObject fn = warningsFunction(vm);
                if (fn != null) {
                    Ops.call(fn, coroutine);
                    warned = true;
                }
            } catch (PyException e) {
                // an "error" filter turned the warning into this exception: it was given, and is reported so
                warned = Ops.isInstance(e.value, ExceptionTypes.RuntimeWarning);
                Unraisable.report(coroutine, e.value);
            }
        }
        if (!warned) {
            try {
                PyObject warn = Ops.getAttr(vm.importModule("_warnings"), "warn");
                PyObject text = PyStr.of("coroutine '" + coroutine.qualname + "' was never awaited");
                // at the end CPython's warnings module is gone: the warning is shown without its source
                Ops.call(warn, text, ExceptionTypes.RuntimeWarning, PyInt.of(1), exiting ? Py.None : coroutine);
            } catch (PyException e) {
                Unraisable.report(coroutine, e.value);
            }
        }
    }

    /** {@code warnings._warn_unawaited_coroutine}, importing {@code warnings}; null where it cannot be imported. */
    private static PyObject warningsFunction(PythonVM vm) {
        PyObject warnings;
        try {
            warnings = vm.importModule("warnings");
        } catch (PyException e) {
            if (Ops.isInstance(e.value, ExceptionTypes.ImportError)) {
                return null; // a VM without CPython's standard library: the plain warning
            }
            throw e;
        }
        return Ops.lookupAttr(warnings, "_warn_unawaited_coroutine");
    }
}
