package io.frameweave.instrumentation.frames;

import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.vm.ThreadState;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** What a Java tool reads from a {@link FrameView}: names, file, line, the chain of callers, the namespaces. */
class FrameViewTest {

    @Test
    void describesTheFrameAndItsCallers() {
        List<String> seen = new ArrayList<>();
        GuestSession s = new GuestSession();
        s.function("look", (a, k) -> {
            FrameView v = FrameView.of(ThreadState.current().frame);
            for (FrameView f = v; f != null; f = f.back()) {
                seen.add(f.functionName() + "|" + f.qualname() + "|" + f.filename() + ":" + f.line()
                        + "|" + f.hasFastLocals());
            }
            assertSame(s.vm.mainModule().getDict(), v.globals());
            assertSame(v.globals(), v.back().back().locals());
            assertTrue(v.builtins().getStr("len") != null);
            assertEquals(3L, ((PyInt) v.getLocal("n")).value);
            assertNull(v.getLocal("missing"));
            assertInstanceOf(FrameLocalsProxy.class, v.locals());
            assertEquals(v, FrameView.of(ThreadState.current().frame));
            return Py.None;
        });
        s.run("""
                class C:
                    def method(self, n):
                        look()
                def outer():
                    C().method(3)
                outer()
                """);
        assertEquals(List.of("method|C.method|prog.py:3|true", "outer|outer|prog.py:5|true",
                "<module>|<module>|prog.py:6|false"), seen);
    }

    @Test
    void moduleFrameLocalsAreItsDictAndWritable() {
        GuestSession s = new GuestSession();
        s.function("set_g", (a, k) -> {
            FrameView v = FrameView.of(ThreadState.current().frame);
            assertInstanceOf(PyDict.class, v.locals());
            v.setLocal("g", PyInt.of(8));
            return Py.None;
        });
        assertEquals("8\n", s.run("g = 1\nset_g()\nprint(g)\n"));
    }

    @Test
    void ofAllThreadsListsEveryGuestThreadsTopFrame() {
        GuestSession s = new GuestSession();
        List<String> tops = new ArrayList<>();
        s.function("look_all", (a, k) -> {
            Map<Thread, FrameView> all = FrameView.ofAllThreads();
            assertEquals("main_work", all.get(Thread.currentThread()).functionName());
            for (FrameView v : all.values()) {
                tops.add(v.functionName());
            }
            return Py.None;
        });
        s.run("""
                import threading
                started = threading.Event()
                stop = threading.Lock()  # a wait with no guest frame: the worker's own frame stays its top
                stop.acquire()
                def worker():
                    started.set()
                    stop.acquire()
                def main_work():
                    t = threading.Thread(target=worker)
                    t.start()
                    started.wait()
                    look_all()
                    stop.release()
                    t.join()
                main_work()
                """);
        assertTrue(tops.contains("worker"), tops.toString());
        assertTrue(tops.contains("main_work"), tops.toString());
        assertFalse(tops.contains(null));
    }
}
