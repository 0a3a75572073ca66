package io.frameweave.interpreter.compiler;

import io.frameweave.interpreter.ast.Pos;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.Map;

/**
 * The scopes of the symbol-table walk: the module scope, the scope being filled and those enclosing it, and
 * the recording of each name's flags in them (CPython's {@code symtable_enter_block} and
 * {@code symtable_add_def}).
 */
final class ScopeStack {
    private final SourceText source;
    private final Map<Object, Scope> scopesByNode = new IdentityHashMap<>();
    private final Deque<Scope> stack = new ArrayDeque<>();
    private final DirectivePositions positions = new DirectivePositions();
    private final Scope top;
    private Scope current;

    ScopeStack(SourceText source, Object module) {
        this.source = source;
        this.top = new Scope(Scope.Kind.MODULE, "top", Pos.NONE, null);
        this.current = top;
        scopesByNode.put(module, top);
    }

    Scope top() {
        return top;
    }

    /** The scope names are being recorded in. */
    Scope current() {
        return current;
    }

    DirectivePositions positions() {
        return positions;
    }

    SymbolTable table() {
        return new SymbolTable(top, scopesByNode);
    }

    RuntimeException error(Pos pos, String msg) {
        return source.syntaxError(pos, msg);
    }

    /** Opens the scope of {@code node} inside the current one and makes it current. */
    void enter(Scope.Kind kind, String name, Object node, Pos pos) {
        Scope s = new Scope(kind, name, pos, current);
        if (current.kind == Scope.Kind.FUNCTION || current.nested) {
            s.nested = true;
        }
        s.privateName = kind == Scope.Kind.CLASS ? null : current.privateName;
        current.children.add(s);
        scopesByNode.put(node, s);
        stack.push(current);
        current = s;
    }

    /** Goes back to the enclosing scope. */
    void exit() {
        current = stack.pop();
    }

    String mangle(String name) {
        return Mangling.mangle(current.privateName, name);
    }

    /** Records {@code flag} for {@code name} in the current scope. */
    void addDef(String name, int flag, Pos pos) {
        addDef(name, flag, current, pos);
    }

    /** Records {@code flag} for {@code rawName}, mangled as {@code scope} mangles it, in {@code scope}. */
    void addDef(String rawName, int flag, Scope scope, Pos pos) {
        String name = Mangling.mangle(scope.privateName, rawName);
        int val = scope.flags(name);
        if ((flag & Scope.DEF_PARAM) != 0 && (val & Scope.DEF_PARAM) != 0) {
            throw source.syntaxError(pos, "duplicate argument '" + name + "' in function definition");
        }
        val |= flag;
        if ((flag & Scope.DEF_GLOBAL) != 0 && scope != top) {
            // CPython's st_global: a global declaration anywhere marks the module's own symbol too
            top.symbols.put(name, top.flags(name) | Scope.DEF_GLOBAL);
        }
        if (scope.compIterTarget) {
            // a walrus earlier in the comprehension made the name its enclosing scope's
            if ((val & (Scope.DEF_GLOBAL | Scope.DEF_NONLOCAL)) != 0) {
                throw source.syntaxError(pos,
                        "comprehension inner loop cannot rebind assignment expression target '" + rawName + "'");
            }
            if ((flag & Scope.DEF_LOCAL) != 0) {
                val |= Scope.DEF_COMP_ITER;
            }
        }
        scope.symbols.put(name, val);
        if ((flag & Scope.DEF_PARAM) != 0) {
            scope.varnames.add(name);
        }
    }
}
