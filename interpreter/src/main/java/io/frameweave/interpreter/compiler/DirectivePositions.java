package io.frameweave.interpreter.compiler;

import io.frameweave.interpreter.ast.Pos;

import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.Map;

/**
 * Where each {@code global} or {@code nonlocal} binding of a scope was first declared (explicitly, or implied by a
 * walrus inside a comprehension), so that the errors only found during {@link ScopeAnalyzer analysis} point at it,
 * as CPython's error_at_directive points at the first directive naming the name.
 */
final class DirectivePositions {
    private final Map<Scope, Map<String, Pos>> byScope = new IdentityHashMap<>();

    void record(Scope scope, String name, Pos pos) {
        byScope.computeIfAbsent(scope, s -> new HashMap<>()).putIfAbsent(name, pos);
    }

    /** The declaration of {@code name} in {@code scope}, or the scope's own position when none was recorded. */
    Pos of(Scope scope, String name) {
        Map<String, Pos> names = byScope.get(scope);
        Pos p = names == null ? null : names.get(name);
        return p != null ? p : scope.pos;
    }
}
