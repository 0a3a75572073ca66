package io.frameweave.instrumentation.frames;

import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.vm.GIL;
import io.frameweave.interpreter.vm.ThreadState;
import org.junit.jupiter.api.Test;

import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Writes land in the frame at once: from Java, from a callback into a caller's frame, from other threads. */
class FrameLocalsWriteTest {

    @Test
    void aJavaWriteThroughAFrameViewIsSeenByTheProgram() {
        GuestSession s = new GuestSession();
        s.function("poke", (a, k) -> {
            FrameView caller = FrameView.of(ThreadState.current().frame);
            caller.setLocal("x", PyInt.of(42));
            caller.setLocal("extra", PyStr.of("beside"));
            return Py.None;
        });
        String out = s.run("""
                import sys
                def f():
                    x = 1
                    poke()
                    print(x, proxy(sys._getframe())['extra'])
                f()
                """);
        // (locals() shows the extra key once f_locals is woven: FrameLocalsAdviceTest)
        assertEquals("42 beside\n", out);
    }

    @Test
    void aCallbackWritesIntoAFrameThatIsNotTheCurrentOne() {
        GuestSession s = new GuestSession();
        // like a tracer handed the frame of f while g runs: it writes into f's frame, two levels down
        s.function("callback", (a, k) -> {
            FrameView g = FrameView.of(ThreadState.current().frame);
            FrameView f = g.back();
            assertEquals("f", f.functionName());
            f.setLocal("x", PyInt.of(5));
            f.setLocal("c", PyInt.of(6));
            return Py.None;
        });
        String out = s.run("""
                import sys
                def g():
                    callback()
                    proxy(sys._getframe(1))['y'] = 'from g'
                def f():
                    x = 1
                    y = 2
                    c = 3
                    def inner():
                        return c
                    g()
                    print(x, y, c, inner())
                f()
                """);
        assertEquals("5 from g 6 6\n", out);
    }

    @Test
    void aJavaThreadWritesWhileTheOwnerWaitsWithTheGilReleased() {
        GuestSession s = new GuestSession();
        AtomicReference<Throwable> writerFailure = new AtomicReference<>();
        s.function("wait_for_writer", (a, k) -> {
            Thread owner = Thread.currentThread();
            CountDownLatch written = new CountDownLatch(1);
            Thread writer = new Thread(() -> {
                try {
                    Map<Thread, FrameView> tops = FrameView.ofAllThreads();
                    FrameView top = tops.get(owner);
                    assertEquals("f", top.functionName());
                    assertEquals(PyInt.of(1).value, ((PyInt) top.getLocal("x")).value);
                    top.setLocal("x", PyInt.of(99));
                } catch (Throwable t) {
                    writerFailure.set(t);
                } finally {
                    written.countDown();
                }
            });
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
        String out = s.run("""
                def f():
                    x = 1
                    wait_for_writer()
                    print(x)
                f()
                """);
        assertNull(writerFailure.get());
        assertEquals("99\n", out);
    }

    @Test
    void aGuestThreadWritesIntoAnotherThreadsWaitingFrame() {
        String out = new GuestSession().run("""
                import sys, threading
                ready = threading.Event()
                done = threading.Event()
                def writer(owner):
                    ready.wait()
                    top = sys._current_frames()[owner]
                    while top.f_code.co_name != 'main':
                        top = top.f_back
                    p = proxy(top)
                    p['x'] = p['x'] + 41
                    p['note'] = 'hi'
                    done.set()
                def main():
                    x = 1
                    t = threading.Thread(target=writer, args=(threading.get_ident(),))
                    t.start()
                    ready.set()
                    done.wait()
                    t.join()
                    print(x, proxy(sys._getframe())['note'])
                main()
                """);
        assertEquals("42 hi\n", out);
    }
}
