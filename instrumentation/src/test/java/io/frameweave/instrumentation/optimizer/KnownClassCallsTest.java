package io.frameweave.instrumentation.optimizer;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Known calls of plain classes, which make the instance as the type call does and enter {@code __init__} directly:
 * {@code __init__} or {@code __new__} replaced or added, on the class or a base, exceptions, return values,
 * recursion, tracing and monitoring switched on inside {@code __init__}.
 */
class KnownClassCallsTest extends OptimizedRuns {
    /** {@link #sameDirect}, and every {@code note_direct} saw a class call entering directly. */
    private String sameClassDirect(String source) {
        return sameDirect(source, classDirect, "class calls");
    }

    @Test
    void aKnownClassCallMakesTheInstanceAsTheTypeCallDoes() {
        String o = sameClassDirect("""
                class Vec:
                    def __init__(self, x, y):
                        self.x = x
                        self.y = y
                    def __repr__(self):
                        return "Vec(%r, %r)" % (self.x, self.y)
                class Base:
                    def __init__(self, a):
                        self.a = a
                class Child(Base):
                    pass
                def hot(n):
                    t = 0
                    v = None
                    for i in range(n):
                        v = Vec(i, t)
                        t += Child(i).a
                    return t, v, type(v) is Vec, v.__dict__, vars(Child(3)), isinstance(Child(1), Base)
                for _ in range(50):
                    hot(3)
                optimize_now()
                note_direct(hot)
                print(hot(1000))
                print(Vec(1, 2), hot(2)[1:3])
                """);
        assertEquals("(499500, Vec(999, 498501), True, {'x': 999, 'y': 498501}, {'a': 3}, True)\n"
                + "Vec(1, 2) (Vec(1, 0), True)\n", o);
        assertEquals(List.of(4), direct);
        assertEquals(List.of(4), classDirect);
        assertTrue(stats.optimized() > 0, stats.toString());
    }

    @Test
    void aKnownClassWhoseInitIsReplacedFromTheLoopOrFromAnotherThread() {
        String o = sameClassDirect("""
                import threading
                class P:
                    def __init__(self, a):
                        self.a = a
                def other_init(self, a):
                    self.a = -a
                def swap(i, at):
                    if i == at:
                        P.__init__ = other_init
                def hot(n, at):
                    r = []
                    for i in range(n):
                        swap(i, at)
                        r.append(P(i).a)
                    return r
                for _ in range(50):
                    hot(3, -1)
                optimize_now()
                note_direct(hot)
                print(hot(6, 3))
                class Q:
                    def __init__(self, a):
                        self.a = a
                def hot2(n, ev):
                    r = []
                    for i in range(n):
                        if i == 3:
                            ev.set()
                            th.join()
                        r.append(Q(i).a)
                    return r
                def mutate(ev):
                    ev.wait()
                    Q.__init__ = other_init
                for _ in range(50):
                    hot2(2, threading.Event())
                optimize_now()
                note_direct(hot2)
                ev = threading.Event()
                th = threading.Thread(target=mutate, args=(ev,))
                th.start()
                print(hot2(6, ev))
                """);
        assertEquals("[0, 1, 2, -3, -4, -5]\n[0, 1, 2, -3, -4, -5]\n", o);
        assertTrue(stats.deoptimized() >= 2, stats.toString());
    }

    @Test
    void aKnownClassGivenANewOrABaseGivenAnInitOrANew() {
        String program = """
                class Base:
                    pass
                class Mid(Base):
                    def __init__(self, a):
                        self.a = a
                class Leaf(Mid):
                    pass
                class Own(Base):
                    def __init__(self, a):
                        self.a = a
                class Top:
                    def __init__(self, a):
                        self.a = a
                class Middle(Top):
                    pass
                class Bottom(Middle):
                    pass
                def mk_new(tag):
                    def __new__(cls, *args):
                        o = object.__new__(cls)
                        o.tag = tag
                        return o
                    return __new__
                def leaf_init(self, a):
                    self.a = a * 10
                def change(i, what):
                    if i != 2:
                        return
                    if what == "own new":
                        Own.__new__ = mk_new("own")
                    elif what == "base new":
                        Base.__new__ = mk_new("base")
                    elif what == "mid init":
                        Mid.__init__ = leaf_init
                    elif what == "leaf init":
                        Leaf.__init__ = leaf_init
                    elif what == "middle init":
                        Middle.__init__ = leaf_init
                def hot(n, what):
                    r = []
                    for i in range(n):
                        change(i, what)
                        a = Leaf(i)
                        b = Own(i)
                        r.append((a.a, getattr(a, "tag", None), b.a, getattr(b, "tag", None), Bottom(i).a))
                    return r
                for _ in range(50):
                    hot(2, "")
                optimize_now()
                note_direct(hot)
                print(hot(4, "WHAT"))
                """;
        // Leaf inherits its __init__ from Mid, Bottom from Top until Middle gets one
        Map<String, String> expected = Map.of(
                "mid init", "[(0, None, 0, None, 0), (1, None, 1, None, 1), (20, None, 2, None, 2), "
                        + "(30, None, 3, None, 3)]\n",
                "leaf init", "[(0, None, 0, None, 0), (1, None, 1, None, 1), (20, None, 2, None, 2), "
                        + "(30, None, 3, None, 3)]\n",
                "middle init", "[(0, None, 0, None, 0), (1, None, 1, None, 1), (2, None, 2, None, 20), "
                        + "(3, None, 3, None, 30)]\n",
                "own new", "[(0, None, 0, None, 0), (1, None, 1, None, 1), (2, None, 2, 'own', 2), "
                        + "(3, None, 3, 'own', 3)]\n",
                "base new", "[(0, None, 0, None, 0), (1, None, 1, None, 1), (2, 'base', 2, 'base', 2), "
                        + "(3, 'base', 3, 'base', 3)]\n");
        expected.forEach((what, printed) -> {
            assertEquals(printed, sameClassDirect(program.replace("WHAT", what)), what);
            assertEquals(List.of(3), classDirect, what);
            assertTrue(stats.deoptimized() >= 1, what + ": " + stats);
        });
    }

    @Test
    void aKnownClassWhoseInitGetsNewCodeOrDefaults() {
        String o = same("""
                class P:
                    def __init__(self, a, b):
                        self.v = a + b
                def other(self, a, b):
                    self.v = a * b
                def hot(n, at, what):
                    r = []
                    for i in range(n):
                        if i == at:
                            if what == "code":
                                P.__init__.__code__ = other.__code__
                            else:
                                P.__init__.__defaults__ = (100,)
                        r.append(P(i, 3).v)
                    return r
                def warm():
                    for _ in range(50):
                        hot(2, -1, "")
                    optimize_now()
                    note_direct(hot)
                warm()
                print(hot(5, 2, "code"))
                warm()
                print(hot(5, 2, "defaults"), P.__init__.__defaults__)
                """);
        assertEquals("[3, 4, 6, 9, 12]\n[0, 3, 6, 9, 12] (100,)\n", o);
        assertEquals(2, classDirect.size());
        assertTrue(classDirect.get(0) > 0, "direct entries of class calls: " + classDirect);
        assertTrue(stats.deoptimized() >= 2, stats.toString());
    }

    @Test
    void aKnownClassWhoseInitRaisesReturnsAValueOrRecurses() {
        String o = sameClassDirect("""
                class P:
                    def __init__(self, a):
                        if a == 7:
                            raise ValueError("boom %d" % a)
                        self.a = a
                class R:
                    def __init__(self, a):
                        self.a = a
                        if a == 4:
                            return a
                class Node:
                    def __init__(self, n):
                        self.next = Node(n - 1) if n > 0 else None
                        self.n = n
                def hot(n):
                    t = 0
                    for i in range(n):
                        t += P(i).a
                    return t
                def hot2(n):
                    r = []
                    for i in range(n):
                        try:
                            r.append(R(i).a)
                        except TypeError as e:
                            r.append(str(e))
                    return r
                def depth(n):
                    d = 0
                    node = Node(n)
                    while node is not None:
                        d += 1
                        node = node.next
                    return d
                for _ in range(50):
                    hot(5)
                    hot2(3)
                    depth(3)
                optimize_now()
                note_direct(hot)
                note_direct(hot2)
                note_direct(depth)
                try:
                    hot(10)
                except ValueError as e:
                    tb = e.__traceback__
                    while tb is not None:
                        print(tb.tb_frame.f_code.co_name, tb.tb_lineno)
                        tb = tb.tb_next
                print(hot2(6))
                print(depth(300))
                try:
                    depth(100000)
                except RecursionError as e:
                    print("RecursionError", e)
                print(depth(20))
                """);
        assertEquals("""
                <module> 44
                hot 18
                __init__ 4
                [0, 1, 2, 3, "__init__() should return None, not 'int'", 5]
                301
                RecursionError maximum recursion depth exceeded
                21
                """, o);
    }

    @Test
    void tracingAndMonitoringSwitchedOnInsideAKnownClassInit() {
        String o = sameClassDirect("""
                import sys
                events = []
                def tracer(frame, event, arg):
                    events.append((event, frame.f_code.co_name, frame.f_lineno))
                    return tracer
                class Leaf:
                    def __init__(self, a):
                        self.a = a + 1
                class Switch:
                    def __init__(self, a, at):
                        if a == at:
                            sys.settrace(tracer)
                        self.a = a
                def hot(n, at):
                    t = 0
                    for i in range(n):
                        t += Switch(i, at).a
                        t += Leaf(i).a
                    return t
                for _ in range(50):
                    hot(2, -1)
                optimize_now()
                note_direct(hot)
                print(hot(5, 3))
                sys.settrace(None)
                for e in events:
                    print(e)
                mon = sys.monitoring
                E = mon.events
                seen = []
                def started(code, offset):
                    seen.append(("start", code.co_name))
                mon.use_tool_id(2, "classcall")
                mon.register_callback(2, E.PY_START, started)
                class Switch2:
                    def __init__(self, a, at):
                        if a == at:
                            mon.set_local_events(2, Leaf.__init__.__code__, E.PY_START)
                        self.a = a
                def hot2(n, at):
                    t = 0
                    for i in range(n):
                        t += Switch2(i, at).a
                        t += Leaf(i).a
                    return t
                for _ in range(50):
                    hot2(2, -1)
                optimize_now()
                note_direct(hot2)
                print(hot2(5, 2))
                mon.set_local_events(2, Leaf.__init__.__code__, 0)
                mon.free_tool_id(2)
                print(seen)
                """);
        String leaf = "('call', '__init__', 7)\n('line', '__init__', 8)\n('return', '__init__', 8)\n";
        String sw = "('call', '__init__', 10)\n('line', '__init__', 11)\n('line', '__init__', 13)\n"
                + "('return', '__init__', 13)\n";
        assertEquals("25\n" + leaf + sw + leaf + "25\n[('start', '__init__'), ('start', '__init__'), "
                + "('start', '__init__')]\n", o);
        assertTrue(stats.deoptimized() >= 2, stats.toString());
    }
}
