package io.frameweave.interpreter.compiler;

import io.frameweave.interpreter.ast.Arguments;

import java.util.ArrayList;
import java.util.List;

import static io.frameweave.interpreter.bytecode.Opcode.*;

/**
 * Loads, stores and deletes of names, with the opcode family the name's scope calls for: {@code *_FAST} for
 * function locals, {@code *_DEREF} for cells and free variables, {@code *_GLOBAL} and {@code *_NAME}.
 */
final class NameCompiler extends GeneratorPart {
    NameCompiler(CodeGenerator gen) {
        super(gen);
    }

    void access(String rawName, ExprContext ctx) {
        forbid(rawName, ctx);
        CodeUnit u = unit();
        String name = Mangling.mangle(u.privateName, rawName);
        int scope = u.scope.scopeOf(name);
        boolean function = u.scope.kind == Scope.Kind.FUNCTION;
        switch (scope) {
            case Scope.FREE, Scope.CELL -> {
                int idx = u.derefIndex(name, scope == Scope.CELL);
                int op = switch (ctx) {
                    case LOAD -> u.scope.kind == Scope.Kind.CLASS ? LOAD_CLASSDEREF : LOAD_DEREF;
                    case STORE -> STORE_DEREF;
                    case DEL -> DELETE_DEREF;
                };
                emit(op, idx);
                return;
            }
            case Scope.LOCAL -> {
                if (function) {
                    int op = ctx == ExprContext.LOAD ? LOAD_FAST : ctx == ExprContext.STORE ? STORE_FAST : DELETE_FAST;
                    emit(op, u.addVarname(name));
                    return;
                }
            }
            case Scope.GLOBAL_IMPLICIT -> {
                if (function) {
                    globalOp(name, ctx);
                    return;
                }
            }
            case Scope.GLOBAL_EXPLICIT -> {
                globalOp(name, ctx);
                return;
            }
            default -> { }
        }
        int op = ctx == ExprContext.LOAD ? LOAD_NAME : ctx == ExprContext.STORE ? STORE_NAME : DELETE_NAME;
        emit(op, u.addName(name));
    }

    /**
     * CPython's {@code forbidden_name}: {@code __debug__} is a constant the compiler folds, so binding or deleting
     * it is an error, at the node being compiled.
     */
    void forbid(String name, ExprContext ctx) {
        if (ctx != ExprContext.LOAD && name.equals("__debug__")) {
            throw error(ctx == ExprContext.STORE ? "cannot assign to __debug__" : "cannot delete __debug__");
        }
    }

    /** CPython's {@code compiler_check_debug_args}: no parameter may be called {@code __debug__}. */
    void forbidParams(Arguments args) {
        List<Arguments.Arg> all = new ArrayList<>(args.posonlyargs());
        all.addAll(args.args());
        if (args.vararg() != null) {
            all.add(args.vararg());
        }
        all.addAll(args.kwonlyargs());
        if (args.kwarg() != null) {
            all.add(args.kwarg());
        }
        for (var a : all) {
            forbid(a.name(), ExprContext.STORE);
        }
    }

    private void globalOp(String name, ExprContext ctx) {
        int idx = unit().addName(name);
        switch (ctx) {
            case LOAD -> emit(LOAD_GLOBAL, idx << 1);
            case STORE -> emit(STORE_GLOBAL, idx);
            case DEL -> emit(DELETE_GLOBAL, idx);
        }
    }
}
