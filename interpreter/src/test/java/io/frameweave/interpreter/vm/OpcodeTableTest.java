package io.frameweave.interpreter.vm;

import io.frameweave.interpreter.bytecode.Opcode;
import io.frameweave.interpreter.bytecode.PyCode;
import io.frameweave.interpreter.bytecode.Shape;
import io.frameweave.interpreter.bytecode.StackDepths;
import io.frameweave.interpreter.compiler.Compiler;
import io.frameweave.interpreter.parser.Parser;
import io.frameweave.interpreter.runtime.PyObject;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import static io.frameweave.interpreter.bytecode.Opcode.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * Walks the opcode table ({@link Opcode}'s rows): every opcode has a program below whose code holds it; that
 * program runs in the dispatch loop, whose switch has a case for every opcode, and translates for the compiled
 * tier (or the row hands the opcode back); a shaped row has a helper of its shape; the pops and pushes of the
 * row fit the stack depths the compiler assumed for each instruction and CPython's stack effects; and the row
 * names its event. Adding an opcode adds one line to {@link #PROGRAMS}.
 */
class OpcodeTableTest {

    private static final String CELL = "def f():\n    a = 1\n    def g():\n        return a\n    return g()\nf()\n";
    private static final String LOOP = "for i in range(2):\n    pass\n";
    private static final String TRY = "try:\n    raise ValueError\nexcept ValueError:\n    pass\n";
    private static final String TRY_STAR = "try:\n    raise ValueError\nexcept* ValueError:\n    pass\n";
    private static final String WITH = "class M:\n    def __enter__(self):\n        return self\n"
            + "    def __exit__(self, *a):\n        return False\nwith M():\n    pass\n";
    private static final String GENERATOR = "def g():\n    yield 1\nlist(g())\n";
    private static final String YIELD_FROM = "def g():\n    yield from [1]\nlist(g())\n";
    private static final String ASYNC = "async def g():\n    yield 1\nasync def f(m):\n    async with m:\n"
            + "        pass\n    async for x in g():\n        await m\n";
    private static final String STAR_CALL = "def f(**k):\n    return k\na = {}\nf(**a)\n";
    private static final String F_STRING = "a = 1\nb = f'{a}!'\n";
    /** Compiled as at the interactive prompt (mode {@code single}): the only place PRINT_EXPR is compiled. */
    private static final String INTERACTIVE = "1\n";

    /** One program per opcode whose code holds that opcode. */
    private static final Map<Integer, String> PROGRAMS = new TreeMap<>(Map.ofEntries(
            Map.entry(NOP, "try:\n    pass\nexcept ValueError:\n    pass\n"),
            Map.entry(POP_TOP, "len([])\n"),
            Map.entry(PUSH_NULL, "len([])\n"),
            Map.entry(COPY, "a = [1]\na[0] += 1\n"),
            Map.entry(SWAP, "a = 1\nb = 2\na, b = b, a\n"),
            Map.entry(LOAD_CONST, "x = 1\n"),
            Map.entry(LOAD_FAST, "def f(a):\n    return a\nf(1)\n"),
            Map.entry(STORE_FAST, "def f():\n    a = 1\n    return a\nf()\n"),
            Map.entry(DELETE_FAST, "def f():\n    a = 1\n    del a\nf()\n"),
            Map.entry(LOAD_NAME, "x = 1\ny = x\n"),
            Map.entry(STORE_NAME, "x = 1\n"),
            Map.entry(DELETE_NAME, "x = 1\ndel x\n"),
            Map.entry(LOAD_GLOBAL, "def f():\n    return len\nf()\n"),
            Map.entry(STORE_GLOBAL, "def f():\n    global g\n    g = 1\nf()\n"),
            Map.entry(DELETE_GLOBAL, "def f():\n    global g\n    g = 1\n    del g\nf()\n"),
            Map.entry(MAKE_CELL, CELL),
            Map.entry(LOAD_CLOSURE, CELL),
            Map.entry(LOAD_DEREF, CELL),
            Map.entry(STORE_DEREF, CELL),
            Map.entry(DELETE_DEREF, "def f():\n    a = 1\n    def g():\n        return a\n    del a\nf()\n"),
            Map.entry(LOAD_CLASSDEREF, "def f():\n    a = 1\n    class C:\n        b = a\n    return C.b\nf()\n"),
            Map.entry(COPY_FREE_VARS, CELL),
            Map.entry(LOAD_ATTR, "x = (1).real\n"),
            Map.entry(STORE_ATTR, "class C:\n    pass\nc = C()\nc.a = 1\n"),
            Map.entry(DELETE_ATTR, "class C:\n    pass\nc = C()\nc.a = 1\ndel c.a\n"),
            Map.entry(LOAD_METHOD, "[].copy()\n"),
            Map.entry(BINARY_SUBSCR, "a = [1]\nx = a[0]\n"),
            Map.entry(STORE_SUBSCR, "a = [1]\na[0] = 2\n"),
            Map.entry(DELETE_SUBSCR, "a = [1]\ndel a[0]\n"),
            Map.entry(BUILD_SLICE, "a = [1, 2]\nb = a[0:1:1]\n"),
            Map.entry(BINARY_OP, "a = 1\nb = a + 1\n"),
            Map.entry(UNARY_NEGATIVE, "a = 1\nb = -a\n"),
            Map.entry(UNARY_POSITIVE, "a = 1\nb = +a\n"),
            Map.entry(UNARY_NOT, "a = 1\nb = not a\n"),
            Map.entry(UNARY_INVERT, "a = 1\nb = ~a\n"),
            Map.entry(COMPARE_OP, "a = 1\nb = a < 2\n"),
            Map.entry(IS_OP, "a = 1\nb = a is None\n"),
            Map.entry(CONTAINS_OP, "a = 1\nb = a in [1]\n"),
            Map.entry(BUILD_TUPLE, "a = 1\nb = (a, a)\n"),
            Map.entry(BUILD_LIST, "a = 1\nb = [a]\n"),
            Map.entry(BUILD_SET, "a = 1\nb = {a}\n"),
            Map.entry(BUILD_MAP, "a = 1\nb = {a: a}\n"),
            Map.entry(BUILD_CONST_KEY_MAP, "a = 1\nb = {'x': a, 'y': a}\n"),
            Map.entry(BUILD_STRING, F_STRING),
            Map.entry(LIST_APPEND, "b = [i for i in range(2)]\n"),
            Map.entry(SET_ADD, "b = {i for i in range(2)}\n"),
            Map.entry(MAP_ADD, "b = {i: i for i in range(2)}\n"),
            Map.entry(LIST_EXTEND, "a = [1]\nb = [*a, 2]\n"),
            Map.entry(SET_UPDATE, "a = [1]\nb = {*a, 2}\n"),
            Map.entry(DICT_UPDATE, "a = {}\nb = {**a}\n"),
            Map.entry(DICT_MERGE, STAR_CALL),
            Map.entry(LIST_TO_TUPLE, "a = [1]\nb = (*a, 2)\n"),
            Map.entry(FORMAT_VALUE, F_STRING),
            Map.entry(UNPACK_SEQUENCE, "a, b = [1, 2]\n"),
            Map.entry(UNPACK_EX, "a, *b = [1, 2]\n"),
            Map.entry(JUMP_FORWARD, "a = 1\nb = 2 if a else 3\n"),
            Map.entry(JUMP_BACKWARD, LOOP),
            Map.entry(POP_JUMP_IF_FALSE, "a = 1\nif a:\n    a = 2\n"),
            Map.entry(POP_JUMP_IF_TRUE, "a = 1\nif not a:\n    a = 2\n"),
            Map.entry(POP_JUMP_IF_NONE, "a = 1\nif a is not None:\n    a = 2\n"),
            Map.entry(POP_JUMP_IF_NOT_NONE, "a = 1\nif a is None:\n    a = 2\n"),
            Map.entry(JUMP_IF_FALSE_OR_POP, "a = 1\nb = a and 2\n"),
            Map.entry(JUMP_IF_TRUE_OR_POP, "a = 1\nb = a or 2\n"),
            Map.entry(GET_ITER, LOOP),
            Map.entry(FOR_ITER, LOOP),
            Map.entry(KW_NAMES, "def f(k):\n    return k\nf(k=1)\n"),
            Map.entry(CALL, "len([])\n"),
            Map.entry(CALL_FUNCTION_EX, STAR_CALL),
            Map.entry(MAKE_FUNCTION, "def f():\n    pass\n"),
            Map.entry(RETURN_VALUE, "x = 1\n"),
            Map.entry(LOAD_BUILD_CLASS, "class C:\n    pass\n"),
            Map.entry(SETUP_ANNOTATIONS, "x: int = 1\n"),
            Map.entry(RESUME, "x = 1\n"),
            Map.entry(RETURN_GENERATOR, GENERATOR),
            Map.entry(YIELD_VALUE, GENERATOR),
            Map.entry(SEND, YIELD_FROM),
            Map.entry(GET_YIELD_FROM_ITER, YIELD_FROM),
            Map.entry(JUMP_BACKWARD_NO_INTERRUPT, YIELD_FROM),
            Map.entry(GET_AWAITABLE, ASYNC),
            Map.entry(GET_AITER, ASYNC),
            Map.entry(GET_ANEXT, ASYNC),
            Map.entry(ASYNC_GEN_WRAP, ASYNC),
            Map.entry(BEFORE_ASYNC_WITH, ASYNC),
            Map.entry(END_ASYNC_FOR, ASYNC),
            Map.entry(RAISE_VARARGS, TRY),
            Map.entry(RERAISE, TRY),
            Map.entry(PUSH_EXC_INFO, TRY),
            Map.entry(POP_EXCEPT, TRY),
            Map.entry(CHECK_EXC_MATCH, TRY),
            Map.entry(LOAD_ASSERTION_ERROR, "a = 1\nassert a\n"),
            Map.entry(BEFORE_WITH, WITH),
            Map.entry(WITH_EXCEPT_START, WITH),
            Map.entry(CHECK_EG_MATCH, TRY_STAR),
            Map.entry(PREP_RERAISE_STAR, TRY_STAR),
            Map.entry(IMPORT_NAME, "import math\n"),
            Map.entry(IMPORT_FROM, "from math import pi\n"),
            Map.entry(IMPORT_STAR, "from math import *\n"),
            Map.entry(PRINT_EXPR, INTERACTIVE),
            Map.entry(GET_LEN, "match [1]:\n    case [x]:\n        pass\n"),
            Map.entry(MATCH_MAPPING, "match {1: 2}:\n    case {1: x}:\n        pass\n"),
            Map.entry(MATCH_SEQUENCE, "match [1]:\n    case [x]:\n        pass\n"),
            Map.entry(MATCH_KEYS, "match {1: 2}:\n    case {1: x}:\n        pass\n"),
            Map.entry(MATCH_CLASS, "match 1:\n    case int(x):\n        pass\n")));

    private static List<Integer> definedOpcodes() {
        List<Integer> ops = new ArrayList<>();
        for (int op = 0; op <= MAX_BASE_OPCODE; op++) {
            if (Opcode.isDefined(op)) {
                ops.add(op);
            }
        }
        return ops;
    }

    @Test
    void everyRowHasAProgramAndEveryProgramARow() {
        List<Integer> defined = definedOpcodes();
        assertTrue(defined.size() > 80, "the table looks too small: " + defined.size());
        List<String> missing = new ArrayList<>();
        for (int op : defined) {
            if (!PROGRAMS.containsKey(op)) {
                missing.add(Opcode.name(op));
            }
        }
        assertEquals(List.of(), missing, "opcodes without a program in OpcodeTableTest.PROGRAMS");
        assertEquals(defined, new ArrayList<>(PROGRAMS.keySet()));
    }

    @Test
    void eachOpcodeHasARowNamedAsItsConstantThatStatesItsEvent() throws IllegalAccessException {
        Map<String, Integer> constants = new TreeMap<>();
        for (Field f : Opcode.class.getFields()) {
            if (f.getType() == int.class && Modifier.isStatic(f.getModifiers())) {
                constants.put(f.getName(), f.getInt(null));
            }
        }
        for (int op : definedOpcodes()) {
            assertEquals(op, constants.get(Opcode.name(op)), "the row of opcode " + op);
            assertNotNull(Opcode.event(op), Opcode.name(op));
        }
        constants.keySet().removeAll(NOT_OPCODES);
        for (Map.Entry<String, Integer> c : constants.entrySet()) {
            assertEquals(c.getKey(), Opcode.name(c.getValue()), "opcode " + c.getKey() + " has no row");
        }
    }

    /** The int constants of {@link Opcode} that are not opcodes: row flags and encoding limits. */
    private static final List<String> NOT_OPCODES = List.of("HAS_ARG", "JUMP", "CONST", "NAME", "LOCAL",
            "NO_FALLTHROUGH", "SUSPENDS", "STAYS_IN", "HANDS_BACK", "ITERATES", "MAX_BASE_OPCODE", "INSTRUMENTED", "MAX_ARG");

    @Test
    void eachProgramHoldsItsOpcode() {
        for (Map.Entry<Integer, String> e : PROGRAMS.entrySet()) {
            boolean[] seen = new boolean[256];
            for (PyCode code : codeObjects(e.getValue(), e.getKey())) {
                for (int instruction : code.instructions) {
                    seen[Opcode.op(instruction)] = true;
                }
            }
            assertTrue(seen[e.getKey()], "the program for " + Opcode.name(e.getKey()) + " does not compile to it");
        }
    }

    /** The dispatch loop has a case for each opcode: the program runs there (a missing case raises SystemError). */
    @Test
    void eachProgramRunsInTheDispatchLoop() {
        for (Map.Entry<Integer, String> e : PROGRAMS.entrySet()) {
            GuestRun r = GuestRun.program(e.getValue() == INTERACTIVE
                    ? "exec(compile('1', 's', 'single'))\n" : e.getValue());
            assertEquals(0, r.exitCode, Opcode.name(e.getKey()) + "'s program: " + r);
            assertTrue(!r.err.contains("Error"), Opcode.name(e.getKey()) + "'s program: " + r);
        }
    }

    /**
     * The dispatch loop's switch has a case for every opcode, hand-written or written by the build from the row
     * (build-tools' LoopCases): read from the loop's class file, so that it holds whatever the programs run.
     */
    @Test
    void everyOpcodeHasADispatchLoopCase() throws IOException {
        byte[] code = DispatchLoopSizeTest.codes(DispatchLoop.class).get("dispatch");
        assertNotNull(code);
        List<String> missing = new ArrayList<>();
        int switches = 0;
        for (int at = 0; at < code.length; at++) {
            int p = (at + 4) & ~3; // a tableswitch's operands start at the next multiple of four
            if ((code[at] & 0xFF) != 0xAA || p + 12 > code.length || intAt(code, p + 4) != 0
                    || intAt(code, p + 8) < 100 || intAt(code, p + 8) > MAX_BASE_OPCODE) {
                continue;
            }
            switches++;
            int dflt = intAt(code, p);
            int high = intAt(code, p + 8);
            for (int op : definedOpcodes()) {
                if (op > high || intAt(code, p + 12 + 4 * op) == dflt) {
                    missing.add(Opcode.name(op));
                }
            }
        }
        assertEquals(1, switches, "the dispatch loop's tableswitch over the opcodes");
        assertEquals(List.of(), missing, "opcodes the dispatch loop has no case for");
    }

    private static int intAt(byte[] b, int i) {
        return (b[i] << 24) | ((b[i + 1] & 0xFF) << 16) | ((b[i + 2] & 0xFF) << 8) | (b[i + 3] & 0xFF);
    }

    /** The compiled tier translates each opcode, or its row hands it back (a missing case is a VM bug there). */
    @Test
    void eachProgramTranslatesForTheCompiledTier() {
        for (Map.Entry<Integer, String> e : PROGRAMS.entrySet()) {
            for (PyCode code : codeObjects(e.getValue(), e.getKey())) {
                assertNotNull(CodeTranslator.translate(code, "OpcodeTableTest$" + code.name, null),
                        code.qualname + " of " + Opcode.name(e.getKey()) + "'s program");
            }
        }
    }

    /**
     * An opcode whose row gives a {@link Shape} has its helper ({@link Helper#of}), whose signature fits the shape:
     * the tiers write its code from the two alone.
     */
    @Test
    void eachShapedRowHasAHelperOfItsShape() {
        String object = "Lio/frameweave/interpreter/runtime/PyObject;";
        int shaped = 0;
        for (int op : definedOpcodes()) {
            Shape shape = Opcode.shape(op);
            Helper h = Helper.of(op);
            if (shape == Shape.OWN) {
                continue;
            }
            shaped++;
            assertNotNull(h, Opcode.name(op) + " is shaped " + shape + " but has no helper");
            String expected = switch (shape) {
                case BINARY -> "(" + object + object + (Opcode.has(op, HAS_ARG) ? "I" : "") + ")" + object;
                case UNARY -> "(" + object + ")" + object;
                case STACK -> "([" + object + "II)I";
                case INTO_COLLECTION -> "(" + object + object + ")V";
                case LOAD -> "(" + frameParts(h, 1) + variable(op) + ")" + object;
                case STORE -> "(" + frameParts(h, 2) + variable(op) + object + ")V";
                case DELETE -> "(" + frameParts(h, 1) + variable(op) + ")V";
                case OWN -> throw new AssertionError();
            };
            assertEquals(expected, h.descriptor, Opcode.name(op) + "'s helper " + h.owner + "." + h.method);
            assertTrue(h.isStatic, h.method);
        }
        assertTrue(shaped >= 45, "shaped opcodes: " + shaped);
    }

    /**
     * The leading parameters of a load, store or delete helper, {@code after} before the end, as its descriptor has
     * them, when each is a part of the frame the shape knows how to pass; else a text that matches no descriptor.
     */
    private static String frameParts(Helper h, int after) {
        StringBuilder d = new StringBuilder();
        for (int i = 0; i < h.parameters - after; i++) {
            Class<?> part = h.parameterType(i);
            if (part != PyFrame.class && part != PyCode.class && part != PyObject[].class) {
                return "<" + part.getName() + " is no part of a frame>";
            }
            d.append(Helper.descriptor(part));
        }
        return d.toString();
    }

    /** How a load, store or delete helper takes its variable: a name for a NAME argument, an index for a LOCAL one. */
    private static String variable(int op) {
        return Opcode.has(op, NAME) ? "Ljava/lang/String;" : Opcode.has(op, LOCAL) ? "I" : "<no variable>";
    }

    /**
     * The table as the VM runs it shows each opcode's shape and helper, and each helper is a method its class
     * declares with that descriptor (found here by the descriptor alone, apart from {@link Helper}'s own lookup).
     */
    @Test
    void theTableShowsEachOpcodesShapeAndAHelperThatExists() throws ClassNotFoundException {
        String table = InstructionTable.describe();
        for (int op : definedOpcodes()) {
            Helper h = Helper.of(op);
            String line = String.format("%3d %-27s %-15s ", op, Opcode.name(op), Opcode.shape(op));
            assertTrue(table.contains(line + (h != null ? h.signature() : "")), line + " in\n" + table);
        }
        assertTrue(table.contains(" LOAD_NAME                   LOAD            NameOps.loadName(PyFrame, String)"),
                table);
        for (Helper h : Helper.values()) {
            Class<?> owner = Class.forName(h.owner.replace('/', '.'));
            boolean found = false;
            for (java.lang.reflect.Method m : owner.getDeclaredMethods()) {
                found |= m.getName().equals(h.method) && h.descriptor.equals(descriptorOf(m));
            }
            assertTrue(found, h + ": no " + h.owner + "." + h.method + h.descriptor);
        }
    }

    private static String descriptorOf(java.lang.reflect.Method m) {
        StringBuilder d = new StringBuilder("(");
        for (Class<?> p : m.getParameterTypes()) {
            d.append(Helper.descriptor(p));
        }
        return d.append(')').append(Helper.descriptor(m.getReturnType())).toString();
    }

    /** Each helper that gives an opcode is that opcode's ({@link Helper#of}) and is named after it. */
    @Test
    void eachOpcodesHelperIsNamedAfterIt() {
        for (Helper h : Helper.values()) {
            if (h.opcode >= 0) {
                assertEquals(Opcode.name(h.opcode), h.name());
                assertEquals(h, Helper.of(h.opcode));
            }
        }
    }

    /**
     * What the rows say an instruction pops fits the depth the compiler gave the stack before it, and what it
     * pushes fits the frame's stack size: the compiler's stack-depth analysis and the rows agree.
     */
    @Test
    void popsAndPushesFitTheCompilersStackDepths() {
        for (Map.Entry<Integer, String> e : PROGRAMS.entrySet()) {
            for (PyCode code : codeObjects(e.getValue(), e.getKey())) {
                int[] depth = StackDepths.of(code);
                assertNotNull(depth, code.qualname);
                for (int pc = 0; pc < code.instructions.length; pc++) {
                    if (depth[pc] < 0) {
                        continue;
                    }
                    int op = Opcode.op(code.instructions[pc]);
                    int arg = Opcode.arg(code.instructions[pc]);
                    String at = Opcode.name(op) + " at " + pc + " of " + code.name;
                    assertTrue(Opcode.pops(op, arg) <= depth[pc], at + " pops below the stack");
                    assertTrue(depth[pc] - Opcode.pops(op, arg) + Opcode.pushes(op, arg, false) <= code.stackSize,
                            at + " pushes above the stack size");
                }
            }
        }
    }

    /**
     * Where a row's stack effect rightly differs from CPython 3.11's for an opcode of the same name; the opcodes
     * are otherwise compared with {@code opcodes/stack_effects.txt} (its {@code regen.py} writes it from CPython).
     */
    private static final Map<String, String> DIFFERENT_FROM_CPYTHON = Map.of(
            "CALL", "3.11 pops the arguments in PRECALL, which frameweave does not have",
            "BUILD_SLICE", "only 2 and 3 are arguments the compiler emits");

    @Test
    void stackEffectsAreCPythons() throws IOException {
        int compared = 0;
        List<String> wrong = new ArrayList<>();
        try (InputStream in = OpcodeTableTest.class.getResourceAsStream("/opcodes/stack_effects.txt")) {
            assertNotNull(in, "opcodes/stack_effects.txt");
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                String[] f = line.split(" ");
                int op = Opcode.byName(f[0]);
                int arg = Integer.parseInt(f[1]);
                boolean sliceArg = f[0].equals("BUILD_SLICE") && (arg == 2 || arg == 3);
                if (op < 0 || (DIFFERENT_FROM_CPYTHON.containsKey(f[0]) && !sliceArg)) {
                    continue;
                }
                compared++;
                int fall = Opcode.stackEffect(op, arg, false);
                int taken = Opcode.stackEffect(op, arg, true);
                if (fall != Integer.parseInt(f[2]) || taken != Integer.parseInt(f[3])) {
                    wrong.add(line + " (ours " + fall + " " + taken + ")");
                }
            }
        }
        assertEquals(List.of(), wrong);
        assertTrue(compared > 400, "compared only " + compared + " stack effects");
    }

    private static List<PyCode> codeObjects(String program, int op) {
        boolean interactive = program == INTERACTIVE;
        String src = program;
        PyCode root = Compiler.compile(Parser.parse(src, "t.py", interactive ? Parser.Mode.SINGLE : Parser.Mode.FILE),
                "t.py", src);
        List<PyCode> all = new ArrayList<>();
        collect(root, all);
        if (all.isEmpty()) {
            fail("no code for " + Opcode.name(op));
        }
        return all;
    }

    private static void collect(PyCode code, List<PyCode> into) {
        into.add(code);
        for (PyObject c : code.consts) {
            if (c instanceof PyCode nested) {
                collect(nested, into);
            }
        }
    }
}
