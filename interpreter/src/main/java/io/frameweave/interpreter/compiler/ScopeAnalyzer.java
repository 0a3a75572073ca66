package io.frameweave.interpreter.compiler;

import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * The analysis half of the symbol-table pass (CPython 3.11's {@code analyze_block}, {@code analyze_name} and
 * {@code update_symbols}): resolves every name of every scope to local, global (explicit or implicit), free
 * or cell, turns locals captured by inner scopes into cells, and raises the SyntaxErrors of {@code nonlocal}
 * declarations that bind nothing.
 */
final class ScopeAnalyzer {
    private final SourceText source;
    private final DirectivePositions positions;

    ScopeAnalyzer(SourceText source, DirectivePositions positions) {
        this.source = source;
        this.positions = positions;
    }

    /** Analyses the module scope and, recursively, every scope inside it. */
    void analyze(Scope top) {
        analyzeBlock(top, null, new HashSet<>(), new HashSet<>());
    }

    private void analyzeBlock(Scope ste, Set<String> bound, Set<String> free, Set<String> global) {
        Set<String> local = new HashSet<>();
        Map<String, Integer> scopes = ste.scopes;
        Set<String> newGlobal = new HashSet<>();
        Set<String> newFree = new HashSet<>();
        Set<String> newBound = new HashSet<>();

        if (ste.kind == Scope.Kind.CLASS) {
            newGlobal.addAll(global);
            if (bound != null) {
                newBound.addAll(bound);
            }
        }
        for (Map.Entry<String, Integer> e : ste.symbols.entrySet()) {
            analyzeName(ste, scopes, e.getKey(), e.getValue(), bound, local, free, global);
        }
        if (ste.kind != Scope.Kind.CLASS) {
            if (ste.kind == Scope.Kind.FUNCTION) {
                newBound.addAll(local);
            }
            if (bound != null) {
                newBound.addAll(bound);
            }
            newGlobal.addAll(global);
        } else {
            newBound.add("__class__");
        }
        Set<String> allFree = new HashSet<>();
        for (Scope child : ste.children) {
            Set<String> childFree = new HashSet<>(newFree);
            analyzeBlock(child, new HashSet<>(newBound), childFree, new HashSet<>(newGlobal));
            allFree.addAll(childFree);
            if (child.hasFree || child.childFree) {
                ste.childFree = true;
            }
        }
        newFree.addAll(allFree);
        if (ste.kind == Scope.Kind.FUNCTION) {
            for (Map.Entry<String, Integer> e : scopes.entrySet()) {
                if (e.getValue() == Scope.LOCAL && newFree.remove(e.getKey())) {
                    e.setValue(Scope.CELL);
                }
            }
        } else if (ste.kind == Scope.Kind.CLASS) {
            if (newFree.remove("__class__")) {
                ste.needsClassClosure = true;
            }
        }
        updateSymbols(ste, bound, newFree);
        free.addAll(newFree);
    }

    private void analyzeName(Scope ste, Map<String, Integer> scopes, String name, int flags, Set<String> bound,
                             Set<String> local, Set<String> free, Set<String> global) {
        if ((flags & Scope.DEF_GLOBAL) != 0) {
            if ((flags & Scope.DEF_NONLOCAL) != 0) {
                throw source.syntaxError(positions.of(ste, name), "name '" + name + "' is nonlocal and global");
            }
            scopes.put(name, Scope.GLOBAL_EXPLICIT);
            global.add(name);
            if (bound != null) {
                bound.remove(name);
            }
            return;
        }
        if ((flags & Scope.DEF_NONLOCAL) != 0) {
            if (bound == null) {
                throw source.syntaxError(positions.of(ste, name), "nonlocal declaration not allowed at module level");
            }
            if (!bound.contains(name)) {
                throw source.syntaxError(positions.of(ste, name), "no binding for nonlocal '" + name + "' found");
            }
            scopes.put(name, Scope.FREE);
            ste.hasFree = true;
            free.add(name);
            return;
        }
        if ((flags & Scope.DEF_BOUND) != 0) {
            scopes.put(name, Scope.LOCAL);
            local.add(name);
            global.remove(name);
            return;
        }
        if (bound != null && bound.contains(name)) {
            scopes.put(name, Scope.FREE);
            ste.hasFree = true;
            free.add(name);
            return;
        }
        if (global.contains(name)) {
            scopes.put(name, Scope.GLOBAL_IMPLICIT);
            return;
        }
        if (ste.nested) {
            ste.hasFree = true;
        }
        scopes.put(name, Scope.GLOBAL_IMPLICIT);
    }

    private void updateSymbols(Scope ste, Set<String> bound, Set<String> free) {
        for (String name : free) {
            Integer v = ste.symbols.get(name);
            if (v != null) {
                if (ste.kind == Scope.Kind.CLASS && (v & (Scope.DEF_BOUND | Scope.DEF_GLOBAL)) != 0) {
                    ste.symbols.put(name, v | Scope.DEF_FREE_CLASS);
                }
                continue;
            }
            if (bound != null && !bound.contains(name)) {
                continue;
            }
            ste.symbols.put(name, 0);
            ste.scopes.put(name, Scope.FREE);
        }
    }
}
