package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.ArgParser;
import io.frameweave.interpreter.runtime.ExceptionTypes;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBaseException;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyException;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyMethod;
import io.frameweave.interpreter.runtime.PyModule;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyTuple;
import io.frameweave.interpreter.runtime.PyType;
import io.frameweave.interpreter.vm.GIL;
import io.frameweave.interpreter.vm.GuestThreads;
import io.frameweave.interpreter.vm.PendingSignals;
import io.frameweave.interpreter.vm.SignalHandlers;
import io.frameweave.interpreter.vm.Unraisable;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The {@code _thread} module, the layer beneath the library's own {@code threading.py}: thread identities, the
 * two lock types, thread-local data, {@code start_new_thread} and the sentinel locks that tell when a thread has
 * finished ({@link ThreadSentinels}). A thread started here is a daemon: the VM does not wait for it at exit, as
 * CPython does not ({@code threading._shutdown} waits for the non-daemon {@code threading.Thread}s through their
 * sentinels); an exception that ends it is reported as unraisable.
 */
final class ThreadModule {
    /** {@code _count()}: the threads started here that have not finished. */
    static final AtomicInteger RUNNING = new AtomicInteger();
    /** How many threads were started here: numbers their JVM names until they take a guest one. */
    private static final AtomicInteger STARTED = new AtomicInteger();
    private static final ArgParser START_ARGS = new ArgParser("start_new_thread", 2, "function", "args", "kwargs", "/");
    /** CPython's {@code PY_TIMEOUT_MAX} in seconds, the longest wait a lock accepts. */
    static final double TIMEOUT_MAX = 9223372036.0;

    private ThreadModule() {}

    static PyModule create() {
        ModuleBuilder m = new ModuleBuilder("_thread");
        m.constant("_local", PyThreadLocal.TYPE);
        m.constant("LockType", PyLock.TYPE).constant("RLock", PyRLock.TYPE)
                .constant("error", ExceptionTypes.RuntimeError)
                .constant("TIMEOUT_MAX", Py.newFloat(TIMEOUT_MAX));
        for (String name : new String[] {"allocate_lock", "allocate"}) {
            m.function(name, (a, k) -> {
                ArgParser.checkArity(name, a, k, 0, 0);
                return new PyLock();
            });
        }
        m.function("_set_sentinel", (a, k) -> {
            ArgParser.checkArity("_set_sentinel", a, k, 0, 0);
            return ThreadSentinels.create();
        });
        m.function("interrupt_main", ThreadModule::interruptMain);
        m.function("daemon_threads_allowed", (a, k) -> {
            ArgParser.checkArity("daemon_threads_allowed", a, k, 0, 0);
            return Py.True; // one interpreter per VM: the main one, which allows them
        });
        m.function("_is_main_interpreter", (a, k) -> {
            ArgParser.checkArity("_is_main_interpreter", a, k, 0, 0);
            return Py.True;
        });
        for (String name : new String[] {"get_ident", "get_native_id"}) {
            m.function(name, (a, k) -> {
                ArgParser.checkArity(name, a, k, 0, 0);
                return PyInt.of(Thread.currentThread().getId());
            });
        }
        m.constant("_excepthook", ThreadExceptHook.EXCEPTHOOK).constant("_ExceptHookArgs", ThreadExceptHook.ARGS);
        m.function("_count", (a, k) -> {
            ArgParser.checkArity("_count", a, k, 0, 0);
            return PyInt.of(RUNNING.get());
        });
        m.function("stack_size", (a, k) -> {
            ArgParser.checkArity("stack_size", a, k, 0, 1);
            long size = a.length == 1 ? ArgValues.asLong(a[0]) : 0;
            if (size != 0 && size < 32768) {
                throw Py.ValueError("size not valid: " + size + " bytes");
            }
            return PyInt.of(0); // every guest thread gets the VM's own large stack
        });
        for (String name : new String[] {"exit", "exit_thread"}) {
            m.function(name, (a, k) -> {
                ArgParser.checkArity(name, a, k, 0, 0);
                throw new PyException(PyBaseException.create(ExceptionTypes.SystemExit));
            });
        }
        m.function("start_new_thread", ThreadModule::startNewThread);
        m.function("start_new", ThreadModule::startNewThread);
        return m.build();
    }

    /**
     * {@code interrupt_main(signum=SIGINT, /)}: the main thread gets {@code signum} as if it had arrived, when a
     * guest handler is set for it; a signal left to SIG_DFL or SIG_IGN is not simulated (CPython 3.10+). Called on
     * the main thread, the handler runs at once.
     */
    private static PyObject interruptMain(PyObject[] a, String[] k) {
        ArgParser.checkArity("interrupt_main", a, k, 0, 1);
        long signum = a.length == 0 ? SignalHandlers.SIGINT : ArgValues.asLong(a[0]);
        if (signum < 1 || signum >= PendingSignals.NSIG) {
            throw Py.ValueError("signal number out of range");
        }
        SignalArrival.arrived((int) signum);
        GIL.runSignalHandlers(); // on the main thread: before this call returns, as CPython's next instruction would
        return Py.None;
    }

    private static PyObject startNewThread(PyObject[] a, String[] k) {
        PyObject[] p = START_ARGS.parse(a, k);
        PyObject function = p[0];
        if (!Ops.isCallable(function)) {
            throw Py.TypeError("first arg must be callable");
        }
        if (!(p[1] instanceof PyTuple args)) {
            throw Py.TypeError("2nd arg must be a tuple");
        }
        if (p[2] != null && !(p[2] instanceof PyDict)) {
            throw Py.TypeError("optional 3rd arg must be a dictionary");
        }
        PyObject[] values = args.items;
        String[] names = null;
        if (p[2] instanceof PyDict kw && kw.size() > 0) {
            List<PyObject> all = new ArrayList<>(List.of(args.items));
            List<String> keys = new ArrayList<>();
            for (int i = kw.nextIndex(0); i >= 0; i = kw.nextIndex(i + 1)) {
                keys.add(ArgValues.asStr(kw.keyAt(i), "keywords").intern());
                all.add(kw.valueAt(i));
            }
            values = all.toArray(new PyObject[0]);
            names = keys.toArray(new String[0]);
        }
        PyObject[] callArgs = values;
        String[] callNames = names;
        Thread t = new Thread(null, () -> run(function, callArgs, callNames), "Dummy-" + STARTED.incrementAndGet(),
                GuestThreads.STACK_SIZE);
        t.setDaemon(true);
        RUNNING.incrementAndGet();
        t.start();
        return PyInt.of(t.getId());
    }

    private static void run(PyObject function, PyObject[] args, String[] names) {
        GIL.acquire();
        try {
            nameAfterThreadingThread(function);
            Ops.call(function, args, names);
        } catch (PyException e) {
            if (!e.matches(ExceptionTypes.SystemExit)) {
                Unraisable.report("in thread started by", function, e.value);
            }
        } finally {
            RUNNING.decrementAndGet();
            ThreadSentinels.threadEnded();
            GIL.release();
        }
    }

    /**
     * When {@code function} is a {@code threading.Thread}'s bound {@code _bootstrap}, the JVM thread takes that
     * thread's name: the tools (debugger, dumps, traces) show JVM thread names, and {@code threading.py} 3.11 does
     * not pass a thread's name down to {@code _thread} (3.14 does, through {@code _thread.set_name}).
     */
    private static void nameAfterThreadingThread(PyObject function) {
        if (!(function instanceof PyMethod bound) || RunningVM.vm() == null) {
            return;
        }
        PyObject threading = RunningVM.vm().modules().getStr("threading");
        PyObject threadType = threading == null ? null : Ops.lookupAttr(threading, "Thread");
        if (threadType instanceof PyType t && Ops.isInstance(bound.self, t)
                && bound.self.getDict() != null && bound.self.getDict().getStr("_name") instanceof PyStr name) {
            Thread.currentThread().setName(name.toString());
        }
    }
}
