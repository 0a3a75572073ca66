package io.frameweave.interpreter.bytecode;

/**
 * The instruction set, and the single table of its metadata. An instruction is one {@code int}:
 * the opcode in the low 8 bits and the argument in the upper 24 ({@link #encode}). Names and meanings follow
 * CPython 3.11 so that a disassembly reads beside {@code python3 -m dis}; where ours differs it says so.
 * Jump arguments are absolute instruction indexes (CPython's are relative); there are no inline CACHE
 * entries (inline caches live in a side array of the code object).
 *
 * <p>Stack notation: {@code (before -- after)}, top of stack rightmost.
 */
public final class Opcode {
    private Opcode() {}

    // ---- stack shuffling ----
    public static final int NOP = 0;                    // ( -- )
    public static final int POP_TOP = 1;                // (v -- )
    public static final int PUSH_NULL = 2;              // ( -- NULL)  marks "no self" below a callable
    public static final int COPY = 3;                   // (.. v[arg] -- .. v[arg] v[arg])  arg counts from 1 = top
    public static final int SWAP = 4;                   // swap top with the arg-th item (arg >= 2)

    // ---- constants and variables ----
    public static final int LOAD_CONST = 10;            // ( -- consts[arg])
    public static final int LOAD_FAST = 11;             // ( -- locals[arg])  UnboundLocalError if unset
    public static final int STORE_FAST = 12;            // (v -- )  locals[arg] = v
    public static final int DELETE_FAST = 13;           // ( -- )  locals[arg] = unset
    public static final int LOAD_NAME = 14;             // ( -- v)  names[arg] in locals, globals, builtins
    public static final int STORE_NAME = 15;            // (v -- )  locals mapping [names[arg]] = v
    public static final int DELETE_NAME = 16;           // ( -- )
    public static final int LOAD_GLOBAL = 17;           // ( -- [NULL] v)  names[arg>>1] in globals, builtins; arg&1 pushes NULL first
    public static final int STORE_GLOBAL = 18;          // (v -- )
    public static final int DELETE_GLOBAL = 19;         // ( -- )
    public static final int MAKE_CELL = 20;             // ( -- )  locals[arg] = cell(locals[arg])
    public static final int LOAD_CLOSURE = 21;          // ( -- cell)  the cell in locals[arg] itself
    public static final int LOAD_DEREF = 22;            // ( -- cell.contents of locals[arg])
    public static final int STORE_DEREF = 23;           // (v -- )
    public static final int DELETE_DEREF = 24;          // ( -- )
    public static final int LOAD_CLASSDEREF = 25;       // ( -- v)  class body: locals mapping first, then the cell
    public static final int COPY_FREE_VARS = 26;        // ( -- )  copy the function's closure cells into the last arg slots

    // ---- attributes and subscripts ----
    public static final int LOAD_ATTR = 30;             // (o -- o.names[arg])
    public static final int STORE_ATTR = 31;            // (v o -- )  o.names[arg] = v
    public static final int DELETE_ATTR = 32;           // (o -- )
    public static final int LOAD_METHOD = 33;           // (o -- meth self | NULL attr)  for a following CALL
    public static final int BINARY_SUBSCR = 34;         // (c k -- c[k])
    public static final int STORE_SUBSCR = 35;          // (v c k -- )  c[k] = v
    public static final int DELETE_SUBSCR = 36;         // (c k -- )
    public static final int BUILD_SLICE = 37;           // (a b [c] -- slice)  arg is 2 or 3

    // ---- operators ----
    public static final int BINARY_OP = 40;             // (a b -- a op b)  arg = ast.Operator ordinal, +13 for in-place
    public static final int UNARY_NEGATIVE = 41;        // (v -- -v)
    public static final int UNARY_POSITIVE = 42;        // (v -- +v)
    public static final int UNARY_NOT = 43;             // (v -- not v)
    public static final int UNARY_INVERT = 44;          // (v -- ~v)
    public static final int COMPARE_OP = 45;            // (a b -- a cmp b)  arg = ast.CmpOp ordinal (0..5)
    public static final int IS_OP = 46;                 // (a b -- a is b)  arg 1 inverts
    public static final int CONTAINS_OP = 47;           // (a b -- a in b)  arg 1 inverts

    // ---- building containers ----
    public static final int BUILD_TUPLE = 50;           // (v1..vn -- tuple)  n = arg
    public static final int BUILD_LIST = 51;            // (v1..vn -- list)
    public static final int BUILD_SET = 52;             // (v1..vn -- set)
    public static final int BUILD_MAP = 53;             // (k1 v1..kn vn -- dict)
    public static final int BUILD_CONST_KEY_MAP = 54;   // (v1..vn keys -- dict)  keys a tuple constant
    public static final int BUILD_STRING = 55;          // (s1..sn -- s1+..+sn)
    public static final int LIST_APPEND = 56;           // (list ..(arg-1).. v -- list ..)  list found at depth arg
    public static final int SET_ADD = 57;               // as LIST_APPEND for a set
    public static final int MAP_ADD = 58;               // (dict .. k v -- dict ..)  dict at depth arg below k v
    public static final int LIST_EXTEND = 59;           // (list .. it -- list ..)  list at depth arg
    public static final int SET_UPDATE = 60;            // (set .. it -- set ..)
    public static final int DICT_UPDATE = 61;           // (dict .. m -- dict ..)
    public static final int DICT_MERGE = 62;            // as DICT_UPDATE, TypeError on duplicate keys (call **kwargs)
    public static final int LIST_TO_TUPLE = 63;         // (list -- tuple)
    public static final int FORMAT_VALUE = 64;          // (v [spec] -- str)  arg&3 conversion (0 none,1 str,2 repr,3 ascii), arg&4 has spec
    public static final int UNPACK_SEQUENCE = 65;       // (seq -- v_n..v_1)  exactly arg items, first on top
    public static final int UNPACK_EX = 66;             // (seq -- ..)  arg&0xFF before the star, arg>>8 after

    // ---- control flow (targets are absolute instruction indexes) ----
    public static final int JUMP_FORWARD = 70;          // pc = arg  (arg > pc)
    public static final int JUMP_BACKWARD = 71;         // pc = arg  (arg <= pc)  the loop's back edge
    public static final int POP_JUMP_IF_FALSE = 72;     // (v -- )  jump if not v
    public static final int POP_JUMP_IF_TRUE = 73;      // (v -- )
    public static final int POP_JUMP_IF_NONE = 74;      // (v -- )
    public static final int POP_JUMP_IF_NOT_NONE = 75;  // (v -- )
    public static final int JUMP_IF_FALSE_OR_POP = 76;  // (v -- v | )  keep v and jump if false, else pop
    public static final int JUMP_IF_TRUE_OR_POP = 77;   // (v -- v | )
    public static final int GET_ITER = 78;              // (o -- iter(o))
    public static final int FOR_ITER = 79;              // (it -- it next)  or pop it and jump to arg when exhausted

    // ---- functions and calls ----
    public static final int KW_NAMES = 80;              // ( -- )  the next CALL's keyword names are consts[arg] (a tuple)
    public static final int CALL = 81;                  // (f|NULL  self|f  a1..an -- result)  n = arg, last kw-count are keywords
    public static final int CALL_FUNCTION_EX = 82;      // (NULL f args [kwargs] -- result)  arg&1 has kwargs
    public static final int MAKE_FUNCTION = 83;         // ([defaults] [kwdefaults] [annotations] [closure] code -- fn)  flags 1,2,4,8
    public static final int RETURN_VALUE = 84;          // (v -- )  return v to the caller
    public static final int LOAD_BUILD_CLASS = 85;      // ( -- __build_class__)
    public static final int RESUME = 86;                // ( -- )  frame start (arg 0), after a yield (arg 1), after a yield from's yield (arg 2)

    // ---- generators ----
    public static final int RETURN_GENERATOR = 90;      // make a generator of this frame and return it to the caller
    public static final int YIELD_VALUE = 91;           // (v -- sent)  suspend, yielding v; resumes with the value sent
    public static final int SEND = 92;                  // (sub v -- sub r)  r = sub.send(v) (next(sub) if v is None); when sub returns: (sub v -- r), pc = arg
    public static final int GET_YIELD_FROM_ITER = 93;   // (o -- iter)  generators pass through
    public static final int JUMP_BACKWARD_NO_INTERRUPT = 95; // pc = arg  the back edge of a yield from loop, without the eval breaker

    // ---- exceptions ----
    public static final int RAISE_VARARGS = 100;        // (exc [cause] -- )  arg 0 re-raises the handled exception
    public static final int RERAISE = 101;              // (exc -- )  arg 1: the stack also holds lasti below exc
    public static final int PUSH_EXC_INFO = 102;        // (exc -- prev exc)  exc becomes the handled exception
    public static final int POP_EXCEPT = 103;           // (prev -- )  restore the previously handled exception
    public static final int CHECK_EXC_MATCH = 104;      // (exc type -- exc bool)
    public static final int LOAD_ASSERTION_ERROR = 105; // ( -- AssertionError)
    public static final int BEFORE_WITH = 106;          // (mgr -- exit mgr.__enter__())
    public static final int WITH_EXCEPT_START = 107;    // (exit lasti prev exc -- exit lasti prev exc res)  res = exit(type, exc, tb)

    // ---- modules ----
    public static final int IMPORT_NAME = 110;          // (level fromlist -- module)  name = names[arg]
    public static final int IMPORT_FROM = 111;          // (module -- module module.names[arg])
    public static final int IMPORT_STAR = 112;          // (module -- )  into the locals mapping
    public static final int PRINT_EXPR = 113;           // (v -- )  interactive mode: print repr(v) unless None, set builtins._

    /** Highest opcode number the base set uses; numbers above it are never produced by the compiler. */
    public static final int MAX_BASE_OPCODE = 127;
    /** The opcode bit instrumentation sets, in place, on an instruction it monitors (see InstructionFetch). */
    public static final int INSTRUMENTED = 0x80;

    // ---- encoding ----
    public static int encode(int opcode, int arg) {
        return opcode | (arg << 8);
    }

    /**
     * The opcode of an instruction, whether or not instrumentation marked it (bit {@link #INSTRUMENTED}): code
     * that inspects instructions of a code object that may be running must read opcodes through here.
     */
    public static int op(int instruction) {
        return instruction & MAX_BASE_OPCODE;
    }

    public static int arg(int instruction) {
        return instruction >>> 8;
    }

    public static final int MAX_ARG = (1 << 24) - 1;

    // ---- metadata table ----
    /** The instruction has a meaningful argument. */
    public static final int HAS_ARG = 1;
    /** The argument is a jump target. */
    public static final int JUMP = 2;
    /** The argument indexes co_consts. */
    public static final int CONST = 4;
    /** The argument indexes co_names (LOAD_GLOBAL: arg >> 1). */
    public static final int NAME = 8;
    /** The argument indexes the fast locals / cells / free vars. */
    public static final int LOCAL = 16;
    /** Control never falls through to the next instruction. */
    public static final int NO_FALLTHROUGH = 32;
    /** The instruction may suspend the frame. */
    public static final int SUSPENDS = 64;

    private static final String[] NAMES = new String[256];
    private static final int[] FLAGS = new int[256];

    private static void def(int op, String name, int flags) {
        NAMES[op] = name;
        FLAGS[op] = flags;
    }

    static {
        def(NOP, "NOP", 0);
        def(POP_TOP, "POP_TOP", 0);
        def(PUSH_NULL, "PUSH_NULL", 0);
        def(COPY, "COPY", HAS_ARG);
        def(SWAP, "SWAP", HAS_ARG);
        def(LOAD_CONST, "LOAD_CONST", HAS_ARG | CONST);
        def(LOAD_FAST, "LOAD_FAST", HAS_ARG | LOCAL);
        def(STORE_FAST, "STORE_FAST", HAS_ARG | LOCAL);
        def(DELETE_FAST, "DELETE_FAST", HAS_ARG | LOCAL);
        def(LOAD_NAME, "LOAD_NAME", HAS_ARG | NAME);
        def(STORE_NAME, "STORE_NAME", HAS_ARG | NAME);
        def(DELETE_NAME, "DELETE_NAME", HAS_ARG | NAME);
        def(LOAD_GLOBAL, "LOAD_GLOBAL", HAS_ARG | NAME);
        def(STORE_GLOBAL, "STORE_GLOBAL", HAS_ARG | NAME);
        def(DELETE_GLOBAL, "DELETE_GLOBAL", HAS_ARG | NAME);
        def(MAKE_CELL, "MAKE_CELL", HAS_ARG | LOCAL);
        def(LOAD_CLOSURE, "LOAD_CLOSURE", HAS_ARG | LOCAL);
        def(LOAD_DEREF, "LOAD_DEREF", HAS_ARG | LOCAL);
        def(STORE_DEREF, "STORE_DEREF", HAS_ARG | LOCAL);
        def(DELETE_DEREF, "DELETE_DEREF", HAS_ARG | LOCAL);
        def(LOAD_CLASSDEREF, "LOAD_CLASSDEREF", HAS_ARG | LOCAL);
        def(COPY_FREE_VARS, "COPY_FREE_VARS", HAS_ARG);
        def(LOAD_ATTR, "LOAD_ATTR", HAS_ARG | NAME);
        def(STORE_ATTR, "STORE_ATTR", HAS_ARG | NAME);
        def(DELETE_ATTR, "DELETE_ATTR", HAS_ARG | NAME);
        def(LOAD_METHOD, "LOAD_METHOD", HAS_ARG | NAME);
        def(BINARY_SUBSCR, "BINARY_SUBSCR", 0);
        def(STORE_SUBSCR, "STORE_SUBSCR", 0);
        def(DELETE_SUBSCR, "DELETE_SUBSCR", 0);
        def(BUILD_SLICE, "BUILD_SLICE", HAS_ARG);
        def(BINARY_OP, "BINARY_OP", HAS_ARG);
        def(UNARY_NEGATIVE, "UNARY_NEGATIVE", 0);
        def(UNARY_POSITIVE, "UNARY_POSITIVE", 0);
        def(UNARY_NOT, "UNARY_NOT", 0);
        def(UNARY_INVERT, "UNARY_INVERT", 0);
        def(COMPARE_OP, "COMPARE_OP", HAS_ARG);
        def(IS_OP, "IS_OP", HAS_ARG);
        def(CONTAINS_OP, "CONTAINS_OP", HAS_ARG);
        def(BUILD_TUPLE, "BUILD_TUPLE", HAS_ARG);
        def(BUILD_LIST, "BUILD_LIST", HAS_ARG);
        def(BUILD_SET, "BUILD_SET", HAS_ARG);
        def(BUILD_MAP, "BUILD_MAP", HAS_ARG);
        def(BUILD_CONST_KEY_MAP, "BUILD_CONST_KEY_MAP", HAS_ARG);
        def(BUILD_STRING, "BUILD_STRING", HAS_ARG);
        def(LIST_APPEND, "LIST_APPEND", HAS_ARG);
        def(SET_ADD, "SET_ADD", HAS_ARG);
        def(MAP_ADD, "MAP_ADD", HAS_ARG);
        def(LIST_EXTEND, "LIST_EXTEND", HAS_ARG);
        def(SET_UPDATE, "SET_UPDATE", HAS_ARG);
        def(DICT_UPDATE, "DICT_UPDATE", HAS_ARG);
        def(DICT_MERGE, "DICT_MERGE", HAS_ARG);
        def(LIST_TO_TUPLE, "LIST_TO_TUPLE", 0);
        def(FORMAT_VALUE, "FORMAT_VALUE", HAS_ARG);
        def(UNPACK_SEQUENCE, "UNPACK_SEQUENCE", HAS_ARG);
        def(UNPACK_EX, "UNPACK_EX", HAS_ARG);
        def(JUMP_FORWARD, "JUMP_FORWARD", HAS_ARG | JUMP | NO_FALLTHROUGH);
        def(JUMP_BACKWARD, "JUMP_BACKWARD", HAS_ARG | JUMP | NO_FALLTHROUGH);
        def(POP_JUMP_IF_FALSE, "POP_JUMP_IF_FALSE", HAS_ARG | JUMP);
        def(POP_JUMP_IF_TRUE, "POP_JUMP_IF_TRUE", HAS_ARG | JUMP);
        def(POP_JUMP_IF_NONE, "POP_JUMP_IF_NONE", HAS_ARG | JUMP);
        def(POP_JUMP_IF_NOT_NONE, "POP_JUMP_IF_NOT_NONE", HAS_ARG | JUMP);
        def(JUMP_IF_FALSE_OR_POP, "JUMP_IF_FALSE_OR_POP", HAS_ARG | JUMP);
        def(JUMP_IF_TRUE_OR_POP, "JUMP_IF_TRUE_OR_POP", HAS_ARG | JUMP);
        def(GET_ITER, "GET_ITER", 0);
        def(FOR_ITER, "FOR_ITER", HAS_ARG | JUMP);
        def(KW_NAMES, "KW_NAMES", HAS_ARG | CONST);
        def(CALL, "CALL", HAS_ARG);
        def(CALL_FUNCTION_EX, "CALL_FUNCTION_EX", HAS_ARG);
        def(MAKE_FUNCTION, "MAKE_FUNCTION", HAS_ARG);
        def(RETURN_VALUE, "RETURN_VALUE", NO_FALLTHROUGH);
        def(LOAD_BUILD_CLASS, "LOAD_BUILD_CLASS", 0);
        def(RESUME, "RESUME", HAS_ARG);
        def(RETURN_GENERATOR, "RETURN_GENERATOR", SUSPENDS);
        def(YIELD_VALUE, "YIELD_VALUE", SUSPENDS);
        def(SEND, "SEND", HAS_ARG | JUMP);
        def(GET_YIELD_FROM_ITER, "GET_YIELD_FROM_ITER", 0);
        def(JUMP_BACKWARD_NO_INTERRUPT, "JUMP_BACKWARD_NO_INTERRUPT", HAS_ARG | JUMP | NO_FALLTHROUGH);
        def(RAISE_VARARGS, "RAISE_VARARGS", HAS_ARG | NO_FALLTHROUGH);
        def(RERAISE, "RERAISE", HAS_ARG | NO_FALLTHROUGH);
        def(PUSH_EXC_INFO, "PUSH_EXC_INFO", 0);
        def(POP_EXCEPT, "POP_EXCEPT", 0);
        def(CHECK_EXC_MATCH, "CHECK_EXC_MATCH", 0);
        def(LOAD_ASSERTION_ERROR, "LOAD_ASSERTION_ERROR", 0);
        def(BEFORE_WITH, "BEFORE_WITH", 0);
        def(WITH_EXCEPT_START, "WITH_EXCEPT_START", 0);
        def(IMPORT_NAME, "IMPORT_NAME", HAS_ARG | NAME);
        def(IMPORT_FROM, "IMPORT_FROM", HAS_ARG | NAME);
        def(IMPORT_STAR, "IMPORT_STAR", 0);
        def(PRINT_EXPR, "PRINT_EXPR", 0);
    }

    public static String name(int op) {
        String n = op >= 0 && op < 256 ? NAMES[op] : null;
        return n != null ? n : "<" + op + ">";
    }

    public static boolean isDefined(int op) {
        return op >= 0 && op < 256 && NAMES[op] != null;
    }

    public static boolean has(int op, int flag) {
        return (FLAGS[op] & flag) != 0;
    }

    /**
     * The net change of the stack depth when {@code op} with {@code arg} executes; for a jump, {@code jump}
     * selects the taken edge. Exceptional edges are the exception table's business, not this.
     */
    public static int stackEffect(int op, int arg, boolean jump) {
        switch (op) {
            case NOP, SWAP, DELETE_FAST, DELETE_NAME, DELETE_GLOBAL, MAKE_CELL, DELETE_DEREF, COPY_FREE_VARS,
                    LOAD_ATTR, UNARY_NEGATIVE, UNARY_POSITIVE, UNARY_NOT, UNARY_INVERT, LIST_TO_TUPLE,
                    JUMP_FORWARD, JUMP_BACKWARD, JUMP_BACKWARD_NO_INTERRUPT, GET_ITER, KW_NAMES, RESUME,
                    RETURN_GENERATOR, YIELD_VALUE, GET_YIELD_FROM_ITER, CHECK_EXC_MATCH:
                return 0;
            case POP_TOP, STORE_FAST, STORE_NAME, STORE_GLOBAL, STORE_DEREF, DELETE_ATTR, BINARY_SUBSCR, BINARY_OP,
                    COMPARE_OP, IS_OP, CONTAINS_OP, LIST_APPEND, SET_ADD, LIST_EXTEND, SET_UPDATE, DICT_UPDATE,
                    DICT_MERGE, POP_JUMP_IF_FALSE, POP_JUMP_IF_TRUE, POP_JUMP_IF_NONE, POP_JUMP_IF_NOT_NONE,
                    RETURN_VALUE, RERAISE, POP_EXCEPT, IMPORT_NAME, IMPORT_STAR, PRINT_EXPR:
                return -1;
            case PUSH_NULL, COPY, LOAD_CONST, LOAD_FAST, LOAD_NAME, LOAD_CLOSURE, LOAD_DEREF, LOAD_CLASSDEREF,
                    LOAD_METHOD, LOAD_BUILD_CLASS, PUSH_EXC_INFO, LOAD_ASSERTION_ERROR, BEFORE_WITH,
                    WITH_EXCEPT_START, IMPORT_FROM:
                return 1;
            case LOAD_GLOBAL:
                return 1 + (arg & 1);
            case STORE_ATTR, DELETE_SUBSCR, MAP_ADD:
                return -2;
            case STORE_SUBSCR:
                return -3;
            case BUILD_SLICE:
                return 1 - arg;
            case BUILD_TUPLE, BUILD_LIST, BUILD_SET, BUILD_STRING:
                return 1 - arg;
            case BUILD_MAP:
                return 1 - 2 * arg;
            case BUILD_CONST_KEY_MAP:
                return -arg;
            case FORMAT_VALUE:
                return (arg & 4) != 0 ? -1 : 0;
            case UNPACK_SEQUENCE:
                return arg - 1;
            case UNPACK_EX:
                return (arg & 0xFF) + (arg >> 8);
            case JUMP_IF_FALSE_OR_POP, JUMP_IF_TRUE_OR_POP:
                return jump ? 0 : -1;
            case FOR_ITER:
                return jump ? -1 : 1;
            case SEND:
                return jump ? -1 : 0;
            case CALL:
                return -arg - 1;
            case CALL_FUNCTION_EX:
                return -2 - (arg & 1);
            case MAKE_FUNCTION:
                return -Integer.bitCount(arg & 0xF);
            case RAISE_VARARGS:
                return -arg;
            default:
                throw new IllegalArgumentException("no stack effect for opcode " + op);
        }
    }

    /** The opcode with this name, or -1. */
    public static int byName(String name) {
        for (int i = 0; i < NAMES.length; i++) {
            if (name.equals(NAMES[i])) {
                return i;
            }
        }
        return -1;
    }
}
