package io.frameweave.interpreter.compiler;

import io.frameweave.interpreter.ast.Expr;
import io.frameweave.interpreter.ast.Keyword;
import io.frameweave.interpreter.ast.Pos;

import java.util.ArrayList;
import java.util.List;

import static io.frameweave.interpreter.bytecode.Opcode.*;

/**
 * Calls: {@code obj.meth(...)} as LOAD_METHOD + CALL, plain calls as PUSH_NULL + callee + CALL with KW_NAMES for
 * keyword arguments, and CALL_FUNCTION_EX when arguments are unpacked or too many to push.
 */
final class CallCompiler extends GeneratorPart {
    CallCompiler(CodeGenerator gen) {
        super(gen);
    }

    void call(Expr.Call c) {
        if (maybeMethodCall(c)) {
            return;
        }
        out.literals.caller(c.pos(), c.func());
        unit().loc = c.func().pos();
        emit(PUSH_NULL);
        unit().loc = c.pos();
        visitExpr(c.func());
        callHelper(0, c.args(), c.keywords());
    }

    /** CPython's maybe_optimize_method_call: false when the call does not qualify and nothing was emitted. */
    private boolean maybeMethodCall(Expr.Call c) {
        if (!(c.func() instanceof Expr.Attribute meth)) {
            return false;
        }
        if (meth.value() instanceof Expr.Name n && (out.symbols.top().flags(n.id()) & Scope.DEF_IMPORT) != 0) {
            return false;
        }
        int argsl = c.args().size();
        int kwdsl = c.keywords().size();
        if (argsl + kwdsl + (kwdsl != 0 ? 1 : 0) >= STACK_USE_GUIDELINE) {
            return false;
        }
        for (Expr a : c.args()) {
            if (a instanceof Expr.Starred) {
                return false;
            }
        }
        for (Keyword k : c.keywords()) {
            if (k.name() == null) {
                return false;
            }
        }
        visitExpr(meth.value());
        Pos saved = unit().loc;
        out.matchAttrLocation(meth);
        emitName(LOAD_METHOD, meth.attr());
        visitExprs(c.args());
        if (kwdsl > 0) {
            for (Keyword k : c.keywords()) {
                visitExpr(k.value());
            }
            kwNames(c.keywords());
        }
        emit(CALL, argsl + kwdsl);
        unit().loc = saved;
        return true;
    }

    private void kwNames(List<Keyword> keywords) {
        List<Object> names = new ArrayList<>();
        for (Keyword k : keywords) {
            names.add(k.name());
        }
        emit(KW_NAMES, unit().addConst(new ConstTuple(names)));
    }

    private void validateKeywords(List<Keyword> keywords) {
        for (int i = 0; i < keywords.size(); i++) {
            String name = keywords.get(i).name();
            if (name == null) {
                continue;
            }
            gen.names.forbid(name, ExprContext.STORE);
            for (int j = i + 1; j < keywords.size(); j++) {
                if (name.equals(keywords.get(j).name())) {
                    Pos saved = unit().loc;
                    unit().loc = keywords.get(j).pos();
                    RuntimeException ex = error("keyword argument repeated: " + name);
                    unit().loc = saved;
                    throw ex;
                }
            }
        }
    }

    /** The arguments and the call, after the callable and {@code n} leading arguments already pushed. */
    void callHelper(int n, List<Expr> args, List<Keyword> keywords) {
        validateKeywords(keywords);
        int nelts = args.size();
        int nkwelts = keywords.size();
        boolean ex = nelts + nkwelts * 2 > STACK_USE_GUIDELINE;
        for (Expr a : args) {
            if (a instanceof Expr.Starred) {
                ex = true;
            }
        }
        for (Keyword k : keywords) {
            if (k.name() == null) {
                ex = true;
            }
        }
        if (!ex) {
            visitExprs(args);
            if (nkwelts > 0) {
                for (Keyword k : keywords) {
                    visitExpr(k.value());
                }
                kwNames(keywords);
            }
            emit(CALL, n + nelts + nkwelts);
            return;
        }
        if (n == 0 && nelts == 1 && args.get(0) instanceof Expr.Starred s) {
            visitExpr(s.value());
        } else {
            gen.displays.starUnpack(args, n, BUILD_LIST, LIST_APPEND, LIST_EXTEND, true);
        }
        if (nkwelts > 0) {
            keywordDict(keywords);
        }
        emit(CALL_FUNCTION_EX, nkwelts > 0 ? 1 : 0);
    }

    /** CALL_FUNCTION_EX's keyword dict: runs of named keywords, merged with DICT_MERGE around {@code **} items. */
    private void keywordDict(List<Keyword> keywords) {
        int nkwelts = keywords.size();
        boolean haveDict = false;
        int nseen = 0;
        for (int i = 0; i < nkwelts; i++) {
            Keyword kw = keywords.get(i);
            if (kw.name() == null) {
                if (nseen > 0) {
                    subKwargs(keywords, i - nseen, i);
                    if (haveDict) {
                        emit(DICT_MERGE, 1);
                    }
                    haveDict = true;
                    nseen = 0;
                }
                if (!haveDict) {
                    emit(BUILD_MAP, 0);
                    haveDict = true;
                }
                visitExpr(kw.value());
                emit(DICT_MERGE, 1);
            } else {
                nseen++;
            }
        }
        if (nseen > 0) {
            subKwargs(keywords, nkwelts - nseen, nkwelts);
            if (haveDict) {
                emit(DICT_MERGE, 1);
            }
        }
    }

    private void subKwargs(List<Keyword> keywords, int begin, int end) {
        int n = end - begin;
        boolean big = n * 2 > STACK_USE_GUIDELINE;
        if (n > 1 && !big) {
            List<Object> keys = new ArrayList<>();
            for (int i = begin; i < end; i++) {
                visitExpr(keywords.get(i).value());
                keys.add(keywords.get(i).name());
            }
            loadConst(new ConstTuple(keys));
            emit(BUILD_CONST_KEY_MAP, n);
            return;
        }
        if (big) {
            emitNoLine(BUILD_MAP, 0);
        }
        for (int i = begin; i < end; i++) {
            loadConst(keywords.get(i).name());
            visitExpr(keywords.get(i).value());
            if (big) {
                emitNoLine(MAP_ADD, 1);
            }
        }
        if (!big) {
            emit(BUILD_MAP, n);
        }
    }
}
