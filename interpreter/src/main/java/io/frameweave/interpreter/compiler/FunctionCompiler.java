package io.frameweave.interpreter.compiler;

import io.frameweave.interpreter.ast.Arguments;
import io.frameweave.interpreter.ast.Expr;
import io.frameweave.interpreter.ast.Pos;
import io.frameweave.interpreter.ast.Stmt;
import io.frameweave.interpreter.bytecode.PyCode;

import java.util.ArrayList;
import java.util.List;

import static io.frameweave.interpreter.bytecode.Opcode.*;

/**
 * {@code def} and {@code lambda}: the body compiled as its own code unit, then MAKE_FUNCTION with whatever
 * the function needs at run time (defaults, keyword-only defaults, annotations, closure cells), and
 * decorators. {@link ClassCompiler} and {@link ComprehensionCompiler} share the closure and decorator steps.
 */
final class FunctionCompiler extends GeneratorPart {
    // MAKE_FUNCTION's flag bits: which optional values are on the stack below the code object.
    private static final int HAS_DEFAULTS = 1;
    private static final int HAS_KWDEFAULTS = 2;
    private static final int HAS_ANNOTATIONS = 4;
    private static final int HAS_CLOSURE = 8;

    FunctionCompiler(CodeGenerator gen) {
        super(gen);
    }

    void functionDef(Stmt.FunctionDef f) {
        gen.names.forbidParams(f.args());
        for (Expr d : f.decorators()) {
            visitExpr(d);
        }
        int firstLineno = f.decorators().isEmpty() ? f.pos().line() : f.decorators().get(0).pos().line();
        int flags = defaultArguments(f.args());
        if (annotations(f.args(), f.returns())) {
            flags |= HAS_ANNOTATIONS;
        }
        out.enterScope(f.name(), CodeUnit.ScopeType.FUNCTION, f, firstLineno);
        unit().asyncFunction = f.isAsync();
        String doc = StatementCompiler.docstring(f.body());
        unit().addConst(doc != null ? doc : Expr.Singleton.NONE);
        setArgCounts(f.args());
        for (int i = doc != null ? 1 : 0; i < f.body().size(); i++) {
            visitStmt(f.body().get(i));
        }
        PyCode code = out.assemble(true);
        String qualname = unit().qualname;
        out.exitScope();
        makeClosure(code, flags, qualname);
        applyDecorators(f.decorators());
        nameOp(f.name(), ExprContext.STORE);
    }

    void lambda(Expr.Lambda l) {
        gen.names.forbidParams(l.args());
        int flags = defaultArguments(l.args());
        out.enterScope("<lambda>", CodeUnit.ScopeType.LAMBDA, l, l.pos().line());
        unit().loc = l.pos();
        unit().addConst(Expr.Singleton.NONE);
        setArgCounts(l.args());
        visitExpr(l.body());
        PyCode code;
        if (unit().scope.generator) {
            code = out.assemble(false);
        } else {
            emit(RETURN_VALUE);
            code = out.assemble(true);
        }
        String qualname = unit().qualname;
        out.exitScope();
        makeClosure(code, flags, qualname);
    }

    private void setArgCounts(Arguments args) {
        CodeUnit u = unit();
        u.argCount = args.args().size();
        u.posOnlyArgCount = args.posonlyargs().size();
        u.kwOnlyArgCount = args.kwonlyargs().size();
        u.varargs = args.vararg() != null;
        u.varkeywords = args.kwarg() != null;
    }

    /** Pushes the defaults tuple and keyword-only defaults dict, if any; returns their MAKE_FUNCTION flags. */
    private int defaultArguments(Arguments args) {
        int flags = 0;
        if (!args.defaults().isEmpty()) {
            for (Expr d : args.defaults()) {
                visitExpr(d);
            }
            emit(BUILD_TUPLE, args.defaults().size());
            flags |= HAS_DEFAULTS;
        }
        List<Object> keys = new ArrayList<>();
        for (int i = 0; i < args.kwonlyargs().size(); i++) {
            Expr d = i < args.kwDefaults().size() ? args.kwDefaults().get(i) : null;
            if (d != null) {
                keys.add(Mangling.mangle(unit().privateName, args.kwonlyargs().get(i).name()));
                visitExpr(d);
            }
        }
        if (!keys.isEmpty()) {
            loadConst(new ConstTuple(keys));
            emit(BUILD_CONST_KEY_MAP, keys.size());
            flags |= HAS_KWDEFAULTS;
        }
        return flags;
    }

    /** Pushes the annotations as a flat {@code (name, value, ...)} tuple; false when there are none. */
    private boolean annotations(Arguments args, Expr returns) {
        int n = 0;
        for (Arguments.Arg a : args.args()) {
            n += argAnnotation(a.name(), a.annotation());
        }
        for (Arguments.Arg a : args.posonlyargs()) {
            n += argAnnotation(a.name(), a.annotation());
        }
        if (args.vararg() != null) {
            n += argAnnotation(args.vararg().name(), args.vararg().annotation());
        }
        for (Arguments.Arg a : args.kwonlyargs()) {
            n += argAnnotation(a.name(), a.annotation());
        }
        if (args.kwarg() != null) {
            n += argAnnotation(args.kwarg().name(), args.kwarg().annotation());
        }
        n += argAnnotation("return", returns);
        if (n > 0) {
            emit(BUILD_TUPLE, n);
            return true;
        }
        return false;
    }

    private int argAnnotation(String name, Expr annotation) {
        if (annotation == null) {
            return 0;
        }
        loadConst(Mangling.mangle(unit().privateName, name));
        if (annotation instanceof Expr.Starred s) {
            // PEP 646's "*args: *Ts" stores the one item that unpacking Ts gives, as CPython 3.11 does.
            visitExpr(s.value());
            emit(UNPACK_SEQUENCE, 1);
        } else {
            visitExpr(annotation);
        }
        return 2;
    }

    /** MAKE_FUNCTION for {@code code}, first pushing the cells its free variables close over. */
    void makeClosure(PyCode code, int flags, String qualname) {
        CodeUnit u = unit();
        String[] free = code.freevars();
        if (free.length > 0) {
            for (String name : free) {
                boolean cell;
                if (u.scopeType == CodeUnit.ScopeType.CLASS && name.equals("__class__")) {
                    cell = true;
                } else {
                    cell = u.scope.scopeOf(name) == Scope.CELL;
                }
                emit(LOAD_CLOSURE, u.derefIndex(name, cell));
            }
            flags |= HAS_CLOSURE;
            emit(BUILD_TUPLE, free.length);
        }
        loadConst(code);
        emit(MAKE_FUNCTION, flags);
    }

    /** Calls the decorators (pushed before the function), innermost first, each at its own line. */
    void applyDecorators(List<Expr> decorators) {
        Pos saved = unit().loc;
        for (int i = decorators.size() - 1; i >= 0; i--) {
            unit().loc = decorators.get(i).pos();
            emit(CALL, 0);
        }
        unit().loc = saved;
    }
}
