package io.frameweave.instrumentation.monitoring;

import io.frameweave.instrumentation.WovenVm;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * STOP_ITERATION as CPython 3.12 fires it: where a generator's return ends a {@code for} loop or a
 * {@code yield from} without a StopIteration being raised, with the StopIteration that return stands for
 * ({@code StopIteration()} for None, else {@code StopIteration(value)}); iterators that are not generators give
 * none (builtin ones just stop; a {@code __next__} raising StopIteration is a RAISE).
 */
class MonitoringStopIterationTest {

    @AfterEach
    void reset() {
        WovenVm.resetMonitoring();
    }

    private static String run(String source) {
        return WovenVm.stdout(source);
    }

    @Test
    void generatorReturnValuesInForLoopsAndYieldFrom() {
        String out = run("""
                import sys
                m = sys.monitoring
                E = m.events
                m.use_tool_id(0, "t")
                log = []
                def on_stop(code, offset, exc):
                    log.append((code.co_name, type(exc).__name__, exc.value, exc.args))
                def gen(v):
                    yield 1
                    return v
                class Countdown:
                    def __init__(self):
                        self.n = 2
                    def __iter__(self):
                        return self
                    def __next__(self):
                        self.n -= 1
                        if self.n < 0:
                            raise StopIteration(99)
                        return self.n
                def loop():
                    for x in gen(42):
                        pass
                    for x in gen(None):
                        pass
                    for x in [1, 2]:
                        pass
                    for x in Countdown():
                        pass
                def deleg():
                    r = yield from gen((7, 8))
                    return r
                def drive():
                    for x in deleg():
                        pass
                m.register_callback(0, E.STOP_ITERATION, on_stop)
                m.set_events(0, E.STOP_ITERATION)
                loop()
                drive()
                m.set_events(0, 0)
                for entry in log:
                    print(entry)
                """);
        assertEquals("""
                ('loop', 'StopIteration', 42, (42,))
                ('loop', 'StopIteration', None, ())
                ('deleg', 'StopIteration', (7, 8), ((7, 8),))
                ('drive', 'StopIteration', (7, 8), ((7, 8),))
                """, out);
    }

    @Test
    void anExhaustedGeneratorGivesNoEventAndDisableWorksPerLocation() {
        String out = run("""
                import sys
                m = sys.monitoring
                E = m.events
                m.use_tool_id(0, "t")
                offsets = []
                def on_stop(code, offset, exc):
                    offsets.append(offset)
                    return m.DISABLE
                def gen():
                    yield 1
                def f():
                    g = gen()
                    for x in g:
                        pass
                    for x in g:
                        pass
                    for i in range(2):
                        for x in gen():
                            pass
                m.register_callback(0, E.STOP_ITERATION, on_stop)
                m.set_local_events(0, f.__code__, E.STOP_ITERATION)
                f()
                m.set_local_events(0, f.__code__, 0)
                print(len(offsets), len(set(offsets)))
                """);
        assertEquals("2 2\n", out);
    }
}
