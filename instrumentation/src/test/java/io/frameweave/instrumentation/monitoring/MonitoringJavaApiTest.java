package io.frameweave.instrumentation.monitoring;

import io.frameweave.instrumentation.WovenVm;
import io.frameweave.instrumentation.weave.Weaving;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The Java API: a Java tool on a reserved tool id gets frames; the probes come out when the last event goes. */
class MonitoringJavaApiTest {

    @AfterEach
    void reset() {
        WovenVm.resetMonitoring();
    }

    @Test
    void aJavaToolGetsTheFrameOfEachLine() {
        WovenVm.weave();
        List<String> seen = new ArrayList<>();
        Monitoring.registerCallback(Monitoring.SYS_TRACE_ID, Monitoring.LINE, (frame, code, line, a1, a2) -> {
            if (code.name.equals("f")) {
                seen.add(code.name + ":" + line + ":" + frame.lineno());
            }
            return null;
        });
        Monitoring.setEvents(Monitoring.SYS_TRACE_ID, Monitoring.LINE);
        assertTrue(Weaving.executionProbesActive());
        WovenVm.Result r = WovenVm.source("def f(a):\n    b = a\n    return b\nprint(f(1))\n");
        Monitoring.setEvents(Monitoring.SYS_TRACE_ID, 0);
        assertEquals("1\n", r.stdout(), r.stderr());
        assertEquals(List.of("f:2:2", "f:3:3"), seen);
        assertTrue(WovenVm.probesGoneSoon(), "the execution probes are gone");
        assertEquals(0, Monitoring.getEvents(Monitoring.SYS_TRACE_ID));
    }

    @Test
    void eachCallOfAFunctionAtOneDepthGetsItsOwnLinesAndBranches() {
        // consecutive calls meet the same code at the same depth: each frame's probe state starts anew all the same
        WovenVm.weave();
        List<String> seen = new ArrayList<>();
        Monitoring.registerCallback(Monitoring.SYS_TRACE_ID, Monitoring.LINE, (frame, code, line, a1, a2) -> {
            if (!code.name.equals("<module>")) {
                seen.add(code.name + ":" + line);
            }
            return null;
        });
        Monitoring.registerCallback(Monitoring.SYS_TRACE_ID, Monitoring.BRANCH, (frame, code, from, to, a2) -> {
            if (!code.name.equals("<module>")) {
                seen.add(code.name + ":branch");
            }
            return null;
        });
        Monitoring.setEvents(Monitoring.SYS_TRACE_ID, Monitoring.LINE | Monitoring.BRANCH);
        WovenVm.Result r = WovenVm.source("""
                def f(x):
                    return x
                def g(x):
                    if x: return 1
                    return 2
                for i in range(2):
                    f(i)
                    f(i)
                    g(i)
                print("done")
                """);
        Monitoring.setEvents(Monitoring.SYS_TRACE_ID, 0);
        assertEquals("done\n", r.stdout(), r.stderr());
        assertEquals(List.of("f:2", "f:2", "g:4", "g:branch", "g:5", "f:2", "f:2", "g:4", "g:branch"), seen);
    }

    @Test
    void noMarksAreLeftWhenMonitoringSwitchesOff() {
        WovenVm.Result r = WovenVm.source("""
                import sys
                m = sys.monitoring
                m.use_tool_id(0, "t")
                def f(n):
                    return [i for i in range(n) if i % 2]
                m.register_callback(0, m.events.INSTRUCTION, lambda c, o: None)
                m.set_events(0, m.events.INSTRUCTION | m.events.LINE | m.events.BRANCH)
                f(4)
                m.set_events(0, 0)
                print(f(6))
                """);
        assertEquals("[1, 3, 5]\n", r.stdout(), r.stderr());
        assertTrue(WovenVm.probesGoneSoon(), "the execution probes are gone");
        assertFalse(Monitoring.anyEvents());
    }

    @Test
    void theProbesStayDormantForAMomentAfterMonitoringSwitchesOffThenGo() {
        WovenVm.weave();
        List<String> seen = new ArrayList<>();
        Monitoring.registerCallback(Monitoring.SYS_TRACE_ID, Monitoring.LINE, (frame, code, line, a1, a2) -> {
            if (code.name.equals("f")) {
                seen.add("line " + line);
            }
            return null;
        });
        // a tracer switched on and off around each call
        long off = 0;
        for (int i = 0; i < 3; i++) {
            Monitoring.setEvents(Monitoring.SYS_TRACE_ID, Monitoring.LINE);
            assertEquals("1\n", WovenVm.stdout("def f():\n    return 1\nprint(f())\n"));
            Monitoring.setEvents(Monitoring.SYS_TRACE_ID, 0);
            off = System.nanoTime();
            assertTrue(Weaving.executionProbesActive(), "dormant right after switching off");
            // nothing fires while they are dormant
            assertEquals("1\n", WovenVm.stdout("def f():\n    return 1\nprint(f())\n"));
        }
        assertEquals(List.of("line 2", "line 2", "line 2"), seen);
        assertTrue(WovenVm.probesGoneSoon(), "the execution probes are gone");
        // (less a margin: the removal is due from within setEvents, a little before 'off')
        assertTrue(System.nanoTime() - off > MonitoringState.REMOVAL_DELAY_NANOS * 9 / 10,
                "not before monitoring has stayed off for a moment");
    }

    @Test
    void restartingOneToolLeavesTheOthersDisabledLocations() {
        WovenVm.weave();
        int[] linesSeen = new int[Monitoring.TOOL_IDS];
        for (int tool : new int[] {Monitoring.SYS_PROFILE_ID, Monitoring.SYS_TRACE_ID}) {
            Monitoring.registerCallback(tool, Monitoring.LINE, (frame, code, line, a1, a2) -> {
                if (code.name.equals("f")) {
                    linesSeen[tool]++;
                    return Monitoring.DISABLE;
                }
                if (code.name.equals("restart") && tool == Monitoring.SYS_PROFILE_ID) {
                    Monitoring.restartEvents(Monitoring.SYS_TRACE_ID);
                }
                return null;
            });
            Monitoring.setEvents(tool, Monitoring.LINE);
        }
        WovenVm.Result r = WovenVm.source("""
                def f():
                    a = 1
                    return a
                def restart():
                    return 0
                f()
                f()
                restart()
                print(f())
                """);
        assertEquals("1\n", r.stdout(), r.stderr());
        assertEquals(4, linesSeen[Monitoring.SYS_TRACE_ID], "tool 7 sees f's two lines again after its restart");
        assertEquals(2, linesSeen[Monitoring.SYS_PROFILE_ID], "tool 6's disabled lines stay disabled");
    }
}
