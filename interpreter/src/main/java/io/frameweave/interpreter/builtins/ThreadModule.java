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
import io.frameweave.interpreter.runtime.PyModule;
import io.frameweave.interpreter.runtime.PyTuple;
import io.frameweave.interpreter.vm.GIL;
import io.frameweave.interpreter.vm.GuestThreads;
import io.frameweave.interpreter.vm.Unraisable;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The {@code _thread} module, the low-level layer that the library's {@code reprlib} and {@code functools}
 * import: thread identities, the two lock types (the same ones {@code threading} offers) and
 * {@code start_new_thread}. A thread started here is a daemon: the VM does not wait for it at exit, as CPython does
 * not; an exception that ends it is reported as unraisable.
 */
final class ThreadModule {
    /** {@code _count()}: the threads started here or by {@code threading} that have not finished. */
    static final AtomicInteger RUNNING = new AtomicInteger();
    private static final ArgParser START_ARGS = new ArgParser("start_new_thread", 2, "function", "args", "kwargs", "/");

    private ThreadModule() {}

    static PyModule create() {
        ModuleBuilder m = new ModuleBuilder("_thread");
        m.constant("_local", PyThreadLocal.TYPE);
        m.constant("LockType", PyLock.TYPE).constant("RLock", PyRLock.TYPE)
                .constant("error", ExceptionTypes.RuntimeError)
                .constant("TIMEOUT_MAX", Py.newFloat(9223372036.0));
        for (String name : new String[] {"allocate_lock", "allocate"}) {
            m.function(name, (a, k) -> {
                ArgParser.checkArity(name, a, k, 0, 0);
                return Ops.call(PyLock.TYPE);
            });
        }
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
        Thread t = new Thread(null, () -> run(function, callArgs, callNames), "Dummy", GuestThreads.STACK_SIZE);
        t.setDaemon(true);
        RUNNING.incrementAndGet();
        t.start();
        return PyInt.of(t.getId());
    }

    private static void run(PyObject function, PyObject[] args, String[] names) {
        GIL.acquire();
        try {
            Ops.call(function, args, names);
        } catch (PyException e) {
            if (!e.matches(ExceptionTypes.SystemExit)) {
                Unraisable.report("in thread started by", function, e.value);
            }
        } finally {
            RUNNING.decrementAndGet();
            GIL.release();
        }
    }
}
