package io.frameweave.instrumentation.optimizer;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

/**
 * Values taken as given: globals, builtins, module and class attributes, rebound from the optimized frame, a
 * callee, another thread or a trace function, and changed through keys that are not str.
 */
class SpeculatedValuesTest extends OptimizedRuns {
    @Test
    void aGlobalRebindingReachesTheOptimizedFrameAtItsNextInstruction() {
        String o = same("""
                K = 1
                def bump():
                    global K
                    K = K + 10
                def hot(n):
                    t = 0
                    for i in range(n):
                        t += K
                        if i == 5:
                            bump()
                        t += K
                    return t
                for _ in range(50):
                    hot(3)
                optimize_now()
                print(hot(10))
                print(K)
                """);
        assertEquals("110\n11\n", o);
        assertTrue(stats.optimized() > 0, stats.toString());
        assertTrue(stats.deoptimized() > 0, stats.toString());
    }

    @Test
    void warmCodeIsOptimizedInsteadOfCompiledByTheVm() {
        assumeFalse("eager".equals(System.getProperty("fw.tier")), "counts calls to the default warm-up threshold");
        // no scanning thread: only the CODE_COMPILE probe can have optimized it
        String program = """
                K = 2
                def hot(v):
                    return v * K + len("ab")
                r = [hot(i) for i in range(60)]
                print(r[-1], speculated(hot))
                K = 3
                print(hot(1), speculated(hot))
                r = [hot(i) for i in range(60)]
                print(r[-1], speculated(hot))
                def cold(v):
                    return v * K
                print(cold(1), speculated(cold))
                """;
        String plain = run(program, false);
        assertEquals("120 False\n5 False\n179 False\n3 False\n", plain);
        String optimized = run(program, true, false);
        // after K changed, hot is compiled again without speculating on K (unstable), but still on len
        assertEquals("120 True\n5 False\n179 True\n3 False\n", optimized);
        // hot twice, and each comprehension (which loads hot) once, as its loop became warm; when K changed, hot went,
        // and with it the first comprehension, whose direct entry held hot's form
        assertEquals(4, stats.optimized(), stats.toString());
        assertEquals(2, stats.deoptimized(), stats.toString());
    }

    @Test
    void aGlobalThatShadowsABuiltinAndGoesAway() {
        String o = same("""
                def hot(xs):
                    return len(xs) + abs(-2)
                def warm():
                    for _ in range(50):
                        hot([1])
                    optimize_now()
                warm()
                a = hot([1, 2])
                len = lambda xs: 100
                b = hot([1, 2])
                warm()
                del len
                c = hot([1, 2])
                warm()
                import builtins
                saved = builtins.abs
                builtins.abs = lambda v: 1000
                d = hot([1])
                builtins.abs = saved
                print(a, b, c, d, hot([]))
                """);
        assertEquals("4 102 4 1001 2\n", o);
        assertTrue(stats.optimized() > 0 && stats.deoptimized() >= 2, stats.toString());
    }

    @Test
    void classAndModuleAttributesAndTheirBases() {
        String o = same("""
                import math
                class Base:
                    SCALE = 2
                class C(Base):
                    def twice(v):
                        return v * 2
                def hot(v):
                    return C.SCALE * C.twice(v) + math.floor(1.5)
                def warm():
                    for _ in range(50):
                        hot(1)
                    optimize_now()
                warm()
                r = [hot(1)]
                Base.SCALE = 3
                r.append(hot(1))
                warm()
                C.SCALE = 5
                r.append(hot(1))
                warm()
                del C.SCALE
                r.append(hot(1))
                warm()
                C.twice = lambda v: v * 7
                r.append(hot(1))
                warm()
                math.floor = lambda v: 100
                r.append(hot(1))
                print(r)
                """);
        assertEquals("[5, 7, 11, 7, 22, 121]\n", o);
        assertTrue(stats.optimized() > 0 && stats.deoptimized() >= 2, stats.toString());
    }

    @Test
    void aChangeFromAnotherThreadOrATraceFunction() {
        String o = same("""
                import threading, sys
                K = 1
                def hot(n, ev):
                    t = 0
                    for i in range(n):
                        if i == 3:
                            ev.set()
                            th.join()
                        t += K
                    return t
                def mutate(ev):
                    global K
                    ev.wait()
                    K = 100
                for _ in range(50):
                    hot(2, threading.Event())
                optimize_now()
                ev = threading.Event()
                th = threading.Thread(target=mutate, args=(ev,))
                th.start()
                print(hot(6, ev))
                J = 1
                def tracer(frame, event, arg):
                    global J
                    if event == 'line' and frame.f_code.co_name == 'hot2':
                        J = J + 1
                    return tracer
                def hot2():
                    x = J
                    y = J
                    return x, y
                for _ in range(50):
                    hot2()
                optimize_now()
                sys.settrace(tracer)
                r = hot2()
                sys.settrace(None)
                optimize_now()
                print(r, hot2())
                """);
        assertEquals("303\n(2, 3) (4, 4)\n", o);
        assertTrue(stats.optimized() > 0 && stats.deoptimized() >= 2, stats.toString());
    }

    /**
     * Programs kept with CPython 3.11's output ({@code resources/programs}, written by its {@code regen.py}):
     * each prints the same with and without the optimizer, and the optimizer did optimize (and de-optimize). Their
     * changes are made through keys that are not str but equal a name, and by classes that gain {@code __get__},
     * {@code __set__} or {@code __delete__} after the loads were optimized; they count the calls of guest
     * {@code __eq__} as they go.
     */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"non_str_keys", "late_descriptors"})
    void programsPrintWhatCPythonPrints(String name) throws IOException {
        String source = programResource(name + ".py");
        String expected = programResource(name + ".out");
        assertEquals(expected, run(source, false), "without the optimizer");
        assertEquals(expected, run(source, true), "with the optimizer");
        assertTrue(stats.optimized() > 0, stats.toString());
        if (name.equals("non_str_keys")) {
            assertTrue(stats.deoptimized() > 0, stats.toString());
        }
    }
    private static String programResource(String file) throws IOException {
        try (InputStream in = SpeculatedValuesTest.class.getResourceAsStream("/programs/" + file)) {
            assertTrue(in != null, "missing resource programs/" + file);
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
