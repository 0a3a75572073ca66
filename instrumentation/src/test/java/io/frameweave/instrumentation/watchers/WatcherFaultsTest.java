package io.frameweave.instrumentation.watchers;

import io.frameweave.instrumentation.WovenVm;
import io.frameweave.instrumentation.frames.FrameView;
import io.frameweave.instrumentation.monitoring.Monitoring;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyType;
import io.frameweave.interpreter.vm.ThreadState;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A watcher that throws is reported in one stderr line naming it, and to the Java handler; the change goes ahead
 * whole, and the other watchers are still told.
 */
class WatcherFaultsTest {
    private final List<String> handled = new ArrayList<>();

    WatcherFaultsTest() {
        WatcherFaults.setHandler((who, thrown) -> handled.add(who + ": " + thrown.getMessage()));
    }

    @AfterEach
    void noHandler() {
        WatcherFaults.setHandler(null);
    }

    private static final class Boom implements DictWatcher {
        @Override
        public void onEvent(DictEvent event, io.frameweave.interpreter.runtime.PyDict dict,
                            io.frameweave.interpreter.runtime.PyObject key,
                            io.frameweave.interpreter.runtime.PyObject newValue) {
            throw new IllegalStateException("boom " + event);
        }
    }

    @Test
    void aThrowingDictWatcherIsReportedAndEveryChangeGoesAhead() {
        Guest g = new Guest();
        int bad = DictWatchers.addWatcher(new Boom());
        try (StderrCapture err = new StderrCapture(); DictEvents good = new DictEvents()) {
            g.function("watch", (a, k) -> {
                DictWatchers.watch(bad, (io.frameweave.interpreter.runtime.PyDict) a[0]);
                DictWatchers.watch(good.id, (io.frameweave.interpreter.runtime.PyDict) a[0]);
                return a[0];
            });
            String out = g.run("""
                    d = watch({'a': 1})
                    d['b'] = 2
                    d.update({'a': 3, 'c': 4})
                    del d['b']
                    print(sorted(d.items()))
                    d.clear()
                    print(d)
                    """);
            assertEquals("[('a', 3), ('c', 4)]\n{}\n", out);
            assertEquals(List.of("ADDED b=2 was=-", "MODIFIED a=3 was=1", "ADDED c=4 was=-", "DELETED b=- was=2",
                    "CLEARED size=2"), good.lines);
            String[] lines = err.text().split("\n");
            assertEquals(5, lines.length, err.text());
            assertEquals("frameweave: dict watcher " + bad + " (" + Boom.class.getName()
                    + ") raised java.lang.IllegalStateException: boom ADDED; the change goes ahead", lines[0]);
            assertEquals("dict watcher " + bad + " (" + Boom.class.getName() + "): boom CLEARED", handled.get(4));
        } finally {
            DictWatchers.clearWatcher(bad);
        }
    }

    @Test
    void aThrowingTypeWatcherDoesNotStopTheChange() {
        Guest g = new Guest();
        int id = TypeWatchers.addWatcher(t -> {
            throw new IllegalArgumentException("no types");
        });
        try (StderrCapture err = new StderrCapture()) {
            g.function("watch", (a, k) -> {
                TypeWatchers.watch(id, (PyType) a[0]);
                return a[0];
            });
            assertEquals("2\n", g.run("""
                    class C:
                        x = 1
                    watch(C)
                    C.x = 2
                    print(C.x)
                    """));
            assertTrue(err.text().startsWith("frameweave: type watcher " + id + " ("), err.text());
            assertEquals(List.of("type watcher " + id + " (" + handled.get(0).split("\\(")[1].split("\\)")[0]
                    + "): no types"), handled);
        } finally {
            TypeWatchers.clearWatcher(id);
        }
    }

    @Test
    void aThrowingFunctionWatcherDoesNotStopCreationOrChange() {
        Guest g = new Guest();
        int id = FunctionWatchers.addWatcher((event, f, v) -> {
            throw new IllegalStateException(event.name());
        });
        try (StderrCapture err = new StderrCapture()) {
            assertEquals("(5,) 5\n", g.run("""
                    def f(a=1):
                        return a
                    f.__defaults__ = (5,)
                    print(f.__defaults__, f())
                    """));
            assertTrue(handled.stream().anyMatch(h -> h.endsWith(": CREATE")), handled.toString());
            assertTrue(handled.stream().anyMatch(h -> h.endsWith(": MODIFY_DEFAULTS")), handled.toString());
            assertTrue(err.text().contains("frameweave: function watcher " + id + " ("), err.text());
        } finally {
            FunctionWatchers.clearWatcher(id);
        }
    }

    @Test
    void aThrowingCodeWatcherDoesNotStopCompilation() {
        Guest g = new Guest();
        int id = CodeWatchers.addWatcher((event, code) -> {
            throw new IllegalStateException("code");
        });
        try (StderrCapture err = new StderrCapture()) {
            assertEquals("ok\n", g.run("print('ok')\n"));
            assertTrue(err.text().startsWith("frameweave: code watcher " + id + " ("), err.text());
        } finally {
            CodeWatchers.clearWatcher(id);
        }
    }

    @Test
    void aThrowingMonitoringWatcherDoesNotStopTheChange() {
        WovenVm.weave();
        int id = MonitoringWatchers.addWatcher(c -> {
            throw new IllegalStateException("monitoring");
        });
        try (StderrCapture err = new StderrCapture()) {
            Monitoring.useToolId(Monitoring.OPTIMIZER_ID, "faults");
            Monitoring.setEvents(Monitoring.OPTIMIZER_ID, Monitoring.PY_START);
            assertEquals(Monitoring.PY_START, Monitoring.getEvents(Monitoring.OPTIMIZER_ID));
            assertTrue(err.text().startsWith("frameweave: monitoring watcher " + id + " ("), err.text());
        } finally {
            MonitoringWatchers.clearWatcher(id);
            WovenVm.resetMonitoring();
        }
    }

    @Test
    void aThrowingFrameLocalWatcherDoesNotStopTheWrite() {
        Guest g = new Guest();
        int id = FrameLocalWatchers.addWatcher((frame, name, old, value, writer) -> {
            throw new IllegalStateException("locals");
        });
        g.function("poke", (a, k) -> {
            FrameView.of(ThreadState.current().frame).setLocal("x", PyInt.of(7));
            return Py.None;
        });
        try (StderrCapture err = new StderrCapture()) {
            assertEquals("7\n", g.run("""
                    def f():
                        x = 1
                        poke()
                        return x
                    print(f())
                    """));
            assertTrue(err.text().startsWith("frameweave: frame-local watcher " + id + " ("), err.text());
        } finally {
            FrameLocalWatchers.clearWatcher(id);
        }
    }

    @Test
    void aThrowingHandlerIsReportedAndIgnored() {
        Guest g = new Guest();
        WatcherFaults.setHandler((who, thrown) -> {
            throw new IllegalStateException("handler");
        });
        int bad = DictWatchers.addWatcher(new Boom());
        try (StderrCapture err = new StderrCapture()) {
            DictWatchers.watch(bad, g.globals());
            assertEquals("1\n", g.run("x = 1\nprint(x)\n"));
            assertTrue(err.text().contains("frameweave: the watcher fault handler raised java.lang.IllegalStateException: handler"),
                    err.text());
        } finally {
            DictWatchers.clearWatcher(bad);
        }
    }
}
