package io.frameweave.instrumentation.watchers;

import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.vm.PyFunction;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Function watchers: CREATE after creation, MODIFY_* before the change (each line shows what the function still
 * had when the watcher ran). One test per row of the function table in docs/WATCHERS.md.
 */
class FunctionWatcherTest {

    /** Runs {@code source}; returns the events about functions named {@code name}. */
    static List<String> events(String name, String source) {
        Guest g = new Guest();
        List<String> lines = new ArrayList<>();
        int id = FunctionWatchers.addWatcher((event, f, newValue) -> {
            if (f != null && f.name.equals(name)) {
                lines.add(event + " " + describe(f, event) + " new=" + (newValue == null ? "-" : Ops.repr(newValue)
                        .replaceAll(" at 0x[0-9a-f]+", "").replaceAll("file \"[^\"]*\", ", "")));
            }
        });
        try {
            g.run(source);
            return lines;
        } finally {
            FunctionWatchers.clearWatcher(id);
        }
    }

    private static String describe(PyFunction f, FunctionEvent event) {
        return switch (event) {
            case MODIFY_CODE -> "code=" + f.getCode().name;
            case MODIFY_DEFAULTS -> "defaults=" + f.getDefaults().length;
            case MODIFY_KWDEFAULTS -> "kwdefaults=" + (f.getKwDefaults() == null ? "-" : Ops.repr(f.getKwDefaults()));
            default -> f.qualname;
        };
    }

    @Test
    void defLambdaAndClosuresAreCreated() {
        assertEquals(List.of("CREATE f new=-"), events("f", "def f(a=1, *, b=2):\n    pass\n"));
        assertEquals(List.of("CREATE <lambda> new=-"), events("<lambda>", "g = lambda: 1\n"));
        assertEquals(List.of("CREATE outer.<locals>.inner new=-", "CREATE outer.<locals>.inner new=-"),
                events("inner", """
                        def outer(n):
                            def inner():
                                return n
                            return inner
                        outer(1)
                        outer(2)
                        """));
    }

    @Test
    void assignmentToCode() {
        assertEquals(List.of("CREATE f new=-", "MODIFY_CODE code=f new=<code object g, line 3>"), events("f", """
                def f():
                    return 1
                def g():
                    return 2
                f.__code__ = g.__code__
                assert f() == 2
                """));
    }

    @Test
    void refusedAssignmentToCodeIsNotReported() {
        // CPython refuses code whose free variables do not match the closure before it tells any watcher
        assertEquals(List.of("CREATE outer.<locals>.f new=-"), events("f", """
                def outer():
                    x = 1
                    def f():
                        return x
                    return f
                def g():
                    return 2
                f = outer()
                try:
                    f.__code__ = g.__code__
                except ValueError as e:
                    assert str(e) == 'f() requires a code object with 1 free vars, not 0', e
                assert f() == 1
                """));
    }

    @Test
    void assignmentToDefaults() {
        assertEquals(List.of("CREATE f new=-", "MODIFY_DEFAULTS defaults=1 new=(5, 6)", "MODIFY_DEFAULTS defaults=2 new=-"),
                events("f", """
                        def f(a, b=1):
                            return a
                        f.__defaults__ = (5, 6)
                        f.__defaults__ = None
                        """));
    }

    @Test
    void assignmentToKwdefaults() {
        assertEquals(List.of("CREATE f new=-", "MODIFY_KWDEFAULTS kwdefaults={'b': 1} new={'b': 7}",
                        "MODIFY_KWDEFAULTS kwdefaults={'b': 7} new=-"),
                events("f", """
                        def f(*, b=1):
                            return b
                        f.__kwdefaults__ = {'b': 7}
                        assert f() == 7
                        f.__kwdefaults__ = None
                        """));
    }

    @Test
    void destroyIsReportedForAnUnreachableFunction() throws InterruptedException {
        Guest g = new Guest();
        List<Long> created = new ArrayList<>();
        List<Long> destroyed = new ArrayList<>();
        int id = FunctionWatchers.addWatcher(new FunctionWatcher() {
            @Override
            public void onEvent(FunctionEvent event, PyFunction function, PyObject newValue) {
                if (event == FunctionEvent.CREATE && function.name.equals("doomed")) {
                    synchronized (created) {
                        created.add(io.frameweave.interpreter.runtime.ObjectIds.of(function));
                    }
                }
            }

            @Override
            public void destroyed(long fid) {
                synchronized (destroyed) {
                    destroyed.add(fid);
                }
            }
        });
        try {
            g.run("""
                    def make():
                        def doomed():
                            pass
                        return doomed
                    make()
                    """);
            assertEquals(1, created.size());
            assertTrue(GarbageCollection.until(() -> {
                synchronized (destroyed) {
                    return destroyed.contains(created.get(0));
                }
            }), "no DESTROY for the dropped function");
        } finally {
            FunctionWatchers.clearWatcher(id);
        }
    }

    @Test
    void aWatcherThatDoesNotFollowDestructionIsNeverToldOfIt() throws InterruptedException {
        Guest g = new Guest();
        List<Long> created = new ArrayList<>();
        List<Long> toldB = new ArrayList<>();
        List<Long> toldA = new ArrayList<>();
        FunctionWatcher recordsCreation = (event, function, newValue) -> {
            if (event == FunctionEvent.CREATE && function.name.startsWith("doomed")) {
                synchronized (created) {
                    created.add(io.frameweave.interpreter.runtime.ObjectIds.of(function));
                }
            }
        };
        int b = FunctionWatchers.addWatcher(new FunctionWatcher() {
            @Override
            public void onEvent(FunctionEvent event, PyFunction function, PyObject newValue) {
                recordsCreation.onEvent(event, function, newValue);
            }

            @Override
            public void destroyed(long fid) {
                synchronized (toldB) {
                    toldB.add(fid);
                }
            }

            @Override
            public boolean followsDestruction() {
                return false;
            }
        });
        int a = -1;
        try {
            // made while only b, which does not follow destruction, is registered: not followed at all
            g.run("""
                    def make1():
                        def doomed1():
                            pass
                        return doomed1
                    make1()
                    """);
            a = FunctionWatchers.addWatcher(new FunctionWatcher() {
                @Override
                public void onEvent(FunctionEvent event, PyFunction function, PyObject newValue) {
                }

                @Override
                public void destroyed(long fid) {
                    synchronized (toldA) {
                        toldA.add(fid);
                    }
                }
            });
            g.run("""
                    def make2():
                        def doomed2():
                            pass
                        return doomed2
                    make2()
                    """);
            assertEquals(2, created.size());
            assertTrue(GarbageCollection.until(() -> {
                synchronized (toldA) {
                    return toldA.contains(created.get(1));
                }
            }), "no DESTROY for the function made while a following watcher was registered");
            Thread.sleep(200);
            synchronized (toldA) {
                assertTrue(!toldA.contains(created.get(0)), "the function made before was followed: " + toldA);
            }
            synchronized (toldB) {
                assertEquals(List.of(), toldB, "a watcher that does not follow destruction was told of it");
            }
        } finally {
            FunctionWatchers.clearWatcher(b);
            if (a >= 0) {
                FunctionWatchers.clearWatcher(a);
            }
        }
    }
}
