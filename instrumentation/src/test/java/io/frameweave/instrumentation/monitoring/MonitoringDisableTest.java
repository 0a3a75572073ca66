package io.frameweave.instrumentation.monitoring;

import io.frameweave.instrumentation.WovenVm;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** DISABLE: per tool, event and location until restart_events; a ValueError for events without a location. */
class MonitoringDisableTest {

    @AfterEach
    void reset() {
        WovenVm.resetMonitoring();
    }

    private static String run(String source) {
        return WovenVm.stdout(source);
    }

    @Test
    void disabledLinesStayOffUntilRestart() {
        String out = run("""
                import sys
                m = sys.monitoring
                E = m.events
                m.use_tool_id(0, "d")
                count = {}
                def cb(code, line):
                    count[line] = count.get(line, 0) + 1
                    return m.DISABLE
                def g():
                    for i in range(3):
                        x = i
                m.register_callback(0, E.LINE, cb)
                m.set_local_events(0, g.__code__, E.LINE)
                g()
                g()
                print(sorted(count.items()))
                m.restart_events()
                g()
                m.set_local_events(0, g.__code__, 0)
                print(sorted(count.items()))
                """);
        assertEquals("[(10, 2), (11, 1)]\n[(10, 4), (11, 2)]\n", out);
    }

    @Test
    void disableIsPerTool() {
        String out = run("""
                import sys
                m = sys.monitoring
                E = m.events
                m.use_tool_id(1, "quits")
                m.use_tool_id(2, "stays")
                quits = []
                stays = []
                def f(x):
                    return x
                m.register_callback(1, E.PY_START, lambda c, o: quits.append(o) or m.DISABLE)
                m.register_callback(2, E.PY_START, lambda c, o: stays.append(o))
                m.set_local_events(1, f.__code__, E.PY_START)
                m.set_local_events(2, f.__code__, E.PY_START)
                for i in range(4):
                    f(i)
                m.set_local_events(1, f.__code__, 0)
                m.set_local_events(2, f.__code__, 0)
                print(len(quits), len(stays))
                """);
        assertEquals("1 4\n", out);
    }

    @Test
    void disableFromAnEventWithoutLocationRaisesAndRemovesTheCallback() {
        String out = run("""
                import sys
                m = sys.monitoring
                E = m.events
                m.use_tool_id(0, "d")
                def cb(code, offset, exc):
                    return m.DISABLE
                def boom():
                    raise KeyError(1)
                m.register_callback(0, E.RAISE, cb)
                m.set_events(0, E.RAISE)
                try:
                    boom()
                except ValueError as e:
                    print("ValueError:", e)
                print(m.register_callback(0, E.RAISE, None))
                m.set_events(0, 0)
                """);
        assertEquals("ValueError: Cannot disable RAISE events. Callback removed.\nNone\n", out);
    }
}
