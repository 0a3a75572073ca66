package io.frameweave.interpreter.vm;

import io.frameweave.interpreter.bytecode.Disassembler;
import io.frameweave.interpreter.bytecode.ExceptionTable;
import io.frameweave.interpreter.bytecode.InstructionVariant;
import io.frameweave.interpreter.bytecode.Opcode;
import io.frameweave.interpreter.bytecode.PyCode;
import io.frameweave.interpreter.bytecode.Specializations;
import io.frameweave.interpreter.bytecode.StackDepths;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyMethodDescr;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyType;

import io.frameweave.interpreter.vm.SpeculatedInstruction.DirectEntry;
import io.frameweave.interpreter.vm.SpeculatedInstruction.KnownBuiltinMethodCall;
import io.frameweave.interpreter.vm.SpeculatedInstruction.KnownCall;
import io.frameweave.interpreter.vm.SpeculatedInstruction.KnownLayout;
import io.frameweave.interpreter.vm.SpeculatedInstruction.KnownMethodCall;
import io.frameweave.interpreter.vm.SpeculatedInstruction.KnownValue;

import java.lang.invoke.MethodHandles;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import static io.frameweave.interpreter.bytecode.Opcode.*;

/**
 * Facts that an optimizer asks the compiled tier to take as given for one code object: the value some of its
 * loads produce (a LOAD_GLOBAL, or a LOAD_ATTR / LOAD_METHOD of an owner that is itself such a value), calls
 * that go straight to a known function, or make an instance of a known class and go straight to its
 * {@code __init__}, and calls of the method or builtin method a LOAD_METHOD has always found (these check, by
 * identity, that it found it again). {@link #compile} makes a compiled form that pushes those values with no
 * check at all, so it is right only while the facts hold: whoever installs it must drop it
 * ({@link PyCode#discardCompiled}) before any of them stops holding. To make that enough, the form checks that its
 * code object still holds it before each use of a fact that may follow an instruction that can run other code (a
 * call, an operator, a store, an attribute access) with no check in between, and at each loop back edge; when it
 * no longer does, it hands the frame to the dispatch loop, which goes on with the original instructions, so no
 * instruction after the change uses what changed.
 * It runs only frames with the globals and builtins it was made for.
 *
 * <p>Each fact makes its instruction a named variant of itself ({@link InstructionVariant}, such as
 * {@code LOAD_GLOBAL_KNOWN} or {@code CALL_KNOWN_FUNCTION_DIRECT}), recorded by pc ({@link SpeculatedInstruction});
 * the code object's instructions stay as they are, for the dispatch loop. {@link #disassemble} shows the variants.
 *
 * <p>A known call may also enter the callee's compiled form directly ({@link #enterDirectly}): the form is a
 * constant of the caller's class, so the JIT can inline it, and the call skips {@link Interpreter#execute} (the
 * FRAME_EXECUTION weave point), which is right only while nothing traces or monitors any code.
 *
 * <p>The VM itself never speculates: nothing here runs unless a tool makes a {@code Speculation}.
 */
public final class Speculation {
    final PyCode code;
    final PyDict globals;
    final PyDict builtins;
    /** By pc: the instruction as the variant the facts make it, or null where it is itself. */
    final SpeculatedInstruction[] at;

    /** The form of a {@link DirectEntry} for a call of the code being compiled: it enters the form being made. */
    static final Object THIS_FORM = new Object();
    private final int[] depth;
    private final boolean[] jumpTarget;

    /** Visible (not hidden) compiled classes get their constants here, by class name, instead of as class data. */
    private static final Map<String, Object[]> VISIBLE_DATA = new ConcurrentHashMap<>();

    /** Facts for {@code code} run with {@code globals} and {@code builtins}; none yet. */
    public Speculation(PyCode code, PyDict globals, PyDict builtins) {
        this.code = code;
        this.globals = globals;
        this.builtins = builtins;
        this.at = new SpeculatedInstruction[code.instructions.length];
        this.depth = StackDepths.of(code);
        this.jumpTarget = jumpTargets(code);
    }

    /**
     * Takes as given that the instruction at {@code pc} produces {@code value}: a LOAD_GLOBAL, or a LOAD_ATTR or
     * LOAD_METHOD right after another given load (and not a jump target), whose value is its owner (for
     * LOAD_METHOD the value is then called as it is, with no method binding). Returns whether the instruction is
     * such a load.
     */
    public boolean pin(int pc, PyObject value) {
        if (depth == null || pc < 0 || pc >= at.length || depth[pc] < 0 || value == null) {
            return false;
        }
        int op = Opcode.op(code.instructions[pc]);
        InstructionVariant root = InstructionVariant.of(op, InstructionVariant.Given.GLOBAL_VALUE);
        InstructionVariant variant = root != null ? root : InstructionVariant.of(op, InstructionVariant.Given.ATTRIBUTE_VALUE);
        if (variant == null || (root == null && (pc == 0 || value(pc - 1) == null || jumpTarget[pc]))) {
            return false;
        }
        at[pc] = new KnownValue(variant, value);
        return true;
    }

    /**
     * Where the NULL under the given load's value lies when a CALL takes that value as a plain callable: for a
     * LOAD_GLOBAL that pushes NULL first, a LOAD_METHOD, or LOAD_ATTRs on such a LOAD_GLOBAL; else -1.
     */
    private int nullUnder(int loadPc) {
        int instr = code.instructions[loadPc];
        return switch (Opcode.op(instr)) {
            case LOAD_GLOBAL -> (Opcode.arg(instr) & 1) != 0 ? depth[loadPc] : -1;
            case LOAD_METHOD -> depth[loadPc] - 1;
            case LOAD_ATTR -> value(loadPc - 1) != null && Opcode.op(code.instructions[loadPc - 1]) != LOAD_METHOD
                    ? nullUnder(loadPc - 1) : -1;
            default -> -1;
        };
    }

    /**
     * The CALL that calls the value given for the load at {@code loadPc} as a plain callable (see
     * {@link #nullUnder}), found along straight-line code where nothing else can touch that value, or -1.
     */
    public int callOf(int loadPc) {
        if (depth == null || value(loadPc) == null) {
            return -1;
        }
        return callAbove(loadPc, nullUnder(loadPc));
    }

    /**
     * The CALL that takes the callable and the NULL or self below it, whose lower slot is {@code nullAt}, pushed by
     * the instruction at {@code loadPc}, found along straight-line code where nothing else can touch them, or -1.
     */
    private int callAbove(int loadPc, int nullAt) {
        if (nullAt < 0) {
            return -1;
        }
        int[] ins = code.instructions;
        for (int pc = loadPc + 1; pc < ins.length; pc++) {
            if (jumpTarget[pc] || depth[pc] < 0 || Opcode.isMarked(ins[pc])) {
                return -1;
            }
            int o = Opcode.op(ins[pc]);
            int arg = Opcode.arg(ins[pc]);
            if (o == CALL && depth[pc] - arg - 2 == nullAt) {
                return Opcode.op(ins[pc - 1]) == KW_NAMES ? -1 : pc;
            }
            int pops = STEPPED_OVER[o] ? Opcode.pops(o, arg) : -1;
            if (pops < 0 || depth[pc] - pops < nullAt + 2) {
                return -1;
            }
        }
        return -1;
    }

    /**
     * The CALL that calls what the LOAD_METHOD at {@code loadPc} (one with no given value) finds, with the owner as
     * self, found as {@link #callOf} finds calls; or -1.
     */
    public int methodCallOf(int loadPc) {
        if (depth == null || loadPc < 0 || loadPc >= at.length || value(loadPc) != null || depth[loadPc] < 1
                || Opcode.op(code.instructions[loadPc]) != LOAD_METHOD) {
            return -1;
        }
        return callAbove(loadPc, depth[loadPc] - 1);
    }

    /**
     * The one method the LOAD_METHOD at {@code loadPc} has found so far as {@code function} (a function of this code)
     * ran it: a guest function on the one type its receivers had, by the instruction's inline cache; null when it
     * found none yet, something else, or receivers of several types.
     */
    public PyFunction methodSeen(PyFunction function, int loadPc) {
        AttributeCache c = onlyEntry(function, loadPc);
        return c != null && c.kind == AttributeCache.METHOD && c.value instanceof PyFunction m ? m : null;
    }

    /**
     * Whether {@code function} has filled any of its inline caches, or has none: whether what {@link #methodSeen},
     * {@link #builtinMethodSeen} and {@link #layoutSeen} read can say anything yet.
     */
    public static boolean filledACache(PyFunction function) {
        Object[] caches = function.caches;
        if (caches == null || caches.length == 0) {
            return true;
        }
        for (Object c : caches) {
            if (c != null) {
                return true;
            }
        }
        return false;
    }

    /**
     * The one entry of the inline cache of the LOAD_METHOD at {@code loadPc} as {@code function} (a function of this
     * code) ran it: what it found for the one receiver type it has seen; null when it has none or several.
     */
    private AttributeCache onlyEntry(PyFunction function, int loadPc) {
        if (function == null || function.code != code || loadPc < 0 || loadPc >= at.length
                || Opcode.op(code.instructions[loadPc]) != LOAD_METHOD) {
            return null;
        }
        Object[] caches = function.caches;
        return caches != null && loadPc < caches.length && caches[loadPc] instanceof AttributeCache c && c.next == null
                ? c : null;
    }

    /**
     * The class whose instances the LOAD_ATTR or STORE_ATTR at {@code pc} has always met, as {@code function} (a
     * function of this code) ran it, when its inline cache knows where the attribute lives in their dicts: the class
     * has nothing of that name (for a store: nothing that intercepts it) and plain attribute access, and the entry
     * is one of a shared key table. Null when the cache knows no such thing (none yet, several types, a class
     * attribute or method, a dict of its own).
     */
    public PyType layoutSeen(PyFunction function, int pc) {
        AttributeCache c = layoutEntry(function, pc);
        return c == null ? null : c.type;
    }

    /**
     * Takes as given what {@link #layoutSeen} found for the instruction at {@code pc}: the form checks that the
     * receiver's class is that one and that its dict shares that key table with enough entries, and then reads (or
     * stores through the dict's funnel) that entry, with no look at the class's version or at the key; otherwise it
     * does what the VM does. So the optimizer must drop the form before the class or one of its bases changes.
     * Returns whether it took it.
     */
    public boolean knownLayout(PyFunction function, int pc) {
        AttributeCache c = layoutEntry(function, pc);
        if (c == null) {
            return false;
        }
        InstructionVariant variant = InstructionVariant.of(Opcode.op(code.instructions[pc]),
                InstructionVariant.Given.RECEIVER_LAYOUT);
        at[pc] = new KnownLayout(variant, c.type, c.hintKeys, c.hint);
        return true;
    }

    /** Whether the instruction at {@code pc} takes its receivers' layout as given ({@link #knownLayout}). */
    public boolean knowsLayout(int pc) {
        return pc >= 0 && pc < at.length && at[pc] instanceof KnownLayout;
    }

    private AttributeCache layoutEntry(PyFunction function, int pc) {
        if (function == null || function.code != code || depth == null || pc < 0 || pc >= at.length
                || value(pc) != null || depth[pc] < 0) {
            return null;
        }
        int op = Opcode.op(code.instructions[pc]);
        int kind = op == LOAD_ATTR ? AttributeCache.INSTANCE_ONLY : op == STORE_ATTR ? AttributeCache.STORE_DICT : -1;
        Object[] caches = function.caches;
        if (kind < 0 || caches == null || pc >= caches.length || !(caches[pc] instanceof AttributeCache c)
                || c.next != null || c.kind != kind || c.type == null || c.type.version != c.version
                || c.hintKeys == null || c.hint < 0 || c.value != null) { // value: a class attribute of that name
            return null;
        }
        return c;
    }

    /**
     * Takes as given that the CALL at {@code callPc} ({@link #callOf} the given load at {@code loadPc}) calls a
     * function ({@code PyFunction}) with exactly as many positional arguments as it has parameters and no keyword
     * ones, and compiles it as a direct call. The optimizer must drop the form before the function's code or
     * defaults change.
     */
    public boolean knownCall(int loadPc, int callPc) {
        if (callPc < 0 || callOf(loadPc) != callPc || !(value(loadPc) instanceof PyFunction fn)
                || fn.fastArgCount != Opcode.arg(code.instructions[callPc])) {
            return false;
        }
        at[callPc] = new KnownCall(loadPc, fn, null, null);
        return true;
    }

    /**
     * Takes as given that the CALL at {@code callPc} ({@link #callOf} the given load at {@code loadPc}) calls a class
     * that {@link PyType#instantiatesPlainly}, whose {@code __init__} is a function ({@code PyFunction}, its own or
     * inherited) with exactly the call's positional arguments and self as its parameters, with no keyword
     * arguments; and compiles it as a known call of that {@code __init__} with a new instance made as
     * {@code type.__call__} makes it ({@link PyType#newPlainInstance}), which is the call's value once
     * {@code __init__} returned None. The optimizer must drop the form before the class (or a base) changes, and
     * before the {@code __init__} function's code or defaults do.
     */
    public boolean knownClassCall(int loadPc, int callPc) {
        if (callPc < 0 || callOf(loadPc) != callPc || !(value(loadPc) instanceof PyType t)
                || !t.instantiatesPlainly() || !(t.lookupInit() instanceof PyFunction init)
                || init.fastArgCount != Opcode.arg(code.instructions[callPc]) + 1) {
            return false;
        }
        at[callPc] = new KnownCall(loadPc, init, t, null);
        return true;
    }

    /**
     * The one builtin method (a method descriptor of a builtin type, such as {@code list.append}) the LOAD_METHOD at
     * {@code loadPc} has found so far as {@code function} (a function of this code) ran it, by its inline cache; null
     * when it found none yet, something else, or receivers of several types.
     */
    public PyMethodDescr builtinMethodSeen(PyFunction function, int loadPc) {
        AttributeCache c = onlyEntry(function, loadPc);
        return c != null && c.kind == AttributeCache.BUILTIN_METHOD && c.value instanceof PyMethodDescr d ? d : null;
    }

    /**
     * Takes as given that the CALL at {@code callPc} ({@link #methodCallOf} the LOAD_METHOD at {@code loadPc}) calls
     * the builtin method {@code method} when the LOAD_METHOD finds it; the form checks that it did (by identity) and
     * calls it with the descriptor as a constant, so the JIT binds its body; when not, it calls as the VM does.
     * Builtin methods do not change, so nothing needs watching.
     */
    public boolean knownBuiltinMethodCall(int loadPc, int callPc, PyMethodDescr method) {
        if (callPc < 0 || method == null || methodCallOf(loadPc) != callPc) {
            return false;
        }
        at[callPc] = new KnownBuiltinMethodCall(method);
        return true;
    }

    /** Whether the CALL at {@code callPc} is a known call of a builtin method ({@link #knownBuiltinMethodCall}). */
    public boolean callsBuiltinMethod(int callPc) {
        return callPc >= 0 && callPc < at.length && at[callPc] instanceof KnownBuiltinMethodCall;
    }

    /**
     * Takes as given that the CALL at {@code callPc} ({@link #methodCallOf} the LOAD_METHOD at {@code loadPc}) calls
     * {@code method}, a function with exactly the call's positional arguments and self as its parameters, when the
     * LOAD_METHOD finds it; the form checks that it did (by identity) and calls as the VM does when not. It is
     * compiled so only as a direct entry ({@link #enterDirectly}): without one the call is the VM's. The optimizer
     * must drop the form before the function's code or defaults change.
     */
    public boolean knownMethodCall(int loadPc, int callPc, PyFunction method) {
        if (callPc < 0 || method == null || methodCallOf(loadPc) != callPc
                || method.fastArgCount != Opcode.arg(code.instructions[callPc]) + 1) {
            return false;
        }
        at[callPc] = new KnownMethodCall(method, null);
        return true;
    }

    /**
     * The function the known call at {@code callPc} calls: the given function, the given class's {@code __init__},
     * or the method a known method call speculates on; null when the call is not known.
     */
    public PyFunction callee(int callPc) {
        if (callPc < 0 || callPc >= at.length) {
            return null;
        }
        if (at[callPc] instanceof KnownMethodCall m) {
            return m.method();
        }
        return at[callPc] instanceof KnownCall c ? c.callee() : null;
    }

    /**
     * Takes as given, besides the known call at {@code callPc} ({@link #knownCall}, {@link #knownClassCall}), that
     * nothing traces or monitors any code, and compiles the call as a direct entry into the callee's compiled form (for
     * a class, its {@code __init__}'s): the one its code holds now, or, when it has none yet, the one it gets when it
     * is compiled now (which offers it to an optimizer first, the CODE_COMPILE weave point). The call sets the frame up as
     * {@link Interpreter#execute} does and runs that form without passing the FRAME_EXECUTION weave point; it checks
     * that the callee's code still holds the form (and that no thread waits for the interpreter lock), and calls as a
     * known call does when not. So the optimizer must drop this form before any tracing or monitoring switches on.
     * Returns whether the call enters directly: not for generator code, nor for code that is marked for instrumentation
     * or cannot be compiled.
     */
    public boolean enterDirectly(int callPc) {
        PyFunction function = callee(callPc);
        if (function == null) {
            return false;
        }
        PyCode callee = function.code;
        if ((callee.flags & PyCode.CO_SUSPENDS) != 0) {
            return false;
        }
        int frameSize = PyFrame.size(callee);
        if (callee == code) {
            enter(callPc, new DirectEntry(THIS_FORM, frameSize));
            return true;
        }
        for (int instr : callee.instructions) {
            if (Opcode.isMarked(instr)) {
                return false;
            }
        }
        Object form = callee.compiled;
        if (form == null) {
            form = CompiledTier.compile(callee);
        }
        if (!(form instanceof CompiledCode)) {
            return false;
        }
        enter(callPc, new DirectEntry(form, frameSize));
        return true;
    }

    /** Makes the known call at {@code callPc} enter its callee so ({@code entry}), or not (null). */
    private void enter(int callPc, DirectEntry entry) {
        if (at[callPc] instanceof KnownCall c) {
            at[callPc] = new KnownCall(c.loadPc(), c.callee(), c.ofClass(), entry);
        } else if (at[callPc] instanceof KnownMethodCall m) {
            at[callPc] = new KnownMethodCall(m.method(), entry);
        }
    }

    /** How the known call at {@code callPc} enters its callee directly, or null. */
    DirectEntry entry(int callPc) {
        if (at[callPc] instanceof KnownCall c) {
            return c.entry();
        }
        return at[callPc] instanceof KnownMethodCall m ? m.entry() : null;
    }

    /** Whether the known call at {@code callPc} enters its callee directly ({@link #enterDirectly}). */
    public boolean entersDirectly(int callPc) {
        return callPc >= 0 && callPc < at.length && entry(callPc) != null;
    }

    /** Whether the CALL at {@code callPc} is a known method call that enters directly ({@link #knownMethodCall}). */
    public boolean callsMethod(int callPc) {
        return entersDirectly(callPc) && at[callPc] instanceof KnownMethodCall;
    }

    /** Whether the CALL at {@code callPc} is a known call of a class ({@link #knownClassCall}). */
    public boolean callsClass(int callPc) {
        return callPc >= 0 && callPc < at.length && at[callPc] instanceof KnownCall c && c.ofClass() != null;
    }

    /** Whether the direct entry at {@code callPc} enters the form the callee's code holds now (so it is taken). */
    public boolean entersCurrentForm(int callPc) {
        if (!entersDirectly(callPc)) {
            return false;
        }
        Object held = entry(callPc).form();
        Object now = callee(callPc).code.compiled;
        return held == THIS_FORM ? of(now) == this : now == held;
    }

    /**
     * The instructions a load and its call may have between them, to be stepped over by {@link #callAbove}: they
     * neither jump nor store, and touch only the stack items their rows say they pop.
     */
    private static final boolean[] STEPPED_OVER = new boolean[Opcode.MAX_BASE_OPCODE + 1];

    static {
        for (int op : new int[] {NOP, LOAD_FAST, LOAD_CONST, LOAD_GLOBAL, LOAD_DEREF, LOAD_CLOSURE, PUSH_NULL,
                KW_NAMES, COPY, LOAD_ATTR, LOAD_METHOD, UNARY_NEGATIVE, UNARY_POSITIVE, UNARY_NOT, UNARY_INVERT,
                GET_ITER, LIST_TO_TUPLE, FORMAT_VALUE, BINARY_OP, BINARY_SUBSCR, COMPARE_OP, IS_OP, CONTAINS_OP,
                BUILD_TUPLE, BUILD_LIST, BUILD_SET, BUILD_STRING, BUILD_SLICE, BUILD_MAP, BUILD_CONST_KEY_MAP,
                CALL}) {
            STEPPED_OVER[op] = true;
        }
    }

    private static boolean[] jumpTargets(PyCode code) {
        int[] ins = code.instructions;
        boolean[] t = new boolean[ins.length + 1];
        for (int instr : ins) {
            int target = Opcode.jumpTarget(instr);
            if (target >= 0) {
                t[target] = true;
            }
        }
        int[] table = code.exceptionTable;
        if (table != null) {
            for (int e = 0; e < table.length; e += ExceptionTable.ENTRY_SIZE) {
                t[table[e + ExceptionTable.TARGET]] = true;
            }
        }
        return t;
    }

    /**
     * The compiled form of the code object with these facts, or null when there is none (the code is marked for
     * instrumentation, or cannot be compiled). Install it with {@link PyCode#installCompiled}, passing the
     * {@link PyCode#changes()} read before the facts were gathered.
     */
    public Object compile() {
        for (int instr : code.instructions) {
            if (Opcode.isMarked(instr)) {
                return null;
            }
        }
        Object form = CompiledTier.compileSpeculative(code, this);
        if (form == null && anyDirectEntry()) {
            for (int pc = 0; pc < at.length; pc++) {
                enter(pc, null); // too big for the JIT with them: known calls instead
            }
            form = CompiledTier.compileSpeculative(code, this);
        }
        return form;
    }

    private boolean anyDirectEntry() {
        for (int pc = 0; pc < at.length; pc++) {
            if (entry(pc) != null) {
                return true;
            }
        }
        return false;
    }

    /** The facts {@code form} (a value of {@link PyCode#compiled}) was made with, or null for the VM's own forms. */
    public static Speculation of(Object form) {
        return form instanceof CompiledCode c ? c.facts : null;
    }

    /** The value given for the load at {@code pc}, or null. */
    public PyObject value(int pc) {
        return at[pc] instanceof KnownValue v ? v.value() : null;
    }

    /** The variant these facts make of the instruction at {@code pc}, or null where it is compiled as itself. */
    public InstructionVariant variant(int pc) {
        return pc >= 0 && pc < at.length && at[pc] != null ? at[pc].variant() : null;
    }

    /** The facts the variant at {@code pc} takes as given, as a disassembly shows them; empty where there is none. */
    public String given(int pc) {
        return variant(pc) != null ? at[pc].given() : "";
    }

    /**
     * The listing of {@code code} and its nested code objects as {@link Disassembler#disassemble(PyCode)} writes
     * it, showing, for each whose compiled form an optimizer made, the variants the form runs and the facts they
     * take as given.
     */
    public static String disassemble(PyCode code) {
        return Disassembler.disassemble(code, INSTALLED);
    }

    /** The variants of the compiled forms code objects hold now (none for the VM's own forms). */
    public static Specializations installed() {
        return INSTALLED;
    }

    private static final Specializations INSTALLED = new Specializations() {
        @Override
        public InstructionVariant variant(PyCode code, int pc) {
            Speculation facts = of(code.compiled);
            return facts == null || facts.code != code ? null : facts.variant(pc);
        }

        @Override
        public String given(PyCode code, int pc) {
            Speculation facts = of(code.compiled);
            return facts == null || facts.code != code ? "" : facts.given(pc);
        }
    };

    /**
     * The constants a compiled class's static initializer reads: globals, builtins, the values by pc, then the
     * callees' forms of direct entries by pc, then the {@code __init__} functions of known class calls by pc, then
     * the methods of known method calls by pc, then the builtin methods of known builtin method calls by pc, then the
     * classes and the key tables of given layouts by pc.
     */
    Object[] classData() {
        int n = at.length;
        Object[] data = new Object[2 + 7 * n];
        data[0] = globals;
        data[1] = builtins;
        for (int pc = 0; pc < n; pc++) {
            SpeculatedInstruction i = at[pc];
            if (i instanceof KnownValue v) {
                data[2 + pc] = v.value();
            } else if (i instanceof KnownCall c && c.ofClass() != null) {
                data[2 + 2 * n + pc] = c.callee();
            } else if (i instanceof KnownMethodCall m) {
                data[2 + 3 * n + pc] = m.method();
            } else if (i instanceof KnownBuiltinMethodCall d) {
                data[2 + 4 * n + pc] = d.method();
            } else if (i instanceof KnownLayout l) {
                data[2 + 5 * n + pc] = l.type();
                data[2 + 6 * n + pc] = l.keys();
            }
            if (entry(pc) != null && entry(pc).form() instanceof CompiledCode form) {
                data[2 + n + pc] = form;
            }
        }
        return data;
    }

    static void visibleClassData(String className, Object[] data) {
        VISIBLE_DATA.put(className.replace('/', '.'), data);
    }

    /** Called by a speculative compiled class's static initializer. */
    static Object[] classData(MethodHandles.Lookup lookup) throws IllegalAccessException {
        Class<?> c = lookup.lookupClass();
        return c.isHidden() ? MethodHandles.classData(lookup, "_", Object[].class) : VISIBLE_DATA.remove(c.getName());
    }
}
