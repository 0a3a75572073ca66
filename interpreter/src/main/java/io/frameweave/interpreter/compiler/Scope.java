package io.frameweave.interpreter.compiler;

import io.frameweave.interpreter.ast.Pos;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One block of the symbol table (CPython's {@code PySTEntryObject}): a module, class, function, lambda or
 * comprehension body, with the flags of every name used in it and, after analysis, each name's scope.
 */
final class Scope {
    enum Kind { MODULE, CLASS, FUNCTION }

    // ---- symbol flags (as symtable.h) ----
    static final int DEF_GLOBAL = 1;
    static final int DEF_LOCAL = 2;
    static final int DEF_PARAM = 4;
    static final int DEF_NONLOCAL = 8;
    static final int USE = 16;
    static final int DEF_FREE = 32;
    static final int DEF_FREE_CLASS = 64;
    static final int DEF_IMPORT = 128;
    static final int DEF_ANNOT = 256;
    static final int DEF_COMP_ITER = 512;
    static final int DEF_BOUND = DEF_LOCAL | DEF_PARAM | DEF_IMPORT;

    // ---- resolved scopes ----
    static final int LOCAL = 1;
    static final int GLOBAL_EXPLICIT = 2;
    static final int GLOBAL_IMPLICIT = 3;
    static final int FREE = 4;
    static final int CELL = 5;

    final Kind kind;
    final String name;
    final Pos pos;
    final Scope parent;
    /** Flags per name, in order of first appearance. */
    final Map<String, Integer> symbols = new LinkedHashMap<>();
    /** Resolved scope per name, after analysis. */
    final Map<String, Integer> scopes = new LinkedHashMap<>();
    /** Parameter names in order (CPython's ste_varnames). */
    final List<String> varnames = new ArrayList<>();
    final List<Scope> children = new ArrayList<>();

    boolean nested;
    boolean generator;
    /** An {@code async def}, or a comprehension with {@code async for} or {@code await} (CPython's ste_coroutine). */
    boolean coroutine;
    boolean lambda;
    /** Non-null for comprehension scopes: "list comprehension", "generator expression" ... */
    String comprehension;
    boolean needsClassClosure;
    boolean childFree;
    boolean hasFree;
    int compIterExpr;
    boolean compIterTarget;
    /** The class name used for private name mangling inside this scope, or null. */
    String privateName;

    Scope(Kind kind, String name, Pos pos, Scope parent) {
        this.kind = kind;
        this.name = name;
        this.pos = pos;
        this.parent = parent;
    }

    boolean isFunction() {
        return kind == Kind.FUNCTION;
    }

    int flags(String name) {
        Integer f = symbols.get(name);
        return f == null ? 0 : f;
    }

    /** The resolved scope of {@code name}, or 0 when the name does not occur here. */
    int scopeOf(String name) {
        Integer s = scopes.get(name);
        return s == null ? 0 : s;
    }

    @Override
    public String toString() {
        return kind + " " + name + " " + scopes;
    }
}
