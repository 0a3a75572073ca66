package io.frameweave.interpreter.compiler;

import io.frameweave.interpreter.ast.Expr;

import java.util.ArrayList;
import java.util.List;

import static io.frameweave.interpreter.bytecode.Opcode.*;

/**
 * Tuple, list, set and dict displays, with {@code *} and {@code **} unpacking: built from pushed items when
 * they are few, incrementally when there are many or some are unpacked, and from one constant when all items
 * are constants.
 */
final class DisplayCompiler extends GeneratorPart {
    DisplayCompiler(CodeGenerator gen) {
        super(gen);
    }

    void list(List<Expr> elts) {
        starUnpack(elts, 0, BUILD_LIST, LIST_APPEND, LIST_EXTEND, false);
    }

    void tuple(List<Expr> elts) {
        starUnpack(elts, 0, BUILD_LIST, LIST_APPEND, LIST_EXTEND, true);
    }

    void set(List<Expr> elts) {
        starUnpack(elts, 0, BUILD_SET, SET_ADD, SET_UPDATE, false);
    }

    private static boolean allConstant(List<Expr> elts, int begin, int end) {
        for (int i = begin; i < end; i++) {
            if (!(elts.get(i) instanceof Expr.Constant)) {
                return false;
            }
        }
        return true;
    }

    /**
     * A sequence of {@code elts} (some maybe starred) after {@code pushed} values already on the stack, built
     * with {@code build}, {@code add} and {@code extend}; a tuple is built as a list and converted.
     */
    void starUnpack(List<Expr> elts, int pushed, int build, int add, int extend, boolean tuple) {
        int n = elts.size();
        if (n > 2 && allConstant(elts, 0, n)) {
            constantItems(elts, pushed, build, extend, tuple);
            return;
        }
        boolean big = n + pushed > STACK_USE_GUIDELINE;
        boolean seenStar = false;
        for (Expr e : elts) {
            if (e instanceof Expr.Starred) {
                seenStar = true;
            }
        }
        if (!seenStar && !big) {
            visitExprs(elts);
            emit(tuple ? BUILD_TUPLE : build, n + pushed);
            return;
        }
        boolean built = false;
        if (big) {
            emit(build, pushed);
            built = true;
        }
        for (int i = 0; i < n; i++) {
            Expr e = elts.get(i);
            if (e instanceof Expr.Starred s) {
                if (!built) {
                    emit(build, i + pushed);
                    built = true;
                }
                visitExpr(s.value());
                emit(extend, 1);
            } else {
                visitExpr(e);
                if (built) {
                    emit(add, 1);
                }
            }
        }
        if (tuple) {
            emit(LIST_TO_TUPLE);
        }
    }

    /** All items constant: one tuple constant, or an empty container extended by a tuple or frozenset constant. */
    private void constantItems(List<Expr> elts, int pushed, int build, int extend, boolean tuple) {
        List<Object> folded = new ArrayList<>();
        for (Expr e : elts) {
            folded.add(ConstantValue.of((Expr.Constant) e));
        }
        if (tuple && pushed == 0) {
            loadConst(new ConstTuple(folded));
        } else {
            emit(build, pushed);
            loadConst(build == BUILD_SET ? new ConstFrozenSet(folded) : new ConstTuple(folded));
            emit(extend, 1);
            if (tuple) {
                emit(LIST_TO_TUPLE);
            }
        }
    }

    /** A dict display: runs of {@code key: value} pairs, merged with DICT_UPDATE around {@code **} items. */
    void dict(Expr.DictExpr d) {
        int n = d.values().size();
        boolean haveDict = false;
        int elements = 0;
        for (int i = 0; i < n; i++) {
            if (d.keys().get(i) == null) {
                if (elements > 0) {
                    subDict(d, i - elements, i);
                    if (haveDict) {
                        emit(DICT_UPDATE, 1);
                    }
                    haveDict = true;
                    elements = 0;
                }
                if (!haveDict) {
                    emit(BUILD_MAP, 0);
                    haveDict = true;
                }
                visitExpr(d.values().get(i));
                emit(DICT_UPDATE, 1);
            } else {
                if (elements * 2 > STACK_USE_GUIDELINE) {
                    subDict(d, i - elements, i + 1);
                    if (haveDict) {
                        emit(DICT_UPDATE, 1);
                    }
                    haveDict = true;
                    elements = 0;
                } else {
                    elements++;
                }
            }
        }
        if (elements > 0) {
            subDict(d, n - elements, n);
            if (haveDict) {
                emit(DICT_UPDATE, 1);
            }
            haveDict = true;
        }
        if (!haveDict) {
            emit(BUILD_MAP, 0);
        }
    }

    /** The pairs {@code begin..end} of a dict display as one new dict. */
    private void subDict(Expr.DictExpr d, int begin, int end) {
        int n = end - begin;
        boolean big = n * 2 > STACK_USE_GUIDELINE;
        if (n > 1 && !big && allConstant(d.keys(), begin, end)) {
            for (int i = begin; i < end; i++) {
                visitExpr(d.values().get(i));
            }
            List<Object> keys = new ArrayList<>();
            for (int i = begin; i < end; i++) {
                keys.add(ConstantValue.of((Expr.Constant) d.keys().get(i)));
            }
            loadConst(new ConstTuple(keys));
            emit(BUILD_CONST_KEY_MAP, n);
            return;
        }
        if (big) {
            emit(BUILD_MAP, 0);
        }
        for (int i = begin; i < end; i++) {
            visitExpr(d.keys().get(i));
            visitExpr(d.values().get(i));
            if (big) {
                emit(MAP_ADD, 1);
            }
        }
        if (!big) {
            emit(BUILD_MAP, n);
        }
    }
}
