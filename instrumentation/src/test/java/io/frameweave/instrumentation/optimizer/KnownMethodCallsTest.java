package io.frameweave.instrumentation.optimizer;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Known method calls, which enter the method their load finds directly: other receivers, shadowing instance
 * attributes, the method rebound or its code replaced, exceptions, recursion, tracing switched on inside it.
 */
class KnownMethodCallsTest extends OptimizedRuns {
    /** {@link #sameDirect}, and every {@code note_direct} saw a direct entry of a method call. */
    private String sameMethodDirect(String source) {
        return sameDirect(source, methodDirect, "method calls");
    }

    @Test
    void aKnownMethodCallEntersOnlyTheMethodItsLoadFinds() {
        // receivers of a subclass and of another class, an instance attribute shadowing the method, and the method
        // rebound on the class from the loop: the call checks what LOAD_METHOD found
        String o = sameMethodDirect("""
                class Acc:
                    def __init__(self):
                        self.t = 0
                    def add(self, a, b):
                        self.t += a * b
                        return self.t
                class Sub(Acc):
                    pass
                class Other:
                    def add(self, a, b):
                        return -1
                def hot(o, n, at):
                    r = 0
                    for i in range(n):
                        r = o.add(i, 2)
                        if i == at:
                            Acc.add = lambda self, a, b: 1000 + a
                    return r
                for _ in range(50):
                    hot(Acc(), 3, -1)
                optimize_now()
                note_direct(hot)
                print(hot(Acc(), 10, -1), hot(Sub(), 4, -1))
                print(hot(Other(), 3, -1))
                a = Acc()
                a.add = lambda x, y: x - y
                print(hot(a, 3, -1))
                print(hot(Acc(), 5, 2), hot(Sub(), 2, -1))
                """);
        assertEquals("90 12\n"
                + "-1\n"
                + "0\n"
                + "1004 1001\n", o);
        assertEquals(List.of(1), methodDirect);
        assertTrue(stats.methodCalls() > 0, stats.toString());
    }

    @Test
    void aKnownMethodWhoseCodeIsReplacedFromItselfOrFromAnotherThread() {
        String o = sameMethodDirect("""
                import threading
                class K:
                    def m(self, a, b, swap):
                        if swap:
                            K.m.__code__ = K.g.__code__
                        return a + b
                    def g(self, a, b, swap):
                        return a * b
                    def d(self, a, b=5):
                        return a - b
                def hot(k, n, at):
                    r = []
                    for i in range(n):
                        r.append(k.m(i, 3, i == at))
                        r.append(k.d(i, 1))
                    return r
                for _ in range(50):
                    hot(K(), 5, -1)
                optimize_now()
                note_direct(hot)
                print(hot(K(), 6, 3))
                print(hot(K(), 3, -1))
                class L:
                    def m(self, a, b, swap):
                        return a + b
                def g2(self, a, b, swap):
                    return a * 100
                started = threading.Event()
                go = threading.Event()
                def hot2(k, n):
                    r = []
                    for i in range(n):
                        r.append(k.m(i, 1, False))
                        if i == 2:
                            started.set()
                            go.wait()
                    return r
                for _ in range(50):
                    hot2(L(), 2)
                optimize_now()
                note_direct(hot2)
                def swapper():
                    started.wait()
                    L.m.__code__ = g2.__code__
                    go.set()
                t = threading.Thread(target=swapper)
                t.start()
                print(hot2(L(), 5))
                t.join()
                """);
        assertEquals("[3, -1, 4, 0, 5, 1, 6, 2, 12, 3, 15, 4]\n"
                + "[0, -1, 3, 0, 6, 1]\n"
                + "[1, 2, 3, 300, 400]\n", o);
        assertEquals(List.of(2, 1), methodDirect);
        assertTrue(stats.deoptimized() >= 2, stats.toString());
    }

    @Test
    void aKnownMethodRaisesRecursesSeesItsCallerAndSwitchesTracingOn() {
        String o = sameMethodDirect("""
                import sys
                class N:
                    def down(self, n):
                        if n == 0:
                            return 0
                        return 1 + self.down(n - 1)
                    def bad(self, a):
                        if a == 3:
                            raise ValueError("three")
                        return a
                    def up(self):
                        return sys._getframe(1).f_code.co_name
                def hot(o, n):
                    t = 0
                    for i in range(n):
                        t += o.down(3)
                        try:
                            t += o.bad(i)
                        except ValueError as e:
                            t += 100
                    return t, o.up()
                for _ in range(50):
                    hot(N(), 2)
                optimize_now()
                note_direct(hot)
                print(hot(N(), 6))
                try:
                    N().down(100000)
                except RecursionError as e:
                    print("RecursionError", e)
                def caller(o):
                    return o.bad(3)
                for _ in range(50):
                    try:
                        caller(N())
                    except ValueError:
                        pass
                optimize_now()
                try:
                    caller(N())
                except ValueError as e:
                    tb = e.__traceback__
                    lines = []
                    while tb is not None:
                        lines.append((tb.tb_frame.f_code.co_name, tb.tb_lineno))
                        tb = tb.tb_next
                    print(lines)
                events = []
                def tracer(frame, event, arg):
                    events.append((event, frame.f_code.co_name, frame.f_lineno))
                    return tracer
                class S:
                    def leaf(self, a):
                        return a + 1
                    def switch(self, a, at):
                        if a == at:
                            sys.settrace(tracer)
                        return a
                def hot3(o, n, at):
                    t = 0
                    for i in range(n):
                        t += o.switch(i, at)
                        t += o.leaf(i)
                    return t
                for _ in range(50):
                    hot3(S(), 2, -1)
                optimize_now()
                note_direct(hot3)
                print(hot3(S(), 5, 3))
                sys.settrace(None)
                for e in events:
                    print(e)
                """);
        assertEquals("(130, 'hot')\n"
                + "RecursionError maximum recursion depth exceeded\n"
                + "[('<module>', 40), ('caller', 32), ('bad', 9)]\n"
                + "25\n"
                + "('call', 'leaf', 53)\n"
                + "('line', 'leaf', 54)\n"
                + "('return', 'leaf', 54)\n"
                + "('call', 'switch', 55)\n"
                + "('line', 'switch', 56)\n"
                + "('line', 'switch', 58)\n"
                + "('return', 'switch', 58)\n"
                + "('call', 'leaf', 53)\n"
                + "('line', 'leaf', 54)\n"
                + "('return', 'leaf', 54)\n", o);
        assertEquals(List.of(3, 2), methodDirect);
    }
}
