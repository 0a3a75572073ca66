package io.frameweave.instrumentation.tracing;

import io.frameweave.interpreter.runtime.ArgParser;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBuiltinFunction;
import io.frameweave.interpreter.runtime.PyModule;
import io.frameweave.interpreter.runtime.PyObject;

/**
 * The guest functions of legacy tracing: {@code sys.settrace}, {@code sys.gettrace}, {@code sys.setprofile},
 * {@code sys.getprofile} (per thread, as CPython), and {@code threading.settrace}, {@code threading.setprofile},
 * {@code threading.gettrace}, {@code threading.getprofile} (the hooks threads started later begin with).
 * Any object may be set (None switches off); one that cannot be called fails at the first event, as in CPython.
 */
final class TraceFunctions {
    private static final ArgParser THREADING_SETTRACE = new ArgParser("settrace", 1, "func");
    private static final ArgParser THREADING_SETPROFILE = new ArgParser("setprofile", 1, "func");

    private TraceFunctions() {}

    static void addToSys(PyModule sys) {
        define(sys, "settrace", (a, k) -> {
            ArgParser.checkArity("sys.settrace", a, k, 1, 1);
            LegacyTracing.setTrace(ThreadTrace.current(), orNull(a[0]));
            return Py.None;
        });
        define(sys, "gettrace", (a, k) -> {
            ArgParser.checkArity("gettrace", a, k, 0, 0);
            return orNone(ThreadTrace.current().traceFunction);
        });
        define(sys, "setprofile", (a, k) -> {
            ArgParser.checkArity("sys.setprofile", a, k, 1, 1);
            LegacyTracing.setProfile(ThreadTrace.current(), orNull(a[0]));
            return Py.None;
        });
        define(sys, "getprofile", (a, k) -> {
            ArgParser.checkArity("getprofile", a, k, 0, 0);
            return orNone(ThreadTrace.current().profileFunction);
        });
    }

    static void addToThreading(PyModule threading) {
        define(threading, "settrace", (a, k) -> {
            PyObject fn = THREADING_SETTRACE.parse(a, k)[0];
            ThreadTrace.hookSet();
            ThreadTrace.threadingTrace = orNull(fn);
            LegacyTracing.update();
            return Py.None;
        });
        define(threading, "setprofile", (a, k) -> {
            PyObject fn = THREADING_SETPROFILE.parse(a, k)[0];
            ThreadTrace.hookSet();
            ThreadTrace.threadingProfile = orNull(fn);
            LegacyTracing.update();
            return Py.None;
        });
        define(threading, "gettrace", (a, k) -> {
            ArgParser.checkArity("gettrace", a, k, 0, 0);
            return orNone(ThreadTrace.threadingTrace);
        });
        define(threading, "getprofile", (a, k) -> {
            ArgParser.checkArity("getprofile", a, k, 0, 0);
            return orNone(ThreadTrace.threadingProfile);
        });
    }

    private static void define(PyModule module, String name, PyBuiltinFunction.Body body) {
        module.dict.putStr(name, new PyBuiltinFunction(name, body));
    }

    private static PyObject orNull(PyObject fn) {
        return fn == Py.None ? null : fn;
    }

    private static PyObject orNone(PyObject fn) {
        return fn == null ? Py.None : fn;
    }
}
