package io.frameweave.interpreter.compiler;

import io.frameweave.interpreter.ast.Expr;
import io.frameweave.interpreter.ast.Pos;
import io.frameweave.interpreter.ast.Stmt;

import java.util.List;

import static io.frameweave.interpreter.bytecode.Opcode.*;

/**
 * Assignments and deletions: targets in store or delete position (names, attributes, subscripts, and
 * tuple/list targets with their sequence unpacking), {@code del}, augmented and annotated assignment.
 */
final class AssignmentCompiler extends GeneratorPart {
    /** BINARY_OP's in-place variants ({@code +=} ...) follow the thirteen plain operators. */

    AssignmentCompiler(CodeGenerator gen) {
        super(gen);
    }

    void assign(Stmt.Assign a) {
        visitExpr(a.value());
        for (int i = 0; i < a.targets().size(); i++) {
            if (i < a.targets().size() - 1) {
                emit(COPY, 1);
            }
            visitTarget(a.targets().get(i), ExprContext.STORE);
        }
    }

    void delete(Stmt.Delete d) {
        for (Expr t : d.targets()) {
            visitTarget(t, ExprContext.DEL);
        }
    }

    /** An expression in store or delete position. */
    void target(Expr e, ExprContext ctx) {
        Pos saved = unit().loc;
        unit().loc = e.pos();
        if (e instanceof Expr.Name n) {
            nameOp(n.id(), ctx);
        } else if (e instanceof Expr.Attribute a) {
            visitExpr(a.value());
            if (ctx == ExprContext.STORE) {
                gen.names.forbid(a.attr(), ctx);
            }
            out.matchAttrLocation(a);
            emitName(ctx == ExprContext.STORE ? STORE_ATTR : DELETE_ATTR, a.attr());
        } else if (e instanceof Expr.Subscript s) {
            visitExpr(s.value());
            visitExpr(s.slice());
            emit(ctx == ExprContext.STORE ? STORE_SUBSCR : DELETE_SUBSCR);
        } else if (e instanceof Expr.TupleExpr t) {
            sequenceTarget(t.elts(), ctx);
        } else if (e instanceof Expr.ListExpr l) {
            sequenceTarget(l.elts(), ctx);
        } else if (e instanceof Expr.Starred) {
            throw error(ctx == ExprContext.STORE
                    ? "starred assignment target must be in a list or tuple"
                    : "can't use starred expression here");
        } else {
            throw error("cannot " + (ctx == ExprContext.STORE ? "assign to" : "delete") + " expression");
        }
        unit().loc = saved;
    }

    /** A tuple or list target: UNPACK_SEQUENCE, or UNPACK_EX around one starred element, then each element. */
    private void sequenceTarget(List<Expr> elts, ExprContext ctx) {
        if (ctx == ExprContext.DEL) {
            for (Expr e : elts) {
                visitTarget(e, ExprContext.DEL);
            }
            return;
        }
        boolean seenStar = false;
        int n = elts.size();
        for (int i = 0; i < n; i++) {
            if (elts.get(i) instanceof Expr.Starred) {
                if (seenStar) {
                    throw error("multiple starred expressions in assignment");
                }
                if (i >= (1 << 8) || n - i - 1 >= (1 << 15)) {
                    throw error("too many expressions in star-unpacking assignment");
                }
                emit(UNPACK_EX, i + ((n - i - 1) << 8));
                seenStar = true;
            }
        }
        if (!seenStar) {
            emit(UNPACK_SEQUENCE, n);
        }
        for (Expr e : elts) {
            visitTarget(e instanceof Expr.Starred s ? s.value() : e, ExprContext.STORE);
        }
    }

    /** {@code target op= value}: the target's container and key are evaluated once and kept on the stack. */
    void augAssign(Stmt.AugAssign s) {
        Expr e = s.target();
        Pos saved = unit().loc;
        unit().loc = e.pos();
        if (e instanceof Expr.Attribute a) {
            visitExpr(a.value());
            emit(COPY, 1);
            out.matchAttrLocation(a);
            emitName(LOAD_ATTR, a.attr());
        } else if (e instanceof Expr.Subscript sub) {
            visitExpr(sub.value());
            visitExpr(sub.slice());
            emit(COPY, 2);
            emit(COPY, 2);
            emit(BINARY_SUBSCR);
        } else if (e instanceof Expr.Name n) {
            nameOp(n.id(), ExprContext.LOAD);
        } else {
            throw error("'" + e.getClass().getSimpleName() + "' is an illegal expression for augmented assignment");
        }
        unit().loc = saved;
        visitExpr(s.value());
        emit(BINARY_OP, OperatorNumbers.inplace(s.op()));
        unit().loc = e.pos();
        if (e instanceof Expr.Attribute a) {
            out.matchAttrLocation(a);
            emit(SWAP, 2);
            emitName(STORE_ATTR, a.attr());
        } else if (e instanceof Expr.Subscript) {
            emit(SWAP, 3);
            emit(SWAP, 2);
            emit(STORE_SUBSCR);
        } else if (e instanceof Expr.Name n) {
            nameOp(n.id(), ExprContext.STORE);
        }
    }

    /**
     * {@code target: annotation [= value]}: simple names in module and class bodies record the annotation in
     * {@code __annotations__}; other targets only have their parts evaluated, as CPython does.
     */
    void annAssign(Stmt.AnnAssign s) {
        Expr target = s.target();
        if (s.value() != null) {
            visitExpr(s.value());
            visitTarget(target, ExprContext.STORE);
        }
        CodeUnit.ScopeType scopeType = unit().scopeType;
        boolean moduleOrClass = scopeType == CodeUnit.ScopeType.MODULE || scopeType == CodeUnit.ScopeType.CLASS;
        if (target instanceof Expr.Name n) {
            gen.names.forbid(n.id(), ExprContext.STORE);
            if (s.simple() && moduleOrClass) {
                visitExpr(s.annotation());
                emitName(LOAD_NAME, "__annotations__");
                loadConst(Mangling.mangle(unit().privateName, n.id()));
                emit(STORE_SUBSCR);
            }
        } else if (target instanceof Expr.Attribute a) {
            gen.names.forbid(a.attr(), ExprContext.STORE);
            if (s.value() == null) {
                checkAnnExpr(a.value());
            }
        } else if (target instanceof Expr.Subscript sub) {
            if (s.value() == null) {
                checkAnnExpr(sub.value());
                checkAnnSubscr(sub.slice());
            }
        } else {
            throw error("illegal target for annotation");
        }
        if (!s.simple() && moduleOrClass && !gen.stringAnnotations) {
            checkAnnExpr(s.annotation());
        }
    }

    private void checkAnnExpr(Expr e) {
        visitExpr(e);
        emit(POP_TOP);
    }

    private void checkAnnSubscr(Expr e) {
        if (e instanceof Expr.Slice s) {
            if (s.lower() != null) {
                checkAnnExpr(s.lower());
            }
            if (s.upper() != null) {
                checkAnnExpr(s.upper());
            }
            if (s.step() != null) {
                checkAnnExpr(s.step());
            }
        } else if (e instanceof Expr.TupleExpr t) {
            t.elts().forEach(this::checkAnnSubscr);
        } else {
            checkAnnExpr(e);
        }
    }
}
