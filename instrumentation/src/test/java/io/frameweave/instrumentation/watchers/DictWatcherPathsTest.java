package io.frameweave.instrumentation.watchers;

import io.frameweave.instrumentation.WovenVm;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyModule;
import io.frameweave.interpreter.runtime.PyStr;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every guest-visible path that mutates a watched dict notifies, before the change (each line shows the value
 * the dict still held when the watcher ran). One test per row of the dict table in docs/WATCHERS.md.
 */
class DictWatcherPathsTest {

    /** Runs {@code source} with its globals watched; returns the events about {@code key}. */
    private static List<String> globalsEvents(String key, String source) {
        Guest g = new Guest();
        try (DictEvents events = new DictEvents().watch(g.globals())) {
            g.run(source);
            return events.about(key);
        }
    }

    /** Runs {@code source} with the dict it calls {@code watch(d)} on watched; returns the events about {@code key}. */
    private static List<String> dictEvents(String key, String source) {
        Guest g = new Guest();
        try (DictEvents events = new DictEvents()) {
            g.function("watch", (a, k) -> {
                DictWatchers.watch(events.id, (PyDict) a[0]);
                return a[0];
            });
            g.run(source);
            return events.about(key);
        }
    }

    @Test
    void assignmentToAGlobalInModuleCode() {
        assertEquals(List.of("ADDED x=1 was=-", "MODIFIED x=2 was=1"), globalsEvents("x", "x = 1\nx = 2\n"));
    }

    @Test
    void assignmentThroughAGlobalStatementInAFunction() {
        assertEquals(List.of("ADDED x=1 was=-", "MODIFIED x=3 was=1"), globalsEvents("x", """
                x = 1
                def f():
                    global x
                    x = 3
                f()
                """));
    }

    @Test
    void storeThroughGlobalsSubscript() {
        assertEquals(List.of("ADDED x=5 was=-", "MODIFIED x=6 was=5"), globalsEvents("x", """
                def f():
                    globals()['x'] = 5
                    globals()['x'] = 6
                f()
                """));
    }

    @Test
    void delOfAGlobalInModuleCodeAndInAFunction() {
        assertEquals(List.of("ADDED x=1 was=-", "DELETED x=- was=1", "ADDED x=2 was=-", "DELETED x=- was=2"),
                globalsEvents("x", """
                        x = 1
                        del x
                        x = 2
                        def f():
                            global x
                            del x
                        f()
                        """));
    }

    @Test
    void delOfASubscript() {
        assertEquals(List.of("DELETED x=- was=1"), dictEvents("x", """
                d = watch({'x': 1, 'y': 2})
                del d['x']
                try:
                    del d['x']
                except KeyError:
                    pass
                """));
    }

    @Test
    void itemAssignment() {
        assertEquals(List.of("ADDED x=1 was=-", "MODIFIED x=2 was=1"), dictEvents("x", """
                d = watch({})
                d['x'] = 1
                d['x'] = 2
                d['x'] = d['x']
                """));
    }

    @Test
    void updateFromADictKeywordsPairsAndAMapping() {
        assertEquals(List.of("ADDED x=1 was=-", "MODIFIED x=2 was=1", "MODIFIED x=3 was=2", "MODIFIED x=4 was=3"),
                dictEvents("x", """
                        class M:
                            def keys(self):
                                return ['x']
                            def __getitem__(self, k):
                                return 4
                        d = watch({})
                        d.update({'x': 1})
                        d.update(x=2)
                        d.update([('x', 3)])
                        d.update(M())
                        """));
    }

    @Test
    void setdefaultNotifiesOnlyWhenItAdds() {
        assertEquals(List.of("ADDED x=1 was=-"), dictEvents("x", """
                d = watch({})
                d.setdefault('x', 1)
                d.setdefault('x', 2)
                """));
    }

    @Test
    void pop() {
        assertEquals(List.of("DELETED x=- was=1"), dictEvents("x", """
                d = watch({'x': 1})
                d.pop('x')
                d.pop('x', None)
                """));
    }

    @Test
    void popitem() {
        assertEquals(List.of("DELETED x=- was=1"), dictEvents("x", """
                d = watch({'y': 2, 'x': 1})
                assert d.popitem() == ('x', 1)
                """));
    }

    @Test
    void clear() {
        assertEquals(List.of("CLEARED size=2"), dictEvents("x", """
                d = watch({'y': 2, 'x': 1})
                d.clear()
                d.clear()
                """));
    }

    @Test
    void inPlaceOr() {
        String program = """
                d = watch({'x': 1})
                d |= {'x': 2, 'z': 3}
                """;
        assertEquals(List.of("MODIFIED x=2 was=1"), dictEvents("x", program));
        assertEquals(List.of("ADDED z=3 was=-"), dictEvents("z", program));
    }

    @Test
    void fromModuleImportStar() {
        Guest g = new Guest();
        PyDict m = new PyDict();
        m.putStr("__name__", PyStr.of("m"));
        m.putStr("a", PyInt.of(1));
        m.putStr("b", PyInt.of(2));
        g.vm.modules().putStr("m", new PyModule("m", m));
        try (DictEvents events = new DictEvents().watch(g.globals())) {
            g.run("from m import *\n");
            assertEquals(List.of("ADDED a=1 was=-"), events.about("a"));
            assertEquals(List.of("ADDED b=2 was=-"), events.about("b"));
        }
    }

    @Test
    void importBindsTheModuleName() {
        List<String> events = globalsEvents("math", "import math\nimport math\n");
        assertEquals(1, events.size(), events.toString());
        assertEquals(true, events.get(0).startsWith("ADDED math=<module 'math'"), events.toString());
    }

    @Test
    void defAndClassStatementsBindNames() {
        List<String> f = globalsEvents("f", "def f():\n    pass\n");
        List<String> c = globalsEvents("C", "class C:\n    pass\n");
        assertEquals(1, f.size(), f.toString());
        assertEquals(true, f.get(0).startsWith("ADDED f=<function f at "), f.toString());
        assertEquals(List.of("ADDED C=<class '__main__.C'> was=-"), c);
    }

    @Test
    void attributeAssignmentIntoAWatchedInstanceDict() {
        // the STORE_ATTR inline cache stores through the same funnel
        assertEquals(List.of("ADDED x=0 was=-", "MODIFIED x=1 was=0", "MODIFIED x=2 was=1", "DELETED x=- was=2"),
                dictEvents("x", """
                        class P:
                            pass
                        p = P()
                        watch(p.__dict__)
                        for i in range(3):
                            p.x = i
                        del p.x
                        """));
    }

    @Test
    void augmentedAssignmentAndLoopTargetsAtModuleLevelAndThroughGlobal() {
        assertEquals(List.of("ADDED x=0 was=-", "MODIFIED x=1 was=0", "MODIFIED x=11 was=1", "MODIFIED x=12 was=11"),
                globalsEvents("x", """
                        for x in range(2):
                            pass
                        x += 10
                        def f():
                            global x
                            x += 1
                        f()
                        """));
    }

    @Test
    void execWithAWatchedGlobalsDict() {
        assertEquals(List.of("ADDED x=1 was=-", "DELETED x=- was=1"), dictEvents("x", """
                g = watch({})
                exec('x = 1\\ndel x', g)
                """));
    }

    @Test
    void attributeAssignmentAndDeletionOnAModule() {
        Guest g = new Guest();
        PyDict m = new PyDict();
        m.putStr("__name__", PyStr.of("m"));
        g.vm.modules().putStr("m", new PyModule("m", m));
        try (DictEvents events = new DictEvents().watch(m)) {
            g.run("""
                    import m
                    m.x = 5
                    setattr(m, 'x', 6)
                    del m.x
                    """);
            assertEquals(List.of("ADDED x=5 was=-", "MODIFIED x=6 was=5", "DELETED x=- was=6"), events.about("x"));
        }
    }

    @Test
    void aWatchedDictThatBecomesUnreachableIsReportedDeallocated() throws InterruptedException {
        WovenVm.weave();
        List<Long> gone = new java.util.ArrayList<>();
        int id = DictWatchers.addWatcher(new DictWatcher() {
            @Override
            public void onEvent(DictEvent event, PyDict dict, io.frameweave.interpreter.runtime.PyObject key,
                                io.frameweave.interpreter.runtime.PyObject newValue) {
            }

            @Override
            public void deallocated(long dictId) {
                synchronized (gone) {
                    gone.add(dictId);
                }
            }
        });
        try {
            long doomed = DictWatchers.watch(id, new PyDict());
            assertTrue(GarbageCollection.until(() -> {
                synchronized (gone) {
                    return gone.contains(doomed);
                }
            }), "no DEALLOCATED for the dropped dict");
        } finally {
            DictWatchers.clearWatcher(id);
        }
    }

    @Test
    void storesToOtherDictsAreNotReported() {
        assertEquals(List.of(), dictEvents("x", """
                d = watch({})
                e = {}
                e['x'] = 1
                e.update(x=2)
                del e['x']
                """));
    }
}
