package io.frameweave.interpreter.vm;

import io.frameweave.interpreter.bytecode.ExceptionTable;
import io.frameweave.interpreter.bytecode.PyCode;
import io.frameweave.interpreter.runtime.ExceptionTypes;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBaseException;
import io.frameweave.interpreter.runtime.PyObject;

import static io.frameweave.interpreter.bytecode.Opcode.*;

/**
 * The dispatch loop, in a class of its own that no weave point is in. The agent weaves
 * {@link Interpreter#execute} (the FRAME_EXECUTION weave point) by redefining its class while the program runs,
 * and a JVM frame that is running a method of a class when it is redefined goes on in the old method, to its
 * end: interpreted (the JIT compiles no old method), and with its stack map computed anew at every garbage
 * collection (the JVM caches those of current methods only). A guest frame that runs a long loop here, such as a
 * program's main loop, would run so for good after any tool came; in this class its JIT-compiled code is
 * dropped when what it inlined is redefined, and compiled again. Only {@code execute}'s small frames are left
 * on old methods, and they only wait for what they called.
 *
 * <p>The loop keeps pc and the stack pointer in Java locals; the fast locals and the value stack share the
 * frame's {@code localsPlus} array ({@code s} below). It writes {@code frame.lasti} at each instruction fetch.
 * Opcodes above {@link io.frameweave.interpreter.bytecode.Opcode#MAX_BASE_OPCODE} never come from the compiler;
 * they reach {@link InstructionFetch#instrumented}, the instruction-fetch weave point, through a branch the loop
 * never takes otherwise. Around that call the loop's pc and stack pointer live in {@code frame.pc} and
 * {@code frame.sp}, so whatever runs there sees the value stack and may move both (a debugger's jump). Marked
 * code is never compiled, so every marked instruction passes through here. Each case of the loop is a few lines
 * that call named helpers; the cases of opcodes whose {@link io.frameweave.interpreter.bytecode.Opcode} row gives
 * a {@link io.frameweave.interpreter.bytecode.Shape} are not in this source: the build writes them from the row and
 * the opcode's {@link Helper} (build-tools' {@code LoopCases}). The loop stays under HotSpot's 8000-byte limit for
 * JIT-compiling huge methods ({@code DispatchLoopSizeTest}).
 */
final class DispatchLoop {
    private DispatchLoop() {}

    /**
     * The dispatch loop: runs {@code frame} from {@code frame.pc} with stack pointer {@code frame.sp}, or, when
     * {@code raisedInCompiled} is set, from the handler for what its compiled form raised at {@code frame.lasti}.
     * {@code fetched}: the instruction at {@code frame.pc} was fetched by compiled code (its probe ran).
     */
    static PyObject dispatch(PyFrame frame, ThreadState ts, Throwable raisedInCompiled, boolean fetched) {
        final PyCode code = frame.code;
        final int[] instructions = code.instructions;
        final PyObject[] consts = code.consts;
        final String[] names = code.names;
        final PyObject[] s = frame.localsPlus;
        final Object[] caches = frame.caches;
        int pc = frame.pc;
        int sp = frame.sp;
        String[] kwnames = null;
        boolean reraise = false;
        PyObject toThrow = frame.pendingThrow;
        frame.pendingThrow = null;
        CompiledCode compiled = null;
        boolean inCompiled = raisedInCompiled != null;
        // the pc of an instruction whose fetch probe compiled code ran before handing the frame over, or -1
        int fetchedPc = fetched ? pc : -1;
        for (;;) {
            try {
                if (raisedInCompiled != null) {
                    Throwable t = raisedInCompiled;
                    raisedInCompiled = null;
                    throw t;
                }
                if (toThrow != null) {
                    PyObject t = toThrow;
                    toThrow = null;
                    throw ExceptionUnwinder.thrown(t);
                }
                if (compiled != null) {
                    frame.pc = pc;
                    frame.sp = sp;
                    inCompiled = true;
                    PyObject r = compiled.run(frame);
                    inCompiled = false;
                    compiled = null;
                    if (r != CompiledCode.LEAVE && r != CompiledCode.LEAVE_FETCHED) {
                        return r;
                    }
                    pc = frame.pc;
                    sp = frame.sp;
                    if (r == CompiledCode.LEAVE_FETCHED) {
                        fetchedPc = pc;
                    }
                }
                dispatch:
                for (;;) {
                    int instr = instructions[pc];
                    frame.lasti = pc;
                    pc++;
                    if (isMarked(instr)) {
                        if (pc - 1 == fetchedPc) {
                            instr = unmarked(instr);
                        } else {
                            frame.pc = pc;
                            frame.sp = sp;
                            instr = InstructionFetch.instrumented(frame, pc - 1, instr);
                            pc = frame.pc;
                            sp = frame.sp;
                        }
                        fetchedPc = -1;
                    }
                    int arg = arg(instr);
                    backEdge:
                    switch (opByte(instr)) {
                        case NOP:
                        case RESUME:
                            continue;
                        case POP_TOP:
                            s[--sp] = null;
                            continue;
                        case PUSH_NULL:
                            s[sp++] = null;
                            continue;
                        case COPY:
                            s[sp] = s[sp - arg];
                            sp++;
                            continue;
                        case SWAP: {
                            PyObject t = s[sp - 1];
                            s[sp - 1] = s[sp - arg];
                            s[sp - arg] = t;
                            continue;
                        }
                        case LOAD_CONST:
                            s[sp++] = consts[arg];
                            continue;
                        case LOAD_FAST: {
                            PyObject v = s[arg];
                            if (v == null) {
                                throw NameOps.unboundLocal(code, arg);
                            }
                            s[sp++] = v;
                            continue;
                        }
                        case STORE_FAST:
                            s[arg] = s[--sp];
                            s[sp] = null;
                            continue;
                        case DELETE_FAST:
                            if (s[arg] == null) {
                                throw NameOps.unboundLocal(code, arg);
                            }
                            s[arg] = null;
                            continue;
                        case SETUP_ANNOTATIONS:
                            NameOps.setupAnnotations(frame);
                            continue;
                        case LOAD_GLOBAL:
                            if ((arg & 1) != 0) {
                                s[sp++] = null;
                            }
                            s[sp++] = NameOps.loadGlobal(frame, caches, pc - 1, names[arg >>> 1]);
                            continue;
                        case MAKE_CELL:
                            s[arg] = new PyCell(s[arg]);
                            continue;
                        case LOAD_CLOSURE:
                            s[sp++] = s[arg];
                            continue;
                        case COPY_FREE_VARS:
                            System.arraycopy(frame.closure, 0, s, code.nLocalsPlus - arg, arg);
                            continue;
                        case LOAD_ATTR:
                            s[sp - 1] = AttributeOps.loadAttr(s[sp - 1], names[arg], caches, pc - 1);
                            continue;
                        case STORE_ATTR:
                            AttributeOps.storeAttr(s[sp - 1], names[arg], s[sp - 2], caches, pc - 1);
                            s[--sp] = null;
                            s[--sp] = null;
                            continue;
                        case DELETE_ATTR:
                            Ops.delAttr(s[--sp], names[arg]);
                            s[sp] = null;
                            continue;
                        case LOAD_METHOD:
                            sp = AttributeOps.loadMethod(s, sp, names[arg], caches, pc - 1);
                            continue;
                        case STORE_SUBSCR:
                            SubscriptOps.setItem(s[sp - 2], s[sp - 1], s[sp - 3]);
                            sp = clear(s, sp, 3);
                            continue;
                        case DELETE_SUBSCR:
                            Ops.delItem(s[sp - 2], s[sp - 1]);
                            sp = clear(s, sp, 2);
                            continue;
                        case MAP_ADD:
                            BuildOps.mapAdd(s[sp - 2 - arg], s[sp - 2], s[sp - 1]);
                            sp = clear(s, sp, 2);
                            continue;
                        case DICT_MERGE:
                            BuildOps.dictMerge(s[sp - 1 - arg], s[sp - 1], s[sp - 3 - arg]);
                            s[--sp] = null;
                            continue;
                        case JUMP_FORWARD:
                            pc = arg;
                            continue;
                        case JUMP_BACKWARD:
                            pc = arg;
                            break backEdge;
                        case POP_JUMP_IF_FALSE: {
                            PyObject v = s[--sp];
                            s[sp] = null;
                            if (v == Py.False || (v != Py.True && !NumberOps.isTrue(v))) {
                                if (arg < pc) {
                                    pc = arg;
                                    break backEdge;
                                }
                                pc = arg;
                            }
                            continue;
                        }
                        case POP_JUMP_IF_TRUE: {
                            PyObject v = s[--sp];
                            s[sp] = null;
                            if (v == Py.True || (v != Py.False && NumberOps.isTrue(v))) {
                                if (arg < pc) {
                                    pc = arg;
                                    break backEdge;
                                }
                                pc = arg;
                            }
                            continue;
                        }
                        case POP_JUMP_IF_NONE: {
                            PyObject v = s[--sp];
                            s[sp] = null;
                            if (v == Py.None) {
                                if (arg < pc) {
                                    pc = arg;
                                    break backEdge;
                                }
                                pc = arg;
                            }
                            continue;
                        }
                        case POP_JUMP_IF_NOT_NONE: {
                            PyObject v = s[--sp];
                            s[sp] = null;
                            if (v != Py.None) {
                                if (arg < pc) {
                                    pc = arg;
                                    break backEdge;
                                }
                                pc = arg;
                            }
                            continue;
                        }
                        case JUMP_IF_FALSE_OR_POP:
                            if (!NumberOps.isTrue(s[sp - 1])) {
                                if (arg < pc) {
                                    pc = arg;
                                    break backEdge;
                                }
                                pc = arg;
                            } else {
                                s[--sp] = null;
                            }
                            continue;
                        case JUMP_IF_TRUE_OR_POP:
                            if (NumberOps.isTrue(s[sp - 1])) {
                                if (arg < pc) {
                                    pc = arg;
                                    break backEdge;
                                }
                                pc = arg;
                            } else {
                                s[--sp] = null;
                            }
                            continue;
                        case FOR_ITER: {
                            PyObject v = IterOps.next(s[sp - 1]);
                            if (v != null) {
                                s[sp++] = v;
                            } else {
                                s[--sp] = null;
                                pc = arg;
                            }
                            continue;
                        }
                        case KW_NAMES:
                            kwnames = CallOps.kwnames(consts[arg], caches, pc - 1);
                            continue;
                        case CALL: {
                            int base = sp - arg - 2;
                            if (kwnames == null) {
                                CompiledOps.call(s, base, arg);
                                sp = base + 1;
                                continue;
                            }
                            PyObject r = CallOps.call(s, base, arg, kwnames);
                            kwnames = null;
                            sp = clear(s, sp, arg + 1);
                            s[base] = r;
                            continue;
                        }
                        case CALL_FUNCTION_EX:
                            sp = CallOps.callFunctionEx(s, sp, arg);
                            continue;
                        case MAKE_FUNCTION:
                            sp = FunctionOps.makeFunction(frame, s, sp, arg, caches, pc - 1);
                            continue;
                        case RETURN_VALUE: {
                            PyObject v = s[--sp];
                            s[sp] = null;
                            frame.suspended = false;
                            return v;
                        }
                        case LOAD_BUILD_CLASS:
                            s[sp++] = BuildClass.builtin(frame);
                            continue;
                        case RETURN_GENERATOR:
                            frame.pc = pc;
                            frame.sp = sp;
                            frame.suspended = false;
                            return GeneratorOps.make(frame);
                        case YIELD_VALUE: {
                            PyObject v = s[--sp];
                            s[sp] = null;
                            frame.pc = pc;
                            frame.sp = sp;
                            frame.suspended = true;
                            return v;
                        }
                        case SEND:
                            if (GeneratorOps.send(s, sp)) {
                                sp--;
                                pc = arg;
                            }
                            continue;
                        case JUMP_BACKWARD_NO_INTERRUPT:
                            pc = arg;
                            continue;
                        case GET_ANEXT:
                            s[sp] = AwaitOps.getANext(s[sp - 1]);
                            sp++;
                            continue;
                        case BEFORE_ASYNC_WITH:
                            sp = AwaitOps.beforeAsyncWith(s, sp);
                            continue;
                        case END_ASYNC_FOR:
                            if (!AwaitOps.endsAsyncFor(s[sp - 1])) {
                                reraise = true;
                                throw ExceptionUnwinder.thrown(s[--sp]);
                            }
                            sp = clear(s, sp, 2);
                            continue;
                        case RAISE_VARARGS:
                            // a bare raise re-raises the active exception; with none, its RuntimeError is raised here
                            reraise = arg == 0 && ts.topmostHandled() instanceof PyBaseException;
                            throw ExceptionUnwinder.raise(s, sp, arg, ts);
                        case RERAISE:
                            if (arg != 0) {
                                frame.lasti = ExceptionUnwinder.savedLasti(s[sp - 1 - arg], frame.lasti);
                            }
                            reraise = true;
                            throw ExceptionUnwinder.thrown(s[--sp]);
                        case PUSH_EXC_INFO: {
                            PyObject exc = s[sp - 1];
                            s[sp - 1] = ts.handled == null ? Py.None : ts.handled;
                            s[sp++] = exc;
                            ts.handled = exc;
                            continue;
                        }
                        case POP_EXCEPT: {
                            PyObject prev = s[--sp];
                            s[sp] = null;
                            ts.handled = prev == Py.None ? null : prev;
                            continue;
                        }
                        case CHECK_EXC_MATCH: {
                            PyObject t = s[--sp];
                            s[sp] = null;
                            s[sp] = ExceptionUnwinder.matches(s[sp - 1], t) ? Py.True : Py.False;
                            sp++;
                            continue;
                        }
                        case CHECK_EG_MATCH:
                            ExceptStarOps.checkEgMatch(s, sp, ts);
                            continue;
                        case LOAD_ASSERTION_ERROR:
                            s[sp++] = ExceptionTypes.AssertionError;
                            continue;
                        case BEFORE_WITH:
                            sp = WithOps.beforeWith(s, sp);
                            continue;
                        case WITH_EXCEPT_START:
                            s[sp] = WithOps.exitWithException(s[sp - 4], s[sp - 1]);
                            sp++;
                            continue;
                        case IMPORT_NAME: {
                            PyObject fromlist = s[--sp];
                            s[sp] = null;
                            s[sp - 1] = ImportSystem.importName(names[arg], frame.globals, fromlist, s[sp - 1]);
                            continue;
                        }
                        case IMPORT_FROM:
                            s[sp] = ImportSystem.importFrom(s[sp - 1], names[arg]);
                            sp++;
                            continue;
                        case IMPORT_STAR:
                            ImportSystem.importStar(frame, s[--sp]);
                            s[sp] = null;
                            continue;
                        case PRINT_EXPR:
                            PythonVM.current().printExpr(s[--sp]);
                            s[sp] = null;
                            continue;
                        // the cases of the opcodes whose row gives a shape (binary, unary, stack, into a collection,
                        // load, store and delete of a variable) are written into the class file by the build, from
                        // the row and the opcode's helper (build-tools' LoopCases), just before this default
                        default:
                            throw InstructionFetch.unknownOpcode(frame, instr);
                    }
                    // the cases break out of the switch at a loop's back edge only: JUMP_BACKWARD, or a conditional
                    // jump taken to an earlier instruction (a while loop tests its condition again at its bottom);
                    // each lets a waiting thread run, and goes on compiled once the code is warm
                    fetchedPc = -1; // only the first instruction the loop runs can have been fetched
                    if (GIL.dropRequest) {
                        GIL.yieldIfRequested();
                    }
                    if ((compiled = CompiledTier.entry(code)) != null) {
                        break dispatch;
                    }
                }
            } catch (Throwable t) {
                compiled = null;
                fetchedPc = -1;
                if (inCompiled) {
                    // compiled code leaves lasti at the instruction that raised, its stack anywhere below the top
                    inCompiled = false;
                    pc = frame.lasti + 1;
                    sp = code.nLocalsPlus + code.stackSize + 1;
                }
                PyBaseException exc = ExceptionUnwinder.toGuest(t, ts);
                if (!reraise) {
                    ExceptionUnwinder.recordRaise(exc, frame, ts);
                }
                reraise = false;
                int h = ExceptionUnwinder.findHandler(frame, pc - 1, exc);
                if (h < 0) {
                    frame.suspended = false;
                    frame.pc = -1;
                    throw ExceptionUnwinder.propagate(t, exc);
                }
                int[] table = code.exceptionTable;
                int depth = code.nLocalsPlus + table[h + ExceptionTable.DEPTH];
                while (sp > depth) {
                    s[--sp] = null;
                }
                if (table[h + ExceptionTable.PUSH_LASTI] != 0) {
                    s[sp++] = Py.newInt(frame.lasti);
                }
                s[sp++] = exc;
                pc = table[h + ExceptionTable.TARGET];
                kwnames = null;
            }
        }
    }

    /** Pops {@code n} stack items (nulling the slots so the collector can free them); returns the new sp. */
    private static int clear(PyObject[] s, int sp, int n) {
        for (int i = 0; i < n; i++) {
            s[--sp] = null;
        }
        return sp;
    }
}
