package io.frameweave.instrumentation.watchers;

import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyType;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Every guest-visible change of a watched class or of one of its bases notifies once the change is made (CPython
 * 3.12 calls {@code PyType_Modified} after the change): each line records the class told and what {@code C.x}
 * (looked up along the MRO) was when the watcher ran, the new value. One test per row of the type table in
 * docs/WATCHERS.md.
 */
class TypeWatcherPathsTest {

    /**
     * Runs {@code source}, in which {@code watch(C)} watches a class; returns one line per event:
     * {@code name x=<repr of C.x or ->}.
     */
    static List<String> events(String source) {
        Guest g = new Guest();
        List<String> lines = new ArrayList<>();
        int id = TypeWatchers.addWatcher(t -> {
            PyObject x = t.lookup("x");
            lines.add(t.name + " x=" + (x == null ? "-" : Ops.repr(x)) + " bases=" + t.bases.length);
        });
        try {
            g.function("watch", (a, k) -> {
                TypeWatchers.watch(id, (PyType) a[0]);
                return a[0];
            });
            g.run(source);
            return lines;
        } finally {
            TypeWatchers.clearWatcher(id);
        }
    }

    @Test
    void setattrOnTheClass() {
        assertEquals(List.of("C x=2 bases=1", "C x=3 bases=1"), events("""
                class C:
                    x = 1
                watch(C)
                C.x = 2
                setattr(C, 'x', 3)
                """));
    }

    @Test
    void delattrOnTheClass() {
        assertEquals(List.of("C x=- bases=1", "C x=2 bases=1", "C x=- bases=1"), events("""
                class C:
                    x = 1
                watch(C)
                del C.x
                C.x = 2
                delattr(C, 'x')
                try:
                    del C.x
                except AttributeError:
                    pass
                """));
    }

    @Test
    void setattrAndDelattrOnABase() {
        assertEquals(List.of("C x=2 bases=1", "C x=- bases=1"), events("""
                class B:
                    x = 1
                class C(B):
                    pass
                watch(C)
                B.x = 2
                del B.x
                """));
    }

    @Test
    void setattrOnABaseOfABase() {
        assertEquals(List.of("C x=1 bases=1"), events("""
                class A:
                    pass
                class B(A):
                    pass
                class C(B):
                    pass
                watch(C)
                A.x = 1
                """));
    }

    @Test
    void assignmentToBases() {
        assertEquals(List.of("C x=2 bases=1"), events("""
                class A:
                    x = 1
                class B:
                    x = 2
                class C(A):
                    pass
                watch(C)
                C.__bases__ = (B,)
                assert C.x == 2
                """));
    }

    @Test
    void assignmentToTheBasesOfABase() {
        assertEquals(List.of("C x=2 bases=1"), events("""
                class A:
                    x = 1
                class A2:
                    x = 2
                class B(A):
                    pass
                class C(B):
                    pass
                watch(C)
                B.__bases__ = (A2,)
                assert C.x == 2
                """));
    }

    @Test
    void assignmentToNameAndModule() {
        assertEquals(List.of("C x=- bases=1", "C x=- bases=1"), events("""
                class C:
                    pass
                watch(C)
                C.__name__ = 'D'
                C.__module__ = 'elsewhere'
                """).stream().map(l -> l.replace("D x", "C x")).toList());
    }

    @Test
    void typeSetattrIsReportedAndTheClassDictCannotBeChangedBehindTheWatchersBack() {
        assertEquals(List.of("C x=2 bases=1"), events("""
                class C:
                    x = 1
                watch(C)
                type.__setattr__(C, 'x', 2)
                for bypass in ("C.__dict__['x'] = 3", "del C.__dict__['x']", "object.__setattr__(C, 'x', 4)",
                               "object.__delattr__(C, 'x')", "vars(C)['x'] = 5"):
                    try:
                        exec(bypass)
                    except TypeError:
                        pass
                    else:
                        raise AssertionError(bypass)
                assert C.x == 2
                """));
    }

    @Test
    void everyModificationIsDeliveredUntilUnwatched() {
        Guest g = new Guest();
        List<String> lines = new ArrayList<>();
        int id = TypeWatchers.addWatcher(t -> lines.add(t.name));
        try {
            g.function("watch", (a, k) -> {
                TypeWatchers.watch(id, (PyType) a[0]);
                return a[0];
            });
            g.function("unwatch", (a, k) -> {
                TypeWatchers.unwatch(id, (PyType) a[0]);
                return a[0];
            });
            g.run("""
                    class C:
                        pass
                    watch(C)
                    for i in range(3):
                        C.y = i
                    unwatch(C)
                    C.y = 5
                    """);
            assertEquals(List.of("C", "C", "C"), lines);
        } finally {
            TypeWatchers.clearWatcher(id);
        }
    }

    /**
     * CPython 3.12 tells the watchers of the subclasses of a changed class before its own, the deepest first
     * (with {@code _testcapi}: C, D(C), E(D) all watched, {@code C.foo = 1} gives the events E, D, C).
     */
    @Test
    void aChangeOnABaseReachesTheSubclassesFirst() {
        assertEquals(List.of("E x=1 bases=1", "D x=1 bases=1", "C x=1 bases=1"), events("""
                class C:
                    pass
                class D(C):
                    pass
                class E(D):
                    pass
                watch(C)
                watch(D)
                watch(E)
                C.x = 1
                """));
    }

    /**
     * A {@code __bases__} assignment that is refused (a cycle, no consistent MRO) changes nothing and, as in
     * CPython 3.12, is not reported.
     */
    @Test
    void aRefusedBasesAssignmentIsNotReported() {
        assertEquals(List.of("F x=2 bases=1"), events("""
                class A:
                    x = 1
                class B:
                    x = 2
                class F(A):
                    pass
                class X:
                    pass
                class Y(X):
                    pass
                watch(F)
                for bases in ((F,), (X, Y)):
                    try:
                        F.__bases__ = bases
                    except TypeError:
                        pass
                assert F.__bases__ == (A,) and F.x == 1
                F.__bases__ = (B,)
                """));
    }

    @Test
    void unwatchedClassesAreNotReported() {
        assertEquals(List.of(), events("""
                class B:
                    pass
                class C(B):
                    pass
                watch(C)
                class D:
                    pass
                D.x = 1
                """));
    }
}
