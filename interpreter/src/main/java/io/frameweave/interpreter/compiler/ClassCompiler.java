package io.frameweave.interpreter.compiler;

import io.frameweave.interpreter.ast.Expr;
import io.frameweave.interpreter.ast.Stmt;
import io.frameweave.interpreter.bytecode.PyCode;

import static io.frameweave.interpreter.bytecode.Opcode.*;

/**
 * {@code class} statements: the body compiled as a function that fills the class namespace (and hands back the
 * {@code __class__} cell when methods use {@code super()}), then {@code __build_class__(body, name, *bases,
 * **keywords)} and the decorators.
 */
final class ClassCompiler extends GeneratorPart {
    ClassCompiler(CodeGenerator gen) {
        super(gen);
    }

    void classDef(Stmt.ClassDef c) {
        for (Expr d : c.decorators()) {
            visitExpr(d);
        }
        int firstLineno = c.decorators().isEmpty() ? c.pos().line() : c.decorators().get(0).pos().line();
        out.enterScope(c.name(), CodeUnit.ScopeType.CLASS, c, firstLineno);
        unit().privateName = c.name();
        nameOp("__name__", ExprContext.LOAD);
        nameOp("__module__", ExprContext.STORE);
        loadConst(unit().qualname);
        nameOp("__qualname__", ExprContext.STORE);
        gen.statements.body(c.body());
        unit().loc = null;
        if (unit().scope.needsClassClosure) {
            emit(LOAD_CLOSURE, unit().derefIndex("__class__", true));
            emit(COPY, 1);
            nameOp("__classcell__", ExprContext.STORE);
        } else {
            loadConst(Expr.Singleton.NONE);
        }
        emit(RETURN_VALUE);
        PyCode code = out.assemble(true);
        out.exitScope();
        emit(PUSH_NULL);
        emit(LOAD_BUILD_CLASS);
        gen.functions.makeClosure(code, 0, code.qualname);
        loadConst(c.name());
        gen.calls.callHelper(2, c.bases(), c.keywords());
        gen.functions.applyDecorators(c.decorators());
        nameOp(c.name(), ExprContext.STORE);
    }
}
