package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.ArgParser;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyType;

/**
 * {@code sys.set_asyncgen_hooks}/{@code get_asyncgen_hooks}: each thread's pair of hooks, checked and kept as
 * CPython keeps them (asyncio's event loop installs and restores them). The VM's asynchronous generators do not
 * call them yet, so an event loop cannot finalize a generator left unfinished.
 */
final class AsyncGenHooks {
    private static final ArgParser SET = new ArgParser("set_asyncgen_hooks", 0, "firstiter", "finalizer");
    private static final PyType TYPE = StructSequence.type("sys", "asyncgen_hooks", "firstiter", "finalizer");
    private static final ThreadLocal<PyObject[]> PER_THREAD = ThreadLocal.withInitial(() -> new PyObject[] {Py.None,
            Py.None});

    private AsyncGenHooks() {}

    static void install(ModuleBuilder m) {
        m.function("get_asyncgen_hooks", (a, k) -> {
            ArgParser.checkArity("get_asyncgen_hooks", a, k, 0, 0);
            PyObject[] h = PER_THREAD.get();
            return StructSequence.make(TYPE, h[0], h[1]);
        });
        m.function("set_asyncgen_hooks", (a, k) -> {
            PyObject[] p = SET.parse(a, k);
            PyObject[] h = PER_THREAD.get().clone();
            String[] names = {"firstiter", "finalizer"};
            for (int i = 0; i < 2; i++) {
                if (p[i] != null && p[i] != Py.None && !Ops.isCallable(p[i])) {
                    throw Py.TypeError("callable " + names[i] + " expected, got " + Py.typeName(p[i]));
                }
            }
            for (int i = 0; i < 2; i++) {
                if (p[i] != null) {
                    h[i] = p[i];
                }
            }
            PER_THREAD.set(h);
            return Py.None;
        });
    }
}
