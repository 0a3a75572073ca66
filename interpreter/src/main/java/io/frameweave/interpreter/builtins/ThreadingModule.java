package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.ArgParser;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.ExceptionTypes;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyException;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyList;
import io.frameweave.interpreter.runtime.PyModule;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.vm.GIL;
import io.frameweave.interpreter.vm.ThreadState;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The {@code threading} module: {@code Thread} (see {@link ThreadClass}), the locks, Condition, Event,
 * Semaphore, and the thread registry behind {@code active_count}, {@code enumerate} and the VM's wait for
 * non-daemon threads at exit ({@link #joinNonDaemonThreads}).
 */
public final class ThreadingModule {
    /** Started threads that have not finished, in start order, each with the interpreter it belongs to. */
    private static final Map<ThreadRecord, PyObject> ACTIVE = new LinkedHashMap<>();

    private ThreadingModule() {}

    static PyModule create() {
        ModuleBuilder m = new ModuleBuilder("threading");
        ThreadClass threads = new ThreadClass(m.dict);
        PyObject dangling = danglingSet();
        if (dangling != null) {
            m.constant("_dangling", dangling);
            threads.addToDangling(threads.mainThread);
        }
        PyDict active = new PyDict(); // ident -> thread, for the threads running now: CPython's own table
        active.put(PyInt.of(ThreadClass.record(threads.mainThread).ident()), threads.mainThread);
        m.constant("_active", active).constant("_limbo", new PyDict()); // _limbo: started, not yet running
        m.constant("Timer", TimerClass.create(threads)).constant("ThreadError", ExceptionTypes.RuntimeError)
                .constant("_CRLock", PyRLock.TYPE);
        m.constant("excepthook", ThreadExceptHook.EXCEPTHOOK).constant("__excepthook__", ThreadExceptHook.EXCEPTHOOK)
                .constant("ExceptHookArgs", ThreadExceptHook.ARGS);
        ThreadingShutdown shutdown = new ThreadingShutdown();
        m.function("_register_atexit", shutdown::registerAtexit);
        m.function("_shutdown", shutdown::shutdown);
        m.constant("Thread", threads.type);
        m.constant("_MainThread", threads.mainType);
        m.constant("local", PyThreadLocal.TYPE);
        m.constant("Lock", PyLock.TYPE).constant("RLock", PyRLock.TYPE).constant("Condition", PyCondition.TYPE)
                .constant("Event", PyEvent.TYPE).constant("Semaphore", PySemaphore.TYPE)
                .constant("BoundedSemaphore", PySemaphore.BOUNDED)
                .constant("TIMEOUT_MAX", Py.newFloat(9223372036.0));
        m.function("current_thread", (a, k) -> {
            ArgParser.checkArity("current_thread", a, k, 0, 0);
            return currentThread(threads);
        });
        m.constant("currentThread", m.dict.getStr("current_thread"));
        m.function("main_thread", (a, k) -> {
            ArgParser.checkArity("main_thread", a, k, 0, 0);
            return threads.mainThread;
        });
        m.function("get_ident", (a, k) -> {
            ArgParser.checkArity("get_ident", a, k, 0, 0);
            return PyInt.of(Thread.currentThread().getId());
        });
        m.constant("get_native_id", m.dict.getStr("get_ident"));
        m.function("active_count", (a, k) -> {
            ArgParser.checkArity("active_count", a, k, 0, 0);
            return PyInt.of(snapshot(threads).size());
        });
        m.constant("activeCount", m.dict.getStr("active_count"));
        m.function("enumerate", (a, k) -> {
            ArgParser.checkArity("enumerate", a, k, 0, 0);
            PyList out = new PyList();
            for (PyObject t : snapshot(threads)) {
                out.append(t);
            }
            return out;
        });
        return m.build();
    }

    /**
     * A new {@code _weakrefset.WeakSet} for {@code _dangling}, or null where the standard library cannot be found:
     * threads still work then, without the set that only test suites read.
     */
    private static PyObject danglingSet() {
        try {
            return Ops.call(Ops.getAttr(RunningVM.importModule("_weakrefset"), "WeakSet"));
        } catch (PyException e) {
            if (e.matches(ExceptionTypes.ImportError)) {
                return null;
            }
            throw e;
        }
    }

    /** The guest thread object of the calling thread: the one it was started for, else the main thread. */
    static PyObject currentThread(ThreadClass threads) {
        PyObject t = ThreadState.current().threadObject;
        return t != null ? t : threads.mainThread;
    }

    private static List<PyObject> snapshot(ThreadClass threads) {
        List<PyObject> out = new ArrayList<>();
        out.add(threads.mainThread);
        Object interpreter = RunningVM.identity();
        synchronized (ACTIVE) {
            ACTIVE.forEach((r, t) -> {
                if (r.interpreter == interpreter) {
                    out.add(t);
                }
            });
        }
        return out;
    }

    static void register(ThreadRecord r, PyObject thread) {
        r.interpreter = RunningVM.identity();
        synchronized (ACTIVE) {
            ACTIVE.put(r, thread);
        }
    }

    static void unregister(ThreadRecord r) {
        synchronized (ACTIVE) {
            ACTIVE.remove(r);
        }
    }

    /**
     * Waits, with the GIL released, until every non-daemon guest thread has finished: what CPython's
     * {@code threading._shutdown} does before the interpreter exits.
     */
    public static void joinNonDaemonThreads() {
        Object interpreter = RunningVM.identity();
        while (true) {
            Thread next = null;
            synchronized (ACTIVE) {
                for (ThreadRecord r : ACTIVE.keySet()) {
                    if (!r.daemon && r.interpreter == interpreter && r.javaThread != Thread.currentThread()) {
                        next = r.javaThread;
                        break;
                    }
                }
            }
            if (next == null) {
                return;
            }
            Thread waitFor = next;
            try {
                GilRelease.call(() -> {
                    waitFor.join();
                    return null;
                });
            } catch (InterruptedException e) {
                try {
                    GIL.runSignalHandlers(); // a handler that returns lets the wait go on
                } catch (RuntimeException raised) {
                    return; // Ctrl-C, say: stop waiting, as CPython's threading._shutdown stops
                }
            }
        }
    }
}
