package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.ArgParser;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyInt;

/**
 * {@code sys.set_coroutine_origin_tracking_depth}/{@code get_coroutine_origin_tracking_depth}: how many frames of
 * where a coroutine was made its {@code cr_origin} keeps (the "Coroutine created at" lines of the warning of a
 * coroutine never awaited), per thread as in CPython; 0, the default, keeps none.
 */
final class CoroutineOrigins {
    private static final ArgParser SET = new ArgParser("set_coroutine_origin_tracking_depth", 1, "depth");

    private CoroutineOrigins() {}

    static void install(ModuleBuilder m) {
        m.function("set_coroutine_origin_tracking_depth", (a, k) -> {
            int depth = Ops.index(SET.parse(a, k)[0]).asInt();
            if (depth < 0) {
                throw Py.ValueError("depth must be >= 0");
            }
            RunningVM.thread().coroutineOriginDepth = depth;
            return Py.None;
        });
        m.function("get_coroutine_origin_tracking_depth", (a, k) -> {
            ArgParser.checkArity("sys.get_coroutine_origin_tracking_depth", a, k, 0, 0);
            return PyInt.of(RunningVM.thread().coroutineOriginDepth);
        });
    }
}
