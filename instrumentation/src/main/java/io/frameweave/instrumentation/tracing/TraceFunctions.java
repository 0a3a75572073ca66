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

    /**
     * Wraps the functions of {@code sys} that hand out frames, so that the frames they can reach count as seen
     * by a guest ({@link ThreadTrace#expose}): {@code _getframe} the caller's stack, {@code _current_frames}
     * every thread's.
     */
    static void watchFrameSources(PyModule sys) {
        wrap(sys, "_getframe", () -> {
            ThreadTrace tt = ThreadTrace.current();
            tt.exposeRunning();
        });
        wrap(sys, "_current_frames", FrameTraceTable::exposeAllThreads);
    }

    private static void wrap(PyModule module, String name, Runnable before) {
        PyObject original = module.dict.getStr(name);
        if (original instanceof PyBuiltinFunction f) {
            module.dict.putStr(name, new PyBuiltinFunction(name, f.self, (a, k) -> {
                before.run();
                return f.call(a, k);
            }));
        }
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
