package io.frameweave.interpreter.bytecode;

import java.util.HashSet;

/**
 * The instruction set, and the single table of what the VM and the agent know about each opcode: one row per
 * opcode (at the end of this file) gives its name, its argument's kind, what it pops and pushes (the stack effect
 * is computed from them), its flags, the monitoring event it fires and its {@link Shape}: how it uses the stack
 * around its one semantic helper (the VM's {@code vm.Helper} constant named after it). The rows are checked when this class
 * initializes. An instruction is one {@code int}: the opcode in the low 8 bits and the argument in the upper 24
 * ({@link #encode}); read them through {@link #op} and {@link #arg}. Names and meanings follow
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

    // ---- module and class bodies ----
    public static final int SETUP_ANNOTATIONS = 5;      // ( -- )  locals['__annotations__'] = {} unless the locals have one

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
    public static final int BINARY_OP = 40;             // (a b -- a op b)  arg = a BinaryOperators number, +13 for in-place
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
    public static final int RESUME = 86;                // ( -- )  frame start (arg 0), after a yield (arg 1), after a yield from's yield (arg 2), after an await's (arg 3)

    // ---- coroutines ----
    public static final int GET_AWAITABLE = 87;         // (o -- awaitable)  o itself for a coroutine, else iter(o.__await__()); arg says where (0, 1 __aenter__, 2 __aexit__) for the messages
    public static final int GET_AITER = 88;             // (o -- o.__aiter__())
    public static final int GET_ANEXT = 89;             // (aiter -- aiter awaitable)  the awaitable of aiter.__anext__()
    public static final int ASYNC_GEN_WRAP = 94;        // (v -- wrapped v)  marks a value an async generator yields to its asend, not to the event loop
    public static final int BEFORE_ASYNC_WITH = 96;     // (mgr -- exit mgr.__aenter__())
    public static final int END_ASYNC_FOR = 97;         // (aiter exc -- )  an async for's handler: ends the loop on StopAsyncIteration, else re-raises exc

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
    public static final int CHECK_EG_MATCH = 108;       // (exc type -- rest match)  except*: match (a group, or None) becomes the handled exception
    public static final int PREP_RERAISE_STAR = 109;    // (orig excs -- exc|None)  what an except* statement raises from what its clauses raised and left

    // ---- modules ----
    public static final int IMPORT_NAME = 110;          // (level fromlist -- module)  name = names[arg]
    public static final int IMPORT_FROM = 111;          // (module -- module module.names[arg])
    public static final int IMPORT_STAR = 112;          // (module -- )  into the locals mapping
    public static final int PRINT_EXPR = 113;           // (v -- )  interactive mode: print repr(v) unless None, set builtins._

    // ---- pattern matching (match statements) ----
    public static final int GET_LEN = 114;              // (o -- o len(o))
    public static final int MATCH_MAPPING = 115;        // (o -- o bool)  o's type is a mapping (dict, or flagged so)
    public static final int MATCH_SEQUENCE = 116;       // (o -- o bool)  o's type is a sequence (not str, bytes, bytearray)
    public static final int MATCH_KEYS = 117;           // (o keys -- o keys values|None)  values of all keys in o, by o.get
    public static final int MATCH_CLASS = 118;          // (o cls names -- attrs|None)  isinstance(o, cls), then arg positional and the named attributes

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

    /**
     * The instruction's low byte, its mark included: what the dispatch loop switches on, so that an instruction
     * still marked reaches no case of it.
     */
    public static int opByte(int instruction) {
        return instruction & 0xFF;
    }

    /** The argument of an instruction, whether or not it is marked. */
    public static int arg(int instruction) {
        return instruction >>> 8;
    }

    /**
     * The index into the code's names of an instruction whose argument is a name ({@link #NAME}): its argument, but
     * LOAD_GLOBAL's, whose bit 0 says whether it pushes NULL first.
     */
    public static int nameIndex(int instruction) {
        return op(instruction) == LOAD_GLOBAL ? arg(instruction) >> 1 : arg(instruction);
    }

    /** Whether instrumentation marked the instruction (bit {@link #INSTRUMENTED}). */
    public static boolean isMarked(int instruction) {
        return (instruction & INSTRUMENTED) != 0;
    }

    /** The instruction with its instrumentation mark set. */
    public static int marked(int instruction) {
        return instruction | INSTRUMENTED;
    }

    /** The instruction without its instrumentation mark. */
    public static int unmarked(int instruction) {
        return instruction & ~INSTRUMENTED;
    }

    public static final int MAX_ARG = (1 << 24) - 1;

    // ---- flags of a row ----
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
    /**
     * The instruction runs no guest or tool code and never lets another thread run; without this flag it may
     * (the safe assumption for an opcode nobody thought about).
     */
    public static final int STAYS_IN = 128;
    /** The compiled tier does not compile the instruction: it hands the frame back to the dispatch loop there. */
    public static final int HANDS_BACK = 256;
    /**
     * The instruction advances an iterator and jumps to its target when it is exhausted: the end of a loop or of a
     * {@code yield from} (PEP 669's STOP_ITERATION; where tracing stops at the end of an iteration).
     */
    public static final int ITERATES = 512;

    // ---- the rows ----
    private static final String[] NAMES = new String[256];
    private static final int[] FLAGS = new int[256];
    private static final StackCount[] POPS = new StackCount[256];
    private static final StackCount[] PUSHES = new StackCount[256];
    private static final StackCount[] PUSHES_ON_JUMP = new StackCount[256];
    private static final InstructionEvent[] EVENTS = new InstructionEvent[256];
    private static final Shape[] SHAPES = new Shape[256];
    /** The names defined so far, while the rows are read (a scan of NAMES per row made the VM's start slower). */
    private static final HashSet<String> DEFINED_NAMES = new HashSet<>();

    static {
        row(NOP, "NOP", 0, StackCount.ZERO, StackCount.ZERO, InstructionEvent.NONE, STAYS_IN);
        row(POP_TOP, "POP_TOP", 0, StackCount.ONE, StackCount.ZERO, InstructionEvent.NONE, STAYS_IN);
        row(PUSH_NULL, "PUSH_NULL", 0, StackCount.ZERO, StackCount.ONE, InstructionEvent.NONE, STAYS_IN);
        row(COPY, "COPY", HAS_ARG, StackCount.ARG, StackCount.ARG_PLUS_1, InstructionEvent.NONE, STAYS_IN);
        row(SWAP, "SWAP", HAS_ARG, StackCount.ARG, StackCount.ARG, InstructionEvent.NONE, STAYS_IN);
        row(SETUP_ANNOTATIONS, "SETUP_ANNOTATIONS", 0, StackCount.ZERO, StackCount.ZERO, InstructionEvent.NONE, 0);

        row(LOAD_CONST, "LOAD_CONST", HAS_ARG | CONST, StackCount.ZERO, StackCount.ONE, InstructionEvent.NONE, STAYS_IN);
        row(LOAD_FAST, "LOAD_FAST", HAS_ARG | LOCAL, StackCount.ZERO, StackCount.ONE, InstructionEvent.NONE, STAYS_IN);
        row(STORE_FAST, "STORE_FAST", HAS_ARG | LOCAL, StackCount.ONE, StackCount.ZERO, InstructionEvent.NONE, STAYS_IN);
        row(DELETE_FAST, "DELETE_FAST", HAS_ARG | LOCAL, StackCount.ZERO, StackCount.ZERO, InstructionEvent.NONE, STAYS_IN);
        row(LOAD_NAME, "LOAD_NAME", HAS_ARG | NAME, StackCount.ZERO, StackCount.ONE, InstructionEvent.NONE, 0, Shape.LOAD);
        row(STORE_NAME, "STORE_NAME", HAS_ARG | NAME, StackCount.ONE, StackCount.ZERO, InstructionEvent.NONE, 0, Shape.STORE);
        row(DELETE_NAME, "DELETE_NAME", HAS_ARG | NAME, StackCount.ZERO, StackCount.ZERO, InstructionEvent.NONE, 0, Shape.DELETE);
        row(LOAD_GLOBAL, "LOAD_GLOBAL", HAS_ARG | NAME, StackCount.ZERO, StackCount.ONE_PLUS_BIT0, InstructionEvent.NONE, 0);
        row(STORE_GLOBAL, "STORE_GLOBAL", HAS_ARG | NAME, StackCount.ONE, StackCount.ZERO, InstructionEvent.NONE, 0, Shape.STORE);
        row(DELETE_GLOBAL, "DELETE_GLOBAL", HAS_ARG | NAME, StackCount.ZERO, StackCount.ZERO, InstructionEvent.NONE, 0, Shape.DELETE);
        row(MAKE_CELL, "MAKE_CELL", HAS_ARG | LOCAL, StackCount.ZERO, StackCount.ZERO, InstructionEvent.NONE, STAYS_IN);
        row(LOAD_CLOSURE, "LOAD_CLOSURE", HAS_ARG | LOCAL, StackCount.ZERO, StackCount.ONE, InstructionEvent.NONE, STAYS_IN);
        row(LOAD_DEREF, "LOAD_DEREF", HAS_ARG | LOCAL, StackCount.ZERO, StackCount.ONE, InstructionEvent.NONE, STAYS_IN, Shape.LOAD);
        row(STORE_DEREF, "STORE_DEREF", HAS_ARG | LOCAL, StackCount.ONE, StackCount.ZERO, InstructionEvent.NONE, STAYS_IN, Shape.STORE);
        row(DELETE_DEREF, "DELETE_DEREF", HAS_ARG | LOCAL, StackCount.ZERO, StackCount.ZERO, InstructionEvent.NONE, 0, Shape.DELETE);
        row(LOAD_CLASSDEREF, "LOAD_CLASSDEREF", HAS_ARG | LOCAL, StackCount.ZERO, StackCount.ONE, InstructionEvent.NONE, 0, Shape.LOAD);
        row(COPY_FREE_VARS, "COPY_FREE_VARS", HAS_ARG, StackCount.ZERO, StackCount.ZERO, InstructionEvent.NONE, STAYS_IN);

        row(LOAD_ATTR, "LOAD_ATTR", HAS_ARG | NAME, StackCount.ONE, StackCount.ONE, InstructionEvent.NONE, 0);
        row(STORE_ATTR, "STORE_ATTR", HAS_ARG | NAME, StackCount.TWO, StackCount.ZERO, InstructionEvent.NONE, 0);
        row(DELETE_ATTR, "DELETE_ATTR", HAS_ARG | NAME, StackCount.ONE, StackCount.ZERO, InstructionEvent.NONE, 0);
        row(LOAD_METHOD, "LOAD_METHOD", HAS_ARG | NAME, StackCount.ONE, StackCount.TWO, InstructionEvent.NONE, 0);
        row(BINARY_SUBSCR, "BINARY_SUBSCR", 0, StackCount.TWO, StackCount.ONE, InstructionEvent.NONE, 0, Shape.BINARY);
        row(STORE_SUBSCR, "STORE_SUBSCR", 0, StackCount.THREE, StackCount.ZERO, InstructionEvent.NONE, 0);
        row(DELETE_SUBSCR, "DELETE_SUBSCR", 0, StackCount.TWO, StackCount.ZERO, InstructionEvent.NONE, 0);
        row(BUILD_SLICE, "BUILD_SLICE", HAS_ARG, StackCount.ARG, StackCount.ONE, InstructionEvent.NONE, 0, Shape.STACK);

        row(BINARY_OP, "BINARY_OP", HAS_ARG, StackCount.TWO, StackCount.ONE, InstructionEvent.NONE, 0, Shape.BINARY);
        row(UNARY_NEGATIVE, "UNARY_NEGATIVE", 0, StackCount.ONE, StackCount.ONE, InstructionEvent.NONE, 0, Shape.UNARY);
        row(UNARY_POSITIVE, "UNARY_POSITIVE", 0, StackCount.ONE, StackCount.ONE, InstructionEvent.NONE, 0, Shape.UNARY);
        row(UNARY_NOT, "UNARY_NOT", 0, StackCount.ONE, StackCount.ONE, InstructionEvent.NONE, 0, Shape.UNARY);
        row(UNARY_INVERT, "UNARY_INVERT", 0, StackCount.ONE, StackCount.ONE, InstructionEvent.NONE, 0, Shape.UNARY);
        row(COMPARE_OP, "COMPARE_OP", HAS_ARG, StackCount.TWO, StackCount.ONE, InstructionEvent.NONE, 0, Shape.BINARY);
        row(IS_OP, "IS_OP", HAS_ARG, StackCount.TWO, StackCount.ONE, InstructionEvent.NONE, STAYS_IN, Shape.BINARY);
        row(CONTAINS_OP, "CONTAINS_OP", HAS_ARG, StackCount.TWO, StackCount.ONE, InstructionEvent.NONE, 0, Shape.BINARY);

        row(BUILD_TUPLE, "BUILD_TUPLE", HAS_ARG, StackCount.ARG, StackCount.ONE, InstructionEvent.NONE, STAYS_IN, Shape.STACK);
        row(BUILD_LIST, "BUILD_LIST", HAS_ARG, StackCount.ARG, StackCount.ONE, InstructionEvent.NONE, STAYS_IN, Shape.STACK);
        row(BUILD_SET, "BUILD_SET", HAS_ARG, StackCount.ARG, StackCount.ONE, InstructionEvent.NONE, 0, Shape.STACK);
        row(BUILD_MAP, "BUILD_MAP", HAS_ARG, StackCount.TWICE_ARG, StackCount.ONE, InstructionEvent.NONE, 0, Shape.STACK);
        row(BUILD_CONST_KEY_MAP, "BUILD_CONST_KEY_MAP", HAS_ARG, StackCount.ARG_PLUS_1, StackCount.ONE, InstructionEvent.NONE, 0, Shape.STACK);
        row(BUILD_STRING, "BUILD_STRING", HAS_ARG, StackCount.ARG, StackCount.ONE, InstructionEvent.NONE, 0, Shape.STACK);
        row(LIST_APPEND, "LIST_APPEND", HAS_ARG, StackCount.ARG_PLUS_1, StackCount.ARG, InstructionEvent.NONE, 0, Shape.INTO_COLLECTION);
        row(SET_ADD, "SET_ADD", HAS_ARG, StackCount.ARG_PLUS_1, StackCount.ARG, InstructionEvent.NONE, 0, Shape.INTO_COLLECTION);
        row(MAP_ADD, "MAP_ADD", HAS_ARG, StackCount.ARG_PLUS_2, StackCount.ARG, InstructionEvent.NONE, 0);
        row(LIST_EXTEND, "LIST_EXTEND", HAS_ARG, StackCount.ARG_PLUS_1, StackCount.ARG, InstructionEvent.NONE, 0, Shape.INTO_COLLECTION);
        row(SET_UPDATE, "SET_UPDATE", HAS_ARG, StackCount.ARG_PLUS_1, StackCount.ARG, InstructionEvent.NONE, 0, Shape.INTO_COLLECTION);
        row(DICT_UPDATE, "DICT_UPDATE", HAS_ARG, StackCount.ARG_PLUS_1, StackCount.ARG, InstructionEvent.NONE, 0, Shape.INTO_COLLECTION);
        row(DICT_MERGE, "DICT_MERGE", HAS_ARG, StackCount.ARG_PLUS_1, StackCount.ARG, InstructionEvent.NONE, 0);
        row(LIST_TO_TUPLE, "LIST_TO_TUPLE", 0, StackCount.ONE, StackCount.ONE, InstructionEvent.NONE, 0, Shape.UNARY);
        row(FORMAT_VALUE, "FORMAT_VALUE", HAS_ARG, StackCount.ONE_PLUS_BIT2, StackCount.ONE, InstructionEvent.NONE, 0, Shape.STACK);
        row(UNPACK_SEQUENCE, "UNPACK_SEQUENCE", HAS_ARG, StackCount.ONE, StackCount.ARG, InstructionEvent.NONE, 0, Shape.STACK);
        row(UNPACK_EX, "UNPACK_EX", HAS_ARG, StackCount.ONE, StackCount.UNPACK_EX_TARGETS, InstructionEvent.NONE, 0, Shape.STACK);

        jumpRow(JUMP_FORWARD, "JUMP_FORWARD", NO_FALLTHROUGH, StackCount.ZERO, StackCount.ZERO, StackCount.ZERO, InstructionEvent.JUMP, STAYS_IN);
        jumpRow(JUMP_BACKWARD, "JUMP_BACKWARD", NO_FALLTHROUGH, StackCount.ZERO, StackCount.ZERO, StackCount.ZERO, InstructionEvent.JUMP, STAYS_IN);
        jumpRow(POP_JUMP_IF_FALSE, "POP_JUMP_IF_FALSE", 0, StackCount.ONE, StackCount.ZERO, StackCount.ZERO, InstructionEvent.BRANCH, 0);
        jumpRow(POP_JUMP_IF_TRUE, "POP_JUMP_IF_TRUE", 0, StackCount.ONE, StackCount.ZERO, StackCount.ZERO, InstructionEvent.BRANCH, 0);
        jumpRow(POP_JUMP_IF_NONE, "POP_JUMP_IF_NONE", 0, StackCount.ONE, StackCount.ZERO, StackCount.ZERO, InstructionEvent.BRANCH, STAYS_IN);
        jumpRow(POP_JUMP_IF_NOT_NONE, "POP_JUMP_IF_NOT_NONE", 0, StackCount.ONE, StackCount.ZERO, StackCount.ZERO, InstructionEvent.BRANCH, STAYS_IN);
        jumpRow(JUMP_IF_FALSE_OR_POP, "JUMP_IF_FALSE_OR_POP", 0, StackCount.ONE, StackCount.ZERO, StackCount.ONE, InstructionEvent.BRANCH, 0);
        jumpRow(JUMP_IF_TRUE_OR_POP, "JUMP_IF_TRUE_OR_POP", 0, StackCount.ONE, StackCount.ZERO, StackCount.ONE, InstructionEvent.BRANCH, 0);
        row(GET_ITER, "GET_ITER", 0, StackCount.ONE, StackCount.ONE, InstructionEvent.NONE, 0, Shape.UNARY);
        jumpRow(FOR_ITER, "FOR_ITER", ITERATES, StackCount.ONE, StackCount.TWO, StackCount.ZERO, InstructionEvent.BRANCH, 0);

        row(KW_NAMES, "KW_NAMES", HAS_ARG | CONST, StackCount.ZERO, StackCount.ZERO, InstructionEvent.NONE, STAYS_IN);
        row(CALL, "CALL", HAS_ARG, StackCount.ARG_PLUS_2, StackCount.ONE, InstructionEvent.CALL, 0);
        row(CALL_FUNCTION_EX, "CALL_FUNCTION_EX", HAS_ARG, StackCount.THREE_PLUS_BIT0, StackCount.ONE, InstructionEvent.CALL, 0);
        row(MAKE_FUNCTION, "MAKE_FUNCTION", HAS_ARG, StackCount.ONE_PLUS_BITS0_TO_3, StackCount.ONE, InstructionEvent.NONE, 0);
        row(RETURN_VALUE, "RETURN_VALUE", NO_FALLTHROUGH, StackCount.ONE, StackCount.ZERO, InstructionEvent.PY_RETURN, STAYS_IN);
        row(LOAD_BUILD_CLASS, "LOAD_BUILD_CLASS", 0, StackCount.ZERO, StackCount.ONE, InstructionEvent.NONE, 0);
        row(RESUME, "RESUME", HAS_ARG, StackCount.ZERO, StackCount.ZERO, InstructionEvent.PY_START_OR_RESUME, STAYS_IN);

        row(GET_AWAITABLE, "GET_AWAITABLE", HAS_ARG, StackCount.ONE, StackCount.ONE, InstructionEvent.NONE, 0, Shape.STACK);
        row(GET_AITER, "GET_AITER", 0, StackCount.ONE, StackCount.ONE, InstructionEvent.NONE, 0, Shape.UNARY);
        row(GET_ANEXT, "GET_ANEXT", 0, StackCount.ONE, StackCount.TWO, InstructionEvent.NONE, 0);
        row(ASYNC_GEN_WRAP, "ASYNC_GEN_WRAP", 0, StackCount.ONE, StackCount.ONE, InstructionEvent.NONE, STAYS_IN, Shape.UNARY);
        row(BEFORE_ASYNC_WITH, "BEFORE_ASYNC_WITH", 0, StackCount.ONE, StackCount.TWO, InstructionEvent.NONE, 0);
        row(END_ASYNC_FOR, "END_ASYNC_FOR", 0, StackCount.TWO, StackCount.ZERO, InstructionEvent.NONE, HANDS_BACK);

        row(RETURN_GENERATOR, "RETURN_GENERATOR", SUSPENDS, StackCount.ZERO, StackCount.ZERO, InstructionEvent.NONE, HANDS_BACK);
        row(YIELD_VALUE, "YIELD_VALUE", SUSPENDS, StackCount.ONE, StackCount.ONE, InstructionEvent.PY_YIELD, STAYS_IN);
        jumpRow(SEND, "SEND", ITERATES, StackCount.TWO, StackCount.TWO, StackCount.ONE, InstructionEvent.NONE, 0);
        row(GET_YIELD_FROM_ITER, "GET_YIELD_FROM_ITER", 0, StackCount.ONE, StackCount.ONE, InstructionEvent.NONE, 0, Shape.UNARY);
        jumpRow(JUMP_BACKWARD_NO_INTERRUPT, "JUMP_BACKWARD_NO_INTERRUPT", NO_FALLTHROUGH, StackCount.ZERO, StackCount.ZERO, StackCount.ZERO, InstructionEvent.NONE, STAYS_IN);

        row(RAISE_VARARGS, "RAISE_VARARGS", HAS_ARG | NO_FALLTHROUGH, StackCount.ARG, StackCount.ZERO, InstructionEvent.RERAISE_IF_BARE, HANDS_BACK);
        row(RERAISE, "RERAISE", HAS_ARG | NO_FALLTHROUGH, StackCount.ONE, StackCount.ZERO, InstructionEvent.RERAISE, HANDS_BACK);
        row(PUSH_EXC_INFO, "PUSH_EXC_INFO", 0, StackCount.ONE, StackCount.TWO, InstructionEvent.NONE, HANDS_BACK);
        row(POP_EXCEPT, "POP_EXCEPT", 0, StackCount.ONE, StackCount.ZERO, InstructionEvent.NONE, HANDS_BACK);
        row(CHECK_EXC_MATCH, "CHECK_EXC_MATCH", 0, StackCount.TWO, StackCount.TWO, InstructionEvent.NONE, HANDS_BACK);
        row(LOAD_ASSERTION_ERROR, "LOAD_ASSERTION_ERROR", 0, StackCount.ZERO, StackCount.ONE, InstructionEvent.NONE, STAYS_IN);
        row(BEFORE_WITH, "BEFORE_WITH", 0, StackCount.ONE, StackCount.TWO, InstructionEvent.NONE, 0);
        row(WITH_EXCEPT_START, "WITH_EXCEPT_START", 0, StackCount.FOUR, StackCount.FIVE, InstructionEvent.NONE, HANDS_BACK);
        row(CHECK_EG_MATCH, "CHECK_EG_MATCH", 0, StackCount.TWO, StackCount.TWO, InstructionEvent.NONE, HANDS_BACK);
        row(PREP_RERAISE_STAR, "PREP_RERAISE_STAR", 0, StackCount.TWO, StackCount.ONE, InstructionEvent.NONE, 0, Shape.BINARY);

        row(IMPORT_NAME, "IMPORT_NAME", HAS_ARG | NAME, StackCount.TWO, StackCount.ONE, InstructionEvent.NONE, 0);
        row(IMPORT_FROM, "IMPORT_FROM", HAS_ARG | NAME, StackCount.ONE, StackCount.TWO, InstructionEvent.NONE, 0);
        row(IMPORT_STAR, "IMPORT_STAR", 0, StackCount.ONE, StackCount.ZERO, InstructionEvent.NONE, HANDS_BACK);
        row(PRINT_EXPR, "PRINT_EXPR", 0, StackCount.ONE, StackCount.ZERO, InstructionEvent.NONE, HANDS_BACK);

        row(GET_LEN, "GET_LEN", 0, StackCount.ONE, StackCount.TWO, InstructionEvent.NONE, 0, Shape.STACK);
        row(MATCH_MAPPING, "MATCH_MAPPING", 0, StackCount.ONE, StackCount.TWO, InstructionEvent.NONE, STAYS_IN, Shape.STACK);
        row(MATCH_SEQUENCE, "MATCH_SEQUENCE", 0, StackCount.ONE, StackCount.TWO, InstructionEvent.NONE, STAYS_IN, Shape.STACK);
        row(MATCH_KEYS, "MATCH_KEYS", 0, StackCount.TWO, StackCount.THREE, InstructionEvent.NONE, 0, Shape.STACK);
        row(MATCH_CLASS, "MATCH_CLASS", HAS_ARG, StackCount.THREE, StackCount.ONE, InstructionEvent.NONE, 0, Shape.STACK);
    }

    /**
     * One row: the opcode, its name, its argument's kind ({@link #HAS_ARG}, {@link #CONST}, {@link #NAME},
     * {@link #LOCAL}) and control flags, what it pops and pushes, its own event, and what the tiers need to know
     * ({@link #STAYS_IN}, {@link #HANDS_BACK}).
     */
    private static void row(int op, String name, int argAndFlow, StackCount pops, StackCount pushes,
                            InstructionEvent event, int tiers) {
        row(op, name, argAndFlow, pops, pushes, event, tiers, Shape.OWN);
    }

    /** A row of an instruction whose code the tiers write from its {@link Shape} and its helper. */
    private static void row(int op, String name, int argAndFlow, StackCount pops, StackCount pushes,
                            InstructionEvent event, int tiers, Shape shape) {
        define(op, name, argAndFlow | tiers, pops, pushes, pushes, event);
        boolean fits = switch (shape) {
            case OWN -> true;
            case BINARY -> pops == StackCount.TWO && pushes == StackCount.ONE;
            case UNARY -> pops == StackCount.ONE && pushes == StackCount.ONE;
            case STACK -> true;
            case INTO_COLLECTION -> pops == StackCount.ARG_PLUS_1 && pushes == StackCount.ARG;
            case LOAD -> names(argAndFlow) && pops == StackCount.ZERO && pushes == StackCount.ONE;
            case STORE -> names(argAndFlow) && pops == StackCount.ONE && pushes == StackCount.ZERO;
            case DELETE -> names(argAndFlow) && pops == StackCount.ZERO && pushes == StackCount.ZERO;
        };
        if (!fits || (shape != Shape.OWN && ((argAndFlow & JUMP) != 0 || (tiers & HANDS_BACK) != 0))) {
            throw new ExceptionInInitializerError(name + "'s pops, pushes or flags do not fit its shape " + shape);
        }
        SHAPES[op] = shape;
    }

    /** Whether the argument names a variable: a name ({@link #NAME}) or a local's index ({@link #LOCAL}). */
    private static boolean names(int argAndFlow) {
        return (argAndFlow & (NAME | LOCAL)) != 0 && (argAndFlow & (NAME | LOCAL)) != (NAME | LOCAL);
    }

    /** A row for a jump: the argument is its target; it pushes {@code pushesOnJump} where it jumps. */
    private static void jumpRow(int op, String name, int flow, StackCount pops, StackCount pushes,
                                StackCount pushesOnJump, InstructionEvent event, int tiers) {
        define(op, name, HAS_ARG | JUMP | flow | tiers, pops, pushes, pushesOnJump, event);
        SHAPES[op] = Shape.OWN;
    }

    private static void define(int op, String name, int flags, StackCount pops, StackCount pushes,
                               StackCount pushesOnJump, InstructionEvent event) {
        if (op < 0 || op > MAX_BASE_OPCODE || NAMES[op] != null || !DEFINED_NAMES.add(name)) {
            throw new ExceptionInInitializerError("opcode " + op + " " + name + " defined twice or out of range");
        }
        boolean hasArg = (flags & HAS_ARG) != 0;
        if (!hasArg && (pops.readsArg() || pushes.readsArg() || (flags & (CONST | NAME | LOCAL)) != 0)) {
            throw new ExceptionInInitializerError(name + " uses an argument it does not have");
        }
        boolean jumps = (flags & JUMP) != 0;
        if (!jumps && (event == InstructionEvent.JUMP || event == InstructionEvent.BRANCH)) {
            throw new ExceptionInInitializerError(name + " fires a jump event but does not jump");
        }
        if ((flags & STAYS_IN) != 0 && (flags & HANDS_BACK) != 0) {
            throw new ExceptionInInitializerError(name + " both stays in the compiled tier's code and hands back");
        }
        NAMES[op] = name;
        FLAGS[op] = flags;
        POPS[op] = pops;
        PUSHES[op] = pushes;
        PUSHES_ON_JUMP[op] = pushesOnJump;
        EVENTS[op] = event;
    }

    // ---- reading the rows ----

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

    /** How many stack items {@code op} with {@code arg} pops (everything down to the deepest item it touches). */
    public static int pops(int op, int arg) {
        return row(POPS, op).of(arg);
    }

    /** How many items it pushes; for a jump, {@code jump} selects the taken edge. */
    public static int pushes(int op, int arg, boolean jump) {
        return row(jump ? PUSHES_ON_JUMP : PUSHES, op).of(arg);
    }

    /**
     * The net change of the stack depth when {@code op} with {@code arg} executes; for a jump, {@code jump}
     * selects the taken edge. Exceptional edges are the exception table's business, not this.
     */
    public static int stackEffect(int op, int arg, boolean jump) {
        return pushes(op, arg, jump) - pops(op, arg);
    }

    /** The event the opcode fires by itself, as its row says. */
    public static InstructionEvent event(int op) {
        return row(EVENTS, op);
    }

    /** How the instruction uses the stack around its semantic helper, as its row says. */
    public static Shape shape(int op) {
        return row(SHAPES, op);
    }

    /** Whether the instruction may run guest or tool code, or let another thread run (it lacks {@link #STAYS_IN}). */
    public static boolean mayCallOut(int op) {
        return !has(op, STAYS_IN);
    }

    /** Whether the compiled tier hands the frame back to the dispatch loop at this opcode; true for unknown ones. */
    public static boolean handsBack(int op) {
        return !isDefined(op) || has(op, HANDS_BACK);
    }

    /** Whether control may go on to the next instruction. */
    public static boolean fallsThrough(int op) {
        return !has(op, NO_FALLTHROUGH);
    }

    /** The instruction index an instruction (marked or not) may jump to, or -1 when it does not jump. */
    public static int jumpTarget(int instruction) {
        return has(op(instruction), JUMP) ? arg(instruction) : -1;
    }

    private static <T> T row(T[] column, int op) {
        T v = op >= 0 && op < 256 ? column[op] : null;
        if (v == null) {
            throw new IllegalArgumentException("no row for opcode " + op);
        }
        return v;
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
