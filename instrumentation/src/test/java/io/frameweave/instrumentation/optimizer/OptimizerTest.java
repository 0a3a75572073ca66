package io.frameweave.instrumentation.optimizer;

import io.frameweave.instrumentation.WovenVm;
import io.frameweave.interpreter.builtins.BuiltinModules;
import io.frameweave.interpreter.bytecode.PyCode;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBuiltinFunction;
import io.frameweave.interpreter.vm.PyFunction;
import io.frameweave.interpreter.vm.PythonVM;
import io.frameweave.interpreter.vm.Speculation;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

/**
 * The optimizer speculates and de-optimizes: each program makes its code hot, has it optimized
 * ({@code optimize_now()}), then changes what was speculated on, from the optimized frame itself, from a callee,
 * from another thread or from a trace function, and prints what it reads right after. The expected output is
 * what the program prints without the optimizer (and on CPython 3.11); {@code optimized()} and {@code deopts()}
 * show that the optimizer did take part; {@code note_direct(f)} notes how many of {@code f}'s known calls enter their
 * callee's current form directly now, and how many of those are calls of classes.
 */
class OptimizerTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();
    /** The optimizer's counts at the end of the last run. */
    private Optimizer.Stats stats;
    /** What each {@code note_direct(f)} of the last run saw: the direct entries of {@code f}'s compiled form. */
    private final List<Integer> direct = new ArrayList<>();
    /** What each {@code note_direct(f)} of the last run saw: the direct entries of {@code f}'s form calling classes. */
    private final List<Integer> classDirect = new ArrayList<>();
    /** What each {@code note_direct(f)} of the last run saw: the direct entries of {@code f}'s form calling methods. */
    private final List<Integer> methodDirect = new ArrayList<>();
    /** What each {@code note_direct(f)} of the last run saw: the known calls of builtin methods in {@code f}'s form. */
    private final List<Integer> builtinKnown = new ArrayList<>();
    /** What each {@code note_layouts(f)} of the last run saw: the attribute accesses of {@code f}'s form with a layout. */
    private final List<Integer> layoutsKnown = new ArrayList<>();

    @AfterEach
    void off() {
        Optimizer.disable();
    }

    private String run(String source, boolean optimize) {
        return run(source, optimize, true);
    }

    private String run(String source, boolean optimize, boolean scan) {
        WovenVm.weave();
        out.reset();
        err.reset();
        direct.clear();
        classDirect.clear();
        methodDirect.clear();
        builtinKnown.clear();
        layoutsKnown.clear();
        PythonVM vm = new PythonVM(new ByteArrayInputStream(new byte[0]),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8), BuiltinModules.SOURCE);
        vm.boot(List.of("prog.py"));
        var g = vm.mainModule().getDict();
        g.putStr("optimize_now", new PyBuiltinFunction("optimize_now", (a, k) -> {
            Optimizer.optimizeNow();
            return Py.None;
        }));
        g.putStr("speculated", new PyBuiltinFunction("speculated", (a, k) ->
                Py.newBool(Speculation.of(((PyFunction) a[0]).getCode().compiled) != null)));
        g.putStr("note_direct", new PyBuiltinFunction("note_direct", (a, k) -> {
            PyCode code = ((PyFunction) a[0]).getCode();
            Speculation facts = Speculation.of(code.compiled);
            int n = 0;
            int classes = 0;
            int methods = 0;
            int builtins = 0;
            for (int pc = 0; facts != null && pc < code.instructions.length; pc++) {
                builtins += facts.callsBuiltinMethod(pc) ? 1 : 0;
                n += facts.entersCurrentForm(pc) ? 1 : 0;
                classes += facts.entersCurrentForm(pc) && facts.callsClass(pc) ? 1 : 0;
                methods += facts.entersCurrentForm(pc) && facts.callsMethod(pc) ? 1 : 0;
            }
            direct.add(n);
            classDirect.add(classes);
            methodDirect.add(methods);
            builtinKnown.add(builtins);
            return Py.None;
        }));
        g.putStr("note_layouts", new PyBuiltinFunction("note_layouts", (a, k) -> {
            PyCode code = ((PyFunction) a[0]).getCode();
            Speculation facts = Speculation.of(code.compiled);
            int n = 0;
            for (int pc = 0; facts != null && pc < code.instructions.length; pc++) {
                n += facts.knowsLayout(pc) ? 1 : 0;
            }
            layoutsKnown.add(n);
            return Py.None;
        }));
        if (optimize) {
            Optimizer.enable(scan);
        }
        try {
            int status = vm.runSource(source, "prog.py");
            assertEquals(0, status, "stderr:\n" + err.toString(StandardCharsets.UTF_8));
            return out.toString(StandardCharsets.UTF_8);
        } finally {
            stats = Optimizer.stats();
            Optimizer.disable();
        }
    }

    /** Runs with and without the optimizer: same output; returns it. */
    private String same(String source) {
        String plain = run(source, false);
        String optimized = run(source, true);
        assertEquals(plain, optimized, source);
        return optimized;
    }

    @Test
    void aGlobalRebindingReachesTheOptimizedFrameAtItsNextInstruction() {
        String o = same("""
                K = 1
                def bump():
                    global K
                    K = K + 10
                def hot(n):
                    t = 0
                    for i in range(n):
                        t += K
                        if i == 5:
                            bump()
                        t += K
                    return t
                for _ in range(50):
                    hot(3)
                optimize_now()
                print(hot(10))
                print(K)
                """);
        assertEquals("110\n11\n", o);
        assertTrue(stats.optimized() > 0, stats.toString());
        assertTrue(stats.deoptimized() > 0, stats.toString());
    }

    @Test
    void warmCodeIsOptimizedInsteadOfCompiledByTheVm() {
        assumeFalse("eager".equals(System.getProperty("fw.tier")), "counts calls to the default warm-up threshold");
        // no scanning thread: only the CODE_COMPILE probe can have optimized it
        String program = """
                K = 2
                def hot(v):
                    return v * K + len("ab")
                r = [hot(i) for i in range(60)]
                print(r[-1], speculated(hot))
                K = 3
                print(hot(1), speculated(hot))
                r = [hot(i) for i in range(60)]
                print(r[-1], speculated(hot))
                def cold(v):
                    return v * K
                print(cold(1), speculated(cold))
                """;
        String plain = run(program, false);
        assertEquals("120 False\n5 False\n179 False\n3 False\n", plain);
        String optimized = run(program, true, false);
        // after K changed, hot is compiled again without speculating on K (unstable), but still on len
        assertEquals("120 True\n5 False\n179 True\n3 False\n", optimized);
        // hot twice, and each comprehension (which loads hot) once, as its loop became warm; when K changed, hot went,
        // and with it the first comprehension, whose direct entry held hot's form
        assertEquals(4, stats.optimized(), stats.toString());
        assertEquals(2, stats.deoptimized(), stats.toString());
    }

    @Test
    void aGlobalThatShadowsABuiltinAndGoesAway() {
        String o = same("""
                def hot(xs):
                    return len(xs) + abs(-2)
                def warm():
                    for _ in range(50):
                        hot([1])
                    optimize_now()
                warm()
                a = hot([1, 2])
                len = lambda xs: 100
                b = hot([1, 2])
                warm()
                del len
                c = hot([1, 2])
                warm()
                import builtins
                saved = builtins.abs
                builtins.abs = lambda v: 1000
                d = hot([1])
                builtins.abs = saved
                print(a, b, c, d, hot([]))
                """);
        assertEquals("4 102 4 1001 2\n", o);
        assertTrue(stats.optimized() > 0 && stats.deoptimized() >= 2, stats.toString());
    }

    @Test
    void classAndModuleAttributesAndTheirBases() {
        String o = same("""
                import math
                class Base:
                    SCALE = 2
                class C(Base):
                    def twice(v):
                        return v * 2
                def hot(v):
                    return C.SCALE * C.twice(v) + math.floor(1.5)
                def warm():
                    for _ in range(50):
                        hot(1)
                    optimize_now()
                warm()
                r = [hot(1)]
                Base.SCALE = 3
                r.append(hot(1))
                warm()
                C.SCALE = 5
                r.append(hot(1))
                warm()
                del C.SCALE
                r.append(hot(1))
                warm()
                C.twice = lambda v: v * 7
                r.append(hot(1))
                warm()
                math.floor = lambda v: 100
                r.append(hot(1))
                print(r)
                """);
        assertEquals("[5, 7, 11, 7, 22, 121]\n", o);
        assertTrue(stats.optimized() > 0 && stats.deoptimized() >= 2, stats.toString());
    }

    @Test
    void knownCallsFollowCodeAndDefaultsReplacement() {
        String o = same("""
                def f(a, b):
                    return a + b
                def g(a, b):
                    return a * b
                def h(a, b=10):
                    return a - b
                def hot(i):
                    return f(i, 3) + h(i, 1)
                def warm():
                    for i in range(50):
                        hot(i)
                    optimize_now()
                warm()
                r = [hot(2)]
                f.__code__ = g.__code__
                r.append(hot(2))
                warm()
                r.append(hot(2))
                h.__defaults__ = (1, 2)
                r.append(hot(2))
                warm()
                h.__kwdefaults__ = {}
                r.append(hot(2))
                print(r)
                """);
        assertEquals("[6, 7, 7, 7, 7]\n", o);
        assertTrue(stats.optimized() > 0 && stats.deoptimized() >= 2, stats.toString());
    }

    @Test
    void aChangeFromAnotherThreadOrATraceFunction() {
        String o = same("""
                import threading, sys
                K = 1
                def hot(n, ev):
                    t = 0
                    for i in range(n):
                        if i == 3:
                            ev.set()
                            th.join()
                        t += K
                    return t
                def mutate(ev):
                    global K
                    ev.wait()
                    K = 100
                for _ in range(50):
                    hot(2, threading.Event())
                optimize_now()
                ev = threading.Event()
                th = threading.Thread(target=mutate, args=(ev,))
                th.start()
                print(hot(6, ev))
                J = 1
                def tracer(frame, event, arg):
                    global J
                    if event == 'line' and frame.f_code.co_name == 'hot2':
                        J = J + 1
                    return tracer
                def hot2():
                    x = J
                    y = J
                    return x, y
                for _ in range(50):
                    hot2()
                optimize_now()
                sys.settrace(tracer)
                r = hot2()
                sys.settrace(None)
                optimize_now()
                print(r, hot2())
                """);
        assertEquals("303\n(2, 3) (4, 4)\n", o);
        assertTrue(stats.optimized() > 0 && stats.deoptimized() >= 2, stats.toString());
    }

    /** Runs with and without the optimizer ({@link #same}), and checks that every {@code note_direct} saw a direct entry. */
    private String sameDirect(String source) {
        String o = same(source);
        assertTrue(!direct.isEmpty() && direct.stream().allMatch(n -> n > 0), "direct entries: " + direct);
        return o;
    }

    @Test
    void aDirectlyCalledFunctionWhoseCodeIsReplacedFromItselfFromAnotherThreadOrWhoseFormGoes() {
        String o = sameDirect("""
                import threading
                def g(a, b, swap):
                    return a * b
                def f(a, b, swap):
                    if swap:
                        f.__code__ = g.__code__
                    return a + b
                def hot(n, at):
                    r = []
                    for i in range(n):
                        r.append(f(i, 3, i == at))
                    return r
                for _ in range(50):
                    hot(5, -1)
                optimize_now()
                note_direct(hot)
                print(hot(8, 4))
                print(hot(3, -1))
                def g2(a):
                    return a * 100
                def f2(a):
                    return a + 1
                def hot2(n, ev):
                    r = []
                    for i in range(n):
                        if i == 3:
                            ev.set()
                            th.join()
                        r.append(f2(i))
                    return r
                def mutate(ev):
                    ev.wait()
                    f2.__code__ = g2.__code__
                for _ in range(50):
                    hot2(2, threading.Event())
                optimize_now()
                note_direct(hot2)
                ev = threading.Event()
                th = threading.Thread(target=mutate, args=(ev,))
                th.start()
                print(hot2(5, ev))
                K = 1
                def f3(a):
                    return a + K
                def bump():
                    global K
                    K = 10
                def hot3(n):
                    r = []
                    for i in range(n):
                        r.append(f3(i))
                        if i == 2:
                            bump()
                    return r
                for _ in range(50):
                    hot3(2)
                optimize_now()
                note_direct(hot3)
                r = hot3(5)
                for _ in range(50):
                    hot3(2)
                optimize_now()
                note_direct(hot3)
                print(r, hot3(2))
                J = 1
                def f4(a):
                    global J
                    x = J
                    if a == 3:
                        J = 100
                    return x + J
                def hot4(n):
                    r = []
                    for i in range(n):
                        r.append(f4(i))
                    return r
                for _ in range(50):
                    hot4(2)
                optimize_now()
                note_direct(hot4)
                print(hot4(5), hot4(1))
                """);
        // hot3 keeps running (its direct entry stale) after bump() de-optimized f3, and goes with it; optimized again,
        // it enters f3's new form; f4 de-optimizes itself while entered directly, and goes on in the dispatch loop
        assertEquals("[3, 4, 5, 6, 7, 15, 18, 21]\n[0, 3, 6]\n[1, 2, 3, 300, 400]\n[1, 2, 3, 13, 14] [10, 11]\n"
                + "[2, 2, 2, 101, 200] [200]\n", o);
        // hot3 enters bump and f3 directly, before f3 changed and after
        assertEquals(List.of(1, 1, 2, 2, 1), direct);
        assertTrue(stats.deoptimized() >= 3, stats.toString());
    }

    @Test
    void directlyCalledFunctionsRaiseRecurseAndSeeTheirCallers() {
        String o = sameDirect("""
                import sys
                def inner(a, b):
                    if a == 7:
                        raise ValueError("boom %d" % a)
                    return a + b
                def hot(n):
                    t = 0
                    for i in range(n):
                        t += inner(i, 1)
                    return t
                def hot2(n):
                    r = []
                    for i in range(n):
                        try:
                            r.append(inner(i, 1))
                        except ValueError as e:
                            r.append(str(e))
                    return r
                for _ in range(50):
                    hot(5)
                    hot2(3)
                optimize_now()
                note_direct(hot)
                note_direct(hot2)
                try:
                    hot(10)
                except ValueError as e:
                    tb = e.__traceback__
                    while tb is not None:
                        print(tb.tb_frame.f_code.co_name, tb.tb_lineno)
                        tb = tb.tb_next
                print(hot2(9))
                def down(n):
                    if n == 0:
                        return 0
                    return down(n - 1) + 1
                def even(n):
                    if n == 0:
                        return True
                    return odd(n - 1)
                def odd(n):
                    if n == 0:
                        return False
                    return even(n - 1)
                for _ in range(50):
                    down(10)
                    even(10)
                optimize_now()
                note_direct(down)
                print(down(500), even(501))
                try:
                    down(100000)
                except RecursionError as e:
                    print("RecursionError", e)
                try:
                    even(100000)
                except RecursionError as e:
                    print("RecursionError", e)
                print(down(20), odd(21))
                def who(a):
                    f = sys._getframe(1)
                    return f.f_code.co_name, f.f_lineno, sys._getframe(0).f_back is f, a
                def hot3(n):
                    r = None
                    for i in range(n):
                        r = who(i)
                    return r
                for _ in range(50):
                    hot3(2)
                optimize_now()
                note_direct(hot3)
                print(hot3(4))
                """);
        assertEquals("""
                <module> 26
                hot 9
                inner 4
                [1, 2, 3, 4, 5, 6, 7, 'boom 7', 9]
                500 False
                RecursionError maximum recursion depth exceeded
                RecursionError maximum recursion depth exceeded
                20 True
                ('hot3', 66, True, 3)
                """, o);
    }

    @Test
    void tracingSwitchedOnInsideADirectlyCalledFunction() {
        String o = sameDirect("""
                import sys
                events = []
                def tracer(frame, event, arg):
                    events.append((event, frame.f_code.co_name, frame.f_lineno))
                    return tracer
                def leaf(a):
                    return a + 1
                def switch(a, at):
                    if a == at:
                        sys.settrace(tracer)
                    return a
                def hot(n, at):
                    t = 0
                    for i in range(n):
                        t += switch(i, at)
                        t += leaf(i)
                    return t
                for _ in range(50):
                    hot(2, -1)
                optimize_now()
                note_direct(hot)
                print(hot(6, 3))
                sys.settrace(None)
                for e in events:
                    print(e)
                """);
        // CPython 3.11: the frames running when tracing starts get no events; every call after it does
        String leaf = "('call', 'leaf', 6)\n('line', 'leaf', 7)\n('return', 'leaf', 7)\n";
        String sw = "('call', 'switch', 8)\n('line', 'switch', 9)\n('line', 'switch', 11)\n('return', 'switch', 11)\n";
        assertEquals("36\n" + leaf + sw + leaf + sw + leaf, o);
        assertTrue(stats.deoptimized() > 0, stats.toString());
    }

    @Test
    void monitoringSwitchedOnInsideADirectlyCalledFunction() {
        String o = sameDirect("""
                import sys
                mon = sys.monitoring
                E = mon.events
                seen = []
                def started(code, offset):
                    seen.append(("start", code.co_name))
                def returned(code, offset, value):
                    seen.append(("return", code.co_name, value))
                mon.use_tool_id(2, "direct")
                mon.register_callback(2, E.PY_START, started)
                mon.register_callback(2, E.PY_RETURN, returned)
                def leaf(a):
                    return a + 1
                def other(a):
                    return a * 2
                def switch(a, at, mode):
                    if a == at:
                        if mode == "local":
                            mon.set_local_events(2, leaf.__code__, E.PY_START | E.PY_RETURN)
                        else:
                            mon.set_events(2, E.PY_START)
                    return a
                def hot(n, at, mode):
                    t = 0
                    for i in range(n):
                        t += switch(i, at, mode)
                        t += leaf(i)
                        t += other(i)
                    return t
                for _ in range(50):
                    hot(2, -1, "")
                optimize_now()
                note_direct(hot)
                print(hot(5, 2, "local"))
                mon.set_local_events(2, leaf.__code__, 0)
                print(seen)
                seen.clear()
                def hot2(n, at, mode):
                    t = 0
                    for i in range(n):
                        t += switch(i, at, mode)
                        t += leaf(i)
                        t += other(i)
                    return t
                for _ in range(50):
                    hot2(2, -1, "")
                optimize_now()
                note_direct(hot2)
                print(hot2(5, 2, "global"))
                mon.set_events(2, 0)
                print(seen)
                mon.free_tool_id(2)
                """);
        // CPython 3.12: events from the next start of a function on, whether its caller runs or starts later (hot2:
        // hot, optimized again while leaf had events, calls without entering directly until it is optimized again)
        assertEquals("""
                45
                [('start', 'leaf'), ('return', 'leaf', 3), ('start', 'leaf'), ('return', 'leaf', 4), ('start', 'leaf'), \
                ('return', 'leaf', 5)]
                45
                [('start', 'leaf'), ('start', 'other'), ('start', 'switch'), ('start', 'leaf'), ('start', 'other'), \
                ('start', 'switch'), ('start', 'leaf'), ('start', 'other')]
                """, o);
        assertTrue(stats.deoptimized() >= 2, stats.toString());
    }

    /** {@link #sameDirect}, and every {@code note_direct} saw a class call entering directly. */
    private String sameClassDirect(String source) {
        return sameDirect(source, classDirect, "class calls");
    }

    /** {@link #sameDirect}, and every {@code note_direct} saw one of {@code kind} (of {@code what}) or more. */
    private String sameDirect(String source, List<Integer> kind, String what) {
        String o = sameDirect(source);
        assertTrue(kind.stream().allMatch(n -> n > 0), "direct entries of " + what + ": " + kind);
        return o;
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

    /** {@link #sameDirect}, and every {@code note_direct} saw a direct entry of a method call. */
    private String sameMethodDirect(String source) {
        return sameDirect(source, methodDirect, "method calls");
    }

    @Test
    void aKnownMethodCallEntersOnlyTheMethodItsLoadFinds() {
        // receivers of a subclass and of another class, an instance attribute shadowing the method, and the method
        // rebound on the class from the loop: the call checks what LOAD_METHOD found
        String o = sameMethodDirect("""
                class Acc:
                    def __init__(self):
                        self.t = 0
                    def add(self, a, b):
                        self.t += a * b
                        return self.t
                class Sub(Acc):
                    pass
                class Other:
                    def add(self, a, b):
                        return -1
                def hot(o, n, at):
                    r = 0
                    for i in range(n):
                        r = o.add(i, 2)
                        if i == at:
                            Acc.add = lambda self, a, b: 1000 + a
                    return r
                for _ in range(50):
                    hot(Acc(), 3, -1)
                optimize_now()
                note_direct(hot)
                print(hot(Acc(), 10, -1), hot(Sub(), 4, -1))
                print(hot(Other(), 3, -1))
                a = Acc()
                a.add = lambda x, y: x - y
                print(hot(a, 3, -1))
                print(hot(Acc(), 5, 2), hot(Sub(), 2, -1))
                """);
        assertEquals("90 12\n"
                + "-1\n"
                + "0\n"
                + "1004 1001\n", o);
        assertEquals(List.of(1), methodDirect);
        assertTrue(stats.methodCalls() > 0, stats.toString());
    }

    @Test
    void aKnownMethodWhoseCodeIsReplacedFromItselfOrFromAnotherThread() {
        String o = sameMethodDirect("""
                import threading
                class K:
                    def m(self, a, b, swap):
                        if swap:
                            K.m.__code__ = K.g.__code__
                        return a + b
                    def g(self, a, b, swap):
                        return a * b
                    def d(self, a, b=5):
                        return a - b
                def hot(k, n, at):
                    r = []
                    for i in range(n):
                        r.append(k.m(i, 3, i == at))
                        r.append(k.d(i, 1))
                    return r
                for _ in range(50):
                    hot(K(), 5, -1)
                optimize_now()
                note_direct(hot)
                print(hot(K(), 6, 3))
                print(hot(K(), 3, -1))
                class L:
                    def m(self, a, b, swap):
                        return a + b
                def g2(self, a, b, swap):
                    return a * 100
                started = threading.Event()
                go = threading.Event()
                def hot2(k, n):
                    r = []
                    for i in range(n):
                        r.append(k.m(i, 1, False))
                        if i == 2:
                            started.set()
                            go.wait()
                    return r
                for _ in range(50):
                    hot2(L(), 2)
                optimize_now()
                note_direct(hot2)
                def swapper():
                    started.wait()
                    L.m.__code__ = g2.__code__
                    go.set()
                t = threading.Thread(target=swapper)
                t.start()
                print(hot2(L(), 5))
                t.join()
                """);
        assertEquals("[3, -1, 4, 0, 5, 1, 6, 2, 12, 3, 15, 4]\n"
                + "[0, -1, 3, 0, 6, 1]\n"
                + "[1, 2, 3, 300, 400]\n", o);
        assertEquals(List.of(2, 1), methodDirect);
        assertTrue(stats.deoptimized() >= 2, stats.toString());
    }

    @Test
    void aKnownMethodRaisesRecursesSeesItsCallerAndSwitchesTracingOn() {
        String o = sameMethodDirect("""
                import sys
                class N:
                    def down(self, n):
                        if n == 0:
                            return 0
                        return 1 + self.down(n - 1)
                    def bad(self, a):
                        if a == 3:
                            raise ValueError("three")
                        return a
                    def up(self):
                        return sys._getframe(1).f_code.co_name
                def hot(o, n):
                    t = 0
                    for i in range(n):
                        t += o.down(3)
                        try:
                            t += o.bad(i)
                        except ValueError as e:
                            t += 100
                    return t, o.up()
                for _ in range(50):
                    hot(N(), 2)
                optimize_now()
                note_direct(hot)
                print(hot(N(), 6))
                try:
                    N().down(100000)
                except RecursionError as e:
                    print("RecursionError", e)
                def caller(o):
                    return o.bad(3)
                for _ in range(50):
                    try:
                        caller(N())
                    except ValueError:
                        pass
                optimize_now()
                try:
                    caller(N())
                except ValueError as e:
                    tb = e.__traceback__
                    lines = []
                    while tb is not None:
                        lines.append((tb.tb_frame.f_code.co_name, tb.tb_lineno))
                        tb = tb.tb_next
                    print(lines)
                events = []
                def tracer(frame, event, arg):
                    events.append((event, frame.f_code.co_name, frame.f_lineno))
                    return tracer
                class S:
                    def leaf(self, a):
                        return a + 1
                    def switch(self, a, at):
                        if a == at:
                            sys.settrace(tracer)
                        return a
                def hot3(o, n, at):
                    t = 0
                    for i in range(n):
                        t += o.switch(i, at)
                        t += o.leaf(i)
                    return t
                for _ in range(50):
                    hot3(S(), 2, -1)
                optimize_now()
                note_direct(hot3)
                print(hot3(S(), 5, 3))
                sys.settrace(None)
                for e in events:
                    print(e)
                """);
        assertEquals("(130, 'hot')\n"
                + "RecursionError maximum recursion depth exceeded\n"
                + "[('<module>', 40), ('caller', 32), ('bad', 9)]\n"
                + "25\n"
                + "('call', 'leaf', 53)\n"
                + "('line', 'leaf', 54)\n"
                + "('return', 'leaf', 54)\n"
                + "('call', 'switch', 55)\n"
                + "('line', 'switch', 56)\n"
                + "('line', 'switch', 58)\n"
                + "('return', 'switch', 58)\n"
                + "('call', 'leaf', 53)\n"
                + "('line', 'leaf', 54)\n"
                + "('return', 'leaf', 54)\n", o);
        assertEquals(List.of(3, 2), methodDirect);
    }

    @Test
    void aKnownBuiltinMethodCallCallsOnlyTheDescriptorItsLoadFinds() {
        // a list subclass (whose instances have a dict, so the VM binds the method), a guest class with a method of
        // that name, an instance attribute shadowing it, and a builtin method that raises
        String o = same("""
                class L(list):
                    pass
                class A:
                    def __init__(self):
                        self.items = []
                    def append(self, v):
                        self.items.append(v * 10)
                def hot(xs, n):
                    for i in range(n):
                        xs.append(i)
                    return xs if isinstance(xs, list) else xs.items
                def pops(xs, k):
                    r = []
                    for i in range(k):
                        try:
                            r.append(xs.pop(i))
                        except IndexError as e:
                            r.append(str(e))
                    return r
                for _ in range(50):
                    hot([], 3)
                    pops([1, 2, 3], 2)
                optimize_now()
                note_direct(hot)
                note_direct(pops)
                print(hot([], 5), hot(L(), 3), hot(A(), 2))
                s = L()
                s.append = lambda v: None
                print(hot(s, 2), pops([5, 6, 7, 8], 4), pops(L([1]), 2))
                """);
        assertEquals("[0, 1, 2, 3, 4] [0, 1, 2] [0, 10]\n"
                + "[] [5, 7, 'pop index out of range', 'pop index out of range'] [1, 'pop from empty list']\n", o);
        assertEquals(List.of(1, 2), builtinKnown);
        assertTrue(stats.builtinMethodCalls() >= 3, stats.toString());
    }

    /**
     * The program of {@link #anAttributeAccessWithAGivenLayoutSeesEveryChangeOfItsClass}: a loop reading and storing
     * instance attributes of one class (its layout given once optimized), over two instances with that layout and
     * one whose dict has its keys in another order, calling {@code hook} on each instance in its third round.
     */
    private static final String LAYOUT_PROGRAM = """
            import threading
            class P:
                def __init__(self, x, y):
                    self.x = x
                    self.y = y
            class Q(P):
                pass
            class R:
                x = property(lambda self: -1)
            def hot(ps, n, hook):
                t = 0
                for i in range(n):
                    for p in ps:
                        t += p.x
                        p.y = p.y + 1
                        if i == 2:
                            hook(p)
                        t += p.x
                return t
            for _ in range(50):
                hot([Q(1, 2), Q(3, 4)], 3, lambda p: None)
            optimize_now()
            note_layouts(hot)
            %s
            odd = Q.__new__(Q)
            odd.y = 10
            odd.x = 20
            qs = [Q(1, 2), odd, Q(3, 4)]
            try:
                print(hot(qs, 5, hook))
            except AttributeError as e:
                print('AttributeError:', e)
            print([(type(q).__name__, q.__dict__) for q in qs])
            """;

    /**
     * An attribute load or store whose receivers' layout the optimizer took as given sees, at its next execution,
     * every change that makes the instance dict's entry the wrong answer: a property on the base, a
     * {@code __setattr__} or {@code __getattribute__} on the class, new bases, an instance given another class, an
     * attribute deleted, a change made by another thread; and an instance whose dict has another layout takes the
     * VM's way all along. The expected outputs are CPython 3.11's.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            nothing             | def hook(p):\\n    pass \
                                | 240\\n[('Q', {'x': 1, 'y': 7}), ('Q', {'y': 15, 'x': 20}), ('Q', {'x': 3, 'y': 9})]
            propertyOnBase      | def hook(p):\\n    P.x = property(lambda self: 100) \
                                | 1797\\n[('Q', {'x': 1, 'y': 7}), ('Q', {'y': 15, 'x': 20}), ('Q', {'x': 3, 'y': 9})]
            setattrOnClass      | def hook(p):\\n    Q.__setattr__ = lambda self, k, v: object.__setattr__(self, k, v * 2) \
                                | 240\\n[('Q', {'x': 1, 'y': 26}), ('Q', {'y': 110, 'x': 20}), ('Q', {'x': 3, 'y': 62})]
            getattributeOnClass | def hook(p):\\n    Q.__getattribute__ = lambda self, k: 5 if k == 'x' else object.__getattribute__(self, k) \
                                | 182\\n[('Q', {'x': 1, 'y': 7}), ('Q', {'y': 15, 'x': 20}), ('Q', {'x': 3, 'y': 9})]
            classAssigned       | def hook(p):\\n    p.__class__ = R \
                                | 105\\n[('R', {'x': 1, 'y': 7}), ('R', {'y': 15, 'x': 20}), ('R', {'x': 3, 'y': 9})]
            attributeDeleted    | def hook(p):\\n    del p.x \
                                | AttributeError: 'Q' object has no attribute 'x'\\n[('Q', {'y': 5}), ('Q', {'y': 12, 'x': 20}), ('Q', {'x': 3, 'y': 6})]
            fromAnotherThread   | def hook(p):\\n    th = threading.Thread(target=lambda: setattr(P, 'y', property(lambda self: 7, lambda self, v: None)))\\n    th.start()\\n    th.join() \
                                | 240\\n[('Q', {'x': 1, 'y': 5}), ('Q', {'y': 12, 'x': 20}), ('Q', {'x': 3, 'y': 6})]
            basesChanged        | class S:\\n    x = property(lambda self: 9)\\ndef hook(p):\\n    Q.__bases__ = (S,) \
                                | 250\\n[('Q', {'x': 1, 'y': 7}), ('Q', {'y': 15, 'x': 20}), ('Q', {'x': 3, 'y': 9})]
            """)
    void anAttributeAccessWithAGivenLayoutSeesEveryChangeOfItsClass(String change, String hook, String expected) {
        String o = same(LAYOUT_PROGRAM.formatted(hook.strip().replace("\\n", "\n")));
        assertEquals(expected.strip().replace("\\n", "\n") + "\n", o);
        assertEquals(1, layoutsKnown.size());
        assertTrue(layoutsKnown.get(0) >= 4, "layouts given in hot: " + layoutsKnown); // p.x twice, p.y load and store
        assertTrue(stats.layouts() >= 4, stats.toString());
        if (change.equals("nothing") || change.equals("attributeDeleted") || change.equals("classAssigned")) {
            // none of them changes a class: the form's own checks of the receiver send those instances the VM's way
            assertEquals(0, stats.deoptimized(), stats.toString());
        } else {
            assertTrue(stats.deoptimized() > 0, stats.toString());
        }
    }

    /**
     * Programs kept with CPython 3.11's output ({@code resources/programs}, written by its {@code regen.py}):
     * each prints the same with and without the optimizer, and the optimizer did optimize (and de-optimize). Their
     * changes are made through keys that are not str but equal a name, and by classes that gain {@code __get__},
     * {@code __set__} or {@code __delete__} after the loads were optimized; they count the calls of guest
     * {@code __eq__} as they go.
     */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"non_str_keys", "late_descriptors"})
    void programsPrintWhatCPythonPrints(String name) throws IOException {
        String source = programResource(name + ".py");
        String expected = programResource(name + ".out");
        assertEquals(expected, run(source, false), "without the optimizer");
        assertEquals(expected, run(source, true), "with the optimizer");
        assertTrue(stats.optimized() > 0, stats.toString());
        if (name.equals("non_str_keys")) {
            assertTrue(stats.deoptimized() > 0, stats.toString());
        }
    }

    private static String programResource(String file) throws IOException {
        try (InputStream in = OptimizerTest.class.getResourceAsStream("/programs/" + file)) {
            assertTrue(in != null, "missing resource programs/" + file);
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
