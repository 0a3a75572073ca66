package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.ArgParser;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyException;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyList;
import io.frameweave.interpreter.runtime.PyModule;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyTuple;
import io.frameweave.interpreter.vm.Reaper;
import io.frameweave.interpreter.vm.Unraisable;

/**
 * The {@code gc} module. The JVM's collector frees memory on its own and CPython's generations do not exist, so
 * this module keeps what a program can see of CPython's collector: whether it is enabled, its thresholds and
 * debug flags, the {@code garbage} and {@code callbacks} lists, and per-generation statistics of the
 * collections the program asked for. {@code collect()} calls the callbacks ("start", then "stop") around a full
 * collection of the JVM's heap ({@link Reaper#collect}), after which everything that was unreachable has been
 * finalized: {@code __del__} run, suspended generators closed, weak references' functions called. It returns
 * how many objects it acted on (CPython counts every unreachable object). Each VM gets its own module and state.
 */
final class GcModule {
    private static final ArgParser COLLECT = new ArgParser("collect", 0, "generation");
    private static final int GENERATIONS = 3;
    private static final int DEBUG_STATS = 1;
    private static final int DEBUG_COLLECTABLE = 2;
    private static final int DEBUG_UNCOLLECTABLE = 4;
    private static final int DEBUG_SAVEALL = 32;
    private static final int DEBUG_LEAK = DEBUG_COLLECTABLE | DEBUG_UNCOLLECTABLE | DEBUG_SAVEALL;

    private GcModule() {}

    /** What the guest set and asked for, per module (one per VM). */
    private static final class State {
        boolean enabled = true;
        long[] thresholds = {700, 10, 10};
        long debug;
        final long[] collections = new long[GENERATIONS];
        final long[] collected = new long[GENERATIONS];
    }

    static PyModule create() {
        State s = new State();
        PyList garbage = new PyList();
        PyList callbacks = new PyList();
        ModuleBuilder m = new ModuleBuilder("gc");
        m.constant("garbage", garbage).constant("callbacks", callbacks);
        m.constant("DEBUG_STATS", PyInt.of(DEBUG_STATS)).constant("DEBUG_COLLECTABLE", PyInt.of(DEBUG_COLLECTABLE))
                .constant("DEBUG_UNCOLLECTABLE", PyInt.of(DEBUG_UNCOLLECTABLE))
                .constant("DEBUG_SAVEALL", PyInt.of(DEBUG_SAVEALL)).constant("DEBUG_LEAK", PyInt.of(DEBUG_LEAK));
        m.function("enable", (a, k) -> {
            ArgParser.checkArity("enable", a, k, 0, 0);
            s.enabled = true;
            return Py.None;
        });
        m.function("disable", (a, k) -> {
            ArgParser.checkArity("disable", a, k, 0, 0);
            s.enabled = false;
            return Py.None;
        });
        m.function("isenabled", (a, k) -> {
            ArgParser.checkArity("isenabled", a, k, 0, 0);
            return Py.newBool(s.enabled);
        });
        m.function("collect", (a, k) -> {
            PyObject[] p = COLLECT.parse(a, k);
            long generation = p[0] == null ? GENERATIONS - 1 : ArgValues.asLong(p[0]);
            if (generation < 0 || generation >= GENERATIONS) {
                throw Py.ValueError("invalid generation");
            }
            return collect(s, (int) generation, callbacks);
        });
        m.function("get_count", (a, k) -> {
            ArgParser.checkArity("get_count", a, k, 0, 0);
            return PyTuple.of(PyInt.of(0), PyInt.of(0), PyInt.of(0));
        });
        m.function("get_threshold", (a, k) -> {
            ArgParser.checkArity("get_threshold", a, k, 0, 0);
            return PyTuple.of(PyInt.of(s.thresholds[0]), PyInt.of(s.thresholds[1]), PyInt.of(s.thresholds[2]));
        });
        m.function("set_threshold", (a, k) -> {
            ArgParser.noKeywords("set_threshold", k);
            if (a.length == 0) {
                throw Py.TypeError("set_threshold() takes at least 1 argument (0 given)");
            }
            if (a.length > GENERATIONS) {
                throw Py.TypeError("set_threshold() takes at most 3 arguments (" + a.length + " given)");
            }
            long[] next = s.thresholds.clone();
            for (int i = 0; i < a.length; i++) {
                next[i] = asCInt(a[i]);
            }
            s.thresholds = next;
            return Py.None;
        });
        m.function("get_debug", (a, k) -> {
            ArgParser.checkArity("get_debug", a, k, 0, 0);
            return PyInt.of(s.debug);
        });
        m.function("set_debug", (a, k) -> {
            ArgParser.checkArity("set_debug", a, k, 1, 1);
            s.debug = asCInt(a[0]);
            return Py.None;
        });
        m.function("get_stats", (a, k) -> {
            ArgParser.checkArity("get_stats", a, k, 0, 0);
            PyList out = new PyList();
            for (int g = 0; g < GENERATIONS; g++) {
                out.append(info(new String[] {"collections", "collected", "uncollectable"},
                        s.collections[g], s.collected[g], 0));
            }
            return out;
        });
        m.function("freeze", (a, k) -> {
            ArgParser.checkArity("freeze", a, k, 0, 0);
            return Py.None;
        });
        m.function("unfreeze", (a, k) -> {
            ArgParser.checkArity("unfreeze", a, k, 0, 0);
            return Py.None;
        });
        m.function("get_freeze_count", (a, k) -> {
            ArgParser.checkArity("get_freeze_count", a, k, 0, 0);
            return PyInt.of(0);
        });
        return m.build();
    }

    /**
     * One collection of {@code generation} and the younger ones, as CPython counts it: each callback is called
     * with "start" and then "stop" and a dict of the generation and what was collected (nothing, here).
     */
    private static PyObject collect(State s, int generation, PyList callbacks) {
        tellGuest(callbacks, "start", generation, 0);
        s.collections[generation]++;
        int found = Reaper.collect();
        s.collected[generation] += found;
        tellGuest(callbacks, "stop", generation, found);
        return PyInt.of(found);
    }

    private static void tellGuest(PyList callbacks, String phase, int generation, int collected) {
        PyObject[] now = new PyObject[callbacks.size()];
        for (int i = 0; i < now.length; i++) {
            now[i] = callbacks.get(i);
        }
        for (PyObject callback : now) {
            try {
                Ops.call(callback, PyStr.of(phase),
                        info(new String[] {"generation", "collected", "uncollectable"}, generation, collected, 0));
            } catch (PyException e) {
                Unraisable.report(callback, e.value);
            }
        }
    }

    /** A C int argument, with CPython's OverflowError past its range. */
    private static long asCInt(PyObject o) {
        long v = ArgValues.asLong(o);
        if (v > Integer.MAX_VALUE) {
            throw Py.OverflowError("signed integer is greater than maximum");
        }
        if (v < Integer.MIN_VALUE) {
            throw Py.OverflowError("signed integer is less than minimum");
        }
        return v;
    }

    private static PyDict info(String[] keys, long... values) {
        PyDict d = new PyDict();
        for (int i = 0; i < keys.length; i++) {
            d.putStr(keys[i], PyInt.of(values[i]));
        }
        return d;
    }
}
