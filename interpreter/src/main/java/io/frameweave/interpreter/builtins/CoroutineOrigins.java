package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.ArgParser;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyObject;

/**
 * {@code sys.set_coroutine_origin_tracking_depth}/{@code get_coroutine_origin_tracking_depth}: how many frames of
 * where a coroutine was made its {@code cr_origin} keeps (the "Coroutine created at" lines of the warning of a
 * coroutine never awaited), per thread as in CPython; 0, the default, keeps none.
 */
final class CoroutineOrigins {
    private CoroutineOrigins() {}

    static void install(ModuleBuilder m) {
        m.function("set_coroutine_origin_tracking_depth", (a, k) -> {
            PyInt depth = Ops.index(depthArgument(a, k));
            if (depth.big != null || depth.value != (int) depth.value) {
                throw Py.OverflowError("Python int too large to convert to C int");
            }
            if (depth.value < 0) {
                throw Py.ValueError("depth must be >= 0");
            }
            RunningVM.thread().coroutineOriginDepth = (int) depth.value;
            return Py.None;
        });
        m.function("get_coroutine_origin_tracking_depth", (a, k) -> {
            ArgParser.checkArity("sys.get_coroutine_origin_tracking_depth", a, k, 0, 0);
            return PyInt.of(RunningVM.thread().coroutineOriginDepth);
        });
    }

    /** The one argument {@code depth} of set_coroutine_origin_tracking_depth, missing reported before unknown keywords. */
    private static PyObject depthArgument(PyObject[] a, String[] k) {
        String fn = "set_coroutine_origin_tracking_depth()";
        int nk = k == null ? 0 : k.length;
        int npos = a.length - nk;
        if (a.length > 1) {
            throw Py.TypeError(fn + " takes at most 1 " + (npos == 0 ? "keyword " : "") + "argument (" + a.length
                    + " given)");
        }
        if (npos == 1) {
            return a[0];
        }
        if (nk == 0 || !k[0].equals("depth")) {
            throw Py.TypeError(fn + " missing required argument 'depth' (pos 1)");
        }
        return a[0];
    }
}
