package io.frameweave.instrumentation.watchers;

import io.frameweave.instrumentation.WovenVm;
import io.frameweave.instrumentation.monitoring.Monitoring;
import io.frameweave.interpreter.bytecode.PyCode;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Monitoring watchers: a tool's global and local event sets, and tracing or profiling switched for a thread,
 * from Java and from guest {@code sys.monitoring} / {@code sys.settrace} / {@code sys.setprofile} /
 * {@code threading.settrace}. One test per row of the monitoring table in docs/WATCHERS.md.
 */
class MonitoringWatcherTest {
    private final List<String> changes = new ArrayList<>();
    /** The thread that runs the guest programs' main code. */
    private final Thread testThread = Thread.currentThread();
    private final int id = MonitoringWatchers.addWatcher(this::record);

    private synchronized void record(MonitoringChange change) {
        if (change instanceof MonitoringChange.EventsChanged e) {
            changes.add("events tool=" + e.toolId() + " code=" + (e.code() == null ? "-" : e.code().name)
                    + " " + e.oldEvents() + "->" + e.newEvents());
        } else if (change instanceof MonitoringChange.TracingSwitched t) {
            changes.add((t.profile() ? "profile " : "trace ") + (t.on() ? "on" : "off")
                    + (t.thread() == testThread ? " main-thread" : " other-thread")
                    + (t.thread() == Thread.currentThread() ? "" : " told-elsewhere"));
        }
    }

    private synchronized List<String> changes(String prefix) {
        return changes.stream().filter(c -> c.startsWith(prefix)).toList();
    }

    @AfterEach
    void clear() {
        MonitoringWatchers.clearWatcher(id);
        WovenVm.resetMonitoring();
    }

    @Test
    void globalEventsFromJava() {
        WovenVm.weave();
        Monitoring.useToolId(Monitoring.OPTIMIZER_ID, "watched");
        Monitoring.setEvents(Monitoring.OPTIMIZER_ID, Monitoring.LINE);
        Monitoring.setEvents(Monitoring.OPTIMIZER_ID, Monitoring.LINE);
        Monitoring.setEvents(Monitoring.OPTIMIZER_ID, Monitoring.NO_EVENTS);
        Monitoring.setEvents(Monitoring.OPTIMIZER_ID, Monitoring.PY_START);
        Monitoring.freeToolId(Monitoring.OPTIMIZER_ID);
        assertEquals(List.of("events tool=5 code=- 0->32", "events tool=5 code=- 32->0", "events tool=5 code=- 0->1",
                "events tool=5 code=- 1->0"), changes("events"));
    }

    @Test
    void localEventsFromJava() {
        Guest g = new Guest();
        PyCode code = g.vm.compile("x = 1\n", "<local>", "exec");
        Monitoring.useToolId(Monitoring.OPTIMIZER_ID, "watched");
        Monitoring.setLocalEvents(Monitoring.OPTIMIZER_ID, code, Monitoring.BRANCH);
        Monitoring.setLocalEvents(Monitoring.OPTIMIZER_ID, code, Monitoring.NO_EVENTS);
        assertEquals(List.of("events tool=5 code=<module> 0->256", "events tool=5 code=<module> 256->0"),
                changes("events"));
    }

    @Test
    void freeToolIdReportsTheLocalEventSetsItDrops() {
        Guest g = new Guest();
        PyCode code = g.vm.compile("x = 1\n", "<local>", "exec");
        Monitoring.useToolId(Monitoring.OPTIMIZER_ID, "watched");
        Monitoring.setLocalEvents(Monitoring.OPTIMIZER_ID, code, Monitoring.LINE);
        Monitoring.freeToolId(Monitoring.OPTIMIZER_ID);
        assertEquals(List.of("events tool=5 code=<module> 0->32", "events tool=5 code=<module> 32->0"),
                changes("events"));
        assertEquals(0, Monitoring.getLocalEvents(Monitoring.OPTIMIZER_ID, code));
    }

    @Test
    void guestSysMonitoringGlobalAndLocalEvents() {
        new Guest().run("""
                import sys
                m = sys.monitoring
                def f():
                    pass
                m.use_tool_id(3, 'guest')
                m.set_events(3, m.events.PY_START)
                m.set_local_events(3, f.__code__, m.events.LINE)
                m.set_local_events(3, f.__code__, 0)
                m.set_events(3, 0)
                m.free_tool_id(3)
                """);
        assertEquals(List.of("events tool=3 code=- 0->1", "events tool=3 code=f 0->32", "events tool=3 code=f 32->0",
                "events tool=3 code=- 1->0"), changes("events"));
    }

    @Test
    void guestSettraceSwitchesTracingForTheThread() {
        new Guest().run("""
                import sys
                def tracer(frame, event, arg):
                    return tracer
                sys.settrace(tracer)
                sys.settrace(tracer)
                sys.settrace(None)
                """);
        assertEquals(List.of("trace on main-thread", "trace off main-thread"), changes("trace"));
    }

    @Test
    void guestSetprofileSwitchesProfilingForTheThread() {
        new Guest().run("""
                import sys
                def profiler(frame, event, arg):
                    pass
                sys.setprofile(profiler)
                sys.setprofile(None)
                """);
        assertEquals(List.of("profile on main-thread", "profile off main-thread"), changes("profile"));
    }

    @Test
    void aTraceFunctionThatRaisesSwitchesTracingOff() {
        new Guest().run("""
                import sys
                def tracer(frame, event, arg):
                    raise RuntimeError('no')
                def f():
                    pass
                sys.settrace(tracer)
                try:
                    f()
                except RuntimeError:
                    pass
                """);
        assertEquals(List.of("trace on main-thread", "trace off main-thread"), changes("trace"));
    }

    @Test
    void aThreadTakingAThreadingHookIsSwitchedOnAndOffOnceItHasEnded() {
        new Guest().run("""
                import threading
                def tracer(frame, event, arg):
                    return None
                threading.settrace(tracer)
                t = threading.Thread(target=lambda: None)
                t.start()
                t.join()
                threading.settrace(None)
                """);
        // threading's bootstrap calls sys.settrace on the new thread; its end drops the tracing there
        assertEquals(List.of("trace on other-thread", "trace off other-thread"), changes("trace"));
    }
}
