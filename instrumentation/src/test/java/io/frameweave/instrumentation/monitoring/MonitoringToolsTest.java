package io.frameweave.instrumentation.monitoring;

import io.frameweave.instrumentation.WovenVm;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Tool ids: claiming, naming, freeing, several tools at once, and misuse with CPython's errors. */
class MonitoringToolsTest {

    @AfterEach
    void reset() {
        WovenVm.resetMonitoring();
    }

    private static String run(String source) {
        return WovenVm.stdout(source);
    }

    @Test
    void toolsAreNamedAndFreed() {
        String out = run("""
                import sys
                m = sys.monitoring
                print(m.get_tool(2), m.PROFILER_ID, m.events.NO_EVENTS, m.events.LINE, m.events.C_RAISE)
                m.use_tool_id(m.PROFILER_ID, "prof")
                print(m.get_tool(2))
                m.set_events(2, m.events.PY_START)
                print(m.get_events(2))
                m.free_tool_id(2)
                print(m.get_tool(2))
                m.use_tool_id(2, "again")
                print(m.get_events(2))
                m.free_tool_id(2)
                """);
        assertEquals("None 2 0 32 65536\nprof\n1\nNone\n0\n", out);
    }

    @Test
    void severalToolsAreCalledFromTheHighestIdDown() {
        String out = run("""
                import sys
                m = sys.monitoring
                E = m.events
                m.use_tool_id(1, "a")
                m.use_tool_id(3, "b")
                log = []
                def f():
                    pass
                m.register_callback(1, E.PY_START, lambda c, o: log.append(("a", c.co_name)))
                m.register_callback(3, E.PY_START, lambda c, o: log.append(("b", c.co_name)))
                m.set_events(1, E.PY_START)
                m.set_events(3, E.PY_START)
                f()
                m.set_events(3, 0)
                f()
                m.set_events(1, 0)
                f()
                print(log)
                """);
        assertEquals("[('b', 'f'), ('a', 'f'), ('a', 'f')]\n", out);
    }

    @Test
    void registerCallbackReturnsThePreviousOne() {
        String out = run("""
                import sys
                m = sys.monitoring
                def a(*args): pass
                def b(*args): pass
                print(m.register_callback(0, m.events.LINE, a))
                print(m.register_callback(0, m.events.LINE, b) is a)
                print(m.register_callback(0, m.events.LINE, None) is b)
                """);
        assertEquals("None\nTrue\nTrue\n", out);
    }

    @Test
    void misuseRaisesCPythonsErrors() {
        String out = run("""
                import sys
                m = sys.monitoring
                E = m.events
                def f():
                    pass
                def attempt(call):
                    try:
                        call()
                    except (ValueError, TypeError) as e:
                        print(type(e).__name__ + ":", e)
                attempt(lambda: m.use_tool_id(6, "x"))
                attempt(lambda: m.use_tool_id(-1, "x"))
                m.use_tool_id(0, "a")
                attempt(lambda: m.use_tool_id(0, "b"))
                attempt(lambda: m.use_tool_id(1, 5))
                attempt(lambda: m.set_events(4, E.LINE))
                attempt(lambda: m.set_events(0, 1 << 20))
                attempt(lambda: m.set_events(0, E.C_RETURN))
                attempt(lambda: m.register_callback(0, 3, f))
                attempt(lambda: m.register_callback(0, 1 << 17, f))
                attempt(lambda: m.set_local_events(0, None, 0))
                attempt(lambda: m.set_local_events(0, f.__code__, E.RAISE))
                attempt(lambda: m.get_events(7))
                m.free_tool_id(0)
                """);
        assertEquals("""
                ValueError: invalid tool 6 (must be between 0 and 5)
                ValueError: invalid tool -1 (must be between 0 and 5)
                ValueError: tool 0 is already in use
                ValueError: tool name must be a str
                ValueError: tool 4 is not in use
                ValueError: invalid event set 0x100000
                ValueError: cannot set C_RETURN or C_RAISE events independently
                ValueError: The callback can only be set for one event at a time
                ValueError: invalid event 131072
                TypeError: code must be a code object
                ValueError: invalid local event set 0x400
                ValueError: invalid tool 7 (must be between 0 and 5)
                """, out);
    }

    @Test
    void aToolIdAJavaToolHoldsIsNotTheProgramsToFreeOrChange() {
        Monitoring.useToolId(Monitoring.COVERAGE_ID, "frameweave coverage");
        Monitoring.setEvents(Monitoring.COVERAGE_ID, Monitoring.LINE);
        String out = run("""
                import sys
                m = sys.monitoring
                E = m.events
                print(m.get_tool(1), m.get_events(1) == E.LINE)
                attempts = [lambda: m.use_tool_id(1, "mine"), lambda: m.free_tool_id(1),
                            lambda: m.set_events(1, 0), lambda: m.set_local_events(1, f.__code__, 0),
                            lambda: m.register_callback(1, E.LINE, None)]
                def f():
                    pass
                for attempt in attempts:
                    try:
                        attempt()
                    except ValueError as e:
                        print(e)
                print(m.get_tool(1), m.get_events(1) == E.LINE)
                """);
        String refused = "tool 1 is in use by 'frameweave coverage', a frameweave tool: this program cannot free it "
                + "or change its events or callbacks\n";
        assertEquals("frameweave coverage True\ntool 1 is already in use\n" + refused.repeat(4)
                + "frameweave coverage True\n", out);
        assertEquals(Monitoring.LINE, Monitoring.getEvents(Monitoring.COVERAGE_ID));
    }

    @Test
    void aToolIdTheProgramHoldsIsItsOwnToFree() {
        String out = run("""
                import sys
                m = sys.monitoring
                m.use_tool_id(1, "mine")
                m.set_events(1, m.events.LINE)
                m.free_tool_id(1)
                print(m.get_tool(1), m.get_events(1))
                """);
        assertEquals("None 0\n", out);
    }

    @Test
    void allEventsListsEachGlobalEventWithItsTools() {
        String out = run("""
                import sys
                m = sys.monitoring
                E = m.events
                print(m._all_events())
                m.use_tool_id(2, "a")
                m.use_tool_id(3, "b")
                m.set_events(2, E.CALL | E.C_RETURN | E.C_RAISE | E.LINE)
                m.set_events(3, E.LINE)
                def f():
                    pass
                m.set_local_events(3, f.__code__, E.JUMP)
                print(m._all_events())
                m.set_events(2, 0)
                m.set_events(3, 0)
                m.set_local_events(3, f.__code__, 0)
                """);
        assertEquals("{}\n{'CALL': 4, 'LINE': 12}\n", out);
    }
}
