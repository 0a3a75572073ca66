package io.frameweave.instrumentation.optimizer;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Known calls of functions, and their direct entry into the callee's compiled form: the callee's code and defaults
 * replaced, exceptions, recursion, callers seen from the callee, tracing and monitoring switched on inside it.
 */
class KnownCallsTest extends OptimizedRuns {
    @Test
    void knownCallsFollowCodeAndDefaultsReplacement() {
        String o = same("""
                def f(a, b):
                    return a + b
                def g(a, b):
                    return a * b
                def h(a, b=10):
                    return a - b
                def hot(i):
                    return f(i, 3) + h(i, 1)
                def warm():
                    for i in range(50):
                        hot(i)
                    optimize_now()
                warm()
                r = [hot(2)]
                f.__code__ = g.__code__
                r.append(hot(2))
                warm()
                r.append(hot(2))
                h.__defaults__ = (1, 2)
                r.append(hot(2))
                warm()
                h.__kwdefaults__ = {}
                r.append(hot(2))
                print(r)
                """);
        assertEquals("[6, 7, 7, 7, 7]\n", o);
        assertTrue(stats.optimized() > 0 && stats.deoptimized() >= 2, stats.toString());
    }

    @Test
    void aDirectlyCalledFunctionWhoseCodeIsReplacedFromItselfFromAnotherThreadOrWhoseFormGoes() {
        String o = sameDirect("""
                import threading
                def g(a, b, swap):
                    return a * b
                def f(a, b, swap):
                    if swap:
                        f.__code__ = g.__code__
                    return a + b
                def hot(n, at):
                    r = []
                    for i in range(n):
                        r.append(f(i, 3, i == at))
                    return r
                for _ in range(50):
                    hot(5, -1)
                optimize_now()
                note_direct(hot)
                print(hot(8, 4))
                print(hot(3, -1))
                def g2(a):
                    return a * 100
                def f2(a):
                    return a + 1
                def hot2(n, ev):
                    r = []
                    for i in range(n):
                        if i == 3:
                            ev.set()
                            th.join()
                        r.append(f2(i))
                    return r
                def mutate(ev):
                    ev.wait()
                    f2.__code__ = g2.__code__
                for _ in range(50):
                    hot2(2, threading.Event())
                optimize_now()
                note_direct(hot2)
                ev = threading.Event()
                th = threading.Thread(target=mutate, args=(ev,))
                th.start()
                print(hot2(5, ev))
                K = 1
                def f3(a):
                    return a + K
                def bump():
                    global K
                    K = 10
                def hot3(n):
                    r = []
                    for i in range(n):
                        r.append(f3(i))
                        if i == 2:
                            bump()
                    return r
                for _ in range(50):
                    hot3(2)
                optimize_now()
                note_direct(hot3)
                r = hot3(5)
                for _ in range(50):
                    hot3(2)
                optimize_now()
                note_direct(hot3)
                print(r, hot3(2))
                J = 1
                def f4(a):
                    global J
                    x = J
                    if a == 3:
                        J = 100
                    return x + J
                def hot4(n):
                    r = []
                    for i in range(n):
                        r.append(f4(i))
                    return r
                for _ in range(50):
                    hot4(2)
                optimize_now()
                note_direct(hot4)
                print(hot4(5), hot4(1))
                """);
        // hot3 keeps running (its direct entry stale) after bump() de-optimized f3, and goes with it; optimized again,
        // it enters f3's new form; f4 de-optimizes itself while entered directly, and goes on in the dispatch loop
        assertEquals("[3, 4, 5, 6, 7, 15, 18, 21]\n[0, 3, 6]\n[1, 2, 3, 300, 400]\n[1, 2, 3, 13, 14] [10, 11]\n"
                + "[2, 2, 2, 101, 200] [200]\n", o);
        // hot3 enters bump and f3 directly, before f3 changed and after
        assertEquals(List.of(1, 1, 2, 2, 1), direct);
        assertTrue(stats.deoptimized() >= 3, stats.toString());
    }

    @Test
    void directlyCalledFunctionsRaiseRecurseAndSeeTheirCallers() {
        String o = sameDirect("""
                import sys
                def inner(a, b):
                    if a == 7:
                        raise ValueError("boom %d" % a)
                    return a + b
                def hot(n):
                    t = 0
                    for i in range(n):
                        t += inner(i, 1)
                    return t
                def hot2(n):
                    r = []
                    for i in range(n):
                        try:
                            r.append(inner(i, 1))
                        except ValueError as e:
                            r.append(str(e))
                    return r
                for _ in range(50):
                    hot(5)
                    hot2(3)
                optimize_now()
                note_direct(hot)
                note_direct(hot2)
                try:
                    hot(10)
                except ValueError as e:
                    tb = e.__traceback__
                    while tb is not None:
                        print(tb.tb_frame.f_code.co_name, tb.tb_lineno)
                        tb = tb.tb_next
                print(hot2(9))
                def down(n):
                    if n == 0:
                        return 0
                    return down(n - 1) + 1
                def even(n):
                    if n == 0:
                        return True
                    return odd(n - 1)
                def odd(n):
                    if n == 0:
                        return False
                    return even(n - 1)
                for _ in range(50):
                    down(10)
                    even(10)
                optimize_now()
                note_direct(down)
                print(down(500), even(501))
                try:
                    down(100000)
                except RecursionError as e:
                    print("RecursionError", e)
                try:
                    even(100000)
                except RecursionError as e:
                    print("RecursionError", e)
                print(down(20), odd(21))
                def who(a):
                    f = sys._getframe(1)
                    return f.f_code.co_name, f.f_lineno, sys._getframe(0).f_back is f, a
                def hot3(n):
                    r = None
                    for i in range(n):
                        r = who(i)
                    return r
                for _ in range(50):
                    hot3(2)
                optimize_now()
                note_direct(hot3)
                print(hot3(4))
                """);
        assertEquals("""
                <module> 26
                hot 9
                inner 4
                [1, 2, 3, 4, 5, 6, 7, 'boom 7', 9]
                500 False
                RecursionError maximum recursion depth exceeded
                RecursionError maximum recursion depth exceeded
                20 True
                ('hot3', 66, True, 3)
                """, o);
    }

    @Test
    void tracingSwitchedOnInsideADirectlyCalledFunction() {
        String o = sameDirect("""
                import sys
                events = []
                def tracer(frame, event, arg):
                    events.append((event, frame.f_code.co_name, frame.f_lineno))
                    return tracer
                def leaf(a):
                    return a + 1
                def switch(a, at):
                    if a == at:
                        sys.settrace(tracer)
                    return a
                def hot(n, at):
                    t = 0
                    for i in range(n):
                        t += switch(i, at)
                        t += leaf(i)
                    return t
                for _ in range(50):
                    hot(2, -1)
                optimize_now()
                note_direct(hot)
                print(hot(6, 3))
                sys.settrace(None)
                for e in events:
                    print(e)
                """);
        // CPython 3.11: the frames running when tracing starts get no events; every call after it does
        String leaf = "('call', 'leaf', 6)\n('line', 'leaf', 7)\n('return', 'leaf', 7)\n";
        String sw = "('call', 'switch', 8)\n('line', 'switch', 9)\n('line', 'switch', 11)\n('return', 'switch', 11)\n";
        assertEquals("36\n" + leaf + sw + leaf + sw + leaf, o);
        assertTrue(stats.deoptimized() > 0, stats.toString());
    }

    @Test
    void monitoringSwitchedOnInsideADirectlyCalledFunction() {
        String o = sameDirect("""
                import sys
                mon = sys.monitoring
                E = mon.events
                seen = []
                def started(code, offset):
                    seen.append(("start", code.co_name))
                def returned(code, offset, value):
                    seen.append(("return", code.co_name, value))
                mon.use_tool_id(2, "direct")
                mon.register_callback(2, E.PY_START, started)
                mon.register_callback(2, E.PY_RETURN, returned)
                def leaf(a):
                    return a + 1
                def other(a):
                    return a * 2
                def switch(a, at, mode):
                    if a == at:
                        if mode == "local":
                            mon.set_local_events(2, leaf.__code__, E.PY_START | E.PY_RETURN)
                        else:
                            mon.set_events(2, E.PY_START)
                    return a
                def hot(n, at, mode):
                    t = 0
                    for i in range(n):
                        t += switch(i, at, mode)
                        t += leaf(i)
                        t += other(i)
                    return t
                for _ in range(50):
                    hot(2, -1, "")
                optimize_now()
                note_direct(hot)
                print(hot(5, 2, "local"))
                mon.set_local_events(2, leaf.__code__, 0)
                print(seen)
                seen.clear()
                def hot2(n, at, mode):
                    t = 0
                    for i in range(n):
                        t += switch(i, at, mode)
                        t += leaf(i)
                        t += other(i)
                    return t
                for _ in range(50):
                    hot2(2, -1, "")
                optimize_now()
                note_direct(hot2)
                print(hot2(5, 2, "global"))
                mon.set_events(2, 0)
                print(seen)
                mon.free_tool_id(2)
                """);
        // CPython 3.12: events from the next start of a function on, whether its caller runs or starts later (hot2:
        // hot, optimized again while leaf had events, calls without entering directly until it is optimized again)
        assertEquals("""
                45
                [('start', 'leaf'), ('return', 'leaf', 3), ('start', 'leaf'), ('return', 'leaf', 4), ('start', 'leaf'), \
                ('return', 'leaf', 5)]
                45
                [('start', 'leaf'), ('start', 'other'), ('start', 'switch'), ('start', 'leaf'), ('start', 'other'), \
                ('start', 'switch'), ('start', 'leaf'), ('start', 'other')]
                """, o);
        assertTrue(stats.deoptimized() >= 2, stats.toString());
    }
}
