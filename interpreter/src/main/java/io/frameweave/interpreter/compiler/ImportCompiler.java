package io.frameweave.interpreter.compiler;

import io.frameweave.interpreter.ast.Alias;
import io.frameweave.interpreter.ast.Expr;
import io.frameweave.interpreter.ast.Stmt;

import java.util.ArrayList;
import java.util.List;

import static io.frameweave.interpreter.bytecode.Opcode.*;

/** The {@code import} and {@code from ... import} statements. */
final class ImportCompiler extends GeneratorPart {
    ImportCompiler(CodeGenerator gen) {
        super(gen);
    }

    void importStmt(Stmt.Import s) {
        for (Alias alias : s.names()) {
            loadConst(0L);
            loadConst(Expr.Singleton.NONE);
            emitName(IMPORT_NAME, alias.name());
            if (alias.asname() != null) {
                importAs(alias.name(), alias.asname());
            } else {
                int dot = alias.name().indexOf('.');
                nameOp(dot >= 0 ? alias.name().substring(0, dot) : alias.name(), ExprContext.STORE);
            }
        }
    }

    /** {@code import a.b.c as d} binds the innermost module, reached attribute by attribute. */
    private void importAs(String name, String asname) {
        int dot = name.indexOf('.');
        if (dot < 0) {
            nameOp(asname, ExprContext.STORE);
            return;
        }
        while (true) {
            int start = dot + 1;
            dot = name.indexOf('.', start);
            String attr = name.substring(start, dot >= 0 ? dot : name.length());
            emit(IMPORT_FROM, unit().addName(attr));
            if (dot < 0) {
                break;
            }
            emit(SWAP, 2);
            emit(POP_TOP);
        }
        nameOp(asname, ExprContext.STORE);
        emit(POP_TOP);
    }

    void importFrom(Stmt.ImportFrom s) {
        if (FutureImports.isLate(s, gen.futureLine)) {
            throw error("from __future__ imports must occur at the beginning of the file");
        }
        loadConst((long) s.level());
        List<Object> names = new ArrayList<>();
        for (Alias a : s.names()) {
            names.add(a.name());
        }
        loadConst(new ConstTuple(names));
        emitName(IMPORT_NAME, s.module() != null ? s.module() : "");
        for (int i = 0; i < s.names().size(); i++) {
            Alias alias = s.names().get(i);
            if (i == 0 && alias.name().equals("*")) {
                emit(IMPORT_STAR);
                return;
            }
            emitName(IMPORT_FROM, alias.name());
            nameOp(alias.asname() != null ? alias.asname() : alias.name(), ExprContext.STORE);
        }
        emit(POP_TOP);
    }
}
