package io.frameweave.instrumentation.optimizer;

import io.frameweave.instrumentation.monitoring.Monitoring;
import io.frameweave.instrumentation.watchers.DictEvent;
import io.frameweave.instrumentation.watchers.DictWatchers;
import io.frameweave.instrumentation.watchers.FunctionEvent;
import io.frameweave.instrumentation.watchers.FunctionWatchers;
import io.frameweave.instrumentation.watchers.MonitoringChange;
import io.frameweave.instrumentation.watchers.MonitoringWatchers;
import io.frameweave.instrumentation.watchers.TypeWatchers;
import io.frameweave.interpreter.bytecode.Disassembler;
import io.frameweave.interpreter.bytecode.InstructionVariant;
import io.frameweave.interpreter.bytecode.InstructionVariant.Given;
import io.frameweave.interpreter.bytecode.Opcode;
import io.frameweave.interpreter.bytecode.PyCode;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyModule;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyType;
import io.frameweave.interpreter.vm.PyFunction;
import io.frameweave.interpreter.vm.PythonVM;
import io.frameweave.interpreter.vm.Speculation;

import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.WeakHashMap;

/**
 * The optimizer's state while it is on: where candidate code runs, what each optimized code object assumes, and
 * the indexes from each watched thing (a dict key, a class, a function) to the code that assumes it. Every method
 * runs under this object's lock; the watchers run on the mutating thread before the change is visible, so a
 * de-optimization is complete before anyone can see the new value.
 */
final class Speculations {
    /** After this many de-optimizations a code object is left to the VM for good (until the optimizer restarts). */
    static final int MAX_DEOPTS = 10;

    int dictWatcher = -1;
    int typeWatcher = -1;
    int functionWatcher = -1;
    int monitoringWatcher = -1;

    /** Where a candidate runs: the globals and builtins of its functions (null when they differ). */
    private record Home(PyDict globals, PyDict builtins) {}

    /** What one optimized code object assumes. */
    private static final class Assumptions {
        final Map<PyDict, Set<String>> keys = new IdentityHashMap<>();
        final Set<PyType> types = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
        final Set<PyFunction> functions = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
        /** Whether some known call enters its callee directly, which is right only while nothing monitors any code. */
        boolean entersDirectly;
        /** How many of its known calls are calls of classes. */
        int classCalls;
        /** How many of its calls are known method calls. */
        int methodCalls;
        /** How many of its calls are known calls of builtin methods. */
        int builtinMethodCalls;
        /** How many of its attribute loads and stores take the layout of their receivers as given. */
        int layouts;
        /** The callees (other than the code itself) whose compiled forms its direct entries hold. */
        final Set<PyCode> directCallees = java.util.Collections.newSetFromMap(new IdentityHashMap<>());

        void key(PyDict dict, String name) {
            keys.computeIfAbsent(dict, d -> new HashSet<>()).add(name);
        }
    }

    private static final Home SEVERAL = new Home(null, null);

    private final Map<PyCode, Home> homes = new WeakHashMap<>();
    /** A function of each candidate code object, whose inline caches tell which methods its calls found. */
    private final Map<PyCode, WeakReference<PyFunction>> functions = new WeakHashMap<>();
    /** Code objects are held weakly everywhere: code that dies takes its entries with it. */
    private final Map<PyCode, Assumptions> optimized = new WeakHashMap<>();
    private final Map<PyDict, Map<String, Set<PyCode>>> byKey = new IdentityHashMap<>();
    private final Map<PyType, Set<PyCode>> byType = new IdentityHashMap<>();
    private final Map<PyFunction, Set<PyCode>> byFunction = new IdentityHashMap<>();
    /** From a callee's code to the optimized code whose direct entries hold its compiled form. */
    private final Map<PyCode, Set<PyCode>> byCallee = new WeakHashMap<>();
    private final Map<PyCode, Integer> deopts = new WeakHashMap<>();
    /** The {@link PyCode#changes()} at which a code object had nothing to speculate on (not tried again until it changes). */
    private final Map<PyCode, Integer> nothingAt = new WeakHashMap<>();
    /** By candidate, the identity hash of the VM form a scan last saw it with (see {@link #optimizeHot}). */
    private final Map<PyCode, Integer> formAtLastScan = new WeakHashMap<>();

    /**
     * What changed while code depended on it: a global, builtin or module attribute (by dict and name), a class,
     * a function. The optimizer does not speculate on them again: a value that changed once tends to change again,
     * and each de-optimization costs a recompilation.
     */
    private final Map<PyDict, Set<String>> unstableKeys = new WeakHashMap<>();
    private final Set<PyType> unstableTypes = java.util.Collections.newSetFromMap(new WeakHashMap<>());
    private final Set<PyFunction> unstableFunctions = java.util.Collections.newSetFromMap(new WeakHashMap<>());

    /** Monitoring: each tool's global events, code objects with local events, threads with tracing or profiling on. */
    private final Map<Integer, Integer> globalEvents = new HashMap<>();
    private final Set<PyCode> monitored = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
    private final Set<String> tracing = new HashSet<>();

    /** The code objects being optimized now, on this thread (optimizing a caller optimizes its callees first). */
    private final Set<PyCode> inProgress = java.util.Collections.newSetFromMap(new IdentityHashMap<>());

    /** Switched off: nothing is optimized any more (a scan that started before must not install anything). */
    private boolean closed;
    private long optimizedCount;
    private long deoptimizedCount;
    private long classCallCount;
    private long methodCallCount;
    private long builtinMethodCallCount;
    private long layoutCount;

    /** Learns what is monitored already: each tool's global events (the legacy tracer and profiler included). */
    synchronized void monitoringNow() {
        for (int tool = 0; tool < Monitoring.TOOL_IDS; tool++) {
            globalEvents.put(tool, Monitoring.getEvents(tool));
        }
    }

    // ---- candidates ----

    /** Makes every function reachable from a loaded module (and its classes) a candidate. */
    synchronized void findFunctions(PythonVM vm) {
        if (vm == null) {
            return;
        }
        PyDict modules = vm.modules();
        for (int i = modules.nextIndex(0); i >= 0; i = modules.nextIndex(i + 1)) {
            if (modules.valueAt(i) instanceof PyModule m && m.getDict() != null) {
                for (PyFunction f : functionsOf(m.getDict())) {
                    candidate(f);
                }
            }
        }
    }

    private void candidate(PyFunction f) {
        PyCode code = f.getCode();
        Home known = homes.get(code);
        if (known == null) {
            homes.put(code, new Home(f.globals, f.builtins()));
        }
        WeakReference<PyFunction> sample = functions.get(code);
        if (sample == null || sample.get() == null) {
            functions.put(code, new WeakReference<>(f)); // the functions one MAKE_FUNCTION makes share their caches
        }
        if (known != null && known != SEVERAL && (known.globals != f.globals || known.builtins != f.builtins())) {
            homes.put(code, SEVERAL);
            deoptimize(code);
        }
    }

    /** Whether some candidate is hot and not yet optimized (a racy look, to decide whether to take the lock). */
    synchronized boolean anyHot() {
        if (closed || steppedBack()) {
            return false;
        }
        for (Map.Entry<PyCode, Home> e : homes.entrySet()) {
            if (worthTrying(e.getKey(), e.getValue(), false)) {
                return true;
            }
        }
        return false;
    }

    /** Optimizes {@code code}, which the VM is about to compile, when it is a candidate worth trying now. */
    synchronized void warm(PyCode code) {
        if (closed || steppedBack()) {
            return;
        }
        Home home = homes.get(code);
        if (home != null && worthTrying(code, home, true) && hasRun(code)) {
            optimize(code, home);
        }
    }

    /**
     * Whether {@code code} has run far enough to have filled an inline cache, when it has any: what the optimizer
     * takes as given about attributes and methods comes from them. Code the VM compiles before it ever ran (the
     * eager tier) is left to its own form at first and taken by the scan once it is hot.
     */
    private boolean hasRun(PyCode code) {
        WeakReference<PyFunction> ref = functions.get(code);
        PyFunction f = ref == null ? null : ref.get();
        return f == null || Speculation.filledACache(f);
    }

    /** Whether to try {@code code} now: compiled by the VM already, or ({@code warm}) about to be. */
    private boolean worthTrying(PyCode code, Home home, boolean warm) {
        Object form = code.compiled;
        if (home == SEVERAL || (form == null) != warm || Speculation.of(form) != null || optimized.containsKey(code)
                || inProgress.contains(code) || monitored.contains(code) || deopts.getOrDefault(code, 0) >= MAX_DEOPTS) {
            return false;
        }
        Integer nothing = nothingAt.get(code);
        return nothing == null || nothing != code.changes();
    }

    /**
     * Optimizes every hot candidate; the caller holds the interpreter lock. Returns how many it optimized. For the
     * scan ({@code scanned}), a candidate is hot once the VM's form it has now was there at an earlier scan already:
     * the eager tier compiles code as it starts, and a scan that comes while it runs the first time (at a call in
     * it, say) would find its inline caches, where what the optimizer takes as given comes from, partly empty.
     */
    synchronized int optimizeHot(boolean scanned) {
        if (closed || steppedBack()) {
            return 0;
        }
        int n = 0;
        for (Map.Entry<PyCode, Home> e : new ArrayList<>(homes.entrySet())) {
            PyCode code = e.getKey();
            if (!worthTrying(code, e.getValue(), false)) {
                continue;
            }
            if (scanned) {
                int form = System.identityHashCode(code.compiled);
                Integer seen = formAtLastScan.put(code, form);
                if (seen == null || seen != form) {
                    continue;
                }
            }
            if (optimize(code, e.getValue())) {
                n++;
            }
        }
        return n;
    }

    // ---- the analysis ----

    private boolean optimize(PyCode code, Home home) {
        inProgress.add(code);
        try {
            return optimizeNow(code, home);
        } finally {
            inProgress.remove(code);
        }
    }

    private boolean optimizeNow(PyCode code, Home home) {
        int changes = code.changes();
        int[] ins = code.instructions;
        Speculation facts = new Speculation(code, home.globals, home.builtins);
        Assumptions assumed = new Assumptions();
        int pinned = 0;
        // globals or builtins of a dict subclass are read through its __getitem__ each time: no value to pin
        boolean plainNamespaces = home.globals.getClass() == PyDict.class && home.builtins.getClass() == PyDict.class;
        for (int pc = 0; pc < ins.length; pc++) {
            if ((ins[pc] & Opcode.INSTRUMENTED) != 0) {
                nothingAt.put(code, changes); // monitored: left alone until its marks change
                return false;
            }
            int op = Opcode.op(ins[pc]);
            if (!InstructionVariant.specializes(op, Given.GLOBAL_VALUE) || !plainNamespaces) {
                continue;
            }
            String name = code.names[Opcode.nameIndex(ins[pc])];
            PyDict from = home.globals;
            PyObject v = quietly(from, name);
            if (v == null && from.strIndexWithoutCallingOut(name) == -1) {
                from = home.builtins;
                v = quietly(from, name);
            }
            if (v == null || unstable(home.globals, name) || unstable(from, name) || !facts.pin(pc, v)) {
                continue;
            }
            pinned++;
            assumed.key(home.globals, name); // a new global would shadow a builtin
            assumed.key(from, name);
            pinned += attributes(code, facts, assumed, pc, v);
        }
        for (int pc = 0; pc < ins.length; pc++) {
            PyObject v = facts.value(pc);
            int callPc = facts.callOf(pc);
            PyFunction called;
            if (v instanceof PyFunction fn && !unstableFunctions.contains(fn) && facts.knownCall(pc, callPc)) {
                called = fn;
            } else if (v instanceof PyType t && !unstableTypes.contains(t)
                    && t.lookupInit() instanceof PyFunction init && !unstableFunctions.contains(init)
                    && facts.knownClassCall(pc, callPc)) {
                assumed.types.add(t); // a new __init__ or __new__, here or on a base, or new bases
                assumed.classCalls++;
                called = init;
            } else {
                continue;
            }
            assumed.functions.add(called);
            if (monitored.isEmpty() && enterDirectly(facts, code, called, callPc)) {
                assumed.entersDirectly = true;
                if (called.getCode() != code) {
                    assumed.directCallees.add(called.getCode());
                }
            }
        }
        pinned += methodCalls(code, facts, assumed);
        pinned += layouts(code, facts, assumed);
        if (pinned == 0) {
            nothingAt.put(code, changes);
            return false;
        }
        Object form = facts.compile();
        if (form == null) {
            nothingAt.put(code, changes);
            return false;
        }
        watch(code, assumed);
        if (!code.installCompiled(form, changes)) {
            unwatch(code, assumed);
            return false;
        }
        optimized.put(code, assumed);
        optimizedCount++;
        classCallCount += assumed.classCalls;
        methodCallCount += assumed.methodCalls;
        builtinMethodCallCount += assumed.builtinMethodCalls;
        layoutCount += assumed.layouts;
        return true;
    }

    /**
     * Makes each call of a method that its LOAD_METHOD has always found as the same function (one type of receiver,
     * by the inline cache) a known method call entering that function directly, checked by identity at the call;
     * returns how many. Only while nothing monitors any code: without a direct entry the call gains nothing.
     */
    private int methodCalls(PyCode code, Speculation facts, Assumptions assumed) {
        WeakReference<PyFunction> ref = functions.get(code);
        PyFunction owner = ref == null ? null : ref.get();
        if (owner == null || !monitored.isEmpty()) {
            return 0;
        }
        int n = 0;
        int[] ins = code.instructions;
        for (int pc = 0; pc < ins.length; pc++) {
            int callPc = facts.methodCallOf(pc);
            if (callPc < 0 || !InstructionVariant.specializes(Opcode.op(ins[callPc]), Given.FOUND_METHOD)) {
                continue;
            }
            PyFunction method = facts.methodSeen(owner, pc);
            if (method == null) {
                if (facts.knownBuiltinMethodCall(pc, callPc, facts.builtinMethodSeen(owner, pc))) {
                    assumed.builtinMethodCalls++; // checked by identity, and builtin methods never change
                    n++;
                }
                continue;
            }
            if (unstableFunctions.contains(method)) {
                continue;
            }
            if (!facts.knownMethodCall(pc, callPc, method) || !enterDirectly(facts, code, method, callPc)) {
                continue;
            }
            assumed.functions.add(method);
            assumed.entersDirectly = true;
            assumed.methodCalls++;
            if (method.getCode() != code) {
                assumed.directCallees.add(method.getCode());
            }
            n++;
        }
        return n;
    }

    /**
     * Takes as given, for each LOAD_ATTR and STORE_ATTR whose inline cache has only met instances of one class with
     * the attribute in their dicts, where in the dict it lives ({@link Speculation#knownLayout}); returns how many.
     * Watched by a type watcher on that class: a change of the class or a base (a property or a class attribute of
     * that name, a new {@code __setattr__}, new bases) de-optimizes.
     */
    private int layouts(PyCode code, Speculation facts, Assumptions assumed) {
        WeakReference<PyFunction> ref = functions.get(code);
        PyFunction owner = ref == null ? null : ref.get();
        if (owner == null) {
            return 0;
        }
        int n = 0;
        int[] ins = code.instructions;
        for (int pc = 0; pc < ins.length; pc++) {
            if (!InstructionVariant.specializes(Opcode.op(ins[pc]), Given.RECEIVER_LAYOUT)) {
                continue;
            }
            PyType t = facts.layoutSeen(owner, pc);
            if (t == null || unstableTypes.contains(t) || !facts.knownLayout(owner, pc)) {
                continue;
            }
            assumed.types.add(t);
            assumed.layouts++;
            n++;
        }
        return n;
    }

    /**
     * Makes the known call at {@code callPc} of {@code code} (of {@code fn}, or of a class whose {@code __init__}
     * {@code fn} is) enter {@code fn}'s compiled form directly, optimizing
     * {@code fn}'s code first when it is a candidate worth trying, so that the form the call holds is the one that
     * stays. A callee being optimized further up this thread's stack (mutual recursion) is called as before: it has
     * no form yet.
     */
    private boolean enterDirectly(Speculation facts, PyCode code, PyFunction fn, int callPc) {
        PyCode callee = fn.getCode();
        if (callee != code) {
            if (inProgress.contains(callee)) {
                return false;
            }
            Home home = homes.get(callee);
            if (home != null && worthTrying(callee, home, callee.compiled == null)) {
                optimize(callee, home);
            }
        }
        return facts.enterDirectly(callPc);
    }

    /**
     * Pins the LOAD_ATTR / LOAD_METHOD chain after the load at {@code pc} whose value is {@code owner}, while the
     * owner is a module or a plain class; returns how many it pinned.
     */
    private int attributes(PyCode code, Speculation facts, Assumptions assumed, int pc, PyObject owner) {
        int n = 0;
        int[] ins = code.instructions;
        for (int q = pc + 1; q < ins.length; q++) {
            int op = Opcode.op(ins[q]);
            if (!InstructionVariant.specializes(op, Given.ATTRIBUTE_VALUE)) {
                break;
            }
            String name = code.names[Opcode.nameIndex(ins[q])];
            PyObject v;
            if (dunder(name)) {
                break;
            } else if (owner instanceof PyModule m && owner.type() == PyModule.TYPE && m.getDict() != null
                    && (v = quietly(m.getDict(), name)) != null && !unstable(m.getDict(), name)) {
                if (!facts.pin(q, v)) {
                    break;
                }
                assumed.key(m.getDict(), name);
            } else if (owner instanceof PyType t && t.type() == PyType.TYPE && !unstableTypes.contains(t)
                    && PyType.TYPE.lookup(name) == null
                    && (v = t.lookup(name)) != null && plainClassValue(v)) {
                if (!facts.pin(q, v)) {
                    break;
                }
                assumed.types.add(t);
            } else {
                break;
            }
            n++;
            owner = v;
            if (Opcode.pushes(op, Opcode.arg(ins[q]), false) > 1) {
                break; // a method load: what it pushes is called, not the owner of a next load
            }
        }
        return n;
    }

    /**
     * For the analysis: whether a class hands out {@code v} as it is, now and for as long as the class keeps it: a
     * function, or an instance of a builtin type that is no descriptor. An instance of a guest class is not taken: its
     * class may gain {@code __get__} or it may be given another class ({@code __class__}), and no watcher sees the
     * latter; the VM's inline cache, which checks the value's class, serves it.
     */
    private static boolean plainClassValue(PyObject v) {
        return v instanceof PyFunction || v.type().builtin && v.type().lookup("__get__") == null;
    }

    /**
     * For the analysis: the value of the str key {@code name} in {@code d}, or null when it is absent or only a guest
     * {@code __eq__} could tell (a key of another type with the same hash): the analysis runs no guest code.
     */
    private static PyObject quietly(PyDict d, String name) {
        int e = d.strIndexWithoutCallingOut(name);
        return e >= 0 ? d.valueAt(e) : null;
    }

    /** For the analysis: whether {@code name} is a dunder name, which the optimizer never speculates on. */
    private static boolean dunder(String name) {
        return name.length() > 4 && name.startsWith("__") && name.endsWith("__");
    }

    private static List<PyFunction> functionsOf(PyDict dict) {
        List<PyFunction> found = new ArrayList<>();
        for (int i = dict.nextIndex(0); i >= 0; i = dict.nextIndex(i + 1)) {
            PyObject v = dict.valueAt(i);
            if (v instanceof PyFunction f) {
                found.add(f);
            } else if (v instanceof PyType t && t.getDict() != null) {
                PyDict members = t.getDict();
                for (int j = members.nextIndex(0); j >= 0; j = members.nextIndex(j + 1)) {
                    if (members.valueAt(j) instanceof PyFunction f) {
                        found.add(f);
                    }
                }
            }
        }
        return found;
    }

    private boolean unstable(PyDict dict, String name) {
        Set<String> names = unstableKeys.get(dict);
        return names != null && names.contains(name);
    }

    // ---- dependencies ----

    private void watch(PyCode code, Assumptions a) {
        a.keys.forEach((dict, names) -> {
            Map<String, Set<PyCode>> byName = byKey.get(dict);
            if (byName == null) {
                byName = new HashMap<>();
                byKey.put(dict, byName);
                DictWatchers.watch(dictWatcher, dict);
            }
            for (String name : names) {
                byName.computeIfAbsent(name, k -> java.util.Collections.newSetFromMap(new WeakHashMap<>())).add(code);
            }
        });
        for (PyType t : a.types) {
            if (!byType.containsKey(t)) {
                TypeWatchers.watch(typeWatcher, t);
            }
            byType.computeIfAbsent(t, k -> java.util.Collections.newSetFromMap(new WeakHashMap<>())).add(code);
        }
        for (PyFunction f : a.functions) {
            byFunction.computeIfAbsent(f, k -> java.util.Collections.newSetFromMap(new WeakHashMap<>())).add(code);
        }
        for (PyCode callee : a.directCallees) {
            byCallee.computeIfAbsent(callee, k -> java.util.Collections.newSetFromMap(new WeakHashMap<>())).add(code);
        }
    }

    private void unwatch(PyCode code, Assumptions a) {
        a.keys.forEach((dict, names) -> {
            Map<String, Set<PyCode>> byName = byKey.get(dict);
            if (byName == null) {
                return;
            }
            for (String name : names) {
                Set<PyCode> codes = byName.get(name);
                if (codes != null && codes.remove(code) && codes.isEmpty()) {
                    byName.remove(name);
                }
            }
            if (byName.isEmpty()) {
                byKey.remove(dict);
                DictWatchers.unwatch(dictWatcher, dict);
            }
        });
        for (PyType t : a.types) {
            Set<PyCode> codes = byType.get(t);
            if (codes != null && codes.remove(code) && codes.isEmpty()) {
                byType.remove(t);
                TypeWatchers.unwatch(typeWatcher, t);
            }
        }
        for (PyFunction f : a.functions) {
            Set<PyCode> codes = byFunction.get(f);
            if (codes != null && codes.remove(code) && codes.isEmpty()) {
                byFunction.remove(f);
            }
        }
        for (PyCode callee : a.directCallees) {
            Set<PyCode> codes = byCallee.get(callee);
            if (codes != null && codes.remove(code) && codes.isEmpty()) {
                byCallee.remove(callee);
            }
        }
    }

    /**
     * Puts {@code code} back to the VM's own form; frames running it leave at their next check. The code whose
     * direct entries hold its form goes too, so that it is optimized again with the form {@code code} gets next
     * (until then its direct entries would see a stale form, and call through {@code execute}).
     */
    private void deoptimize(PyCode code) {
        Assumptions a = optimized.remove(code);
        if (a == null) {
            return;
        }
        code.discardCompiled();
        unwatch(code, a);
        deopts.merge(code, 1, Integer::sum);
        deoptimizedCount++;
        deoptimizeAll(byCallee.get(code));
    }

    private void deoptimizeAll(Set<PyCode> codes) {
        if (codes != null) {
            for (PyCode c : new ArrayList<>(codes)) {
                deoptimize(c);
            }
        }
    }

    synchronized void deoptimizeAll() {
        deoptimizeAll(new HashSet<>(optimized.keySet()));
    }

    // ---- watchers ----

    synchronized void dictChanging(DictEvent event, PyDict dict, PyObject key, PyObject newValue) {
        Map<String, Set<PyCode>> byName = dict == null ? null : byKey.get(dict);
        if (byName == null) {
            return;
        }
        switch (event) {
            case ADDED, MODIFIED, DELETED -> {
                if (key.getClass() == PyStr.class) {
                    String name = ((PyStr) key).value;
                    if (byName.containsKey(name)) {
                        unstableKeys.computeIfAbsent(dict, d -> new HashSet<>()).add(name);
                        deoptimizeAll(byName.get(name));
                    }
                } else {
                    // Any other key (a str subclass too) may equal any name (its __hash__ and __eq__ say which, and
                    // asking them would run guest code): every name speculated on in this dict may be the one.
                    unstableKeys.computeIfAbsent(dict, d -> new HashSet<>()).addAll(byName.keySet());
                    List<PyCode> all = new ArrayList<>();
                    byName.values().forEach(all::addAll);
                    deoptimizeAll(new HashSet<>(all));
                }
            }
            default -> {
                List<PyCode> all = new ArrayList<>();
                byName.values().forEach(all::addAll);
                deoptimizeAll(new HashSet<>(all));
            }
        }
    }

    synchronized void typeChanging(PyType type) {
        if (byType.containsKey(type)) {
            unstableTypes.add(type);
            deoptimizeAll(byType.get(type));
        }
    }

    synchronized void functionEvent(FunctionEvent event, PyFunction f, PyObject newValue) {
        switch (event) {
            case CREATE -> candidate(f);
            case MODIFY_CODE, MODIFY_DEFAULTS, MODIFY_KWDEFAULTS -> {
                if (byFunction.containsKey(f)) {
                    unstableFunctions.add(f);
                    deoptimizeAll(byFunction.get(f));
                }
            }
            default -> { }
        }
    }

    synchronized void monitoringChanging(MonitoringChange change) {
        if (change instanceof MonitoringChange.EventsChanged c) {
            if (c.code() == null) {
                globalEvents.put(c.toolId(), c.newEvents());
            } else if (c.newEvents() != 0) {
                monitored.add(c.code());
                deoptimize(c.code());
                deoptimizeDirectEntries();
            } else {
                monitored.remove(c.code());
            }
        } else if (change instanceof MonitoringChange.TracingSwitched t) {
            String key = t.thread().getId() + (t.profile() ? "p" : "t");
            if (t.on()) {
                tracing.add(key);
            } else {
                tracing.remove(key);
            }
        }
        if (steppedBack()) {
            deoptimizeAll();
        }
    }

    /** De-optimizes every code object whose known calls enter their callees directly, past FRAME_EXECUTION. */
    private void deoptimizeDirectEntries() {
        List<PyCode> direct = new ArrayList<>();
        optimized.forEach((code, a) -> {
            if (a.entersDirectly) {
                direct.add(code);
            }
        });
        direct.forEach(this::deoptimize);
    }

    /** Whether anything monitors all code (a tool's global events, or a thread's trace or profile function). */
    private boolean steppedBack() {
        return !tracing.isEmpty() || globalEvents.values().stream().anyMatch(e -> e != 0);
    }

    /**
     * For each code object optimized now (by file, first line and name), its name and place, then the instructions its
     * form runs as variants, each with what it takes as given ({@link Disassembler#variants}).
     */
    synchronized String report() {
        List<PyCode> codes = new ArrayList<>(optimized.keySet());
        codes.sort(Comparator.comparing((PyCode c) -> c.filename).thenComparingInt(c -> c.firstLineno)
                .thenComparing(c -> c.qualname));
        StringBuilder sb = new StringBuilder();
        for (PyCode code : codes) {
            sb.append(code.qualname).append(" (").append(code.filename).append(", line ").append(code.firstLineno)
                    .append("):\n").append(Disassembler.variants(code, Speculation.installed()));
        }
        return sb.toString();
    }

    synchronized Optimizer.Stats stats() {
        return new Optimizer.Stats(optimizedCount, deoptimizedCount, optimized.size(), classCallCount,
                methodCallCount, builtinMethodCallCount, layoutCount);
    }

    /** Switches off for good: de-optimizes everything and clears the watchers. */
    synchronized void close() {
        closed = true;
        deoptimizeAll();
        clearWatchers();
    }

    synchronized void clearWatchers() {
        if (dictWatcher >= 0) {
            DictWatchers.clearWatcher(dictWatcher);
        }
        if (typeWatcher >= 0) {
            TypeWatchers.clearWatcher(typeWatcher);
        }
        if (functionWatcher >= 0) {
            FunctionWatchers.clearWatcher(functionWatcher);
        }
        if (monitoringWatcher >= 0) {
            MonitoringWatchers.clearWatcher(monitoringWatcher);
        }
        byKey.clear();
        byType.clear();
        byFunction.clear();
        byCallee.clear();
    }
}
