package io.frameweave.interpreter.builtins;

import static io.frameweave.interpreter.builtins.BuiltinCalls.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBuiltinFunction;
import io.frameweave.interpreter.runtime.PyModule;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.vm.GIL;
import io.frameweave.interpreter.vm.PythonVM;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The threading module driven from Java, with builtin functions as thread targets. */
class ThreadingTest {
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();
    private PyModule threading;

    @BeforeEach
    void boot() {
        PythonVM vm = new PythonVM(new ByteArrayInputStream(new byte[0]), new PrintStream(new ByteArrayOutputStream()),
                new PrintStream(err, true, StandardCharsets.UTF_8), BuiltinModules.SOURCE);
        vm.boot(List.of("t.py"));
        threading = BuiltinModules.create("threading");
    }

    private PyObject thread(PyObject target, PyObject args) {
        return callKw(threading, "Thread", new PyObject[] {target, args}, "target", "args");
    }

    @Test
    void threadRunsTargetOnAnotherJavaThreadHoldingTheGil() {
        List<String> seen = new CopyOnWriteArrayList<>();
        PyObject work = new PyBuiltinFunction("work", (a, k) -> {
            seen.add(Ops.str(a[0]) + " gil=" + GIL.isHeld() + " same=" + (Thread.currentThread().getName()));
            return Py.None;
        });
        PyObject t = thread(work, t(s("x")));
        assertEquals("'Thread-1 (work)'", repr(Ops.getAttr(t, "name")));
        assertEquals("<Thread(Thread-1 (work), initial)>", repr(t));
        assertEquals("None", repr(Ops.getAttr(t, "ident")));
        Ops.callMethod(t, "start");
        Ops.callMethod(t, "join");
        assertEquals(List.of("x gil=true same=Thread-1 (work)"), seen);
        assertEquals("False", repr(Ops.callMethod(t, "is_alive")));
        assertTrue(repr(t).startsWith("<Thread(Thread-1 (work), stopped "));
        assertRaises("RuntimeError", "threads can only be started once", () -> Ops.callMethod(t, "start"));
    }

    @Test
    void manyThreadsIncrementUnderALock() {
        PyObject lock = call(threading, "Lock");
        int[] counter = {0};
        PyObject work = new PyBuiltinFunction("work", (a, k) -> {
            for (int n = 0; n < 1000; n++) {
                Ops.callMethod(lock, "acquire");
                counter[0]++;
                Ops.callMethod(lock, "release");
            }
            return Py.None;
        });
        PyObject[] ts = new PyObject[4];
        for (int n = 0; n < ts.length; n++) {
            ts[n] = thread(work, t());
            Ops.callMethod(ts[n], "start");
        }
        for (PyObject th : ts) {
            Ops.callMethod(th, "join");
        }
        assertEquals(4000, counter[0]);
    }

    @Test
    void lockSemantics() {
        PyObject lock = call(threading, "Lock");
        assertEquals("'lock'", repr(Ops.getAttr(lock.type(), "__name__")));
        assertEquals("True", repr(Ops.callMethod(lock, "acquire")));
        assertEquals("True", repr(Ops.callMethod(lock, "locked")));
        assertEquals("False", repr(Ops.callMethod(lock, "acquire", Py.False)));
        assertEquals("False", repr(Ops.call(Ops.getAttr(lock, "acquire"), new PyObject[] {f(0.01)}, new String[] {"timeout"})));
        Ops.callMethod(lock, "release");
        assertRaises("RuntimeError", "release unlocked lock", () -> Ops.callMethod(lock, "release"));
        assertRaises("ValueError", "can't specify a timeout for a non-blocking call",
                () -> Ops.callMethod(lock, "acquire", Py.False, i(1)));
        assertRaises("ValueError", "timeout value must be positive", () -> Ops.callMethod(lock, "acquire", Py.True, i(-2)));
    }

    @Test
    void rlockIsReentrant() {
        PyObject r = call(threading, "RLock");
        Ops.callMethod(r, "acquire");
        Ops.callMethod(r, "acquire");
        Ops.callMethod(r, "release");
        Ops.callMethod(r, "release");
        assertRaises("RuntimeError", "cannot release un-acquired lock", () -> Ops.callMethod(r, "release"));
    }

    @Test
    void eventAndCondition() {
        PyObject ev = call(threading, "Event");
        PyObject setter = new PyBuiltinFunction("setter", (a, k) -> Ops.callMethod(ev, "set"));
        PyObject t = thread(setter, t());
        Ops.callMethod(t, "start");
        assertEquals("True", repr(Ops.callMethod(ev, "wait", f(5.0))));
        Ops.callMethod(t, "join");
        PyObject cond = call(threading, "Condition");
        assertRaises("RuntimeError", "cannot wait on un-acquired lock", () -> Ops.callMethod(cond, "wait"));
        assertRaises("RuntimeError", "cannot notify on un-acquired lock", () -> Ops.callMethod(cond, "notify"));
        Ops.callMethod(cond, "acquire");
        assertEquals("False", repr(Ops.callMethod(cond, "wait", f(0.01))));
        Ops.callMethod(cond, "release");
    }

    @Test
    void currentAndMainThread() {
        PyObject main = call(threading, "main_thread");
        assertEquals("'MainThread'", repr(Ops.getAttr(main, "name")));
        assertEquals(repr(main), repr(call(threading, "current_thread")));
        assertEquals("1", repr(call(threading, "active_count")));
        PyObject[] inThread = new PyObject[1];
        PyObject probe = new PyBuiltinFunction("probe", (a, k) -> inThread[0] = call(threading, "current_thread"));
        PyObject t = thread(probe, t());
        Ops.callMethod(t, "start");
        Ops.callMethod(t, "join");
        assertNotSame(main, inThread[0]);
        assertEquals(repr(Ops.getAttr(t, "name")), repr(Ops.getAttr(inThread[0], "name")));
    }

    @Test
    void anExceptionInAThreadIsReportedOnStderr() {
        PyObject boom = new PyBuiltinFunction("boom", (a, k) -> {
            throw Py.ValueError("bad thing");
        });
        PyObject t = thread(boom, t());
        Ops.callMethod(t, "start");
        Ops.callMethod(t, "join");
        String text = err.toString(StandardCharsets.UTF_8);
        assertTrue(text.startsWith("Exception in thread Thread-1 (boom):\n"), text);
        assertTrue(text.endsWith("ValueError: bad thing\n"), text);
    }

    @Test
    void shutdownWaitsForNonDaemonThreads() {
        boolean[] done = {false};
        PyObject slow = new PyBuiltinFunction("slow", (a, k) -> {
            TimeModule.sleep(0.1);
            done[0] = true;
            return Py.None;
        });
        Ops.callMethod(thread(slow, t()), "start");
        ThreadingModule.joinNonDaemonThreads();
        assertTrue(done[0]);
    }
}
