package io.frameweave.interpreter.compiler;

import io.frameweave.interpreter.ast.Pos;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * The state of one code object being compiled (CPython's {@code compiler_unit}): its scope, constant and name
 * pools, the blocks emitted so far, the frame-block stack for break/continue/return, and the current position.
 */
final class CodeUnit {
    enum ScopeType { MODULE, CLASS, FUNCTION, LAMBDA, COMPREHENSION }

    /** What an enclosing construct needs done when control leaves it early (CPython's fblock types). */
    enum FBlockType { WHILE_LOOP, FOR_LOOP, TRY_EXCEPT, FINALLY_TRY, FINALLY_END, WITH, HANDLER_CLEANUP, POP_VALUE,
        EXCEPTION_HANDLER, EXCEPTION_GROUP_HANDLER }

    record FBlock(FBlockType type, BasicBlock block, BasicBlock exit, Object datum) {}

    final Scope scope;
    final ScopeType scopeType;
    final String name;
    String qualname;
    final int firstLineno;
    String privateName;

    final List<Object> consts = new ArrayList<>();
    final Map<Object, Integer> constIndex = new HashMap<>();
    final LinkedHashMap<String, Integer> names = new LinkedHashMap<>();
    final LinkedHashMap<String, Integer> varnames = new LinkedHashMap<>();
    final List<String> cellvars = new ArrayList<>();
    final List<String> freevars = new ArrayList<>();

    int argCount;
    int posOnlyArgCount;
    int kwOnlyArgCount;
    boolean varargs;
    boolean varkeywords;
    /** The unit is an {@code async def}'s body (CPython's COMPILER_SCOPE_ASYNC_FUNCTION). */
    boolean asyncFunction;

    /** Every block, in creation order. */
    final List<BasicBlock> blocks = new ArrayList<>();
    final BasicBlock entry;
    BasicBlock current;
    final List<FBlock> fblocks = new ArrayList<>();
    /** The position given to emitted instructions; null marks them artificial (no line). */
    Pos loc;

    CodeUnit(Scope scope, ScopeType scopeType, String name, int firstLineno) {
        this.scope = scope;
        this.scopeType = scopeType;
        this.name = name;
        this.firstLineno = firstLineno;
        for (String v : scope.varnames) {
            varnames.putIfAbsent(v, varnames.size());
        }
        TreeSet<String> cells = new TreeSet<>();
        TreeSet<String> frees = new TreeSet<>();
        for (Map.Entry<String, Integer> e : scope.scopes.entrySet()) {
            if (e.getValue() == Scope.CELL) {
                cells.add(e.getKey());
            }
            if (e.getValue() == Scope.FREE || (scope.flags(e.getKey()) & Scope.DEF_FREE_CLASS) != 0) {
                frees.add(e.getKey());
            }
        }
        cellvars.addAll(cells);
        if (scope.needsClassClosure) {
            cellvars.add(0, "__class__");
        }
        freevars.addAll(frees);
        entry = newBlock();
        current = entry;
    }

    BasicBlock newBlock() {
        BasicBlock b = new BasicBlock(blocks.size());
        blocks.add(b);
        return b;
    }

    int addConst(Object value) {
        Integer i = constIndex.get(value);
        if (i != null) {
            return i;
        }
        consts.add(value);
        constIndex.put(value, consts.size() - 1);
        return consts.size() - 1;
    }

    int addName(String name) {
        return names.computeIfAbsent(name, k -> names.size());
    }

    int addVarname(String name) {
        return varnames.computeIfAbsent(name, k -> varnames.size());
    }

    /** Index of a cell or free variable in cellvars ++ freevars (fixed up to locals-plus at assembly). */
    int derefIndex(String name, boolean cell) {
        if (cell) {
            int i = cellvars.indexOf(name);
            if (i >= 0) {
                return i;
            }
        } else {
            int i = freevars.indexOf(name);
            if (i >= 0) {
                return cellvars.size() + i;
            }
        }
        throw new IllegalStateException("no " + (cell ? "cell" : "free") + " variable " + name + " in " + this.name);
    }

    boolean isFunctionLike() {
        return scopeType == ScopeType.FUNCTION || scopeType == ScopeType.LAMBDA
                || scopeType == ScopeType.COMPREHENSION;
    }
}
