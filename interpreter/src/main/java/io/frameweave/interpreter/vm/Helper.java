package io.frameweave.interpreter.vm;

import io.frameweave.interpreter.bytecode.Opcode;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.PyType;

import java.lang.invoke.MethodHandles;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;

/**
 * The Java methods the compiled tier's code calls, one constant each: {@link CodeTranslator} emits a call through
 * a constant, never through a method's name. A constant that gives an opcode is that opcode's semantics, the one
 * helper both tiers run for it (the dispatch loop calls it too); {@link #of} finds it. Each constant resolves its
 * method when this class initializes, and the build initializes it (build-tools' {@code ClassInitCheck}), so a
 * helper renamed or overloaded fails the build, not a translation at run time.
 *
 * <p>Why names and not method references: the emitted code needs the owner, name and descriptor, which a method
 * reference hides (only a serializable lambda reveals them, through machinery the VM's start would then load);
 * the bytecode package, where the rows are, may not see this package, so the link goes from helper to row.
 */
enum Helper {
    // ---- the semantics of an opcode, named after it: (opcode, owner, method) ----
    BINARY_SUBSCR(Opcode.BINARY_SUBSCR, SubscriptOps.class, "getItem"),
    BINARY_OP(Opcode.BINARY_OP, NumberOps.class, "binaryOp"),
    COMPARE_OP(Opcode.COMPARE_OP, NumberOps.class, "compare"),
    CONTAINS_OP(Opcode.CONTAINS_OP, CompiledOps.class, "contains"),
    IS_OP(Opcode.IS_OP, CompiledOps.class, "is", false),
    UNARY_NEGATIVE(Opcode.UNARY_NEGATIVE, NumberOps.class, "negative"),
    UNARY_POSITIVE(Opcode.UNARY_POSITIVE, Ops.class, "positive"),
    UNARY_NOT(Opcode.UNARY_NOT, CompiledOps.class, "not"),
    UNARY_INVERT(Opcode.UNARY_INVERT, Ops.class, "invert"),
    LIST_TO_TUPLE(Opcode.LIST_TO_TUPLE, BuildOps.class, "listToTuple"),
    GET_ITER(Opcode.GET_ITER, IterOps.class, "iter"),
    PREP_RERAISE_STAR(Opcode.PREP_RERAISE_STAR, ExceptStarOps.class, "prepReraiseStar"),
    GET_YIELD_FROM_ITER(Opcode.GET_YIELD_FROM_ITER, GeneratorOps.class, "yieldFromIter"),
    BUILD_SLICE(Opcode.BUILD_SLICE, BuildOps.class, "buildSlice"),
    BUILD_TUPLE(Opcode.BUILD_TUPLE, BuildOps.class, "buildTuple"),
    BUILD_LIST(Opcode.BUILD_LIST, BuildOps.class, "buildList"),
    BUILD_SET(Opcode.BUILD_SET, BuildOps.class, "buildSet"),
    BUILD_MAP(Opcode.BUILD_MAP, BuildOps.class, "buildMap"),
    BUILD_CONST_KEY_MAP(Opcode.BUILD_CONST_KEY_MAP, BuildOps.class, "buildConstKeyMap"),
    BUILD_STRING(Opcode.BUILD_STRING, BuildOps.class, "buildString"),
    FORMAT_VALUE(Opcode.FORMAT_VALUE, BuildOps.class, "formatValue"),
    UNPACK_SEQUENCE(Opcode.UNPACK_SEQUENCE, UnpackOps.class, "unpackSequence"),
    UNPACK_EX(Opcode.UNPACK_EX, UnpackOps.class, "unpackEx"),
    LIST_APPEND(Opcode.LIST_APPEND, BuildOps.class, "listAppend"),
    SET_ADD(Opcode.SET_ADD, BuildOps.class, "setAdd"),
    LIST_EXTEND(Opcode.LIST_EXTEND, BuildOps.class, "listExtend"),
    SET_UPDATE(Opcode.SET_UPDATE, BuildOps.class, "setUpdate"),
    DICT_UPDATE(Opcode.DICT_UPDATE, BuildOps.class, "dictUpdate"),
    MAP_ADD(Opcode.MAP_ADD, BuildOps.class, "mapAdd"),
    DICT_MERGE(Opcode.DICT_MERGE, BuildOps.class, "dictMerge"),
    LOAD_NAME(Opcode.LOAD_NAME, NameOps.class, "loadName"),
    STORE_NAME(Opcode.STORE_NAME, NameOps.class, "storeName"),
    DELETE_NAME(Opcode.DELETE_NAME, NameOps.class, "deleteName"),
    LOAD_GLOBAL(Opcode.LOAD_GLOBAL, NameOps.class, "loadGlobal"),
    STORE_GLOBAL(Opcode.STORE_GLOBAL, NameOps.class, "storeGlobal"),
    DELETE_GLOBAL(Opcode.DELETE_GLOBAL, NameOps.class, "deleteGlobal"),
    MAKE_CELL(Opcode.MAKE_CELL, CompiledOps.class, "makeCell"),
    LOAD_DEREF(Opcode.LOAD_DEREF, NameOps.class, "loadDeref"),
    STORE_DEREF(Opcode.STORE_DEREF, NameOps.class, "storeDeref", false),
    DELETE_DEREF(Opcode.DELETE_DEREF, NameOps.class, "deleteDeref"),
    LOAD_CLASSDEREF(Opcode.LOAD_CLASSDEREF, NameOps.class, "loadClassDeref"),
    COPY_FREE_VARS(Opcode.COPY_FREE_VARS, CompiledOps.class, "copyFreeVars"),
    LOAD_ATTR(Opcode.LOAD_ATTR, AttributeOps.class, "loadAttr"),
    STORE_ATTR(Opcode.STORE_ATTR, AttributeOps.class, "storeAttr"),
    DELETE_ATTR(Opcode.DELETE_ATTR, Ops.class, "delAttr"),
    LOAD_METHOD(Opcode.LOAD_METHOD, AttributeOps.class, "loadMethod"),
    STORE_SUBSCR(Opcode.STORE_SUBSCR, SubscriptOps.class, "setItem"),
    DELETE_SUBSCR(Opcode.DELETE_SUBSCR, Ops.class, "delItem"),
    POP_JUMP_IF_FALSE(Opcode.POP_JUMP_IF_FALSE, CompiledOps.class, "isFalse"),
    POP_JUMP_IF_TRUE(Opcode.POP_JUMP_IF_TRUE, CompiledOps.class, "isTrue"),
    FOR_ITER(Opcode.FOR_ITER, IterOps.class, "next"),
    KW_NAMES(Opcode.KW_NAMES, CallOps.class, "kwnames"),
    CALL(Opcode.CALL, CompiledOps.class, "call"),
    CALL_FUNCTION_EX(Opcode.CALL_FUNCTION_EX, CallOps.class, "callFunctionEx"),
    MAKE_FUNCTION(Opcode.MAKE_FUNCTION, FunctionOps.class, "makeFunction"),
    RETURN_VALUE(Opcode.RETURN_VALUE, CompiledOps.class, "returnValue"),
    LOAD_BUILD_CLASS(Opcode.LOAD_BUILD_CLASS, BuildClass.class, "builtin"),
    SETUP_ANNOTATIONS(Opcode.SETUP_ANNOTATIONS, NameOps.class, "setupAnnotations"),
    YIELD_VALUE(Opcode.YIELD_VALUE, CompiledOps.class, "yieldValue"),
    SEND(Opcode.SEND, GeneratorOps.class, "send"),
    BEFORE_WITH(Opcode.BEFORE_WITH, WithOps.class, "beforeWith"),
    GET_AWAITABLE(Opcode.GET_AWAITABLE, AwaitOps.class, "getAwaitable"),
    GET_AITER(Opcode.GET_AITER, AwaitOps.class, "getAIter"),
    GET_ANEXT(Opcode.GET_ANEXT, AwaitOps.class, "getANext"),
    ASYNC_GEN_WRAP(Opcode.ASYNC_GEN_WRAP, AwaitOps.class, "asyncGenWrap", false),
    BEFORE_ASYNC_WITH(Opcode.BEFORE_ASYNC_WITH, AwaitOps.class, "beforeAsyncWith"),
    END_ASYNC_FOR(Opcode.END_ASYNC_FOR, AwaitOps.class, "endsAsyncFor"),
    IMPORT_NAME(Opcode.IMPORT_NAME, ImportSystem.class, "importName"),
    IMPORT_FROM(Opcode.IMPORT_FROM, ImportSystem.class, "importFrom"),
    GET_LEN(Opcode.GET_LEN, MatchOps.class, "getLen"),
    MATCH_MAPPING(Opcode.MATCH_MAPPING, MatchOps.class, "matchMapping"),
    MATCH_SEQUENCE(Opcode.MATCH_SEQUENCE, MatchOps.class, "matchSequence"),
    MATCH_KEYS(Opcode.MATCH_KEYS, MatchOps.class, "matchKeys"),
    MATCH_CLASS(Opcode.MATCH_CLASS, MatchOps.class, "matchClass"),

    // ---- what the compiled tier needs besides: (owner, method) ----
    TRUTH(NumberOps.class, "isTrue"),
    UNBOUND_LOCAL(NameOps.class, "unboundLocal"),
    LOAD_LAYOUT(AttributeOps.class, "loadLayout"),
    STORE_LAYOUT(AttributeOps.class, "storeLayout"),
    CALL_WITH_KEYWORDS(CompiledOps.class, "callWithKeywords"),
    CALL_KNOWN(CompiledOps.class, "callKnown"),
    CALL_KNOWN_CLASS(CompiledOps.class, "callKnownClass"),
    CALL_KNOWN_BUILTIN_METHOD(CompiledOps.class, "callKnownBuiltinMethod"),
    CALL_KNOWN_WITH(CompiledOps.class, "callKnownWith"),
    NEW_INSTANCE(CompiledOps.class, "newInstance"),
    INITIALIZED(PyType.class, "initialized"),
    ENTER_DIRECT(CompiledOps.class, "enterDirect"),
    RUN(CompiledCode.class, "run"),
    LEFT_DIRECT(CompiledOps.class, "leftDirect"),
    RAISED_DIRECT(CompiledOps.class, "raisedDirect"),
    FETCH_MARKED(CompiledOps.class, "fetchMarked"),
    LEAVE(CompiledCode.class, "leave"),
    YIELD_IF_REQUESTED(GIL.class, "yieldIfRequested"),
    CLASS_DATA(Speculation.class, "classData"),
    LOOKUP(MethodHandles.class, "lookup");

    private static final Helper[] BY_OPCODE = new Helper[Opcode.MAX_BASE_OPCODE + 1];

    static {
        for (Helper h : values()) {
            if (h.opcode >= 0) {
                if (BY_OPCODE[h.opcode] != null) {
                    throw new ExceptionInInitializerError(Opcode.name(h.opcode) + " has two helpers");
                }
                BY_OPCODE[h.opcode] = h;
            }
        }
    }

    /** The opcode whose semantics this is, or -1. */
    final int opcode;
    /** The method's class, in internal form. */
    final String owner;
    final String method;
    final String descriptor;
    /** Whether the method may raise (else the compiled tier need not record which instruction runs it). */
    final boolean mayRaise;
    /** Whether the method is static (else it is called on the object below its arguments). */
    final boolean isStatic;
    /** How many parameters the method takes (its receiver not counted). */
    final int parameters;
    /** The method's parameter types (a load or store of a variable takes the parts of the frame it needs by type). */
    private final Class<?>[] parameterTypes;
    /** The method as a reader would write it: {@code NumberOps.binaryOp(PyObject, PyObject, int)}. */
    private final String signature;

    Helper(Class<?> owner, String method) {
        this(-1, owner, method);
    }

    Helper(int opcode, Class<?> owner, String method) {
        this(opcode, owner, method, true);
    }

    Helper(int opcode, Class<?> owner, String method, boolean mayRaise) {
        Method m = only(owner, method);
        this.mayRaise = mayRaise;
        this.opcode = opcode;
        this.owner = internal(owner);
        this.method = method;
        this.descriptor = descriptor(m);
        this.isStatic = Modifier.isStatic(m.getModifiers());
        this.parameters = m.getParameterCount();
        this.parameterTypes = m.getParameterTypes();
        StringBuilder sig = new StringBuilder(owner.getSimpleName()).append('.').append(method).append('(');
        for (int i = 0; i < parameterTypes.length; i++) {
            sig.append(i > 0 ? ", " : "").append(parameterTypes[i].getSimpleName());
        }
        this.signature = sig.append(')').toString();
    }

    /** The method as a reader would write it, its owner's simple name first. */
    String signature() {
        return signature;
    }

    /** The type of the method's parameter {@code i} (its receiver not counted). */
    Class<?> parameterType(int i) {
        return parameterTypes[i];
    }

    /** The semantics of {@code opcode}: the helper both tiers run for it, or null when it has none of its own. */
    static Helper of(int opcode) {
        return opcode >= 0 && opcode < BY_OPCODE.length ? BY_OPCODE[opcode] : null;
    }

    /**
     * The one static method {@code name} declared by {@code owner}, or, when it declares none, its one instance
     * method of that name; an error when there is none or more than one. Of a JDK class only public methods count:
     * its private ones differ between releases ({@code MethodHandles.lookup} has a private overload in JDK 25).
     */
    private static Method only(Class<?> owner, String name) {
        Method found = null;
        boolean publicOnly = owner.getName().startsWith("java.");
        for (boolean statics : new boolean[] {true, false}) {
            for (Method m : owner.getDeclaredMethods()) {
                if (publicOnly && !Modifier.isPublic(m.getModifiers())) {
                    continue;
                }
                if (m.getName().equals(name) && !m.isSynthetic() && Modifier.isStatic(m.getModifiers()) == statics) {
                    if (found != null) {
                        throw new ExceptionInInitializerError(owner.getName() + "." + name + " is overloaded");
                    }
                    found = m;
                }
            }
            if (found != null) {
                return found;
            }
        }
        throw new ExceptionInInitializerError("no method " + owner.getName() + "." + name);
    }

    private static String descriptor(Method m) {
        StringBuilder d = new StringBuilder("(");
        for (Class<?> p : m.getParameterTypes()) {
            d.append(descriptor(p));
        }
        return d.append(')').append(descriptor(m.getReturnType())).toString();
    }

    static String descriptor(Class<?> c) {
        if (c.isArray()) {
            return "[" + descriptor(c.getComponentType());
        }
        if (c.isPrimitive()) {
            return switch (c.getName()) {
                case "int" -> "I";
                case "boolean" -> "Z";
                case "void" -> "V";
                case "long" -> "J";
                case "double" -> "D";
                default -> throw new IllegalArgumentException(c.getName());
            };
        }
        return "L" + internal(c) + ";";
    }

    static String internal(Class<?> c) {
        return c.getName().replace('.', '/');
    }
}
