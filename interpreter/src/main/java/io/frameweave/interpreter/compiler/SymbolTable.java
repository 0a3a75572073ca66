package io.frameweave.interpreter.compiler;

import java.util.Map;

/**
 * The symbol table of a whole module, as {@link SymbolTableBuilder} leaves it: the top scope, and the scope of
 * each node that opens one (module, class, function, lambda, comprehension).
 */
record SymbolTable(Scope top, Map<Object, Scope> byNode) {

    /** The scope {@code node} opens; a node without one is a compiler bug. */
    Scope of(Object node) {
        Scope s = byNode.get(node);
        if (s == null) {
            throw new IllegalStateException("no scope for " + node);
        }
        return s;
    }
}
