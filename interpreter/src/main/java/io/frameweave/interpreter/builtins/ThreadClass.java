package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.ArgParser;
import io.frameweave.interpreter.runtime.ExceptionTypes;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyException;
import io.frameweave.interpreter.runtime.PyInstance;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyTuple;
import io.frameweave.interpreter.runtime.PyType;
import io.frameweave.interpreter.vm.GIL;
import io.frameweave.interpreter.vm.GuestThreads;
import io.frameweave.interpreter.vm.ThreadState;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * {@code threading.Thread}: a guest class (so programs subclass it and override {@code run}) whose methods
 * are Java. Each started thread is a JVM thread that holds the GIL while it runs guest code; its Java state
 * is a {@link ThreadRecord} in the instance dict. One instance of this class per {@code threading} module.
 */
final class ThreadClass {
    private static final ArgParser INIT = new ArgParser("__init__", 0, "group", "target", "name", "args", "kwargs",
            "*", "daemon");
    private static final ArgParser JOIN = new ArgParser("join", 0, "timeout");

    final PyType type;
    final PyType mainType;
    final PyObject mainThread;
    /** The dict of the {@code threading} module this class belongs to: its {@code excepthook} and {@code _dangling}. */
    private final PyDict module;
    /** CPython's {@code _counter} for "Thread-N" names: per interpreter. */
    private final AtomicInteger counter = new AtomicInteger();

    ThreadClass(PyDict module) {
        this.module = module;
        PyDict ns = new PyDict();
        ns.putStr("__module__", PyStr.of("threading"));
        type = PyType.createClass("Thread", new PyType[] {PyType.OBJECT}, ns);
        defineMethods(type);
        PyDict mainNs = new PyDict();
        mainNs.putStr("__module__", PyStr.of("threading"));
        mainType = PyType.createClass("_MainThread", new PyType[] {type}, mainNs);
        PyInstance main = new PyInstance(mainType);
        ThreadRecord rec = new ThreadRecord("MainThread", false, true);
        rec.javaThread = Thread.currentThread();
        rec.started = true;
        main.getDict().putStr(ThreadRecord.KEY, rec);
        mainThread = main;
    }

    static ThreadRecord record(PyObject self) {
        PyDict d = self.getDict();
        PyObject r = d == null ? null : d.getStr(ThreadRecord.KEY);
        if (!(r instanceof ThreadRecord rec)) {
            throw Py.raise(ExceptionTypes.AssertionError, "Thread.__init__() not called");
        }
        return rec;
    }

    private void defineMethods(PyType t) {
        t.define("__init__", this::init);
        t.define("start", (self, a, k) -> {
            ArgParser.checkArity("start", a, k, 0, 0);
            start(self);
            return Py.None;
        });
        t.define("run", (self, a, k) -> {
            ArgParser.checkArity("run", a, k, 0, 0);
            run(self);
            return Py.None;
        });
        t.define("join", (self, a, k) -> {
            join(self, BlockingArgs.optionalTimeout(JOIN.parse(a, k)[0]));
            return Py.None;
        });
        t.define("is_alive", (self, a, k) -> Py.newBool(record(self).isAlive()));
        t.define("getName", (self, a, k) -> PyStr.of(record(self).name));
        t.define("setName", (self, a, k) -> {
            ArgParser.checkArity("setName", a, k, 1, 1);
            record(self).name = Ops.str(a[0]);
            return Py.None;
        });
        t.define("isDaemon", (self, a, k) -> Py.newBool(record(self).daemon));
        t.define("setDaemon", (self, a, k) -> {
            ArgParser.checkArity("setDaemon", a, k, 1, 1);
            setDaemon(self, a[0]);
            return Py.None;
        });
        GetSet.define(t, "name", self -> PyStr.of(record(self).name),
                (self, v) -> record(self).name = Ops.str(v));
        GetSet.define(t, "daemon", self -> Py.newBool(record(self).daemon), ThreadClass::setDaemon);
        GetSet.define(t, "ident", self -> {
            Long id = record(self).ident();
            return id == null ? Py.None : PyInt.of(id);
        });
        GetSet.define(t, "native_id", self -> {
            Long id = record(self).ident();
            return id == null ? Py.None : PyInt.of(id);
        });
        t.define("__repr__", (self, a, k) -> {
            ThreadRecord r = record(self);
            String status = r.finished ? "stopped" : r.started ? "started" : "initial";
            if (r.daemon) {
                status += " daemon";
            }
            Long id = r.ident();
            if (id != null) {
                status += " " + id;
            }
            return PyStr.of("<" + self.type().name + "(" + r.name + ", " + status + ")>");
        });
    }

    /** {@code Thread.__init__(self, ...)}: also what a subclass written in Java ({@link TimerClass}) calls. */
    PyObject init(PyObject self, PyObject[] args, String[] kwnames) {
        PyObject[] p = INIT.parse(args, kwnames);
        if (p[0] != null && p[0] != Py.None) {
            throw Py.raise(ExceptionTypes.AssertionError, "group argument must be None for now");
        }
        PyObject target = p[1] == null ? Py.None : p[1];
        String name;
        if (p[2] != null && p[2] != Py.None) {
            name = Ops.str(p[2]);
        } else {
            name = "Thread-" + counter.incrementAndGet();
            if (target != Py.None) {
                PyObject targetName = Ops.lookupAttr(target, "__name__");
                if (targetName != null) {
                    name += " (" + Ops.str(targetName) + ")";
                }
            }
        }
        boolean daemon;
        if (p[5] != null && p[5] != Py.None) {
            daemon = Ops.isTrue(p[5]);
        } else {
            daemon = record(ThreadingModule.currentThread(this)).daemon;
        }
        PyDict d = self.getDict();
        d.putStr("_target", target);
        d.putStr("_args", p[3] == null ? PyTuple.EMPTY : p[3]);
        d.putStr("_kwargs", p[4] == null || p[4] == Py.None ? new PyDict() : p[4]);
        ThreadRecord r = new ThreadRecord(name, daemon, false);
        r.initialExcepthook = module.getStr("excepthook");
        if (r.initialExcepthook == null || r.initialExcepthook == Py.None) {
            throw Py.RuntimeError("threading.excepthook is None");
        }
        r.initialSysExcepthook = RunningVM.sysAttr("excepthook");
        if (r.initialSysExcepthook == null || r.initialSysExcepthook == Py.None) {
            throw Py.RuntimeError("sys.excepthook is None");
        }
        PyObject stderr = RunningVM.sysAttr("stderr");
        d.putStr("_stderr", stderr == null ? Py.None : stderr); // for the hook once sys.stderr is gone
        d.putStr(ThreadRecord.KEY, r);
        addToDangling(self);
        return Py.None;
    }

    /** Enters a new thread object in {@code threading._dangling}, the weak set of them that test suites watch. */
    void addToDangling(PyObject thread) {
        PyObject dangling = module.getStr("_dangling");
        if (dangling != null) {
            Ops.callMethod(dangling, "add", thread);
        }
    }

    private static void setDaemon(PyObject self, PyObject value) {
        ThreadRecord r = record(self);
        if (r.started) {
            throw Py.RuntimeError("cannot set daemon status of active thread");
        }
        r.daemon = Ops.isTrue(value);
    }

    private void start(PyObject self) {
        PyDict d = self.getDict();
        if (d == null || !(d.getStr(ThreadRecord.KEY) instanceof ThreadRecord)) {
            throw Py.RuntimeError("thread.__init__() not called");
        }
        ThreadRecord r = record(self);
        if (r.started) {
            throw Py.RuntimeError("threads can only be started once");
        }
        Thread jt = new Thread(null, () -> body(self, r), r.name, GuestThreads.STACK_SIZE);
        ThreadModule.RUNNING.incrementAndGet();
        // The JVM never waits for guest threads by itself: the VM joins non-daemon ones at exit.
        jt.setDaemon(true);
        r.javaThread = jt;
        r.started = true;
        if (module.getStr("_limbo") instanceof PyDict limbo) {
            limbo.put(self, self);
        }
        ThreadingModule.register(r, self);
        jt.start();
    }

    private void body(PyObject self, ThreadRecord r) {
        GIL.acquire();
        try {
            ThreadState.current().threadObject = self;
            PyObject ident = PyInt.of(Thread.currentThread().getId());
            if (module.getStr("_active") instanceof PyDict active) {
                active.put(ident, self);
            }
            if (module.getStr("_limbo") instanceof PyDict limbo) {
                limbo.remove(self);
            }
            try {
                Ops.callMethod(self, "run");
            } catch (PyException e) {
                ThreadExceptHook.invoke(module, self, r, e);
            }
        } finally {
            if (module.getStr("_active") instanceof PyDict active) {
                active.remove(PyInt.of(Thread.currentThread().getId()));
            }
            ThreadModule.RUNNING.decrementAndGet();
            r.finished = true;
            ThreadingModule.unregister(r);
            GIL.release();
        }
    }

    /** The default {@code run}: calls the target with its args and kwargs, then drops them (as CPython). */
    private static void run(PyObject self) {
        PyDict d = self.getDict();
        try {
            PyObject target = d.getStr("_target");
            if (target != null && target != Py.None) {
                callWith(target, d.getStr("_args"), d.getStr("_kwargs"));
            }
        } finally {
            d.remove(PyStr.of("_target"));
            d.remove(PyStr.of("_args"));
            d.remove(PyStr.of("_kwargs"));
        }
    }

    /** {@code function(*args, **kwargs)}: any iterable of arguments, a dict of keywords (or null). */
    static PyObject callWith(PyObject function, PyObject args, PyObject kwargs) {
        List<PyObject> values = new ArrayList<>();
        PyObject it = Ops.iter(args);
        for (PyObject x = Ops.next(it); x != null; x = Ops.next(it)) {
            values.add(x);
        }
        List<String> names = new ArrayList<>();
        if (kwargs instanceof PyDict kd) {
            for (int i = kd.nextIndex(0); i >= 0; i = kd.nextIndex(i + 1)) {
                names.add(ArgValues.asStr(kd.keyAt(i), "keywords").intern());
                values.add(kd.valueAt(i));
            }
        }
        return Ops.call(function, values.toArray(new PyObject[0]), names.isEmpty() ? null : names.toArray(new String[0]));
    }

    private static void join(PyObject self, long timeoutNanos) {
        ThreadRecord r = record(self);
        if (!r.started) {
            throw Py.RuntimeError("cannot join thread before it is started");
        }
        Thread jt = r.javaThread;
        if (jt == Thread.currentThread()) {
            throw Py.RuntimeError("cannot join current thread");
        }
        if (r.main) {
            return;
        }
        long deadline = Deadlines.after(timeoutNanos);
        GilRelease.untilDone(() -> {
            if (timeoutNanos < 0) {
                jt.join();
            } else {
                long left = Deadlines.left(deadline);
                if (left > 0) {
                    jt.join(left / 1_000_000, (int) (left % 1_000_000));
                }
            }
            return null;
        });
    }
}
