package io.frameweave.interpreter.compiler;

import io.frameweave.interpreter.ast.Pos;
import io.frameweave.interpreter.bytecode.ExceptionTable;
import io.frameweave.interpreter.bytecode.LineTable;
import io.frameweave.interpreter.bytecode.Opcode;
import io.frameweave.interpreter.bytecode.PyCode;
import io.frameweave.interpreter.runtime.PyObject;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

import static io.frameweave.interpreter.bytecode.Opcode.*;

/**
 * Turns a finished {@link CodeUnit} into a {@link PyCode}: prefix instructions (cells, free variables, the
 * generator start), cell-index fix-up, the flow-graph passes, stack depth, exception-handler labelling, jump
 * resolution to absolute instruction indexes, the line table and the exception table.
 */
final class Assembler {
    private final CodeUnit u;
    private final String filename;
    private final BasicBlock entry;
    /** Flags every code object of the module has (its future imports'). */
    private final int moduleFlags;

    Assembler(CodeUnit u, String filename, int moduleFlags) {
        this.u = u;
        this.filename = filename;
        this.entry = u.entry;
        this.moduleFlags = moduleFlags;
    }

    PyCode assemble() {
        int flags = codeFlags();
        List<String> localsPlus = new ArrayList<>();
        List<Byte> kinds = new ArrayList<>();
        int[] derefSlots = layoutLocalsPlus(localsPlus, kinds);

        FlowGraphOptimizer.inlineSmallExits(u.blocks);

        for (BasicBlock b = entry; b != null; b = b.next) {
            for (Instr in : b.instrs) {
                if (in.target != null) {
                    in.target = BasicBlock.skipEmpty(in.target);
                }
            }
        }
        insertPrefix(flags, localsPlus, kinds);
        fixCellOffsets(derefSlots);

        new FlowGraphOptimizer(u, entry).optimize();
        LinePropagation lines = new LinePropagation(u, entry);
        lines.duplicateExitsWithoutLine();
        int nconsts = trimUnusedConsts();
        lines.propagateLineNumbers();
        lines.guaranteeLinenoForExits(u.firstLineno);
        int maxDepth = stackDepth(flags);
        labelExceptionTargets();
        for (BasicBlock b = entry; b != null; b = b.next) {
            for (Instr in : b.instrs) {
                if (Pseudo.isBlockPush(in.op) || in.op == Pseudo.POP_BLOCK) {
                    in.op = NOP;
                    in.target = null;
                }
            }
        }
        for (BasicBlock b = entry; b != null; b = b.next) {
            NopRemoval.clean(b);
        }
        return emitCode(flags, localsPlus, kinds, maxDepth, nconsts);
    }

    private int codeFlags() {
        int flags = moduleFlags;
        if (u.scope.kind == Scope.Kind.FUNCTION) {
            flags |= PyCode.CO_OPTIMIZED | PyCode.CO_NEWLOCALS;
            if (u.scope.nested) {
                flags |= PyCode.CO_NESTED;
            }
            if (u.scope.coroutine) {
                flags |= u.scope.generator ? PyCode.CO_ASYNC_GENERATOR : PyCode.CO_COROUTINE;
            } else if (u.scope.generator) {
                flags |= PyCode.CO_GENERATOR;
            }
            if (u.varargs) {
                flags |= PyCode.CO_VARARGS;
            }
            if (u.varkeywords) {
                flags |= PyCode.CO_VARKEYWORDS;
            }
        }
        return flags;
    }

    /** Fills names and kinds; returns, per index of cellvars ++ freevars, its locals-plus slot. */
    private int[] layoutLocalsPlus(List<String> names, List<Byte> kinds) {
        int nargs = u.argCount + u.posOnlyArgCount + u.kwOnlyArgCount + (u.varargs ? 1 : 0)
                + (u.varkeywords ? 1 : 0);
        for (String v : u.varnames.keySet()) {
            names.add(v);
            kinds.add((byte) (PyCode.KIND_LOCAL | (names.size() <= nargs ? PyCode.KIND_ARG : 0)));
        }
        int[] slots = new int[u.cellvars.size() + u.freevars.size()];
        for (int i = 0; i < u.cellvars.size(); i++) {
            String c = u.cellvars.get(i);
            Integer v = u.varnames.get(c);
            if (v != null) {
                kinds.set(v, (byte) (kinds.get(v) | PyCode.KIND_CELL));
                slots[i] = v;
            } else {
                slots[i] = names.size();
                names.add(c);
                kinds.add(PyCode.KIND_CELL);
            }
        }
        for (int i = 0; i < u.freevars.size(); i++) {
            slots[u.cellvars.size() + i] = names.size();
            names.add(u.freevars.get(i));
            kinds.add(PyCode.KIND_FREE);
        }
        return slots;
    }

    private void insertPrefix(int flags, List<String> names, List<Byte> kinds) {
        Pos loc = new Pos(u.firstLineno, 0, u.firstLineno, 0);
        List<Instr> prefix = new ArrayList<>();
        int nfree = u.freevars.size();
        if (nfree > 0) {
            prefix.add(new Instr(COPY_FREE_VARS, nfree, null, null));
        }
        for (int slot = 0; slot < names.size(); slot++) {
            if ((kinds.get(slot) & PyCode.KIND_CELL) != 0) {
                // already a locals-plus slot: MAKE_CELL is not fixed up below
                prefix.add(new Instr(MAKE_CELL, slot | FIXED, null, null));
            }
        }
        if ((flags & PyCode.CO_SUSPENDS) != 0) {
            prefix.add(new Instr(RETURN_GENERATOR, 0, null, loc));
            prefix.add(new Instr(POP_TOP, 0, null, loc));
        }
        entry.instrs.addAll(0, prefix);
    }

    /** Marks an argument that is already a locals-plus slot during {@link #fixCellOffsets}. */
    private static final int FIXED = 1 << 23;

    private void fixCellOffsets(int[] slots) {
        for (BasicBlock b = entry; b != null; b = b.next) {
            for (Instr in : b.instrs) {
                switch (in.op) {
                    case MAKE_CELL, LOAD_CLOSURE, LOAD_DEREF, STORE_DEREF, DELETE_DEREF, LOAD_CLASSDEREF -> {
                        if ((in.arg & FIXED) != 0) {
                            in.arg &= ~FIXED;
                        } else {
                            in.arg = slots[in.arg];
                        }
                    }
                    default -> { }
                }
            }
        }
    }

    private int trimUnusedConsts() {
        int max = 0;
        for (BasicBlock b = entry; b != null; b = b.next) {
            for (Instr in : b.instrs) {
                if ((in.op == LOAD_CONST || in.op == KW_NAMES) && in.arg > max) {
                    max = in.arg;
                }
            }
        }
        return Math.min(u.consts.size(), max + 1);
    }

    private int stackDepth(int flags) {
        for (BasicBlock b = entry; b != null; b = b.next) {
            b.startDepth = Integer.MIN_VALUE;
        }
        Deque<BasicBlock> todo = new ArrayDeque<>();
        int[] max = {0};
        push(todo, entry, (flags & PyCode.CO_SUSPENDS) != 0 ? 1 : 0);
        while (!todo.isEmpty()) {
            BasicBlock b = todo.pop();
            int depth = b.startDepth;
            BasicBlock next = b.next;
            for (Instr in : b.instrs) {
                int effect = Pseudo.stackEffect(in.op, in.arg, false);
                int newDepth = depth + effect;
                max[0] = Math.max(max[0], newDepth);
                if (Pseudo.isJump(in.op) || Pseudo.isBlockPush(in.op)) {
                    int targetDepth = depth + Pseudo.stackEffect(in.op, in.arg, true);
                    max[0] = Math.max(max[0], targetDepth);
                    push(todo, in.target, targetDepth);
                }
                depth = newDepth;
                if (Pseudo.isTerminator(in.op)) {
                    next = null;
                    break;
                }
            }
            if (next != null) {
                push(todo, next, depth);
            }
        }
        return max[0];
    }

    private static void push(Deque<BasicBlock> todo, BasicBlock b, int depth) {
        if (b.startDepth < depth && b.startDepth != Integer.MIN_VALUE) {
            throw new IllegalStateException("inconsistent stack depth at block B" + b.id);
        }
        if (b.startDepth == Integer.MIN_VALUE) {
            b.startDepth = depth;
            todo.push(b);
        }
    }

    /** Gives each instruction its innermost handler by walking the SETUP_* / POP_BLOCK nesting over the graph. */
    private void labelExceptionTargets() {
        for (BasicBlock b = entry; b != null; b = b.next) {
            b.visited = false;
            b.exceptStack = null;
        }
        Deque<BasicBlock> todo = new ArrayDeque<>();
        entry.visited = true;
        entry.exceptStack = new ArrayList<>();
        todo.push(entry);
        while (!todo.isEmpty()) {
            BasicBlock b = todo.pop();
            List<BasicBlock> stack = b.exceptStack;
            b.exceptStack = null;
            BasicBlock handler = stack.isEmpty() ? null : stack.get(stack.size() - 1);
            for (Instr in : b.instrs) {
                if (Pseudo.isBlockPush(in.op)) {
                    if (!in.target.visited) {
                        in.target.exceptStack = new ArrayList<>(stack);
                        in.target.visited = true;
                        todo.push(in.target);
                    }
                    if (in.op == Pseudo.SETUP_CLEANUP || in.op == Pseudo.SETUP_WITH) {
                        in.target.preserveLasti = true;
                    }
                    stack.add(in.target);
                    handler = in.target;
                } else if (in.op == Pseudo.POP_BLOCK) {
                    stack.remove(stack.size() - 1);
                    handler = stack.isEmpty() ? null : stack.get(stack.size() - 1);
                } else {
                    in.except = handler;
                    if (Pseudo.isJump(in.op) && !in.target.visited) {
                        in.target.exceptStack = new ArrayList<>(stack);
                        in.target.visited = true;
                        todo.push(in.target);
                    }
                }
            }
            if (!b.noFallthrough() && b.next != null && !b.next.visited) {
                b.next.exceptStack = stack;
                b.next.visited = true;
                todo.push(b.next);
            }
        }
    }

    private PyCode emitCode(int flags, List<String> localsPlus, List<Byte> kinds, int maxDepth, int nconsts) {
        int offset = 0;
        for (BasicBlock b = entry; b != null; b = b.next) {
            b.offset = offset;
            offset += b.instrs.size();
        }
        int[] code = new int[offset];
        LineTable.Builder lines = new LineTable.Builder();
        ExceptionTable.Builder table = new ExceptionTable.Builder();
        BasicBlock handler = null;
        int start = -1;
        int pc = 0;
        for (BasicBlock b = entry; b != null; b = b.next) {
            for (Instr in : b.instrs) {
                int op = in.op;
                int arg = in.arg;
                if (in.target != null) {
                    arg = in.target.offset;
                    if (op == Pseudo.JUMP) {
                        op = arg > pc ? JUMP_FORWARD : JUMP_BACKWARD;
                    } else if (op == Pseudo.JUMP_NO_INTERRUPT) {
                        op = arg > pc ? JUMP_FORWARD : JUMP_BACKWARD_NO_INTERRUPT;
                    }
                }
                if (op > Opcode.MAX_BASE_OPCODE) {
                    throw new IllegalStateException("pseudo-instruction left in code: " + Pseudo.name(op));
                }
                code[pc] = Opcode.encode(op, arg);
                Pos p = in.loc;
                if (p == null) {
                    lines.add(LineTable.NO_LINE, LineTable.NO_LINE, -1, -1);
                } else {
                    lines.add(p.line(), p.endLine(), p.col(), p.endCol());
                }
                if (in.except != handler) {
                    if (handler != null) {
                        addEntry(table, start, pc, handler);
                    }
                    start = pc;
                    handler = in.except;
                }
                pc++;
            }
        }
        if (handler != null) {
            addEntry(table, start, pc, handler);
        }
        PyObject[] consts = new PyObject[nconsts];
        for (int i = 0; i < nconsts; i++) {
            consts[i] = ConstantValue.toPy(u.consts.get(i));
        }
        String[] names = u.names.keySet().toArray(new String[0]);
        byte[] kindArray = new byte[kinds.size()];
        for (int i = 0; i < kindArray.length; i++) {
            kindArray[i] = kinds.get(i);
        }
        return new PyCode(u.name, u.qualname, filename, u.firstLineno,
                u.argCount + u.posOnlyArgCount, u.posOnlyArgCount, u.kwOnlyArgCount, flags,
                code, consts, names, localsPlus.toArray(new String[0]), kindArray, maxDepth,
                lines.build(), table.build());
    }

    private static void addEntry(ExceptionTable.Builder table, int start, int end, BasicBlock handler) {
        int depth = handler.startDepth - 1 - (handler.preserveLasti ? 1 : 0);
        table.add(start, end, handler.offset, depth, handler.preserveLasti);
    }
}
