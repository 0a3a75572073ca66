package io.frameweave.interpreter.compiler;

import io.frameweave.interpreter.ast.CmpOp;
import io.frameweave.interpreter.ast.Expr;
import io.frameweave.interpreter.ast.MatchCase;
import io.frameweave.interpreter.ast.Operator;
import io.frameweave.interpreter.ast.Pattern;
import io.frameweave.interpreter.ast.Stmt;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.PyObject;

import java.util.ArrayList;
import java.util.List;

import static io.frameweave.interpreter.bytecode.Opcode.*;

/**
 * The {@code match} statement (PEP 634), as CPython 3.11's {@code compiler_match} and {@code compiler_pattern_*}
 * compile it: the subject stays on the stack while a case's pattern runs; each pattern leaves its captures on the
 * stack (below what it still needs) and jumps on failure to a block that pops exactly what is there, and the
 * captures are stored only once the whole pattern matched.
 */
final class PatternCompiler extends GeneratorPart {
    PatternCompiler(CodeGenerator gen) {
        super(gen);
    }

    /** What a pattern being compiled knows of the stack and of its captures (CPython's pattern_context). */
    private static final class Context {
        /** The names captured so far, in the order their values lie on the stack. */
        List<String> stores = new ArrayList<>();
        /** Whether an irrefutable pattern is allowed here (the last case, a guarded one, or inside another). */
        boolean allowIrrefutable;
        /** failPop.get(n) pops n items and goes on to the next case. */
        List<BasicBlock> failPop = new ArrayList<>();
        /** How many items above the captures the pattern still needs. */
        int onTop;
    }

    void matchStmt(Stmt.Match s) {
        visitExpr(s.subject());
        BasicBlock end = newBlock();
        List<MatchCase> cases = s.cases();
        int n = cases.size();
        MatchCase last = cases.get(n - 1);
        // a trailing "case _:" needs no copy of the subject nor a pattern
        boolean hasDefault = isWildcard(last.pattern()) && n > 1;
        for (int i = 0; i < n - (hasDefault ? 1 : 0); i++) {
            MatchCase m = cases.get(i);
            unit().loc = m.pattern().pos();
            boolean keepsSubject = i != n - (hasDefault ? 1 : 0) - 1;
            if (keepsSubject) {
                emit(COPY, 1);
            }
            Context pc = new Context();
            pc.allowIrrefutable = m.guard() != null || i == n - 1;
            pattern(m.pattern(), pc);
            for (String name : pc.stores) {
                nameOp(name, ExprContext.STORE);
            }
            if (m.guard() != null) {
                ensureFailPop(pc, 0);
                jumpIf(m.guard(), pc.failPop.get(0), false);
            }
            if (keepsSubject) {
                emit(POP_TOP);
            }
            visitStmts(m.body());
            unit().loc = null;
            emitJump(Pseudo.JUMP, end);
            // a failed pattern's clean-up belongs to the pattern's line, not to the body's last
            unit().loc = m.pattern().pos();
            emitFailPop(pc);
        }
        if (hasDefault) {
            unit().loc = last.pattern().pos();
            if (n == 1) {
                emit(POP_TOP);
            } else {
                // the line event of the default case (it has no instruction of its own)
                emit(NOP);
            }
            if (last.guard() != null) {
                jumpIf(last.guard(), end, false);
            }
            visitStmts(last.body());
        }
        useNextBlock(end);
    }

    private static boolean isWildcard(Pattern p) {
        return p instanceof Pattern.MatchAs a && a.pattern() == null && a.name() == null;
    }

    private static boolean isStarWildcard(Pattern p) {
        return p instanceof Pattern.MatchStar s && s.name() == null;
    }

    // ---- failure blocks and captures ----

    private void ensureFailPop(Context pc, int n) {
        while (pc.failPop.size() < n + 1) {
            pc.failPop.add(newBlock());
        }
    }

    /** Jumps with {@code op} to the block that pops what is on the stack now, captures included. */
    private void jumpToFailPop(Context pc, int op) {
        int pops = pc.onTop + pc.stores.size();
        ensureFailPop(pc, pops);
        emitJump(op, pc.failPop.get(pops));
    }

    /** The failure blocks, deepest first, each falling into the next with one POP_TOP. */
    private void emitFailPop(Context pc) {
        if (pc.failPop.isEmpty()) {
            return;
        }
        for (int i = pc.failPop.size() - 1; i > 0; i--) {
            useNextBlock(pc.failPop.get(i));
            emit(POP_TOP);
        }
        useNextBlock(pc.failPop.get(0));
        pc.failPop = new ArrayList<>();
    }

    /** CPython 3.10's ROT_N, as SWAPs: the top item goes {@code count - 1} places down. */
    private void rotate(int count) {
        while (count > 1) {
            emit(SWAP, count--);
        }
    }

    /** Keeps the top of the stack as a capture of {@code name} (or pops it for a wildcard). */
    private void storeName(String name, Context pc) {
        if (name == null) {
            emit(POP_TOP);
            return;
        }
        gen.names.forbid(name, ExprContext.STORE);
        if (pc.stores.contains(name)) {
            throw duplicateStore(name);
        }
        rotate(pc.onTop + pc.stores.size() + 1);
        pc.stores.add(name);
    }

    private RuntimeException duplicateStore(String name) {
        return error("multiple assignments to name '" + name + "' in pattern");
    }

    // ---- patterns ----

    private void pattern(Pattern p, Context pc) {
        unit().loc = p.pos();
        if (p instanceof Pattern.MatchValue v) {
            value(v, pc);
        } else if (p instanceof Pattern.MatchSingleton s) {
            loadConst(s.value());
            emit(IS_OP, 0);
            jumpToFailPop(pc, POP_JUMP_IF_FALSE);
        } else if (p instanceof Pattern.MatchSequence q) {
            sequence(q, pc);
        } else if (p instanceof Pattern.MatchMapping m) {
            mapping(m, pc);
        } else if (p instanceof Pattern.MatchClass c) {
            classPattern(c, pc);
        } else if (p instanceof Pattern.MatchStar st) {
            storeName(st.name(), pc);
        } else if (p instanceof Pattern.MatchAs a) {
            as(a, pc);
        } else if (p instanceof Pattern.MatchOr o) {
            or(o, pc);
        }
    }

    /** A pattern inside another: irrefutable ones are allowed there. */
    private void subpattern(Pattern p, Context pc) {
        boolean allow = pc.allowIrrefutable;
        pc.allowIrrefutable = true;
        pattern(p, pc);
        pc.allowIrrefutable = allow;
    }

    private void value(Pattern.MatchValue v, Context pc) {
        if (!(v.value() instanceof Expr.Constant) && !(v.value() instanceof Expr.Attribute)) {
            throw error("patterns may only match literals and attribute lookups");
        }
        visitExpr(v.value());
        emit(COMPARE_OP, CmpOp.EQ.ordinal());
        jumpToFailPop(pc, POP_JUMP_IF_FALSE);
    }

    private void as(Pattern.MatchAs a, Context pc) {
        if (a.pattern() == null) {
            if (!pc.allowIrrefutable) {
                if (a.name() != null) {
                    throw error("name capture '" + a.name() + "' makes remaining patterns unreachable");
                }
                throw error("wildcard makes remaining patterns unreachable");
            }
            storeName(a.name(), pc);
            return;
        }
        // a copy of the subject to capture once the inner pattern matched
        pc.onTop++;
        emit(COPY, 1);
        pattern(a.pattern(), pc);
        pc.onTop--;
        storeName(a.name(), pc);
    }

    private void sequence(Pattern.MatchSequence q, Context pc) {
        List<Pattern> patterns = q.patterns();
        int size = patterns.size();
        int star = -1;
        boolean onlyWildcard = true;
        boolean starWildcard = false;
        for (int i = 0; i < size; i++) {
            Pattern item = patterns.get(i);
            if (item instanceof Pattern.MatchStar) {
                if (star >= 0) {
                    throw error("multiple starred names in sequence pattern");
                }
                starWildcard = isStarWildcard(item);
                onlyWildcard &= starWildcard;
                star = i;
            } else {
                onlyWildcard &= isWildcard(item);
            }
        }
        // the subject stays on top through the type and length checks
        pc.onTop++;
        emit(MATCH_SEQUENCE);
        jumpToFailPop(pc, POP_JUMP_IF_FALSE);
        if (star < 0) {
            emit(GET_LEN);
            loadConst((long) size);
            emit(COMPARE_OP, CmpOp.EQ.ordinal());
            jumpToFailPop(pc, POP_JUMP_IF_FALSE);
        } else if (!starWildcard || size > 1) {
            emit(GET_LEN);
            loadConst((long) (size - 1));
            emit(COMPARE_OP, CmpOp.GE.ordinal());
            jumpToFailPop(pc, POP_JUMP_IF_FALSE);
        }
        if (onlyWildcard) {
            // [] / [_] / [_, *_] ...: the checks were all
            pc.onTop--;
            emit(POP_TOP);
        } else if (starWildcard) {
            sequenceSubscripts(patterns, star, pc);
        } else {
            sequenceUnpack(patterns, star, pc);
        }
    }

    /** Unpacks the subject and matches each item (UNPACK_SEQUENCE, or UNPACK_EX around a star). */
    private void sequenceUnpack(List<Pattern> patterns, int star, Context pc) {
        int size = patterns.size();
        if (star >= 0) {
            if (star >= (1 << 8) || size - star - 1 >= (Integer.MAX_VALUE >> 8)) {
                throw error("too many expressions in star-unpacking sequence pattern");
            }
            emit(UNPACK_EX, star + ((size - star - 1) << 8));
        } else {
            emit(UNPACK_SEQUENCE, size);
        }
        // the subject became its items; each subpattern consumes one
        pc.onTop += size - 1;
        for (Pattern item : patterns) {
            pc.onTop--;
            subpattern(item, pc);
        }
    }

    /** With a starred wildcard, the items it needs are read by index (from the end: len(s) - k). */
    private void sequenceSubscripts(List<Pattern> patterns, int star, Context pc) {
        int size = patterns.size();
        for (int i = 0; i < size; i++) {
            Pattern item = patterns.get(i);
            if (isWildcard(item) || i == star) {
                continue;
            }
            emit(COPY, 1);
            if (i < star) {
                loadConst((long) i);
            } else {
                emit(GET_LEN);
                loadConst((long) (size - i));
                emit(BINARY_OP, OperatorNumbers.of(Operator.SUB));
            }
            emit(BINARY_SUBSCR);
            subpattern(item, pc);
        }
        pc.onTop--;
        emit(POP_TOP);
    }

    private void mapping(Pattern.MatchMapping m, Context pc) {
        List<Expr> keys = m.keys();
        int size = keys.size();
        String rest = m.rest();
        pc.onTop++;
        emit(MATCH_MAPPING);
        jumpToFailPop(pc, POP_JUMP_IF_FALSE);
        if (size == 0 && rest == null) {
            // {} matches any mapping
            pc.onTop--;
            emit(POP_TOP);
            return;
        }
        if (size > 0) {
            emit(GET_LEN);
            loadConst((long) size);
            emit(COMPARE_OP, CmpOp.GE.ordinal());
            jumpToFailPop(pc, POP_JUMP_IF_FALSE);
        }
        List<PyObject> seen = new ArrayList<>();
        for (Expr key : keys) {
            if (key instanceof Expr.Constant c) {
                PyObject value = ConstantValue.toPy(ConstantValue.of(c));
                for (PyObject other : seen) {
                    if (Ops.eq(other, value)) {
                        throw error("mapping pattern checks duplicate key (" + Ops.repr(value) + ")");
                    }
                }
                seen.add(value);
            } else if (!(key instanceof Expr.Attribute)) {
                throw error("mapping pattern keys may only match literals and attribute lookups");
            }
            visitExpr(key);
        }
        emit(BUILD_TUPLE, size);
        emit(MATCH_KEYS);
        // the keys and the tuple of values (or None) lie on the subject now
        pc.onTop += 2;
        emit(COPY, 1);
        loadConst(Expr.Singleton.NONE);
        emit(IS_OP, 1);
        jumpToFailPop(pc, POP_JUMP_IF_FALSE);
        emit(UNPACK_SEQUENCE, size);
        pc.onTop += size - 1;
        for (Pattern value : m.patterns()) {
            pc.onTop--;
            subpattern(value, pc);
        }
        // a match: what follows consumes the keys and the subject
        pc.onTop -= 2;
        if (rest != null) {
            // rest = dict(subject), then del rest[key] for each key
            emit(BUILD_MAP, 0);
            emit(SWAP, 3);
            emit(DICT_UPDATE, 2);
            emit(UNPACK_SEQUENCE, size);
            for (int left = size; left > 0; left--) {
                emit(COPY, 1 + left);
                emit(SWAP, 2);
                emit(DELETE_SUBSCR);
            }
            storeName(rest, pc);
        } else {
            emit(POP_TOP);
            emit(POP_TOP);
        }
    }

    private void classPattern(Pattern.MatchClass c, Context pc) {
        List<Pattern> positional = c.patterns();
        List<String> attrs = c.kwdAttrs();
        List<Pattern> keywords = c.kwdPatterns();
        int nargs = positional.size();
        int nattrs = attrs.size();
        if (nattrs > 0) {
            for (int i = 0; i < nattrs; i++) {
                unit().loc = keywords.get(i).pos();
                gen.names.forbid(attrs.get(i), ExprContext.STORE);
                for (int j = i + 1; j < nattrs; j++) {
                    if (attrs.get(i).equals(attrs.get(j))) {
                        unit().loc = keywords.get(j).pos();
                        throw error("attribute name repeated in class pattern: " + attrs.get(i));
                    }
                }
            }
            unit().loc = c.pos();
        }
        visitExpr(c.cls());
        loadConst(new ConstTuple(new ArrayList<>(attrs)));
        emit(MATCH_CLASS, nargs);
        emit(COPY, 1);
        loadConst(Expr.Singleton.NONE);
        emit(IS_OP, 1);
        // the tuple of attributes (or None) replaced the subject
        pc.onTop++;
        jumpToFailPop(pc, POP_JUMP_IF_FALSE);
        emit(UNPACK_SEQUENCE, nargs + nattrs);
        pc.onTop += nargs + nattrs - 1;
        for (int i = 0; i < nargs + nattrs; i++) {
            pc.onTop--;
            Pattern item = i < nargs ? positional.get(i) : keywords.get(i - nargs);
            if (isWildcard(item)) {
                emit(POP_TOP);
                continue;
            }
            subpattern(item, pc);
        }
    }

    private void or(Pattern.MatchOr o, Context pc) {
        BasicBlock end = newBlock();
        List<Pattern> alternatives = o.patterns();
        int size = alternatives.size();
        List<String> outerStores = pc.stores;
        List<BasicBlock> outerFailPop = pc.failPop;
        int outerOnTop = pc.onTop;
        boolean outerAllow = pc.allowIrrefutable;
        // the names the first alternative binds: the others must bind the same, and are reordered to match
        List<String> control = null;
        for (int i = 0; i < size; i++) {
            Pattern alt = alternatives.get(i);
            unit().loc = alt.pos();
            pc.stores = new ArrayList<>();
            pc.allowIrrefutable = i == size - 1 && outerAllow;
            pc.failPop = new ArrayList<>();
            pc.onTop = 0;
            emit(COPY, 1);
            pattern(alt, pc);
            int nstores = pc.stores.size();
            if (i == 0) {
                control = pc.stores;
            } else if (nstores != control.size()) {
                throw error("alternative patterns bind different names");
            } else if (nstores > 0) {
                for (int icontrol = nstores - 1; icontrol >= 0; icontrol--) {
                    String name = control.get(icontrol);
                    int istores = pc.stores.indexOf(name);
                    if (istores < 0) {
                        throw error("alternative patterns bind different names");
                    }
                    if (icontrol != istores) {
                        // move this alternative's captures into the control's order, on the stack too
                        int rotations = istores + 1;
                        List<String> rotated = new ArrayList<>(pc.stores.subList(0, rotations));
                        pc.stores.subList(0, rotations).clear();
                        pc.stores.addAll(icontrol - istores, rotated);
                        while (rotations-- > 0) {
                            rotate(icontrol + 1);
                        }
                    }
                }
            }
            emitJump(Pseudo.JUMP, end);
            emitFailPop(pc);
        }
        pc.stores = outerStores;
        pc.failPop = outerFailPop;
        pc.onTop = outerOnTop;
        pc.allowIrrefutable = outerAllow;
        // no alternative matched: pop the last copy of the subject and fail
        emit(POP_TOP);
        jumpToFailPop(pc, Pseudo.JUMP);
        useNextBlock(end);
        int nstores = control.size();
        // the new captures go below: the other new ones, the subject's copy, what is on top and the older captures
        int nrots = nstores + 1 + pc.onTop + pc.stores.size();
        for (int i = 0; i < nstores; i++) {
            rotate(nrots);
            String name = control.get(i);
            if (pc.stores.contains(name)) {
                throw duplicateStore(name);
            }
            pc.stores.add(name);
        }
        emit(POP_TOP);
    }
}
