package io.frameweave.instrumentation.watchers;

import io.frameweave.instrumentation.frames.FrameView;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.vm.GIL;
import io.frameweave.interpreter.vm.PyFrame;
import io.frameweave.interpreter.vm.ThreadState;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Frame-local watchers: a write through an {@code f_locals} proxy from a guest tracer, through a Java
 * {@link FrameView}, and from another thread, each told before it lands with the frame, name, old and new
 * value and the writing thread. One test per row of the frame-local table in docs/WATCHERS.md.
 */
class FrameLocalWatcherTest {
    private final List<String> writes = new ArrayList<>();
    private final int id = FrameLocalWatchers.addWatcher(this::record);

    private synchronized void record(PyFrame frame, PyObject name, PyObject old, PyObject value, Thread writer) {
        PyObject seen = FrameView.of(frame).getLocal(Ops.str(name)); // still the old value: told before the write
        writes.add(frame.code.name + " " + Ops.str(name) + " " + show(old) + "->" + show(value) + " seen=" + show(seen)
                + (writer == Thread.currentThread() ? "" : " wrong-thread"));
    }

    private static String show(PyObject v) {
        return v == null ? "-" : Ops.repr(v);
    }

    @AfterEach
    void clear() {
        FrameLocalWatchers.clearWatcher(id);
    }

    @Test
    void aGuestTracerWritesThroughTheProxy() {
        String out = new Guest().run("""
                import sys
                def tracer(frame, event, arg):
                    if event == 'line' and frame.f_code.co_name == 'f' and frame.f_locals.get('x') == 1:
                        frame.f_locals['x'] = 5
                    return tracer
                def f():
                    x = 1
                    return x
                sys.settrace(tracer)
                r = f()
                sys.settrace(None)
                print(r)
                """);
        assertEquals("5\n", out);
        assertEquals(List.of("f x 1->5 seen=1"), writes);
    }

    @Test
    void javaWritesThroughAFrameView() {
        Guest g = new Guest();
        g.function("poke", (a, k) -> {
            FrameView.of(ThreadState.current().frame).setLocal("x", PyInt.of(42));
            return Py.None;
        });
        String out = g.run("""
                def f():
                    x = 1
                    poke()
                    return x
                print(f())
                """);
        assertEquals("42\n", out);
        assertEquals(List.of("f x 1->42 seen=1"), writes);
    }

    @Test
    void anotherThreadWritesWhileTheOwnerWaits() {
        Guest g = new Guest();
        List<Thread> writers = new ArrayList<>();
        g.function("wait_for_writer", (a, k) -> {
            Thread owner = Thread.currentThread();
            CountDownLatch written = new CountDownLatch(1);
            Thread writer = new Thread(() -> {
                try {
                    FrameView.ofAllThreads().get(owner).setLocal("x", PyInt.of(99));
                } finally {
                    written.countDown();
                }
            });
            writers.add(writer);
            GIL.release();
            try {
                writer.start();
                assertTrue(written.await(10, TimeUnit.SECONDS));
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            } finally {
                GIL.acquire();
            }
            return Py.None;
        });
        String out = g.run("""
                def f():
                    x = 1
                    wait_for_writer()
                    return x
                print(f())
                """);
        assertEquals("99\n", out);
        // recorded on the writer thread, which is the one the event names
        assertEquals(List.of("f x 1->99 seen=1"), writes);
        assertEquals(1, writers.size());
    }
}
