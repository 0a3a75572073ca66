package io.frameweave.interpreter.builtins;

import static io.frameweave.interpreter.builtins.BuiltinCalls.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
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

/** The {@code _thread} module driven from Java, with builtin functions as thread functions. */
class ThreadModuleTest {
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();
    private PyModule thread;

    @BeforeEach
    void boot() {
        PythonVM vm = new PythonVM(new ByteArrayInputStream(new byte[0]), new PrintStream(new ByteArrayOutputStream()),
                new PrintStream(err, true, StandardCharsets.UTF_8), BuiltinModules.SOURCE);
        vm.boot(List.of("t.py"));
        thread = BuiltinModules.create("_thread");
    }

    /** Starts {@code function(*args)} and waits for its end through a sentinel lock it takes first. */
    private void runInThread(PyObject function, PyObject args) {
        PyObject[] sentinel = new PyObject[1];
        PyObject ready = call(thread, "allocate_lock");
        Ops.callMethod(ready, "acquire");
        PyObject body = new PyBuiltinFunction("body", (a, k) -> {
            sentinel[0] = call(thread, "_set_sentinel");
            Ops.callMethod(sentinel[0], "acquire");
            Ops.callMethod(ready, "release");
            return Ops.call(function, ((io.frameweave.interpreter.runtime.PyTuple) args).items);
        });
        call(thread, "start_new_thread", body, t());
        Ops.callMethod(ready, "acquire");
        Ops.callMethod(sentinel[0], "acquire"); // released once the thread has finished
    }

    @Test
    void aStartedFunctionRunsOnAnotherJavaThreadHoldingTheGil() {
        List<String> seen = new CopyOnWriteArrayList<>();
        PyObject work = new PyBuiltinFunction("work", (a, k) -> {
            seen.add(Ops.str(a[0]) + " gil=" + GIL.isHeld() + " other=" + !GIL.isMainThread());
            return Py.None;
        });
        runInThread(work, t(s("x")));
        assertEquals(List.of("x gil=true other=true"), seen);
        assertRaises("TypeError", "first arg must be callable", () -> call(thread, "start_new_thread", i(1), t()));
        assertRaises("TypeError", "2nd arg must be a tuple", () -> call(thread, "start_new_thread", work, i(1)));
    }

    @Test
    void anExceptionThatEndsAThreadIsReportedAsUnraisable() {
        PyObject boom = new PyBuiltinFunction("boom", (a, k) -> {
            throw Py.ValueError("bad thing");
        });
        runInThread(boom, t());
        String text = err.toString(StandardCharsets.UTF_8);
        assertTrue(text.startsWith("Exception ignored in thread started by: "), text);
        assertTrue(text.endsWith("ValueError: bad thing\n"), text);
    }

    @Test
    void manyThreadsIncrementUnderALock() {
        PyObject lock = call(thread, "allocate_lock");
        int[] counter = {0};
        PyObject work = new PyBuiltinFunction("work", (a, k) -> {
            for (int n = 0; n < 1000; n++) {
                Ops.callMethod(lock, "acquire");
                counter[0]++;
                Ops.callMethod(lock, "release");
            }
            return Py.None;
        });
        PyObject done = call(thread, "allocate_lock");
        int[] finished = {0};
        PyObject counted = new PyBuiltinFunction("counted", (a, k) -> {
            Ops.call(work);
            if (++finished[0] == 4) {
                Ops.callMethod(done, "release");
            }
            return Py.None;
        });
        Ops.callMethod(done, "acquire");
        for (int n = 0; n < 4; n++) {
            call(thread, "start_new_thread", counted, t());
        }
        Ops.callMethod(done, "acquire");
        assertEquals(4000, counter[0]);
    }

    @Test
    void lockSemantics() {
        PyObject lock = call(thread, "allocate_lock");
        assertEquals("'lock'", repr(Ops.getAttr(lock.type(), "__name__")));
        assertRaises("TypeError", "cannot create '_thread.lock' instances", () -> call(thread, "LockType"));
        assertEquals("True", repr(Ops.callMethod(lock, "acquire")));
        assertEquals("True", repr(Ops.callMethod(lock, "locked_lock")));
        assertEquals("False", repr(Ops.callMethod(lock, "acquire", Py.False)));
        assertEquals("False", repr(Ops.call(Ops.getAttr(lock, "acquire"), new PyObject[] {f(0.01)}, new String[] {"timeout"})));
        Ops.callMethod(lock, "release_lock");
        assertRaises("RuntimeError", "release unlocked lock", () -> Ops.callMethod(lock, "release"));
        assertRaises("ValueError", "can't specify a timeout for a non-blocking call",
                () -> Ops.callMethod(lock, "acquire", Py.False, i(1)));
        assertRaises("ValueError", "timeout value must be positive", () -> Ops.callMethod(lock, "acquire", Py.True, i(-2)));
        Ops.callMethod(lock, "acquire");
        Ops.callMethod(lock, "_at_fork_reinit");
        assertEquals("False", repr(Ops.callMethod(lock, "locked")));
    }

    @Test
    void rlockIsReentrantAndSavesItsState() {
        PyObject r = call(thread, "RLock");
        Ops.callMethod(r, "acquire");
        Ops.callMethod(r, "acquire");
        assertEquals("2", repr(Ops.callMethod(r, "_recursion_count")));
        PyObject saved = Ops.callMethod(r, "_release_save");
        assertEquals("False", repr(Ops.callMethod(r, "_is_owned")));
        Ops.callMethod(r, "_acquire_restore", saved);
        assertEquals("True", repr(Ops.callMethod(r, "_is_owned")));
        Ops.callMethod(r, "release");
        Ops.callMethod(r, "release");
        assertRaises("RuntimeError", "cannot release un-acquired lock", () -> Ops.callMethod(r, "release"));
        assertRaises("TypeError", "_acquire_restore() argument 1 must be 2-item sequence, not int",
                () -> Ops.callMethod(r, "_acquire_restore", i(5)));
    }
}
