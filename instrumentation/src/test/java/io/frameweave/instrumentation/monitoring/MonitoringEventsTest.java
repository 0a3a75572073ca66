package io.frameweave.instrumentation.monitoring;

import io.frameweave.instrumentation.WovenVm;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The events of sys.monitoring, seen by guest callbacks, for small programs. */
class MonitoringEventsTest {

    @AfterEach
    void reset() {
        WovenVm.resetMonitoring();
    }

    private static String run(String source) {
        return WovenVm.stdout(source);
    }

    @Test
    void lineEventsOfAFunction() {
        String out = run("""
                import sys
                m = sys.monitoring
                m.use_tool_id(2, "t")
                seen = []
                def f(n):
                    x = n + 1
                    return x * 2
                m.register_callback(2, m.events.LINE, lambda code, line: seen.append((code.co_name, line)))
                m.register_callback(2, m.events.PY_START, lambda code, off: seen.append(("start", code.co_name)))
                m.register_callback(2, m.events.PY_RETURN, lambda code, off, v: seen.append(("return", code.co_name, v)))
                m.set_local_events(2, f.__code__, m.events.LINE | m.events.PY_START | m.events.PY_RETURN)
                f(3)
                m.set_local_events(2, f.__code__, 0)
                f(4)
                print(seen)
                """);
        assertEquals("[('start', 'f'), ('f', 6), ('f', 7), ('return', 'f', 8)]\n", out);
    }

    @Test
    void generatorsStartYieldResumeAndReturn() {
        String out = run("""
                import sys
                m = sys.monitoring
                E = m.events
                m.use_tool_id(0, "t")
                log = []
                def gen():
                    yield 1
                    yield 2
                m.register_callback(0, E.PY_START, lambda c, o: log.append(("PY_START", c.co_name)))
                m.register_callback(0, E.PY_RESUME, lambda c, o: log.append(("PY_RESUME", c.co_name)))
                m.register_callback(0, E.PY_YIELD, lambda c, o, v: log.append(("PY_YIELD", c.co_name, v)))
                m.register_callback(0, E.PY_RETURN, lambda c, o, v: log.append(("PY_RETURN", c.co_name, v)))
                m.set_events(0, E.PY_START | E.PY_RESUME | E.PY_YIELD | E.PY_RETURN)
                for x in gen():
                    pass
                m.set_events(0, 0)
                print(log)
                """);
        assertEquals("[('PY_START', 'gen'), ('PY_YIELD', 'gen', 1), ('PY_RESUME', 'gen'), ('PY_YIELD', 'gen', 2), "
                + "('PY_RESUME', 'gen'), ('PY_RETURN', 'gen', None)]\n", out);
    }

    @Test
    void throwIntoAGeneratorIsPyThrow() {
        String out = run("""
                import sys
                m = sys.monitoring
                E = m.events
                m.use_tool_id(0, "t")
                log = []
                def g():
                    try:
                        yield 1
                    except ValueError:
                        yield 2
                it = g()
                next(it)
                m.register_callback(0, E.PY_THROW, lambda c, o, e: log.append(("PY_THROW", c.co_name, repr(e))))
                m.register_callback(0, E.RAISE, lambda c, o, e: log.append(("RAISE", c.co_name)))
                m.set_events(0, E.PY_THROW | E.RAISE)
                print(it.throw(ValueError("v")))
                m.set_events(0, 0)
                print(log)
                """);
        assertEquals("2\n[('PY_THROW', 'g', \"ValueError('v')\"), ('RAISE', 'g')]\n", out);
    }

    @Test
    void exceptionsRaisedUnwoundAndHandled() {
        String out = run("""
                import sys
                m = sys.monitoring
                E = m.events
                m.use_tool_id(0, "t")
                log = []
                def inner():
                    raise KeyError("k")
                def outer():
                    try:
                        inner()
                    except KeyError:
                        pass
                for name in ("RAISE", "EXCEPTION_HANDLED", "PY_UNWIND", "RERAISE"):
                    m.register_callback(0, getattr(E, name),
                                        lambda c, o, e, name=name: log.append((name, c.co_name, type(e).__name__)))
                m.set_events(0, E.RAISE | E.EXCEPTION_HANDLED | E.PY_UNWIND | E.RERAISE)
                outer()
                m.set_events(0, 0)
                print(log)
                """);
        assertEquals("[('RAISE', 'inner', 'KeyError'), ('PY_UNWIND', 'inner', 'KeyError'), "
                + "('RAISE', 'outer', 'KeyError'), ('EXCEPTION_HANDLED', 'outer', 'KeyError')]\n", out);
    }

    @Test
    void callsOfBuiltinsReturnAndRaise() {
        String out = run("""
                import sys
                m = sys.monitoring
                E = m.events
                m.use_tool_id(0, "t")
                log = []
                def f(a):
                    return len(a)
                m.register_callback(0, E.CALL, lambda c, o, fn, a0: log.append(("call", fn.__name__, a0)))
                m.register_callback(0, E.C_RETURN, lambda c, o, fn, a0: log.append(("c_return", fn.__name__)))
                m.register_callback(0, E.C_RAISE, lambda c, o, fn, a0: log.append(("c_raise", fn.__name__)))
                m.set_local_events(0, f.__code__, E.CALL | E.C_RETURN | E.C_RAISE)
                print(m.get_local_events(0, f.__code__) == E.CALL)
                f("abc")
                try:
                    f(5)
                except TypeError:
                    pass
                m.set_local_events(0, f.__code__, 0)
                f("x")
                print(log)
                """);
        assertEquals("True\n[('call', 'len', 'abc'), ('c_return', 'len'), ('call', 'len', 5), ('c_raise', 'len')]\n",
                out);
    }

    @Test
    void branchesAndJumpsWithDestinations() {
        String out = run("""
                import sys
                m = sys.monitoring
                E = m.events
                m.use_tool_id(0, "t")
                branches = []
                jumps = []
                def h(n):
                    t = 0
                    for i in range(n):
                        if i % 2:
                            t += i
                    return t
                m.register_callback(0, E.BRANCH, lambda c, o, d: branches.append((o, d)))
                m.register_callback(0, E.JUMP, lambda c, o, d: jumps.append((o, d)))
                m.set_local_events(0, h.__code__, E.BRANCH | E.JUMP)
                print(h(3))
                m.set_local_events(0, h.__code__, 0)
                print(len(branches), len(jumps) > 0, all(d < o for o, d in jumps))
                print(len(set(o for o, d in branches)), all(o % 2 == 0 and d % 2 == 0 for o, d in branches))
                """);
        assertEquals("1\n7 True True\n2 True\n", out);
    }

    @Test
    void instructionEventsCoverEveryInstructionButResume() {
        String out = run("""
                import sys
                m = sys.monitoring
                E = m.events
                m.use_tool_id(0, "t")
                offsets = []
                def k(a, b):
                    return a + b
                m.register_callback(0, E.INSTRUCTION, lambda c, o: offsets.append(o))
                m.set_local_events(0, k.__code__, E.INSTRUCTION)
                k(1, 2)
                m.set_local_events(0, k.__code__, 0)
                print(offsets)
                """);
        // CPython 3.12: [2, 4, 6, 10] (its BINARY_OP has a cache entry after it)
        assertEquals("[2, 4, 6, 8]\n", out);
    }
}
