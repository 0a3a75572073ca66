package io.frameweave.instrumentation.tracing;

import io.frameweave.interpreter.runtime.ArgParser;
import io.frameweave.interpreter.runtime.ExceptionTypes;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBuiltinFunction;
import io.frameweave.interpreter.runtime.PyException;
import io.frameweave.interpreter.runtime.PyMethod;
import io.frameweave.interpreter.runtime.PyModule;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.vm.Unraisable;

/**
 * The guest functions of legacy tracing: {@code sys.settrace}, {@code sys.gettrace}, {@code sys.setprofile},
 * {@code sys.getprofile} (per thread, as CPython); {@code threading.settrace} and friends are the library's own,
 * which start each {@code threading.Thread} with {@code sys.settrace}.
 * Any object may be set (None switches off); one that cannot be called fails at the first event, as in CPython.
 */
final class TraceFunctions {
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

    /**
     * Wraps {@code _thread.start_new_thread} (and its old name {@code start_new}) so that a thread started with a
     * trace or profile function (which {@code threading.settrace} / {@code setprofile} hand to the threads that
     * {@code threading.Thread} starts) loses it when its function has finished, as CPython clears the hooks with
     * the thread state: once no live thread is traced the legacy tools' events go off. The wrapped function's
     * exception is reported as {@code _thread} reports it, naming the function the program gave.
     */
    static void addToThread(PyModule thread) {
        for (String name : new String[] {"start_new_thread", "start_new"}) {
            if (thread.dict.getStr(name) instanceof PyBuiltinFunction start) {
                thread.dict.putStr(name, new PyBuiltinFunction(name, start.self, (a, k) -> {
                    if (a.length > 0 && Ops.isCallable(a[0])) {
                        a = a.clone();
                        a[0] = endingHooks(a[0]);
                    }
                    return start.call(a, k);
                }));
            }
        }
    }

    /**
     * {@code function} with the hooks' end after it. A bound method stays a method of the same object, so that
     * {@code _thread} still sees a {@code threading.Thread}'s {@code _bootstrap} (it names the JVM thread after it).
     */
    private static PyObject endingHooks(PyObject function) {
        if (function instanceof PyMethod bound) {
            return new PyMethod(endingHooks(bound.function, function), bound.self);
        }
        return endingHooks(function, function);
    }

    private static PyObject endingHooks(PyObject call, PyObject startedBy) {
        return new PyBuiltinFunction("thread", (a, k) -> {
            try {
                return Ops.call(call, a, k);
            } catch (PyException e) {
                if (!e.matches(ExceptionTypes.SystemExit)) {
                    Unraisable.report("in thread started by", startedBy, e.value);
                }
                return Py.None;
            } finally {
                LegacyTracing.threadEnded(ThreadTrace.current());
            }
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
