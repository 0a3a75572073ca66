package io.frameweave.instrumentation.optimizer;

import io.frameweave.instrumentation.optimizer.TortureMutations.Context;
import io.frameweave.instrumentation.optimizer.TortureMutations.Mutation;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeSet;

/**
 * A seeded generator of torture programs for the optimizer. Each is Python that frameweave and CPython 3.11 run
 * alike: a few phases, functions whose hot loop reads globals, builtins, {@code math} attributes and class
 * attributes and calls known functions, methods and classes, each phase called once per round; at fixed iterations
 * something rebinds, patches or rewrites one of the things an optimizer speculates on (see
 * {@link TortureMutations}), from the loop itself, from module level between loops, from a thread the loop starts
 * and joins, from a thread that waits beside the loop until the loop hands over (two {@code threading.Event}s
 * per hand-over keep the order fixed), or from a trace function switched on for a whole call or for a stretch
 * of the loop. {@code optimize_now()} calls sit at random points. The loop folds every value it reads into a
 * running checksum and prints it now and then, and every change prints what the world reads right after it, so
 * a stale speculated value changes the output; nothing printed depends on ids, hashes, time or thread timing.
 *
 * <p>{@code main DIR FROM TO} writes the programs of seeds FROM..TO-1 into DIR as {@code torture_<seed>.py};
 * {@code src/test/resources/optimizer/check_generated.py} compares python3.11 with frameweave on them.
 */
final class TortureProgram {
    /** One value a loop reads, in terms of its loop variable {@code i}, and the targets that can change it. */
    record Read(String text, List<String> targets) {
        Read(String text, String... targets) {
            this(text, List.of(targets));
        }
    }

    static final List<Read> READS = List.of(
            new Read("G0", "G0"),
            new Read("G1", "G1"),
            new Read("G2", "G2"),
            new Read("f0(i)", "fn:f0", "code:f0", "defaults:f0", "G0", "G1", "builtin:len", "shadow:len"),
            new Read("f0(i, 2)", "fn:f0", "code:f0", "G0", "G1", "builtin:len", "shadow:len"),
            new Read("f1(i)", "fn:f1", "code:f1", "kwdefaults:f1", "G1", "G2"),
            new Read("f1(i, k=3)", "fn:f1", "code:f1", "G1", "G2"),
            new Read("h0(i)", "fn:h0", "code:h0", "G0", "G2", "builtin:abs", "shadow:abs", "builtin:max", "shadow:max",
                    "math:sqrt", "C.KC", "D.K", "C.K", "Base.K", "Alt.K", "bases"),
            new Read("len(T0)", "builtin:len", "shadow:len"),
            new Read("abs(i - G2)", "builtin:abs", "shadow:abs", "G2"),
            new Read("min(i, G1)", "builtin:min", "shadow:min", "G1"),
            new Read("max(i % 7, G0)", "builtin:max", "shadow:max", "G0"),
            new Read("int(math.sqrt(i))", "math:sqrt"),
            new Read("math.floor(i / 3)", "math:floor"),
            new Read("math.gcd(i, 12)", "math:gcd"),
            new Read("C.K", "C.K", "Base.K", "Alt.K", "bases"),
            new Read("C.KB", "C.KB", "Base.KB", "Alt.KB", "bases"),
            new Read("C.KC", "C.KC"),
            new Read("D.K", "D.K", "C.K", "Base.K", "Alt.K", "bases"),
            new Read("D.KC", "D.KC", "C.KC"),
            new Read("o.m(i)", "C.m", "code:m", "inst:m", "C.KC", "C.K", "Base.K", "Alt.K", "bases", "G0"),
            new Read("C.m(q, i)", "C.m", "code:m", "D.KC", "C.KC", "D.K", "C.K", "G0"),
            new Read("o.bm(i)", "Base.bm", "bases", "Base.KB", "Alt.KB", "C.KB", "C.K", "Base.K", "Alt.K"),
            new Read("q.bm(i)", "Base.bm", "bases", "Base.KB", "Alt.KB", "C.KB", "D.K", "C.K"),
            new Read("C.sm(i)", "C.K", "Base.K", "Alt.K", "bases"),
            new Read("D.sm(i)", "C.K", "Base.K", "Alt.K", "bases"),
            new Read("C.cm(i)", "C.K", "Base.K", "Alt.K", "bases"),
            new Read("D.cm(i)", "D.K", "C.K", "Base.K", "Alt.K", "bases"),
            new Read("P(i).x", "init:P", "code:pinit", "new:P", "new:PB", "pbases", "prop:x", "G1", "G2"),
            new Read("P(i).t", "new:P", "new:PB", "pbases"),
            new Read("R(i).x", "init:R", "init:PB", "code:pinit", "new:PB", "prop:x", "G0", "G1", "G2"),
            new Read("R(i).t", "new:PB", "init:R"),
            new Read("v", "local:v"),
            new Read("w", "local:w"));

    /** The locals of every loop, which the programs write through frames more often than a uniform pick would. */
    private static final List<String> LOCALS = List.of("local:v", "local:w", "local:acc");

    /** A hot function: its loop, and the values it folds into its checksum. */
    record Phase(int index, int iterations, int printEvery, List<Read> reads, String expression) {
        String name() {
            return "phase" + index;
        }

        Set<String> targets() {
            Set<String> all = new LinkedHashSet<>();
            all.add("local:acc");
            reads.forEach(r -> all.addAll(r.targets()));
            return all;
        }
    }

    /** Something at a fixed point of a call: a change, or an {@code optimize_now()} call if {@code optimize}. */
    static final class Event {
        /** The loop iteration it happens at; -1 for module level, before the phase's call. */
        final int iteration;
        final Context context;
        final boolean optimize;
        /** Its number in the order the program runs the events, which the output names it by. */
        int id;
        Mutation mutation;

        Event(int iteration, Context context, boolean optimize) {
            this.iteration = iteration;
            this.context = context;
            this.optimize = optimize;
        }
    }

    /**
     * Tracing for one call of a phase: from the call's start ({@code whole}) or from iteration {@code on}, to
     * iteration {@code off}, where the loop switches it off or, if {@code offByTracer}, the trace function does.
     * Short, because switching tracing on and off reweaves the interpreter and every traced line costs a call.
     */
    record Stretch(boolean whole, int on, int off, boolean offByTracer) {
        boolean contains(int iteration) {
            return iteration > on && iteration < off;
        }
    }

    /** One call of a phase in one round, with what happens during it. */
    static final class Call {
        final int round;
        final Phase phase;
        final List<Event> events = new ArrayList<>();
        Stretch trace;

        Call(int round, Phase phase) {
            this.round = round;
            this.phase = phase;
        }

        String suffix() {
            return "_r" + round + "p" + phase.index;
        }

        List<Event> in(Context context) {
            return events.stream().filter(e -> e.context == context).toList();
        }

        List<String> globals(Context context) {
            Set<String> names = new LinkedHashSet<>();
            for (Event e : in(context)) {
                if (e.mutation != null) {
                    names.addAll(e.mutation.globals());
                }
            }
            return List.copyOf(names);
        }
    }

    private final long seed;
    private final SplittableRandom rnd;
    private final TortureMutations mutations;
    private final Source out = new Source();
    private final List<Phase> phases = new ArrayList<>();
    private final List<Call> calls = new ArrayList<>();
    /** Per phase, the line of its checksum statement: where the trace functions act. */
    private final List<Integer> checksumLines = new ArrayList<>();

    private TortureProgram(long seed) {
        this.seed = seed;
        this.rnd = new SplittableRandom(seed);
        this.mutations = new TortureMutations(rnd.split());
    }

    /** The source text of the program of {@code seed}. */
    static String generate(long seed) {
        return new TortureProgram(seed).build();
    }

    public static void main(String[] args) throws IOException {
        Path dir = Path.of(args[0]);
        Files.createDirectories(dir);
        for (long seed = Long.parseLong(args[1]); seed < Long.parseLong(args[2]); seed++) {
            Files.writeString(dir.resolve("torture_" + seed + ".py"), generate(seed), StandardCharsets.UTF_8);
        }
    }

    private String build() {
        prelude();
        definitions();
        plan();
        assignMutations();
        for (Phase p : phases) {
            phaseFunction(p);
        }
        for (Call c : calls) {
            threadFunctions(c);
            traceFunction(c);
        }
        driver();
        return out.text();
    }

    // ---- the fixed part ----

    private void prelude() {
        out.line("# optimizer torture program, seed " + seed)
                .line("import sys")
                .line("import math")
                .line("import builtins")
                .line("import threading")
                .line("try:").in()
                .line("import ctypes")
                .line("def _flush(fr):").in()
                .line("# CPython 3.11: f_locals is a snapshot; write it back as a trace function's return would")
                .line("ctypes.pythonapi.PyFrame_LocalsToFast(ctypes.py_object(fr), ctypes.c_int(0))").out().out()
                .line("except ImportError:").in()
                .line("def _flush(fr):").in()
                .line("pass").out().out()
                .line("try:").in()
                .line("optimize_now").out()
                .line("except NameError:").in()
                .line("def optimize_now():").in()
                .line("return 0").out().out()
                .line("def _write_local(fr, name, value):").in()
                .line("fr.f_locals[name] = value")
                .line("_flush(fr)").out()
                .line("def setlocal(name, value):").in()
                .line("_write_local(sys._getframe(1), name, value)").out()
                .line("class _NK:").in()
                .line("# a key that is not a str but equals one: changes through it land on the str's entry")
                .line("def __init__(self, s):").in().line("self.s = s").out()
                .line("def __hash__(self):").in().line("return hash(self.s)").out()
                .line("def __eq__(self, other):").in()
                .line("return other == self.s if isinstance(other, str) else isinstance(other, _NK) and other.s == self.s")
                .out().out();
    }

    private void definitions() {
        out.line("G0 = " + small()).line("G1 = " + small()).line("G2 = " + small());
        List<String> items = new ArrayList<>();
        for (int n = 1 + rnd.nextInt(8); n > 0; n--) {
            items.add(Integer.toString(rnd.nextInt(10)));
        }
        out.line("T0 = [" + String.join(", ", items) + "]");

        defineOneLiner("_shadow_len(s)", "return " + small());
        defineOneLiner("_fake_len(s)", "return " + small());
        defineOneLiner("_fake2_len(s)", "return G0 + " + small());
        defineOneLiner("_shadow_abs(x)", "return x % 9 + " + small());
        defineOneLiner("_fake_abs(x)", "return x % 7 + " + small());
        defineOneLiner("_fake2_abs(x)", "return " + small() + " - x");
        defineOneLiner("_shadow_min(a, b)", "return a + b + " + small());
        defineOneLiner("_fake_min(a, b)", "return b + " + small());
        defineOneLiner("_fake2_min(a, b)", "return a * 2 - " + small());
        defineOneLiner("_shadow_max(a, b)", "return a - b + " + small());
        defineOneLiner("_fake_max(a, b)", "return a + " + small());
        defineOneLiner("_fake2_max(a, b)", "return b * 3 - " + small());
        defineOneLiner("_fake_sqrt(x)", "return x // 4 + " + small());
        defineOneLiner("_fake2_sqrt(x)", "return x % 13 + G1");
        defineOneLiner("_fake_floor(x)", "return " + small());
        defineOneLiner("_fake2_floor(x)", "return int(x * 2) + " + small());
        defineOneLiner("_fake_gcd(a, b)", "return a % 5 + b + " + small());
        defineOneLiner("_fake2_gcd(a, b)", "return b - a % 3 + " + small());
        for (String b : TortureMutations.BUILTINS) {
            out.line("_orig_" + b + " = " + b);
        }
        for (String m : TortureMutations.MATH) {
            out.line("_orig_" + m + " = math." + m);
        }
        for (String b : TortureMutations.BUILTINS) {
            boolean shadowed = rnd.nextInt(3) == 0;
            mutations.startsExisting("shadow:" + b, shadowed);
            if (shadowed) {
                out.line(b + " = _shadow_" + b);
            }
        }

        out.line("class Base:").in()
                .line("K = " + small())
                .line("KB = " + small())
                .line("def bm(self, x):").in().line("return x + self.KB").out()
                .line("@classmethod")
                .line("def cm(cls, x):").in().line("return x + cls.K").out().out();
        out.line("class Alt:").in()
                .line("K = " + small())
                .line("KB = " + small())
                .line("def bm(self, x):").in().line("return x * 2 - self.KB").out()
                .line("@classmethod")
                .line("def cm(cls, x):").in().line("return x * 3 - cls.K").out().out();
        out.line("class C(Base):").in();
        mutations.startsExisting("C.K", true);
        out.line("K = " + small());
        classAttrMaybe("C.KB");
        out.line("KC = " + small())
                .line("def __init__(self, w):").in().line("self.w = w").out()
                .line("def m(self, x):").in().line("return x * self.KC + self.w + G0").out()
                .line("@staticmethod")
                .line("def sm(x):").in().line("return x % 11 + C.K").out().out();
        out.line("class D(C):").in();
        int before = out.lines();
        classAttrMaybe("D.K");
        classAttrMaybe("D.KC");
        if (out.lines() == before) {
            out.line("pass");
        }
        out.out();
        defineOneLiner("_m_alt(self, x)", "return x - self.K + self.w * 2");
        defineOneLiner("_bm_alt(self, x)", "return x % 5 + self.K");
        defineOneLiner("_inst_m(x)", "return x * 5 - G1");
        mutations.startsExisting("inst:m", false);
        out.line("_m_orig = C.m")
                .line("_m_code = _m_orig.__code__")
                .line("_bm_orig = Base.bm")
                .line("o = C(" + small() + ")")
                .line("q = D(" + small() + ")");

        int b = small();
        int k = small();
        classesToCall();
        defineOneLiner("f0(x, b=" + b + ")", "return x * b + G0");
        defineOneLiner("_f0_alt(x, b=" + b + ")", "return x - b * G1 + len(T0)");
        defineOneLiner("f1(x, *, k=" + k + ")", "return (x + k) * G1 % 1009");
        defineOneLiner("_f1_alt(x, *, k=" + k + ")", "return x * 3 - k + G2");
        defineOneLiner("h0(x)", "return abs(x - G2) + C.KC + int(math.sqrt(x))");
        defineOneLiner("_h0_alt(x)", "return max(x, G0) - D.K");
        out.line("_f0_code = f0.__code__").line("_f1_code = f1.__code__").line("_h0_code = h0.__code__")
                .line("_f0_orig = f0").line("_f1_orig = f1").line("_h0_orig = h0");

        out.line("def _probe():").in().line("i = 5").line("s = 0").line("for t in (").in();
        for (Read r : READS) {
            if (!r.targets().get(0).startsWith("local:")) {
                out.line(r.text() + ",");
            }
        }
        out.out().line("):").in().line("s = (s * 131 + t) % 1000000007").out().line("return s").out();
    }

    /**
     * The classes the loops call: {@code P(PB)} with an {@code __init__} of its own, {@code R(PB)} inheriting
     * {@code PB}'s (or given one), {@code PAlt(PB)} the other base of {@code P} (a subclass of the first, so that no
     * class loses a {@code __new__} it had: CPython 3.11 keeps its slot, and {@code object.__new__} then rejects the
     * call's arguments); {@code t} is a class attribute that a {@code __new__} put on a class or base
     * ({@code _new_<k>}) shadows per instance.
     */
    private void classesToCall() {
        out.line("class PB:").in()
                .line("t = " + small())
                .line("def __init__(self, x):").in().line("self.x = x * 2 + G1").out().out();
        out.line("class PAlt(PB):").in()
                .line("t = " + small())
                .line("def __init__(self, x):").in().line("self.x = x - G0").out().out();
        out.line("class P(PB):").in()
                .line("def __init__(self, x):").in().line("self.x = x + G2").out().out();
        out.line("class R(PB):").in();
        mutations.startsExisting("init:R", rnd.nextInt(3) == 0);
        out.line(mutations.exists("init:R") ? "__init__ = PAlt.__init__" : "pass").out();
        defineOneLiner("_pinit_alt(self, x)", "self.x = x * 3 - G0");
        defineOneLiner("_pbinit_alt(self, x)", "self.x = x % 7 + G2");
        for (int k = 0; k < 2; k++) {
            out.line("def _new_" + k + "(cls, *args):").in()
                    .line("o = object.__new__(cls)")
                    .line("o.t = " + small())
                    .line("return o").out();
        }
        out.line("_xprop = property(lambda self: self.__dict__['x'] + 1000, "
                + "lambda self, v: self.__dict__.__setitem__('x', v))");
        mutations.startsExisting("prop:x", false);
        out.line("_pinit_orig = P.__init__").line("_pinit_code = _pinit_orig.__code__")
                .line("_pbinit_orig = PB.__init__");
    }

    private void defineOneLiner(String signature, String body) {
        out.line("def " + signature + ":").in().line(body).out();
    }

    private void classAttrMaybe(String target) {
        boolean present = rnd.nextInt(3) == 0;
        mutations.startsExisting(target, present);
        if (present) {
            out.line(target.substring(target.indexOf('.') + 1) + " = " + small());
        }
    }

    private int small() {
        return 1 + rnd.nextInt(30);
    }

    // ---- the plan: phases, calls, and what happens when ----

    private void plan() {
        int phaseCount = 2 + rnd.nextInt(3);
        int rounds = 2 + rnd.nextInt(2);
        for (int p = 0; p < phaseCount; p++) {
            List<Read> reads = new ArrayList<>(READS);
            shuffle(reads);
            reads = List.copyOf(reads.subList(0, 4 + rnd.nextInt(6)));
            StringBuilder expression = new StringBuilder();
            for (Read r : reads) {
                expression.append(expression.length() == 0 ? "" : " + ").append(1 + rnd.nextInt(9)).append(" * ")
                        .append(r.text());
            }
            int iterations = 100 + rnd.nextInt(1000);
            phases.add(new Phase(p, iterations, 50 + rnd.nextInt(300), reads, expression.toString()));
        }
        int[] stretchCounts = {0, 1, 1, 1, 2, 2};
        int stretches = stretchCounts[rnd.nextInt(stretchCounts.length)];
        for (int r = 0; r < rounds; r++) {
            for (Phase p : phases) {
                int callsLeft = (rounds - r) * phaseCount - p.index();
                boolean traced = rnd.nextInt(callsLeft) < stretches;
                if (traced) {
                    stretches--;
                }
                calls.add(planCall(r, p, traced));
            }
        }
    }

    private Call planCall(int round, Phase phase, boolean traced) {
        Call call = new Call(round, phase);
        int n = phase.iterations();
        Set<Integer> taken = new HashSet<>();
        if (traced) {
            boolean whole = rnd.nextInt(3) == 0;
            int on = whole ? 0 : pickIteration(1, n - 70, taken);
            int off = pickIteration(on + 3, on + 60, taken);
            call.trace = new Stretch(whole, whole ? -1 : on, off, whole || rnd.nextBoolean());
        }
        if (rnd.nextInt(2) == 0) {
            call.events.add(new Event(-1, Context.MODULE, false));
        }
        if (rnd.nextInt(4) == 0) {
            call.events.add(new Event(-1, Context.MODULE, true));
        }
        for (int k = rnd.nextInt(3); k > 0; k--) {
            call.events.add(new Event(pickIteration(1, n - 1, taken), Context.INLINE, true));
        }
        int[] counts = {0, 1, 1, 2, 2, 3, 3, 4};
        for (int k = counts[rnd.nextInt(counts.length)] + (traced ? 1 : 0); k > 0; k--) {
            Context context = traced && call.in(Context.TRACE).isEmpty() ? Context.TRACE : pickContext(traced);
            int iteration;
            if (context == Context.TRACE) {
                iteration = pickIteration(Math.max(1, call.trace.on() + 1), call.trace.off(), taken);
                if (!call.trace.contains(iteration)) {
                    taken.remove(iteration);
                    context = Context.INLINE; // the stretch is full
                    iteration = pickIteration(1, n - 1, taken);
                }
            } else {
                iteration = pickIteration(1, n - 1, taken);
            }
            call.events.add(new Event(iteration, context, false));
        }
        call.events.sort(Comparator.comparingInt(e -> e.iteration));
        return call;
    }

    private Context pickContext(boolean traced) {
        int roll = rnd.nextInt(traced ? 100 : 75);
        return roll < 30 ? Context.INLINE : roll < 50 ? Context.THREAD_JOIN : roll < 75 ? Context.THREAD_BACKGROUND
                : Context.TRACE;
    }

    /** A loop iteration in [from, to) that nothing else happens at; past {@code to} if none is left. */
    private int pickIteration(int from, int to, Set<Integer> taken) {
        for (int tries = 0; tries < 50 && to > from; tries++) {
            int i = from + rnd.nextInt(to - from);
            if (taken.add(i)) {
                return i;
            }
        }
        for (int i = from; ; i++) {
            if (taken.add(i)) {
                return i;
            }
        }
    }

    /** Chooses each change in the order the program will run them, so each is valid where it runs. */
    private void assignMutations() {
        int id = 0;
        for (Call call : calls) {
            List<String> near = new ArrayList<>(call.phase.targets());
            for (Event e : call.events) {
                e.id = id++;
                if (e.optimize) {
                    continue;
                }
                String target;
                do {
                    int roll = rnd.nextInt(12);
                    List<String> from = roll < 2 ? LOCALS : roll < 5 ? TortureMutations.TARGETS : near;
                    target = from.get(rnd.nextInt(from.size()));
                } while (!TortureMutations.allowed(target, e.context));
                e.mutation = mutations.mutate(target, e.context);
            }
        }
    }

    private <T> void shuffle(List<T> list) {
        for (int i = list.size() - 1; i > 0; i--) {
            int j = rnd.nextInt(i + 1);
            T t = list.get(i);
            list.set(i, list.get(j));
            list.set(j, t);
        }
    }

    // ---- emitting it ----

    private void phaseFunction(Phase p) {
        List<Call> mine = calls.stream().filter(c -> c.phase == p).toList();
        Set<String> globals = new LinkedHashSet<>();
        mine.forEach(c -> globals.addAll(c.globals(Context.INLINE)));
        out.line("def " + p.name() + "(r):").in();
        if (!globals.isEmpty()) {
            out.line("global " + String.join(", ", globals));
        }
        out.line("v = " + small()).line("w = " + small()).line("acc = 0");
        List<Call> background = mine.stream().filter(c -> !c.in(Context.THREAD_BACKGROUND).isEmpty()).toList();
        for (Call c : background) {
            out.line("if r == " + c.round + ":").in()
                    .line("_bg = threading.Thread(target=_bg" + c.suffix() + ", args=(sys._getframe(),))")
                    .line("_bg.start()").out();
        }
        out.line("for i in range(" + p.iterations() + "):").in();
        checksumLines.add(out.lines() + 1);
        out.line("acc = (acc * 31 + " + p.expression() + ") % 1000003")
                .line("if i % " + p.printEvery() + " == 0:").in().line("print('" + p.name() + "', r, i, acc)").out();
        String roundKeyword = "if";
        for (Call c : mine) {
            List<Event> inLoop = c.events.stream()
                    .filter(e -> e.context != Context.MODULE && e.context != Context.TRACE).toList();
            boolean midStretch = c.trace != null && !c.trace.whole();
            if (inLoop.isEmpty() && (c.trace == null || c.trace.whole() && c.trace.offByTracer())) {
                continue;
            }
            out.line(roundKeyword + " r == " + c.round + ":").in();
            roundKeyword = "elif";
            String keyword = "if";
            int handOver = 0;
            for (int i : iterationsOf(c, inLoop)) {
                out.line(keyword + " i == " + i + ":").in();
                keyword = "elif";
                if (midStretch && i == c.trace.on()) {
                    out.line("sys.settrace(_tr" + c.suffix() + "); sys._getframe().f_trace = _tr" + c.suffix());
                }
                if (c.trace != null && !c.trace.offByTracer() && i == c.trace.off()) {
                    out.line("sys.settrace(None); sys._getframe().f_trace = None");
                }
                for (Event e : inLoop) {
                    if (e.iteration == i) {
                        if (e.context == Context.THREAD_BACKGROUND) {
                            inLoopEvent(p, c, e, handOver++);
                        } else {
                            inLoopEvent(p, c, e, -1);
                        }
                    }
                }
                out.out();
            }
            out.out();
        }
        out.out();
        if (!background.isEmpty()) {
            out.line("if " + roundTest(background) + ":").in().line("_bg.join()").out();
        }
        out.line("print('" + p.name() + "', r, 'end', acc, v, w)").out();
    }

    private static String roundTest(List<Call> calls) {
        List<String> tests = calls.stream().map(c -> "r == " + c.round).toList();
        return String.join(" or ", tests);
    }

    private static List<Integer> iterationsOf(Call c, List<Event> inLoop) {
        Set<Integer> all = new TreeSet<>();
        inLoop.forEach(e -> all.add(e.iteration));
        if (c.trace != null && !c.trace.whole()) {
            all.add(c.trace.on());
        }
        if (c.trace != null && !c.trace.offByTracer()) {
            all.add(c.trace.off());
        }
        return List.copyOf(all);
    }

    private void inLoopEvent(Phase p, Call c, Event e, int handOver) {
        if (e.optimize) {
            out.line("optimize_now()");
            return;
        }
        switch (e.context) {
            case INLINE -> {
                e.mutation.lines().forEach(out::line);
                out.line("print('m" + e.id + "', '" + e.mutation.target() + "', i, " + p.expression() + ")");
                return;
            }
            case THREAD_JOIN -> out.line("_t = threading.Thread(target=_mut" + e.id + ", args=(sys._getframe(),))")
                    .line("_t.start()")
                    .line("_t.join()");
            case THREAD_BACKGROUND -> out.line("_go" + c.suffix() + "[" + handOver + "].set()")
                    .line("_done" + c.suffix() + "[" + handOver + "].wait()");
            default -> throw new IllegalStateException(e.context.toString());
        }
        out.line("print('" + p.name() + "', r, i, " + p.expression() + ")");
    }

    private void threadFunctions(Call c) {
        for (Event e : c.in(Context.THREAD_JOIN)) {
            out.line("def _mut" + e.id + "(fr):").in();
            globalStatement(e.mutation.globals());
            changeAndReport(e);
            out.out();
        }
        List<Event> background = c.in(Context.THREAD_BACKGROUND);
        if (background.isEmpty()) {
            return;
        }
        String n = Integer.toString(background.size());
        out.line("_go" + c.suffix() + " = [threading.Event() for _ in range(" + n + ")]")
                .line("_done" + c.suffix() + " = [threading.Event() for _ in range(" + n + ")]")
                .line("def _bg" + c.suffix() + "(fr):").in();
        globalStatement(c.globals(Context.THREAD_BACKGROUND));
        for (int k = 0; k < background.size(); k++) {
            out.line("_go" + c.suffix() + "[" + k + "].wait()");
            changeAndReport(background.get(k));
            out.line("_done" + c.suffix() + "[" + k + "].set()");
        }
        out.out();
    }

    private void traceFunction(Call c) {
        if (c.trace == null) {
            return;
        }
        out.line("def _tr" + c.suffix() + "(frame, event, arg):").in();
        globalStatement(c.globals(Context.TRACE));
        out.line("if frame.f_code.co_name != '" + c.phase.name() + "':").in().line("return None").out();
        List<Event> events = c.in(Context.TRACE);
        if (!events.isEmpty() || c.trace.offByTracer()) {
            out.line("if event == 'line' and frame.f_lineno == " + checksumLines.get(c.phase.index()) + ":").in()
                    .line("i = frame.f_locals['i']");
            String keyword = "if";
            for (Event e : events) {
                out.line(keyword + " i == " + e.iteration + ":").in();
                keyword = "elif";
                changeAndReport(e);
                out.out();
            }
            if (c.trace.offByTracer()) {
                out.line(keyword + " i == " + c.trace.off() + ":").in()
                        .line("sys.settrace(None)")
                        .line("frame.f_trace = None")
                        .line("return None").out();
            }
            out.out();
        }
        out.line("return _tr" + c.suffix()).out();
    }

    private void globalStatement(List<String> names) {
        if (!names.isEmpty()) {
            out.line("global " + String.join(", ", names));
        }
    }

    /** The change's statements and a line that prints what the world reads right after it. */
    private void changeAndReport(Event e) {
        e.mutation.lines().forEach(out::line);
        out.line("print('m" + e.id + "', '" + e.mutation.target() + "', _probe())");
        if (rnd.nextInt(4) == 0) {
            out.line("optimize_now()");
        }
    }

    private void driver() {
        for (Call c : calls) {
            for (Event e : c.in(Context.MODULE)) {
                if (e.optimize) {
                    out.line("optimize_now()");
                } else {
                    changeAndReport(e);
                }
            }
            boolean whole = c.trace != null && c.trace.whole();
            if (whole) {
                out.line("sys.settrace(_tr" + c.suffix() + ")");
            }
            out.line(c.phase.name() + "(" + c.round + ")");
            if (whole) {
                out.line("sys.settrace(None)");
            }
        }
        out.line("print('final', _probe())");
        for (String b : TortureMutations.BUILTINS) {
            out.line("builtins." + b + " = _orig_" + b);
        }
        for (String m : TortureMutations.MATH) {
            out.line("math." + m + " = _orig_" + m);
        }
        out.line("print('restored', _probe())");
    }

    /** Python source being written: lines at an indentation depth, counted (trace functions need line numbers). */
    private static final class Source {
        private final StringBuilder text = new StringBuilder();
        private int lines;
        private int depth;

        Source line(String line) {
            text.append("    ".repeat(depth)).append(line).append('\n');
            lines++;
            return this;
        }

        Source in() {
            depth++;
            return this;
        }

        Source out() {
            depth--;
            return this;
        }

        int lines() {
            return lines;
        }

        String text() {
            return text.toString();
        }
    }
}
