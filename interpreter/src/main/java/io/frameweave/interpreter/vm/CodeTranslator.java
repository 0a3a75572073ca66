package io.frameweave.interpreter.vm;

import io.frameweave.interpreter.bytecode.ExceptionTable;
import io.frameweave.interpreter.bytecode.InstructionVariant;
import io.frameweave.interpreter.bytecode.Opcode;
import io.frameweave.interpreter.bytecode.PyCode;
import io.frameweave.interpreter.bytecode.Shape;
import io.frameweave.interpreter.bytecode.StackDepths;
import io.frameweave.interpreter.classfile.ClassFileBuilder;
import io.frameweave.interpreter.classfile.Label;
import io.frameweave.interpreter.classfile.MethodBody;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyType;
import io.frameweave.interpreter.vm.SpeculatedInstruction.KnownBuiltinMethodCall;
import io.frameweave.interpreter.vm.SpeculatedInstruction.KnownCall;
import io.frameweave.interpreter.vm.SpeculatedInstruction.KnownLayout;
import io.frameweave.interpreter.vm.SpeculatedInstruction.KnownValue;

import java.util.ArrayList;
import java.util.List;

import static io.frameweave.interpreter.bytecode.Opcode.*;
import static io.frameweave.interpreter.classfile.MethodBody.*;

/**
 * Translates a code object's instructions into a {@link CompiledCode} class: one JVM method with a block of
 * code per instruction, in instruction order. Every stack index is a constant (the depth before each
 * instruction is known, see {@link StackDepths}), jumps are JVM branches, and the cases of the dispatch loop
 * become calls to the same helpers with constant arguments.
 *
 * <p>The value stack lives in the frame's array wherever anything else may read it, and in JVM locals in
 * between: the values an expression pushes and pops within a straight run of instructions (loads, operators,
 * attribute and item access, stores, tests) never touch the array, so the JIT keeps them in registers and need
 * not allocate the intermediate numbers an expression makes. Before any other instruction, at every jump and
 * jump target, before a hand-back, a fetch probe or a check, the values held in locals are written to their
 * slots; and the values an exception handler of the instruction keeps (those below its depth) are always in
 * the array, so an exception that leaves a compiled instruction finds the stack the dispatch loop expects.
 *
 * <p>What the method may assume and must keep is in {@link CompiledCode}'s comment. Instructions it hands
 * back to the dispatch loop: those that raise or handle exceptions, RETURN_GENERATOR, IMPORT_STAR and
 * PRINT_EXPR. After a call, an import and at each loop back edge it checks that its code object still holds
 * it, and hands the frame back if not, so new marks reach running frames at their next such point. An
 * instruction marked for instrumentation when the code is compiled calls the fetch probe first, as the
 * dispatch loop does ({@link CompiledOps#fetchMarked}), so monitored code runs compiled too; it looks at its mark
 * before, so that once a tool has removed the mark it costs a load and a test.
 */
final class CodeTranslator {
    /** HotSpot does not JIT-compile methods with more bytecode than this (HugeMethodLimit). */
    static final int MAX_BODY_BYTES = 8000;

    private static final String PY_OBJECT = internal(PyObject.class);
    private static final String COMPILED_CODE = internal(CompiledCode.class);
    private static final String PY_TYPE = internal(PyType.class);
    private static final String OBJECT_DESC = "Ljava/lang/Object;";
    private static final int MAX_STACK = 10;

    // the method's locals
    private static final int THIS = 0;
    private static final int FRAME = 1;
    private static final int S = 2;
    private static final int CONSTS = 3;
    private static final int NAMES = 4;
    private static final int CACHES = 5;
    private static final int CODE = 6;
    private static final int TMP = 7;
    private static final int KWNAMES = 8;
    /** The local that holds stack slot {@code base + i} while it is not in the array is this plus i. */
    private static final int STACK_LOCALS = 9;
    /** {@link #vlow} when no stack slot is held in a local. */
    private static final int NONE = Integer.MAX_VALUE;

    private final PyCode code;
    /** The facts an optimizer gave (speculated values, known calls), or null for the VM's own form. */
    private final Speculation facts;
    private final String className;
    private final int[] ins;
    private final int[] depth;
    private final int base;
    private final MethodBody b;
    private final Label[] at;
    /** Blocks placed after the instructions: rare paths, so the common path falls straight through. */
    private final List<Runnable> outOfLine = new ArrayList<>();
    /** Returns {@link CompiledCode#LEAVE} with the frame's pc and sp as they are. */
    private final Label leaveAsIs = new Label();
    /** Returns the value on the stack. */
    private final Label returnTop = new Label();
    /** Instructions that jumps (or the prologue) go to: the whole stack is in the array there. */
    private final boolean[] target;
    /** Per instruction, the first stack slot its exception handler drops (slots below stay), or -1 without one. */
    private final int[] handlerFloor;
    /**
     * At the point being translated, the stack slots from this one up to the top are held in locals; the slots
     * below are in the frame's array. {@link #NONE} when the whole stack is in the array.
     */
    private int vlow = NONE;

    private CodeTranslator(PyCode code, String className, int[] depth, MethodBody body, Speculation facts) {
        this.code = code;
        this.className = className;
        this.facts = facts;
        this.ins = code.instructions.clone();
        this.depth = depth;
        this.base = code.nLocalsPlus;
        this.b = body;
        this.at = new Label[ins.length];
        for (int i = 0; i < at.length; i++) {
            at[i] = new Label();
        }
        this.target = entries();
        this.handlerFloor = new int[ins.length];
        for (int pc = 0; pc < ins.length; pc++) {
            int jumpTarget = Opcode.jumpTarget(ins[pc]);
            if (jumpTarget >= 0) {
                target[jumpTarget] = true;
            }
            int h = code.exceptionTable == null ? -1 : ExceptionTable.find(code.exceptionTable, pc);
            handlerFloor[pc] = h < 0 ? -1 : base + code.exceptionTable[h + ExceptionTable.DEPTH];
        }
    }

    /**
     * The class file of {@code code}'s compiled form named {@code className} (internal form, in this package),
     * or null when its instructions cannot be compiled (marked for instrumentation, inconsistent, or too big
     * for the JIT). With {@code facts}, the values they give are static final fields of the class, set from its
     * class data ({@link Speculation#classData}), and the form checks that it is still installed where
     * {@link #checksBeforeUses} says.
     */
    static byte[] translate(PyCode code, String className, Speculation facts) {
        int[] depth = StackDepths.of(code);
        if (depth == null) {
            return null;
        }
        ClassFileBuilder cf = new ClassFileBuilder(className, COMPILED_CODE);
        cf.defaultConstructor();
        MethodBody body = cf.newBody();
        CodeTranslator t = new CodeTranslator(code, className, depth, body, facts);
        if (!t.translateAll() || body.size() > MAX_BODY_BYTES) {
            return null;
        }
        if (facts != null) {
            t.constants(cf);
        }
        cf.method(0, Helper.RUN.method, Helper.RUN.descriptor, body, MAX_STACK,
                STACK_LOCALS + code.stackSize + 1);
        return cf.toBytes();
    }

    private boolean translateAll() {
        prologue();
        boolean[] check = facts != null ? checksBeforeUses() : null;
        for (int pc = 0; pc < ins.length; pc++) {
            if (depth[pc] < 0) {
                continue;
            }
            int sp = base + depth[pc];
            if (target[pc]) {
                flush(sp); // the path falling into a jump target writes its stack as the jumps do
            }
            b.place(at[pc]);
            int word = Opcode.unmarked(ins[pc]);
            int op = Opcode.op(word);
            flushBelow(handlerFloor[pc], sp);
            if (check != null && check[pc]) {
                checkpointWriting(pc, sp); // the stack goes to the array only when the form is stale
            }
            if (facts != null && facts.at[pc] instanceof KnownValue) {
                pinned(pc, op, Opcode.arg(word), sp);
                continue;
            }
            if (op == KW_NAMES && (pc + 1 >= ins.length || Opcode.op(ins[pc + 1]) != CALL)) {
                return false;
            }
            if (Opcode.handsBack(op)) {
                flush(sp);
                leave(pc, sp); // before any fetch probe: the dispatch loop fetches it
                continue;
            }
            if (Opcode.isMarked(ins[pc])) {
                fetchProbe(pc, sp);
            }
            instruction(pc, op, Opcode.arg(word), sp);
        }
        for (int i = 0; i < outOfLine.size(); i++) {
            outOfLine.get(i).run(); // a block out of line may add others
        }
        b.place(returnTop).op(ARETURN);
        for (int pc = 0; pc < ins.length; pc++) {
            if (depth[pc] >= 0 && !at[pc].placed()) {
                return false;
            }
        }
        return true;
    }

    /**
     * Where a speculative form checks that it is still installed: before each use of a given fact (a given load, a
     * known call) that some path reaches from an instruction that may run other code (which may have changed
     * what the fact is about) without passing another check. Loop back edges check anyway, and the form is
     * current whenever the dispatch loop enters it.
     */
    private boolean[] checksBeforeUses() {
        int n = ins.length;
        boolean[] check = new boolean[n];
        boolean[] dirtyIn = new boolean[n + 1];
        for (boolean changed = true; changed; ) {
            changed = false;
            for (int pc = 0; pc < n; pc++) {
                if (depth[pc] < 0) {
                    continue;
                }
                int word = Opcode.unmarked(ins[pc]);
                int op = Opcode.op(word);
                InstructionVariant variant = facts.variant(pc);
                boolean use = variant != null && variant.watched();
                if (use && dirtyIn[pc] && !check[pc]) {
                    check[pc] = changed = true;
                }
                boolean mayCallOut = (variant == null || !variant.staysIn()) && Opcode.mayCallOut(op);
                boolean dirtyOut = mayCallOut || (dirtyIn[pc] && !check[pc]);
                if (Opcode.fallsThrough(op) && dirtyOut && !dirtyIn[pc + 1]) {
                    dirtyIn[pc + 1] = changed = true;
                }
                if (Opcode.has(op, Opcode.JUMP) && op != JUMP_BACKWARD && dirtyOut && !dirtyIn[Opcode.arg(word)]) {
                    dirtyIn[Opcode.arg(word)] = changed = true;
                }
            }
        }
        return check;
    }

    /**
     * A load whose value the optimizer gave: pushes it (for LOAD_ATTR and LOAD_METHOD, in place of the owner), into
     * a local, so that the JIT sees the constant where it is used.
     */
    private void pinned(int pc, int op, int arg, int sp) {
        switch (op) {
            case LOAD_GLOBAL -> {
                int pushNull = arg & 1;
                if (pushNull != 0) {
                    b.op(ACONST_NULL);
                    push(sp);
                }
                b.field(GETSTATIC, className, "P" + pc, "L" + PY_OBJECT + ";");
                push(sp + pushNull);
            }
            case LOAD_ATTR -> {
                boolean inArray = resultInArray(sp - 1);
                b.field(GETSTATIC, className, "P" + pc, "L" + PY_OBJECT + ";");
                result(sp - 1, inArray);
            }
            case LOAD_METHOD -> {
                b.op(ACONST_NULL);
                store(sp - 1);
                b.field(GETSTATIC, className, "P" + pc, "L" + PY_OBJECT + ";");
                push(sp);
            }
            default -> throw new IllegalStateException("not a load: " + Opcode.name(op));
        }
    }

    /** The static final fields of a speculative form and the static initializer that sets them. */
    private void constants(ClassFileBuilder cf) {
        MethodBody init = cf.newBody();
        invoke(init, Helper.LOOKUP);
        invoke(init, Helper.CLASS_DATA);
        init.local(ASTORE, 0);
        String dict = "L" + internal(PyDict.class) + ";";
        for (int i = 0; i < 2; i++) {
            String field = i == 0 ? "G" : "B";
            cf.staticField(field, dict);
            init.local(ALOAD, 0).pushInt(i).op(AALOAD).type(CHECKCAST, internal(PyDict.class))
                    .field(PUTSTATIC, className, field, dict);
        }
        int n = ins.length;
        for (int pc = 0; pc < n; pc++) {
            // the class data's sections, as Speculation.classData lays them out
            SpeculatedInstruction i = facts.at[pc];
            if (i instanceof KnownValue) {
                constant(cf, init, "P" + pc, PY_OBJECT, pc + 2);
            }
            if (facts.entry(pc) != null && facts.entry(pc).form() instanceof CompiledCode) {
                constant(cf, init, "E" + pc, COMPILED_CODE, n + pc + 2);
            }
            if (i instanceof KnownCall c && c.ofClass() != null) {
                constant(cf, init, "I" + pc, PY_OBJECT, 2 * n + pc + 2);
            }
            if (facts.callsMethod(pc)) {
                constant(cf, init, "M" + pc, PY_OBJECT, 3 * n + pc + 2);
            }
            if (i instanceof KnownBuiltinMethodCall) {
                constant(cf, init, "D" + pc, PY_OBJECT, 4 * n + pc + 2);
            }
            if (i instanceof KnownLayout) {
                constant(cf, init, "T" + pc, PY_TYPE, 5 * n + pc + 2);
                constant(cf, init, "K" + pc, "java/lang/Object", 6 * n + pc + 2);
            }
        }
        init.op(RETURN);
        cf.method(ClassFileBuilder.ACC_STATIC, "<clinit>", "()V", init, 3, 1);
    }

    /** A static final field {@code name} of class {@code type}, set by {@code init} from class data entry {@code index}. */
    private void constant(ClassFileBuilder cf, MethodBody init, String name, String type, int index) {
        cf.staticField(name, "L" + type + ";");
        init.local(ALOAD, 0).pushInt(index).op(AALOAD).type(CHECKCAST, type)
                .field(PUTSTATIC, className, name, "L" + type + ";");
    }

    /** Loads the frame's arrays into locals and jumps to the instruction at {@code frame.pc}. */
    private void prologue() {
        b.local(ALOAD, FRAME);
        get(VmField.FRAME_LOCALS_PLUS).local(ASTORE, S);
        b.local(ALOAD, FRAME);
        get(VmField.FRAME_CODE).local(ASTORE, CODE);
        b.local(ALOAD, CODE);
        get(VmField.CODE_CONSTS).local(ASTORE, CONSTS);
        b.local(ALOAD, CODE);
        get(VmField.CODE_NAMES).local(ASTORE, NAMES);
        b.local(ALOAD, FRAME);
        get(VmField.FRAME_CACHES).local(ASTORE, CACHES);
        b.op(ACONST_NULL).local(ASTORE, TMP).op(ACONST_NULL).local(ASTORE, KWNAMES);
        List<Integer> entries = new ArrayList<>();
        boolean[] entry = entries();
        for (int pc = 0; pc < ins.length; pc++) {
            if (depth[pc] >= 0 && entry[pc]) {
                entries.add(pc);
            }
        }
        int[] keys = new int[entries.size()];
        for (int i = 0; i < keys.length; i++) {
            keys[i] = entries.get(i);
        }
        Label[] checks = new Label[keys.length];
        for (int i = 0; i < keys.length; i++) {
            checks[i] = new Label();
        }
        Label refuse = leaveAsIs;
        if (facts != null) {
            // the values were found in these dicts: a frame with others runs in the dispatch loop
            String dict = "L" + internal(PyDict.class) + ";";
            b.local(ALOAD, FRAME);
            get(VmField.FRAME_GLOBALS).field(GETSTATIC, className, "G", dict).jump(IF_ACMPNE, refuse);
            b.local(ALOAD, FRAME);
            get(VmField.FRAME_BUILTINS).field(GETSTATIC, className, "B", dict).jump(IF_ACMPNE, refuse);
        }
        b.local(ALOAD, FRAME);
        get(VmField.FRAME_PC).lookupSwitch(keys, checks, refuse);
        for (int i = 0; i < keys.length; i++) {
            // the dispatch loop's stack pointer must be the one this code assumes there
            b.place(checks[i]).local(ALOAD, FRAME);
            get(VmField.FRAME_SP).pushInt(base + depth[keys[i]]).jump(IF_ICMPNE, refuse).jump(GOTO, at[keys[i]]);
        }
        b.place(refuse);
        get(VmField.LEAVE).op(ARETURN);
    }

    /** Where the dispatch loop may start this code: a frame's start, a loop head, a generator's resume point. */
    private boolean[] entries() {
        boolean[] entry = new boolean[ins.length];
        entry[0] = true;
        for (int pc = 0; pc < ins.length; pc++) {
            int op = Opcode.op(ins[pc] & ~Opcode.INSTRUMENTED);
            if (isBackEdge(pc)) {
                entry[Opcode.arg(ins[pc] & ~Opcode.INSTRUMENTED)] = true;
            } else if ((op == YIELD_VALUE || op == RETURN_GENERATOR) && pc + 1 < ins.length) {
                entry[pc + 1] = true;
            }
        }
        return entry;
    }

    /**
     * Whether the instruction at {@code pc} is a loop's back edge: JUMP_BACKWARD, or a conditional jump to an
     * earlier instruction (a while loop tests its condition again at its bottom). Not the back edge of a
     * {@code yield from} loop (JUMP_BACKWARD_NO_INTERRUPT), which lets no other thread run, as in CPython.
     */
    private boolean isBackEdge(int pc) {
        int target = Opcode.jumpTarget(ins[pc]);
        return target >= 0 && target <= pc && Opcode.op(ins[pc]) != JUMP_BACKWARD_NO_INTERRUPT;
    }

    /**
     * Where a jump from {@code pc} to {@code target} goes: straight there, or, for a conditional back edge,
     * through an out-of-line {@link #backEdge} first.
     */
    private Label jumpTarget(int pc, int target) {
        if (!isBackEdge(pc)) {
            return at[target];
        }
        Label back = new Label();
        outOfLine.add(() -> {
            b.place(back);
            backEdge(pc, target);
        });
        return back;
    }

    /**
     * A loop's back edge from {@code pc} to {@code target}, taken with the stack in the array: lets a thread that
     * waits for the interpreter lock run, hands back if the code object no longer holds this form, and jumps.
     */
    private void backEdge(int pc, int target) {
        Label go = new Label();
        get(VmField.DROP_REQUEST).jump(IFEQ, go);
        lasti(pc);
        call(Helper.YIELD_IF_REQUESTED);
        b.place(go);
        checkpoint(target, base + depth[target]);
        b.jump(GOTO, at[target]);
    }

    private void instruction(int pc, int op, int arg, int sp) {
        if (Opcode.shape(op) != Shape.OWN) {
            shaped(pc, op, arg, sp);
        } else if (!stackInLocals(pc, op, arg, sp)) {
            flush(sp);
            inArray(pc, op, arg, sp);
        }
    }

    /**
     * The instructions that take their operands from where they are (a local or the array) and leave their
     * result in a local; false for the others, which {@link #inArray} translates with the whole stack in the array.
     */
    private boolean stackInLocals(int pc, int op, int arg, int sp) {
        switch (op) {
            case NOP, RESUME -> { }
            case POP_TOP -> drop(sp - 1, sp);
            case PUSH_NULL -> {
                b.op(ACONST_NULL);
                push(sp);
            }
            case LOAD_CONST -> {
                b.local(ALOAD, CONSTS).pushInt(arg).op(AALOAD);
                push(sp);
            }
            case LOAD_FAST -> {
                Label unbound = unboundLocal(pc, arg);
                load(arg);
                b.op(DUP).jump(IFNULL, unbound);
                push(sp);
            }
            case LOAD_CLOSURE -> {
                load(arg);
                push(sp);
            }
            case COPY -> {
                value(sp - arg);
                push(sp);
            }
            case SWAP -> {
                value(sp - 1);
                b.local(ASTORE, TMP);
                value(sp - arg);
                store(sp - 1);
                b.local(ALOAD, TMP);
                store(sp - arg);
            }
            case STORE_FAST -> {
                slot(arg);
                value(sp - 1);
                b.op(AASTORE);
                drop(sp - 1, sp);
            }
            case LOAD_GLOBAL -> {
                lasti(pc);
                int pushNull = arg & 1;
                if (pushNull != 0) {
                    b.op(ACONST_NULL);
                    push(sp);
                }
                b.local(ALOAD, FRAME).local(ALOAD, CACHES).pushInt(pc);
                name(arg >>> 1);
                call(Helper.LOAD_GLOBAL);
                push(sp + pushNull);
            }
            case LOAD_ASSERTION_ERROR -> {
                get(VmField.ASSERTION_ERROR);
                push(sp);
            }
            case LOAD_ATTR -> {
                lasti(pc);
                boolean inArray = resultInArray(sp - 1);
                value(sp - 1);
                boolean layout = layout(pc);
                name(arg);
                b.local(ALOAD, CACHES).pushInt(pc);
                call(layout ? Helper.LOAD_LAYOUT : Helper.LOAD_ATTR);
                result(sp - 1, inArray);
            }
            case STORE_ATTR -> {
                lasti(pc);
                value(sp - 1);
                boolean layout = layout(pc);
                name(arg);
                value(sp - 2);
                b.local(ALOAD, CACHES).pushInt(pc);
                call(layout ? Helper.STORE_LAYOUT : Helper.STORE_ATTR);
                drop(sp - 2, sp);
            }
            case STORE_SUBSCR -> {
                lasti(pc);
                value(sp - 2);
                value(sp - 1);
                value(sp - 3);
                call(Helper.STORE_SUBSCR);
                drop(sp - 3, sp);
            }
            case POP_JUMP_IF_FALSE -> popAndTest(pc, sp, Helper.POP_JUMP_IF_FALSE, arg);
            case POP_JUMP_IF_TRUE -> popAndTest(pc, sp, Helper.POP_JUMP_IF_TRUE, arg);
            case POP_JUMP_IF_NONE, POP_JUMP_IF_NOT_NONE -> {
                popToOperand(sp);
                get(VmField.NONE)
                        .jump(op == POP_JUMP_IF_NONE ? IF_ACMPEQ : IF_ACMPNE, jumpTarget(pc, arg));
            }
            case FOR_ITER -> {
                flush(sp);
                lasti(pc);
                load(sp - 1);
                call(Helper.FOR_ITER);
                Label exhausted = new Label();
                b.op(DUP).jump(IFNULL, exhausted);
                push(sp);
                outOfLine.add(() -> {
                    b.place(exhausted);
                    b.op(POP);
                    clear(sp - 1);
                    b.jump(GOTO, at[arg]);
                });
            }
            case KW_NAMES -> {
                lasti(pc);
                b.local(ALOAD, CONSTS).pushInt(arg).op(AALOAD).local(ALOAD, CACHES).pushInt(pc);
                call(Helper.KW_NAMES);
                b.local(ASTORE, KWNAMES);
            }
            case RETURN_VALUE -> {
                lasti(pc);
                b.local(ALOAD, FRAME);
                value(sp - 1);
                drop(sp - 1, sp);
                call(Helper.RETURN_VALUE);
                b.op(ARETURN);
                vlow = NONE;
            }
            case CALL -> {
                if (facts == null || facts.entry(pc) == null) {
                    return false;
                }
                directCall(pc, arg, sp);
            }
            default -> {
                return false;
            }
        }
        return true;
    }

    /** The instructions translated with the whole stack in the frame's array. */
    private void inArray(int pc, int op, int arg, int sp) {
        switch (op) {
            case DELETE_FAST -> {
                load(arg);
                b.jump(IFNULL, unboundLocal(pc, arg));
                clear(arg);
            }
            case SETUP_ANNOTATIONS -> {
                lasti(pc);
                b.local(ALOAD, FRAME);
                call(Helper.SETUP_ANNOTATIONS);
            }
            case MAKE_CELL -> {
                b.local(ALOAD, S).pushInt(arg);
                call(Helper.MAKE_CELL);
            }
            case COPY_FREE_VARS -> {
                b.local(ALOAD, FRAME).pushInt(arg);
                call(Helper.COPY_FREE_VARS);
            }
            case DELETE_ATTR -> {
                lasti(pc);
                load(sp - 1);
                name(arg);
                call(Helper.DELETE_ATTR);
                clear(sp - 1);
            }
            case LOAD_METHOD -> {
                lasti(pc);
                b.local(ALOAD, S).pushInt(sp);
                name(arg);
                b.local(ALOAD, CACHES).pushInt(pc);
                call(Helper.LOAD_METHOD);
                b.op(POP);
            }
            case DELETE_SUBSCR -> {
                lasti(pc);
                load(sp - 2);
                load(sp - 1);
                call(Helper.DELETE_SUBSCR);
                clear(sp - 1);
                clear(sp - 2);
            }
            case CALL_FUNCTION_EX -> {
                stackOp(pc, sp, arg, Helper.CALL_FUNCTION_EX);
                checkpoint(pc + 1, sp - 2 - (arg & 1));
            }
            case BEFORE_WITH -> {
                lasti(pc);
                b.local(ALOAD, S).pushInt(sp);
                call(Helper.BEFORE_WITH);
                b.op(POP);
            }
            case BEFORE_ASYNC_WITH -> {
                lasti(pc);
                b.local(ALOAD, S).pushInt(sp);
                call(Helper.BEFORE_ASYNC_WITH);
                b.op(POP);
            }
            case GET_ANEXT -> {
                lasti(pc);
                slot(sp);
                load(sp - 1);
                call(Helper.GET_ANEXT);
                b.op(AASTORE);
            }
            case MAP_ADD -> {
                lasti(pc);
                load(sp - 2 - arg);
                load(sp - 2);
                load(sp - 1);
                call(Helper.MAP_ADD);
                clear(sp - 1);
                clear(sp - 2);
            }
            case DICT_MERGE -> {
                lasti(pc);
                load(sp - 1 - arg);
                load(sp - 1);
                load(sp - 3 - arg);
                call(Helper.DICT_MERGE);
                clear(sp - 1);
            }
            case JUMP_FORWARD, JUMP_BACKWARD_NO_INTERRUPT -> b.jump(GOTO, at[arg]);
            case JUMP_BACKWARD -> backEdge(pc, arg);
            case JUMP_IF_FALSE_OR_POP, JUMP_IF_TRUE_OR_POP -> {
                lasti(pc);
                load(sp - 1);
                call(Helper.TRUTH);
                b.jump(op == JUMP_IF_FALSE_OR_POP ? IFEQ : IFNE, jumpTarget(pc, arg));
                clear(sp - 1);
            }
            case CALL -> {
                int callable = sp - arg - 2;
                lasti(pc);
                SpeculatedInstruction known = facts == null ? null : facts.at[pc];
                if (known instanceof KnownCall c && c.ofClass() != null) {
                    b.local(ALOAD, S).pushInt(callable).pushInt(arg);
                    b.field(GETSTATIC, className, "P" + c.loadPc(), "L" + PY_OBJECT + ";");
                    b.field(GETSTATIC, className, "I" + pc, "L" + PY_OBJECT + ";");
                    call(Helper.CALL_KNOWN_CLASS);
                } else if (known instanceof KnownCall c) {
                    b.local(ALOAD, S).pushInt(callable).pushInt(arg);
                    b.field(GETSTATIC, className, "P" + c.loadPc(), "L" + PY_OBJECT + ";");
                    call(Helper.CALL_KNOWN);
                } else if (known instanceof KnownBuiltinMethodCall) {
                    b.local(ALOAD, S).pushInt(callable).pushInt(arg);
                    b.field(GETSTATIC, className, "D" + pc, "L" + PY_OBJECT + ";");
                    call(Helper.CALL_KNOWN_BUILTIN_METHOD);
                } else if (pc > 0 && Opcode.op(ins[pc - 1] & ~Opcode.INSTRUMENTED) == KW_NAMES) {
                    b.local(ALOAD, S).pushInt(callable).pushInt(arg);
                    b.local(ALOAD, KWNAMES);
                    call(Helper.CALL_WITH_KEYWORDS);
                } else {
                    b.local(ALOAD, S).pushInt(callable).pushInt(arg);
                    call(Helper.CALL);
                }
                checkpoint(pc + 1, callable + 1);
            }
            case MAKE_FUNCTION -> {
                lasti(pc);
                b.local(ALOAD, FRAME).local(ALOAD, S).pushInt(sp).pushInt(arg).local(ALOAD, CACHES).pushInt(pc);
                call(Helper.MAKE_FUNCTION);
                b.op(POP);
            }
            case YIELD_VALUE -> {
                lasti(pc);
                b.local(ALOAD, FRAME).pushInt(pc + 1).pushInt(sp);
                call(Helper.YIELD_VALUE);
                b.op(ARETURN);
            }
            case SEND -> {
                lasti(pc);
                b.local(ALOAD, S).pushInt(sp);
                call(Helper.SEND);
                b.jump(IFNE, at[arg]);
            }
            case LOAD_BUILD_CLASS -> {
                lasti(pc);
                slot(sp);
                b.local(ALOAD, FRAME);
                call(Helper.LOAD_BUILD_CLASS);
                b.op(AASTORE);
            }
            case IMPORT_NAME -> {
                lasti(pc);
                slot(sp - 2);
                name(arg);
                b.local(ALOAD, FRAME);
                get(VmField.FRAME_GLOBALS);
                load(sp - 1);
                load(sp - 2);
                call(Helper.IMPORT_NAME);
                b.op(AASTORE);
                clear(sp - 1);
                checkpoint(pc + 1, sp - 1);
            }
            case IMPORT_FROM -> {
                lasti(pc);
                slot(sp);
                load(sp - 1);
                name(arg);
                call(Helper.IMPORT_FROM);
                b.op(AASTORE);
            }
            default -> throw new IllegalStateException(Opcode.name(op) + " has no translation, and its row does not"
                    + " hand it back");
        }
    }

    // ---- instruction shapes ----

    /**
     * An instruction whose row gives its {@link Shape}: its code comes from the shape and the opcode's helper. The
     * operands of a binary or unary one are taken from where they are and its result left in a local, as is the value
     * of a load that runs no other code ({@link Opcode#mayCallOut}), as LOAD_FAST's is; the others run with the whole
     * stack in the array.
     */
    private void shaped(int pc, int op, int arg, int sp) {
        Helper helper = Helper.of(op);
        switch (Opcode.shape(op)) {
            case BINARY -> binary(helper.mayRaise ? pc : -1, sp, helper, helper.parameters == 3 ? arg : -1);
            case UNARY -> unary(pc, sp, helper);
            case STACK -> {
                flush(sp);
                stackOp(pc, sp, arg, helper);
            }
            case INTO_COLLECTION -> {
                flush(sp);
                intoCollection(pc, sp, arg, helper);
            }
            case LOAD -> {
                if (Opcode.mayCallOut(op)) {
                    flush(sp);
                    slot(sp);
                    variable(pc, op, arg, helper);
                    call(helper);
                    b.op(AASTORE);
                } else {
                    variable(pc, op, arg, helper);
                    call(helper);
                    push(sp);
                }
            }
            case STORE -> {
                flush(sp);
                variable(pc, op, arg, helper);
                load(sp - 1);
                call(helper);
                clear(sp - 1);
            }
            case DELETE -> {
                flush(sp);
                variable(pc, op, arg, helper);
                call(helper);
            }
            case OWN -> throw new IllegalStateException(Opcode.name(op) + " has no shape");
        }
    }

    /**
     * The arguments of a load, store or delete of a variable ({@link Shape#LOAD}) but the value stored: the parts of
     * the frame its helper takes, by their types, then the variable ({@code names[arg]} or {@code arg}).
     */
    private void variable(int pc, int op, int arg, Helper helper) {
        if (helper.mayRaise) {
            lasti(pc);
        }
        int parts = helper.parameters - 1 - (Opcode.shape(op) == Shape.STORE ? 1 : 0);
        for (int i = 0; i < parts; i++) {
            Class<?> part = helper.parameterType(i);
            int local = part == PyFrame.class ? FRAME : part == PyCode.class ? CODE : part == PyObject[].class ? S : -1;
            if (local < 0) {
                throw new IllegalStateException(helper.method + " takes a " + part.getSimpleName() + ", no part of a frame");
            }
            b.local(ALOAD, local);
        }
        if (Opcode.has(op, Opcode.NAME)) {
            name(arg);
        } else {
            b.pushInt(arg);
        }
    }

    /** (a b -- f(a, b[, arg])); {@code pc} -1 for an operation that cannot fail. */
    private void binary(int pc, int sp, Helper helper, int arg) {
        if (pc >= 0) {
            lasti(pc);
        }
        boolean inArray = resultInArray(sp - 2);
        value(sp - 2);
        value(sp - 1);
        if (arg >= 0) {
            b.pushInt(arg);
        }
        call(helper);
        result(sp - 2, inArray);
        drop(sp - 1, sp);
    }

    /** (v -- f(v)). */
    private void unary(int pc, int sp, Helper helper) {
        lasti(pc);
        boolean inArray = resultInArray(sp - 1);
        value(sp - 1);
        call(helper);
        result(sp - 1, inArray);
    }

    /** A helper of the dispatch loop that takes (s, sp, arg) and returns the new sp, which is known here. */
    private void stackOp(int pc, int sp, int arg, Helper helper) {
        lasti(pc);
        b.local(ALOAD, S).pushInt(sp).pushInt(arg);
        call(helper);
        b.op(POP);
    }

    /** (c ..(arg-1).. v -- c ..): adds v to the collection at depth arg. */
    private void intoCollection(int pc, int sp, int arg, Helper helper) {
        lasti(pc);
        load(sp - 1 - arg);
        load(sp - 1);
        call(helper);
        clear(sp - 1);
    }

    private void popAndTest(int pc, int sp, Helper test, int target) {
        lasti(pc);
        popToOperand(sp);
        call(test);
        b.jump(IFNE, jumpTarget(pc, target));
    }

    /**
     * Pops the top of the stack onto the JVM's operand stack with the rest of the stack in the array, as a jump
     * needs it.
     */
    private void popToOperand(int sp) {
        int top = sp - 1;
        if (vlow <= top) {
            flush(top);
            b.local(ALOAD, STACK_LOCALS + top - base);
        } else {
            load(top);
            b.local(ASTORE, TMP);
            clear(top);
            b.local(ALOAD, TMP);
        }
        vlow = NONE;
    }

    // ---- where the stack is ----

    /** Pushes the value of stack slot {@code index} onto the JVM's operand stack. */
    private void value(int index) {
        if (index >= vlow) {
            b.local(ALOAD, STACK_LOCALS + index - base);
        } else {
            load(index);
        }
    }

    /** Stores the value on the JVM's operand stack as the new top of the stack, slot {@code index}, in a local. */
    private void push(int index) {
        b.local(ASTORE, STACK_LOCALS + index - base);
        vlow = Math.min(vlow, index);
    }

    /** Stores the value on the JVM's operand stack into stack slot {@code index}, wherever that slot is. */
    private void store(int index) {
        if (index >= vlow) {
            b.local(ASTORE, STACK_LOCALS + index - base);
        } else {
            slot(index);
            b.op(DUP2_X1).op(POP2).op(AASTORE); // (v s i -- s i v)
        }
    }

    /**
     * Whether the result that replaces stack slot {@code index} goes to the array (the slot is there; the
     * caller has pushed the array and index for the store); else it goes to the slot's local.
     */
    private boolean resultInArray(int index) {
        if (index >= vlow) {
            return false;
        }
        slot(index);
        return true;
    }

    /** Stores the value on the JVM's operand stack into stack slot {@code index}, as {@link #resultInArray} chose. */
    private void result(int index, boolean inArray) {
        if (inArray) {
            b.op(AASTORE);
        } else {
            b.local(ASTORE, STACK_LOCALS + index - base);
        }
    }

    /** Pops stack slots {@code from} to {@code to} (exclusive): those in the array are cleared. */
    private void drop(int from, int to) {
        for (int i = from; i < Math.min(to, vlow); i++) {
            clear(i);
        }
        if (vlow >= from) {
            vlow = NONE;
        }
    }

    /** Writes the stack slots held in locals, up to {@code sp}, to the array. */
    private void flush(int sp) {
        flushBelow(sp, sp);
    }

    /** Writes the stack slots held in locals below {@code floor} to the array (the stack's top is {@code sp}). */
    private void flushBelow(int floor, int sp) {
        int end = Math.min(floor, sp);
        copyHeld(end);
        if (vlow < end) {
            vlow = end < sp ? end : NONE;
        }
    }

    /** Writes the stack slots held in locals below {@code end} to the array; they stay held in the locals too. */
    private void copyHeld(int end) {
        for (int i = vlow; i < end; i++) {
            slot(i);
            b.local(ALOAD, STACK_LOCALS + i - base).op(AASTORE);
        }
    }

    // ---- pieces ----

    /**
     * For an attribute access whose receivers' layout the optimizer gave ({@link Speculation#knownLayout}): pushes
     * the class, the key table and the entry, the arguments {@link AttributeOps#loadLayout} and
     * {@link AttributeOps#storeLayout} take after the receiver; returns whether it did.
     */
    private boolean layout(int pc) {
        if (facts == null || !(facts.at[pc] instanceof KnownLayout known)) {
            return false;
        }
        b.field(GETSTATIC, className, "T" + pc, "L" + PY_TYPE + ";");
        b.field(GETSTATIC, className, "K" + pc, OBJECT_DESC);
        b.pushInt(known.slot());
        return true;
    }

    /**
     * The fetch probe of an instruction marked when the form is made. The form looks at the mark first, so a mark
     * a tool has removed since (DISABLE, coverage) costs a load and a test, and the form stays as it is: only while
     * marked does the instruction copy the stack held in locals to the array (the locals stay valid: the probe
     * hands the frame back when it changed the stack) and call the probe.
     */
    private void fetchProbe(int pc, int sp) {
        Label unmarked = new Label();
        b.local(ALOAD, CODE);
        get(VmField.CODE_INSTRUCTIONS).pushInt(pc).op(IALOAD)
                .pushInt(Opcode.INSTRUMENTED).op(IAND).jump(IFEQ, unmarked);
        copyHeld(sp);
        lasti(pc);
        b.local(ALOAD, FRAME).pushInt(pc).pushInt(sp).local(ALOAD, THIS);
        call(Helper.FETCH_MARKED);
        b.op(DUP).jump(IFNONNULL, returnTop).op(POP);
        b.place(unmarked);
    }

    private void lasti(int pc) {
        b.local(ALOAD, FRAME).pushInt(pc);
        put(VmField.FRAME_LASTI);
    }

    private void slot(int index) {
        b.local(ALOAD, S).pushInt(index);
    }

    private void load(int index) {
        slot(index);
        b.op(AALOAD);
    }

    private void clear(int index) {
        slot(index);
        b.op(ACONST_NULL).op(AASTORE);
    }

    private void name(int index) {
        b.local(ALOAD, NAMES).pushInt(index).op(AALOAD);
    }

    /** Hands the frame back to the dispatch loop at {@code pc} with stack pointer {@code sp}. */
    private void leave(int pc, int sp) {
        b.local(ALOAD, FRAME).pushInt(pc).pushInt(sp);
        call(Helper.LEAVE);
        b.op(ARETURN);
    }

    /**
     * A known call that enters its callee's compiled form directly ({@link Speculation#enterDirectly}). The
     * arguments go from wherever they are straight into the callee's fast locals, an array of the callee's frame
     * size made here; {@link CompiledOps#enterDirect} makes and enters the frame (or says no, and the call goes
     * through {@link Interpreter#execute} with that array as its arguments). The form runs here, where it is a
     * constant (a static final field, or this form for a call of this very code), so that the JIT binds its
     * {@code run} and may inline it; what it returns or raises goes to {@link CompiledOps#leftDirect} /
     * {@link CompiledOps#raisedDirect}, which do with it what {@link Interpreter#execute} does. The result stays in
     * a local; the check after the call writes the stack to the array only when it hands the frame back.
     *
     * <p>A known class call ({@link Speculation#knownClassCall}) enters its {@code __init__} so: the new instance
     * takes the class's stack slot, and goes first into the callee's locals; it is the call's value once
     * {@link PyType#initialized} has seen {@code __init__} return None.
     *
     * <p>A known method call ({@link Speculation#knownMethodCall}) enters the method so when the LOAD_METHOD found
     * it (the callable is that function, self above it), and calls as the VM does ({@link CompiledOps#call}) when
     * not.
     */
    private void directCall(int pc, int n, int sp) {
        int callable = sp - n - 2;
        KnownCall knownCall = facts.at[pc] instanceof KnownCall c ? c : null;
        boolean ofClass = knownCall != null && knownCall.ofClass() != null;
        boolean ofMethod = knownCall == null;
        int self = ofClass || ofMethod ? 1 : 0;
        String function = ofClass ? "I" + pc : ofMethod ? "M" + pc : "P" + knownCall.loadPc();
        String objects = "L" + PY_OBJECT + ";";
        Label start = new Label();
        Label end = new Label();
        Label raised = new Label();
        Label known = new Label();
        Label result = new Label();
        lasti(pc);
        if (ofMethod) {
            Label other = new Label();
            int low = vlow;
            value(callable);
            b.field(GETSTATIC, className, function, objects).jump(IF_ACMPNE, other);
            outOfLine.add(() -> {
                b.place(other);
                writeHeld(low, sp);
                b.local(ALOAD, S).pushInt(callable).pushInt(n);
                call(Helper.CALL);
                load(callable);
                clear(callable);
                b.jump(GOTO, result);
            });
        }
        if (ofClass) {
            b.field(GETSTATIC, className, "P" + knownCall.loadPc(), objects);
            call(Helper.NEW_INSTANCE);
            store(callable + 1);
        }
        b.pushInt(facts.entry(pc).frameSize()).type(ANEWARRAY, PY_OBJECT);
        for (int i = -self; i < n; i++) {
            b.op(DUP).pushInt(i + self);
            value(callable + 2 + i);
            b.op(AASTORE);
        }
        b.op(DUP).field(GETSTATIC, className, function, objects);
        directForm(pc);
        call(Helper.ENTER_DIRECT);
        b.op(DUP).local(ASTORE, TMP).jump(IFNULL, known).op(POP);
        directForm(pc);
        b.local(ALOAD, TMP).place(start);
        call(Helper.RUN);
        b.place(end);
        b.handler(start, end, raised);
        b.local(ALOAD, TMP);
        call(Helper.LEFT_DIRECT);
        b.place(result);
        if (ofClass) {
            value(callable + 1);
            call(Helper.INITIALIZED);
        }
        drop(callable, sp);
        push(callable);
        outOfLine.add(() -> {
            b.place(raised).local(ALOAD, TMP);
            call(Helper.RAISED_DIRECT);
            b.jump(GOTO, result);
            b.place(known).pushInt(n + self).field(GETSTATIC, className, function, objects);
            call(Helper.CALL_KNOWN_WITH);
            b.jump(GOTO, result);
        });
        checkpointWriting(pc + 1, callable + 1);
    }

    /** Pushes the compiled form the direct call at {@code pc} enters. */
    private void directForm(int pc) {
        if (facts.entry(pc).form() == Speculation.THIS_FORM) {
            b.local(ALOAD, THIS);
        } else {
            b.field(GETSTATIC, className, "E" + pc, "L" + COMPILED_CODE + ";");
        }
    }

    /**
     * {@link #checkpoint} with the stack slots held in locals as they are: the hand-back writes them to the array
     * first.
     */
    private void checkpointWriting(int pc, int sp) {
        int low = vlow;
        Label stale = new Label();
        b.local(ALOAD, CODE);
        get(VmField.CODE_COMPILED).local(ALOAD, THIS).jump(IF_ACMPNE, stale);
        outOfLine.add(() -> {
            b.place(stale);
            writeHeld(low, sp);
            leave(pc, sp);
        });
    }

    /**
     * Writes the stack slots from {@code low} to {@code sp} (exclusive), held in locals, to the array, on a path out
     * of line whose {@link #vlow} was {@code low}; the translation's own record of where the slots are is unchanged.
     */
    private void writeHeld(int low, int sp) {
        for (int i = low; i < sp; i++) {
            slot(i);
            b.local(ALOAD, STACK_LOCALS + i - base).op(AASTORE);
        }
    }

    /** Goes on only while the code object still holds this compiled form; else hands back at {@code pc}. */
    private void checkpoint(int pc, int sp) {
        Label stale = new Label();
        b.local(ALOAD, CODE);
        get(VmField.CODE_COMPILED).local(ALOAD, THIS).jump(IF_ACMPNE, stale);
        outOfLine.add(() -> {
            b.place(stale);
            leave(pc, sp);
        });
    }

    /** An out-of-line block raising UnboundLocalError for local {@code index} at {@code pc}. */
    private Label unboundLocal(int pc, int index) {
        Label l = new Label();
        outOfLine.add(() -> {
            b.place(l);
            lasti(pc);
            b.local(ALOAD, CODE).pushInt(index);
            call(Helper.UNBOUND_LOCAL);
            b.op(ATHROW);
        });
        return l;
    }

    /** Reads field {@code f} (of the object on the operand stack, unless it is static). */
    private MethodBody get(VmField f) {
        return b.field(f.isStatic ? GETSTATIC : GETFIELD, f.owner, f.name, f.descriptor);
    }

    /** Writes field {@code f} (the object and the value on the operand stack, or the value alone if static). */
    private void put(VmField f) {
        b.field(f.isStatic ? PUTSTATIC : PUTFIELD, f.owner, f.name, f.descriptor);
    }

    private void call(Helper h) {
        invoke(b, h);
    }

    private static void invoke(MethodBody body, Helper h) {
        body.invoke(h.isStatic ? INVOKESTATIC : INVOKEVIRTUAL, h.owner, h.method, h.descriptor);
    }

    private static String internal(Class<?> c) {
        return c.getName().replace('.', '/');
    }
}
