package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.ArgParser;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyList;
import io.frameweave.interpreter.runtime.PyModule;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyTuple;

/**
 * The {@code _tracemalloc} module beneath CPython's {@code tracemalloc}, for a VM that never traces: the JVM
 * allocates guest objects without telling anyone, so {@code start()} raises RuntimeError, and every query answers
 * as CPython's does while it is not tracing ({@code is_tracing()} False, no traces, no object's traceback). It is
 * what {@code warnings} asks before it suggests "Enable tracemalloc" under a warning with a source.
 */
final class TracemallocModule {
    /** CPython's bounds of the number of frames a trace keeps, checked before refusing. */
    private static final int MAX_NFRAME = 65535;

    private TracemallocModule() {}

    static PyModule create() {
        ModuleBuilder m = new ModuleBuilder("_tracemalloc");
        m.constant("__doc__", PyStr.of("Debug module to trace memory blocks allocated by Python."));
        m.function("start", (a, k) -> {
            ArgParser.checkArity("start", a, k, 0, 1);
            long n = a.length == 0 ? 1 : Ops.index(a[0]).asLong();
            if (n < 1 || n > MAX_NFRAME) {
                throw Py.ValueError("the number of frames must be in range [1; " + MAX_NFRAME + "]");
            }
            throw Py.RuntimeError("frameweave cannot trace memory allocations");
        });
        answer(m, "stop", Py.None);
        answer(m, "clear_traces", Py.None);
        answer(m, "reset_peak", Py.None);
        answer(m, "is_tracing", Py.False);
        answer(m, "get_traceback_limit", PyInt.of(1));
        answer(m, "get_traced_memory", PyTuple.of(PyInt.of(0), PyInt.of(0)));
        answer(m, "get_tracemalloc_memory", PyInt.of(0)); // it keeps nothing
        m.function("_get_traces", (a, k) -> {
            ArgParser.checkArity("_get_traces", a, k, 0, 0);
            return new PyList();
        });
        m.function("_get_object_traceback", (a, k) -> {
            ArgParser.checkArity("_get_object_traceback", a, k, 1, 1);
            return Py.None;
        });
        return m.build();
    }

    /** A function without arguments whose answer is the same while nothing is traced, as CPython's then. */
    private static void answer(ModuleBuilder m, String name, PyObject value) {
        m.function(name, (a, k) -> {
            ArgParser.checkArity(name, a, k, 0, 0);
            return value;
        });
    }
}
