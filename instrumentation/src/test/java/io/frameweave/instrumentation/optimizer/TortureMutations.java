package io.frameweave.instrumentation.optimizer;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * What a torture program can change under an optimizer's feet, and the state of each such thing as the program
 * runs: {@link #mutate} picks how to change a target from the context the change runs in and renders it as
 * Python statements. Called in the order the changes will run, so every rendered change is valid at its point
 * (a global that shadows a builtin is only deleted while it exists, a class attribute only while the class
 * itself defines it, a rebound builtin is put back before it is rebound to the same value).
 *
 * <p>The names here are the ones {@link TortureProgram} defines: globals {@code G0..G2}, builtins
 * {@code len abs min max} (each with a global that may shadow it, {@code _shadow_<b>}, and two stand-ins,
 * {@code _fake_<b>} and {@code _fake2_<b>}), {@code math.sqrt floor gcd} (stand-ins likewise), classes
 * {@code Base}, {@code Alt} (the other base), {@code C(Base)} and {@code D(C)}, functions {@code f0}
 * (defaults), {@code f1} (keyword-only defaults), {@code h0} and the method {@code C.m}, each with an
 * {@code _alt} twin whose code can replace its own (and that the global name itself can be rebound to), and
 * the locals {@code v w acc} of every loop; and the classes the loops call, {@code P(PB)} and {@code R(PB)}, whose
 * {@code __init__} (own or inherited), {@code __new__} and bases change, and whose base may get a property {@code x}
 * ({@link TortureProgram}'s {@code classesToCall}). Globals, shadows and math attributes are also changed through
 * {@code _NK(name)}, a key that is not a str but hashes and compares equal to the name.
 */
final class TortureMutations {
    /** Where a change runs: that decides how it may refer to frames and whether it needs a global statement. */
    enum Context {
        /** At module level between two loops. */
        MODULE,
        /** In the body of a hot loop. */
        INLINE,
        /** In a function run by a thread the loop starts and joins; {@code fr} is the loop's frame. */
        THREAD_JOIN,
        /** In a thread that waits beside the running loop until the loop hands over; {@code fr} likewise. */
        THREAD_BACKGROUND,
        /** In a trace function at a line event of the loop; {@code frame} is the loop's frame. */
        TRACE
    }

    /** One change: a label for the output, the globals it assigns by name, and its statements. */
    record Mutation(String target, List<String> globals, List<String> lines) {}

    static final List<String> BUILTINS = List.of("len", "abs", "min", "max");
    static final List<String> MATH = List.of("sqrt", "floor", "gcd");
    /** Class attributes that the class itself may or may not define (deleting one shows the inherited one). */
    private static final List<String> OWN_ATTRS = List.of("C.K", "C.KB", "D.K", "D.KC");
    /** Class attributes that always exist and are only ever reassigned. */
    private static final List<String> FIXED_ATTRS = List.of("C.KC", "Base.K", "Base.KB", "Alt.K", "Alt.KB");

    /** The targets that change what a call of {@code P} or {@code R} does. */
    static final List<String> CLASS_CALL_TARGETS = List.of("init:P", "init:R", "init:PB", "code:pinit", "new:P",
            "new:PB", "pbases");

    /**
     * The targets that change where {@code P(i).x} and {@code R(i).x} find {@code x}: a property on their base, new
     * bases, a {@code __new__} that gives the instance another attribute first (another key order).
     */
    static final List<String> LAYOUT_TARGETS = List.of("prop:x", "pbases", "new:P", "new:PB");

    /** The targets that change what a call of {@code o.m} or {@code o.bm} / {@code q.bm} finds. */
    static final List<String> METHOD_CALL_TARGETS = List.of("C.m", "Base.bm", "bases", "code:m", "inst:m");

    /** Every target, by the tags {@link TortureProgram}'s reads name. */
    static final List<String> TARGETS = allTargets();

    private final SplittableRandom rnd;
    /** Per target with a fixed set of values: the index of the value it holds now. */
    private final Map<String, Integer> current = new HashMap<>();
    /** Per shadow and per {@link #OWN_ATTRS} entry: whether it exists now. */
    private final Map<String, Boolean> exists = new HashMap<>();

    TortureMutations(SplittableRandom rnd) {
        this.rnd = rnd;
    }

    /** Records the program's starting state: whether a global shadows {@code target} or a class defines it. */
    void startsExisting(String target, boolean present) {
        exists.put(target, present);
    }

    static boolean isLocal(String target) {
        return target.startsWith("local:");
    }

    /** Whether {@code target} can be changed from {@code context}: locals only where there is a loop frame. */
    static boolean allowed(String target, Context context) {
        return !(isLocal(target) && context == Context.MODULE);
    }

    Mutation mutate(String target, Context context) {
        List<String> globals = new ArrayList<>();
        List<String> lines = new ArrayList<>();
        String kind = target.contains(":") ? target.substring(0, target.indexOf(':')) : target;
        String name = target.substring(target.indexOf(':') + 1);
        switch (kind) {
            case "G0", "G1", "G2" -> global(target, Integer.toString(value(60)), context, globals, lines);
            case "fn" -> global(name, next(target, "_" + name + "_orig", "_" + name + "_alt"), context, globals, lines);
            case "shadow" -> shadow(target, name, context, globals, lines);
            case "builtin" -> {
                String v = next(target, "_orig_" + name, "_fake_" + name, "_fake2_" + name);
                lines.add(pick("builtins." + name + " = " + v, "setattr(builtins, '" + name + "', " + v + ")",
                        "vars(builtins)['" + name + "'] = " + v));
            }
            case "math" -> {
                String v = next(target, "_orig_" + name, "_fake_" + name, "_fake2_" + name);
                lines.add(pick("math." + name + " = " + v, "setattr(math, '" + name + "', " + v + ")",
                        "vars(math)[_NK('" + name + "')] = " + v));
            }
            case "C.m" -> lines.add(setAttr("C", "m", next(target, "_m_orig", "_m_alt")));
            case "Base.bm" -> lines.add(setAttr("Base", "bm", next(target, "_bm_orig", "_bm_alt")));
            case "inst" -> instanceShadow(target, lines);
            case "prop" -> propertyOnBase(target, lines);
            case "bases" -> lines.add("C.__bases__ = " + next(target, "(Base,)", "(Alt,)"));
            case "pbases" -> lines.add("P.__bases__ = " + next(target, "(PB,)", "(PAlt,)"));
            case "init" -> initializer(target, name, lines);
            case "new" -> constructor(target, name, lines);
            case "code" -> {
                String function = name.equals("m") ? "_m_orig" : name.equals("pinit") ? "_pinit_orig" : name;
                lines.add(function + ".__code__ = " + next(target, "_" + name + "_code", "_" + name + "_alt.__code__"));
            }
            case "defaults" -> lines.add(name + ".__defaults__ = (" + value(12) + ",)");
            case "kwdefaults" -> lines.add(name + ".__kwdefaults__ = {'k': " + value(12) + "}");
            case "local" -> {
                int value = name.equals("acc") ? value(999_999) : value(40);
                lines.add(writeLocal(name, Integer.toString(value), context));
            }
            default -> classAttr(target, lines);
        }
        return new Mutation(target, globals, lines);
    }

    private void global(String name, String value, Context context, List<String> globals, List<String> lines) {
        List<String> forms = new ArrayList<>(List.of("globals()['" + name + "'] = " + value,
                "globals()[_NK('" + name + "')] = " + value, "globals().update({_NK('" + name + "'): " + value + "})",
                "setattr(sys.modules[__name__], '" + name + "', " + value + ")"));
        if (context == Context.MODULE) {
            forms.add(name + " = " + value);
        } else {
            forms.add("sys._getframe().f_globals['" + name + "'] = " + value);
            if (context == Context.TRACE) {
                forms.add("frame.f_globals['" + name + "'] = " + value);
            }
        }
        if (context != Context.MODULE && rnd.nextInt(3) == 0) {
            globals.add(name); // the `global` statement in the enclosing function
            lines.add(name + " = " + value);
        } else {
            lines.add(forms.get(rnd.nextInt(forms.size())));
        }
    }

    /** Adds or deletes the global that shadows builtin {@code name}. */
    private void shadow(String target, String name, Context context, List<String> globals, List<String> lines) {
        boolean present = exists.get(target);
        exists.put(target, !present);
        boolean statement = context == Context.MODULE || rnd.nextBoolean();
        if (statement && context != Context.MODULE) {
            globals.add(name);
        }
        String key = "_NK('" + name + "')"; // a key that is not a str but equals the name
        if (present) {
            lines.add(statement ? "del " + name
                    : pick("del globals()['" + name + "']", "del globals()[" + key + "]", "globals().pop(" + key + ")"));
        } else {
            String v = "_shadow_" + name;
            lines.add(statement ? name + " = " + v : pick("globals()['" + name + "'] = " + v,
                    "globals()[" + key + "] = " + v, "globals().setdefault(" + key + ", " + v + ")"));
        }
    }

    /** Gives {@code o} an instance attribute {@code m} that shadows its class's method, or takes it away. */
    private void instanceShadow(String target, List<String> lines) {
        boolean present = exists.get(target);
        exists.put(target, !present);
        lines.add(present ? pick("del o.m", "delattr(o, 'm')", "del o.__dict__['m']")
                : pick("o.m = _inst_m", "setattr(o, 'm', _inst_m)", "o.__dict__['m'] = _inst_m"));
    }

    /**
     * Puts on {@code PB} a property {@code x} (the instances' attribute of that name, which it keeps in their dicts
     * and reads back changed), or takes it away.
     */
    private void propertyOnBase(String target, List<String> lines) {
        boolean present = exists.get(target);
        exists.put(target, !present);
        lines.add(present ? pick("del PB.x", "delattr(PB, 'x')") : setAttr("PB", "x", "_xprop"));
    }

    /** Rebinds {@code P.__init__} or {@code PB.__init__}, or gives {@code R} an {@code __init__} or takes it away. */
    private void initializer(String target, String cls, List<String> lines) {
        if (cls.equals("R")) {
            boolean present = exists.get(target);
            exists.put(target, !present);
            lines.add(present ? pick("del R.__init__", "delattr(R, '__init__')")
                    : setAttr("R", "__init__", pick("_pinit_alt", "_pbinit_alt", "PAlt.__init__")));
            return;
        }
        String prefix = "_" + cls.toLowerCase() + "init";
        lines.add(setAttr(cls, "__init__", next(target, prefix + "_orig", prefix + "_alt")));
    }

    /**
     * Gives {@code P} or {@code PB} a {@code __new__}, or the other one. Never deletes one: CPython 3.11 keeps the
     * slot of a deleted {@code __new__}, so that {@code object.__new__} then rejects the arguments of a call.
     */
    private void constructor(String target, String cls, List<String> lines) {
        lines.add(setAttr(cls, "__new__", next(target, "_new_0", "_new_1"))); // alternate, from _new_1
    }

    /** Whether {@code target} (a shadow, a class attribute a class may define) exists now. */
    boolean exists(String target) {
        return exists.get(target);
    }

    private void classAttr(String target, List<String> lines) {
        String cls = target.substring(0, target.indexOf('.'));
        String attr = target.substring(target.indexOf('.') + 1);
        if (OWN_ATTRS.contains(target)) {
            if (exists.get(target) && rnd.nextBoolean()) {
                exists.put(target, false);
                lines.add(pick("del " + target, "delattr(" + cls + ", '" + attr + "')"));
                return;
            }
            exists.put(target, true);
        }
        lines.add(setAttr(cls, attr, Integer.toString(value(50))));
    }

    private String setAttr(String cls, String attr, String value) {
        return pick(cls + "." + attr + " = " + value, "setattr(" + cls + ", '" + attr + "', " + value + ")");
    }

    /**
     * A write of a loop local through a frame's {@code f_locals}. CPython 3.11's {@code f_locals} is a snapshot
     * that only a trace function's return writes back, so everywhere else the program calls {@code _flush},
     * which writes it back on CPython and does nothing on frameweave (whose {@code f_locals} writes through):
     * the two print the same, which is what lets python3.11 check the generator.
     */
    private String writeLocal(String name, String value, Context context) {
        return switch (context) {
            case INLINE -> pick("sys._getframe().f_locals['" + name + "'] = " + value + "; _flush(sys._getframe())",
                    "setlocal('" + name + "', " + value + ")");
            case THREAD_JOIN, THREAD_BACKGROUND -> "_write_local(fr, '" + name + "', " + value + ")";
            case TRACE -> "frame.f_locals['" + name + "'] = " + value;
            case MODULE -> throw new IllegalArgumentException("no loop frame at module level");
        };
    }

    /** The next value of a target that cycles through {@code values}: any but the one it holds. */
    private String next(String target, String... values) {
        int now = current.getOrDefault(target, 0);
        int next = (now + 1 + rnd.nextInt(values.length - 1)) % values.length;
        current.put(target, next);
        return values[next];
    }

    private int value(int bound) {
        return 1 + rnd.nextInt(bound);
    }

    private String pick(String... forms) {
        return forms[rnd.nextInt(forms.length)];
    }

    private static List<String> allTargets() {
        List<String> all = new ArrayList<>(List.of("G0", "G1", "G2"));
        for (String b : BUILTINS) {
            all.add("shadow:" + b);
            all.add("builtin:" + b);
        }
        for (String m : MATH) {
            all.add("math:" + m);
        }
        all.addAll(OWN_ATTRS);
        all.addAll(FIXED_ATTRS);
        all.addAll(List.of("fn:f0", "fn:f1", "fn:h0", "C.m", "Base.bm", "bases", "code:f0", "code:f1", "code:h0",
                "code:m", "inst:m", "prop:x", "defaults:f0", "kwdefaults:f1", "local:v", "local:w", "local:acc"));
        all.addAll(CLASS_CALL_TARGETS);
        return List.copyOf(all);
    }
}
