package io.frameweave.interpreter.sre;

import static io.frameweave.interpreter.sre.SreCode.unsigned;

import java.util.Arrays;

/**
 * The matching engine: runs pattern code from one position with CPython's backtracking semantics. Where CPython's
 * {@code SRE(match)} starts a sub-match to try an alternative (a branch, one more repetition, the tail after a
 * repeat), this pushes a {@link SreContext} on its own stack instead of recursing in Java, and when the sub-match
 * ends it pops it and resumes the parent at the step named by the child's {@code resume} code. Saved group marks
 * and repeat positions go on a separate int stack, as in CPython.
 */
final class SreMatcher {
    /** What a step leaves the main loop to do. */
    private static final int NEXT = 0;
    private static final int FAIL = 1;
    private static final int SUCCEED = 2;

    // the parent's step to resume when a sub-match it started returns
    private static final int RESUME_NONE = 0;
    private static final int RESUME_BRANCH = 1;
    private static final int RESUME_REPEAT_ONE_LITERAL = 2;
    private static final int RESUME_REPEAT_ONE = 3;
    private static final int RESUME_MIN_REPEAT_ONE = 4;
    private static final int RESUME_REPEAT = 5;
    private static final int RESUME_MAX_UNTIL_BODY_MIN = 6;
    private static final int RESUME_MAX_UNTIL_BODY_MORE = 7;
    private static final int RESUME_MAX_UNTIL_TAIL = 8;
    private static final int RESUME_MIN_UNTIL_BODY_MIN = 9;
    private static final int RESUME_MIN_UNTIL_TAIL = 10;
    private static final int RESUME_MIN_UNTIL_BODY_MORE = 11;
    private static final int RESUME_POSSESSIVE_MIN = 12;
    private static final int RESUME_POSSESSIVE_MORE = 13;
    private static final int RESUME_ATOMIC_GROUP = 14;
    private static final int RESUME_ASSERT = 15;
    private static final int RESUME_ASSERT_NOT = 16;

    /** How many steps run between two polls for Ctrl-C. */
    private static final int POLL_MASK = 0xfff;

    private final SreState st;
    private final int[] code;
    private final SreProgram program;
    private final Subject text;
    private final int[] marks;

    private SreContext[] stack = new SreContext[16];
    private int depth;
    private int[] data = new int[64];
    private int dataTop;

    // the registers of the running context
    private SreContext ctx;
    private int pc;
    private int ptr;
    /** The result of the sub-match that just returned. */
    private boolean ret;
    private int steps;

    SreMatcher(SreState st) {
        this.st = st;
        this.code = st.code;
        this.program = st.program;
        this.text = st.text;
        this.marks = st.marks;
    }

    /** Runs the code at {@code startPc} from {@code st.ptr}; on success {@code st.ptr} is where it ended. */
    boolean match(int startPc, boolean toplevel) {
        depth = 0;
        dataTop = 0;
        return run(startPc, toplevel);
    }

    /** The main loop; re-entered (from {@link #count}) above the contexts already on the stack. */
    private boolean run(int startPc, boolean toplevel) {
        int base = depth;
        SreContext outerCtx = ctx;
        int outerPc = pc;
        int outerPtr = ptr;
        ctx = push(RESUME_NONE, toplevel);
        pc = startPc;
        ptr = st.ptr;
        int action = enter();
        for (;;) {
            if (action == NEXT) {
                action = step();
                continue;
            }
            ret = action == SUCCEED;
            int resume = ctx.resume;
            depth--;
            if (depth == base) {
                ctx = outerCtx;
                pc = outerPc;
                ptr = outerPtr;
                return ret;
            }
            ctx = stack[depth - 1];
            pc = ctx.pc;
            ptr = ctx.ptr;
            action = resume(resume);
        }
    }

    private SreContext push(int resume, boolean toplevel) {
        if (depth == stack.length) {
            stack = Arrays.copyOf(stack, depth * 2);
        }
        SreContext c = stack[depth];
        if (c == null) {
            c = new SreContext();
            stack[depth] = c;
        }
        depth++;
        c.resume = resume;
        c.toplevel = toplevel;
        c.rep = null;
        return c;
    }

    /** Starts a sub-match of the code at {@code nextPc} from {@code st.ptr}; the parent resumes with {@code resume}. */
    private int call(int resume, int nextPc, boolean toplevel) {
        ctx.pc = pc;
        ctx.ptr = ptr;
        ctx = push(resume, toplevel);
        pc = nextPc;
        ptr = st.ptr;
        return enter();
    }

    /** A context's start: an INFO block rejects a text too short for the pattern's minimum width. */
    private int enter() {
        if (code[pc] == SreCode.INFO) {
            long min = unsigned(code[pc + 3]);
            if (min != 0 && st.end - ptr < min) {
                return FAIL;
            }
            pc += code[pc + 1] + 1;
        }
        return NEXT;
    }

    /** Runs the simple opcodes in place; returns when the context fails, succeeds or starts a sub-match. */
    private int step() {
        final int[] code = this.code;
        final int end = st.end;
        for (;;) {
            if ((++steps & POLL_MASK) == 0) {
                SreInterrupts.poll();
            }
            switch (code[pc++]) {
                case SreCode.MARK:
                    mark(code[pc++]);
                    break;
                case SreCode.LITERAL:
                    if (ptr >= end || text.at(ptr) != code[pc]) {
                        return FAIL;
                    }
                    pc++;
                    ptr++;
                    break;
                case SreCode.NOT_LITERAL:
                    if (ptr >= end || text.at(ptr) == code[pc]) {
                        return FAIL;
                    }
                    pc++;
                    ptr++;
                    break;
                case SreCode.SUCCESS:
                    if (ctx.toplevel && ((st.matchAll && ptr != st.end) || (st.mustAdvance && ptr == st.start))) {
                        return FAIL;
                    }
                    st.ptr = ptr;
                    return SUCCEED;
                case SreCode.AT:
                    if (!atPosition(ptr, code[pc])) {
                        return FAIL;
                    }
                    pc++;
                    break;
                case SreCode.CATEGORY:
                    if (ptr >= end || !SreChars.inCategory(code[pc], text.at(ptr))) {
                        return FAIL;
                    }
                    pc++;
                    ptr++;
                    break;
                case SreCode.ANY:
                    if (ptr >= end || text.at(ptr) == '\n') {
                        return FAIL;
                    }
                    ptr++;
                    break;
                case SreCode.ANY_ALL:
                    if (ptr >= end) {
                        return FAIL;
                    }
                    ptr++;
                    break;
                case SreCode.IN:
                    if (ptr >= end || !program.inSet(pc + 1, text.at(ptr))) {
                        return FAIL;
                    }
                    pc += code[pc];
                    ptr++;
                    break;
                case SreCode.LITERAL_IGNORE:
                    if (ptr >= end || SreChars.asciiLower(text.at(ptr)) != code[pc]) {
                        return FAIL;
                    }
                    pc++;
                    ptr++;
                    break;
                case SreCode.LITERAL_UNI_IGNORE:
                    if (ptr >= end || SreChars.unicodeLower(text.at(ptr)) != code[pc]) {
                        return FAIL;
                    }
                    pc++;
                    ptr++;
                    break;
                case SreCode.LITERAL_LOC_IGNORE:
                    if (ptr >= end || !SreChars.localeEqualIgnoringCase(code[pc], text.at(ptr))) {
                        return FAIL;
                    }
                    pc++;
                    ptr++;
                    break;
                case SreCode.NOT_LITERAL_IGNORE:
                    if (ptr >= end || SreChars.asciiLower(text.at(ptr)) == code[pc]) {
                        return FAIL;
                    }
                    pc++;
                    ptr++;
                    break;
                case SreCode.NOT_LITERAL_UNI_IGNORE:
                    if (ptr >= end || SreChars.unicodeLower(text.at(ptr)) == code[pc]) {
                        return FAIL;
                    }
                    pc++;
                    ptr++;
                    break;
                case SreCode.NOT_LITERAL_LOC_IGNORE:
                    if (ptr >= end || SreChars.localeEqualIgnoringCase(code[pc], text.at(ptr))) {
                        return FAIL;
                    }
                    pc++;
                    ptr++;
                    break;
                case SreCode.IN_IGNORE:
                    if (ptr >= end || !program.inSet(pc + 1, SreChars.asciiLower(text.at(ptr)))) {
                        return FAIL;
                    }
                    pc += code[pc];
                    ptr++;
                    break;
                case SreCode.IN_UNI_IGNORE:
                    if (ptr >= end || !program.inSet(pc + 1, SreChars.unicodeLower(text.at(ptr)))) {
                        return FAIL;
                    }
                    pc += code[pc];
                    ptr++;
                    break;
                case SreCode.IN_LOC_IGNORE:
                    if (ptr >= end || !SreCharset.containsLocaleIgnoringCase(code, pc + 1, text.at(ptr))) {
                        return FAIL;
                    }
                    pc += code[pc];
                    ptr++;
                    break;
                case SreCode.JUMP:
                case SreCode.INFO:
                    pc += code[pc];
                    break;
                case SreCode.GROUPREF:
                case SreCode.GROUPREF_IGNORE:
                case SreCode.GROUPREF_UNI_IGNORE:
                case SreCode.GROUPREF_LOC_IGNORE:
                    if (!groupref(code[pc - 1], code[pc])) {
                        return FAIL;
                    }
                    pc++;
                    break;
                case SreCode.GROUPREF_EXISTS:
                    pc += groupMatched(code[pc]) ? 2 : code[pc + 1];
                    break;
                case SreCode.FAILURE:
                    return FAIL;
                case SreCode.POSSESSIVE_REPEAT_ONE: {
                    int action = possessiveRepeatOne();
                    if (action != NEXT) {
                        return action;
                    }
                    break;
                }
                default: {
                    int action = startSubMatch(code[pc - 1]);
                    if (action != NEXT) {
                        return action;
                    }
                }
            }
        }
    }

    /** The opcodes that try alternatives through sub-matches. */
    private int startSubMatch(int op) {
        switch (op) {
            case SreCode.BRANCH:
                saveLastmark();
                if (st.repeat != null) {
                    markPush(ctx.lastmark);
                }
                return branchNext();
            case SreCode.REPEAT_ONE:
                return repeatOne();
            case SreCode.MIN_REPEAT_ONE:
                return minRepeatOne();
            case SreCode.REPEAT: {
                SreRepeat rep = new SreRepeat(pc, st.repeat);
                ctx.rep = rep;
                st.repeat = rep;
                st.ptr = ptr;
                return call(RESUME_REPEAT, pc + code[pc], ctx.toplevel);
            }
            case SreCode.MAX_UNTIL:
                return maxUntil();
            case SreCode.MIN_UNTIL:
                return minUntil();
            case SreCode.POSSESSIVE_REPEAT:
                st.ptr = ptr;
                ctx.count = 0;
                return possessiveNextMin();
            case SreCode.ATOMIC_GROUP:
                st.ptr = ptr;
                return call(RESUME_ATOMIC_GROUP, pc + 1, false);
            case SreCode.ASSERT: {
                long back = unsigned(code[pc + 1]);
                if (ptr < back) {
                    return FAIL;
                }
                st.ptr = ptr - (int) back;
                return call(RESUME_ASSERT, pc + 2, false);
            }
            case SreCode.ASSERT_NOT: {
                long back = unsigned(code[pc + 1]);
                if (ptr >= back) {
                    st.ptr = ptr - (int) back;
                    saveLastmark();
                    if (st.repeat != null) {
                        markPush(ctx.lastmark);
                    }
                    return call(RESUME_ASSERT_NOT, pc + 2, false);
                }
                pc += code[pc];
                return NEXT;
            }
            default:
                throw new SreException("internal error in regular expression engine");
        }
    }

    /** Continues the context that started the sub-match which just returned {@link #ret}. */
    private int resume(int which) {
        switch (which) {
            case RESUME_BRANCH:
                if (ret) {
                    if (st.repeat != null) {
                        markPopDiscard(ctx.lastmark);
                    }
                    return SUCCEED;
                }
                if (st.repeat != null) {
                    markPopKeep(ctx.lastmark);
                }
                restoreLastmark();
                pc += code[pc];
                return branchNext();
            case RESUME_REPEAT_ONE_LITERAL:
            case RESUME_REPEAT_ONE:
                if (ret) {
                    if (st.repeat != null) {
                        markPopDiscard(ctx.lastmark);
                    }
                    return SUCCEED;
                }
                if (st.repeat != null) {
                    markPopKeep(ctx.lastmark);
                }
                restoreLastmark();
                ptr--;
                ctx.count--;
                return which == RESUME_REPEAT_ONE ? repeatOneNext() : repeatOneLiteralNext();
            case RESUME_MIN_REPEAT_ONE:
                return minRepeatOneResume();
            case RESUME_REPEAT:
                st.repeat = ctx.rep.prev;
                return ret ? SUCCEED : FAIL;
            case RESUME_MAX_UNTIL_BODY_MIN:
            case RESUME_MIN_UNTIL_BODY_MIN:
                if (ret) {
                    return SUCCEED;
                }
                ctx.rep.count = ctx.count - 1;
                st.ptr = ptr;
                return FAIL;
            case RESUME_MAX_UNTIL_BODY_MORE:
                ctx.rep.lastPtr = data[--dataTop];
                if (ret) {
                    markPopDiscard(ctx.lastmark);
                    return SUCCEED;
                }
                markPop(ctx.lastmark);
                restoreLastmark();
                ctx.rep.count = ctx.count - 1;
                st.ptr = ptr;
                return maxUntilTail();
            case RESUME_MAX_UNTIL_TAIL:
                st.repeat = ctx.rep;
                if (ret) {
                    return SUCCEED;
                }
                st.ptr = ptr;
                return FAIL;
            case RESUME_MIN_UNTIL_TAIL:
                return minUntilTailResume();
            case RESUME_MIN_UNTIL_BODY_MORE:
                ctx.rep.lastPtr = data[--dataTop];
                if (ret) {
                    return SUCCEED;
                }
                ctx.rep.count = ctx.count - 1;
                st.ptr = ptr;
                return FAIL;
            case RESUME_POSSESSIVE_MIN:
                if (!ret) {
                    st.ptr = ptr;
                    return FAIL;
                }
                ctx.count++;
                return possessiveNextMin();
            case RESUME_POSSESSIVE_MORE:
                if (ret) {
                    markPopDiscard(ctx.lastmark);
                    ctx.count++;
                    return possessiveNextMore();
                }
                markPop(ctx.lastmark);
                restoreLastmark();
                st.ptr = ptr;
                return possessiveTail();
            case RESUME_ATOMIC_GROUP:
                if (!ret) {
                    st.ptr = ptr;
                    return FAIL;
                }
                pc += code[pc];
                ptr = st.ptr;
                return NEXT;
            case RESUME_ASSERT:
                if (!ret) {
                    return FAIL;
                }
                pc += code[pc];
                return NEXT;
            case RESUME_ASSERT_NOT:
                if (ret) {
                    if (st.repeat != null) {
                        markPopDiscard(ctx.lastmark);
                    }
                    return FAIL;
                }
                if (st.repeat != null) {
                    markPop(ctx.lastmark);
                }
                restoreLastmark();
                pc += code[pc];
                return NEXT;
            default:
                throw new SreException("internal error in regular expression engine");
        }
    }

    // ---- BRANCH: <BRANCH> (<skip> alternative <JUMP> <off>)* <0> ----

    /** Tries the alternative whose skip is at {@code pc}, passing over those whose first char cannot match. */
    private int branchNext() {
        final int end = st.end;
        for (; code[pc] != 0; pc += code[pc]) {
            int first = code[pc + 1];
            if (first == SreCode.LITERAL && (ptr >= end || text.at(ptr) != code[pc + 2])) {
                continue;
            }
            if (first == SreCode.IN && (ptr >= end || !program.inSet(pc + 3, text.at(ptr)))) {
                continue;
            }
            st.ptr = ptr;
            return call(RESUME_BRANCH, pc + 1, ctx.toplevel);
        }
        if (st.repeat != null) {
            markPopDiscard(ctx.lastmark);
        }
        return FAIL;
    }

    // ---- REPEAT_ONE: <REPEAT_ONE> <skip> <min> <max> item <SUCCESS> tail (pc at skip) ----

    private int repeatOne() {
        long min = unsigned(code[pc + 1]);
        if (min > st.end - ptr) {
            return FAIL;
        }
        st.ptr = ptr;
        ctx.count = count(pc + 3, unsigned(code[pc + 2]));
        ptr += ctx.count;
        if (ctx.count < min) {
            return FAIL;
        }
        int tail = pc + code[pc];
        if (code[tail] == SreCode.SUCCESS && ptr == st.end && !(ctx.toplevel && st.mustAdvance && ptr == st.start)) {
            st.ptr = ptr;
            return SUCCEED;
        }
        saveLastmark();
        if (st.repeat != null) {
            markPush(ctx.lastmark);
        }
        if (code[tail] == SreCode.LITERAL) {
            ctx.chr = code[tail + 1];
            return repeatOneLiteralNext();
        }
        return repeatOneNext();
    }

    /** Gives back chars until the tail's first literal could match, then tries the tail. */
    private int repeatOneLiteralNext() {
        long min = unsigned(code[pc + 1]);
        final int end = st.end;
        while (ctx.count >= min && (ptr >= end || text.at(ptr) != ctx.chr)) {
            ptr--;
            ctx.count--;
        }
        if (ctx.count < min) {
            if (st.repeat != null) {
                markPopDiscard(ctx.lastmark);
            }
            return FAIL;
        }
        st.ptr = ptr;
        return call(RESUME_REPEAT_ONE_LITERAL, pc + code[pc], ctx.toplevel);
    }

    private int repeatOneNext() {
        long min = unsigned(code[pc + 1]);
        int tail = pc + code[pc];
        // a tail that starts with a char test which fails here would fail at once: give back without trying it
        while (ctx.count >= min && tailCannotStart(tail, ptr)) {
            ptr--;
            ctx.count--;
        }
        if (ctx.count >= min) {
            st.ptr = ptr;
            return call(RESUME_REPEAT_ONE, pc + code[pc], ctx.toplevel);
        }
        if (st.repeat != null) {
            markPopDiscard(ctx.lastmark);
        }
        return FAIL;
    }

    /**
     * Whether the code at {@code tail} starts with a LITERAL or IN that the char at {@code p} fails: trying the
     * tail there would fail before it changed anything, so the repeats skip such places (as BRANCH skips
     * alternatives).
     */
    private boolean tailCannotStart(int tail, int p) {
        int op = code[tail];
        if (op == SreCode.LITERAL) {
            return p >= st.end || text.at(p) != code[tail + 1];
        }
        if (op == SreCode.IN) {
            return p >= st.end || !program.inSet(tail + 2, text.at(p));
        }
        return false;
    }

    // ---- MIN_REPEAT_ONE: <MIN_REPEAT_ONE> <skip> <min> <max> item <SUCCESS> tail ----

    private int minRepeatOne() {
        long min = unsigned(code[pc + 1]);
        if (min > st.end - ptr) {
            return FAIL;
        }
        st.ptr = ptr;
        if (min == 0) {
            ctx.count = 0;
        } else {
            int n = count(pc + 3, min);
            if (n < min) {
                return FAIL;
            }
            ctx.count = n;
            ptr += n;
        }
        if (code[pc + code[pc]] == SreCode.SUCCESS && !(ctx.toplevel
                && ((st.matchAll && ptr != st.end) || (st.mustAdvance && ptr == st.start)))) {
            st.ptr = ptr;
            return SUCCEED;
        }
        saveLastmark();
        if (st.repeat != null) {
            markPush(ctx.lastmark);
        }
        return minRepeatOneNext();
    }

    private int minRepeatOneNext() {
        long max = unsigned(code[pc + 2]);
        while ((max == SreCode.MAXREPEAT || ctx.count <= max) && tailCannotStart(pc + code[pc], ptr)) {
            // the tail would fail at once here: take one more char, as after a failed try
            st.ptr = ptr;
            if (count(pc + 3, 1) == 0) {
                if (st.repeat != null) {
                    markPopDiscard(ctx.lastmark);
                }
                return FAIL;
            }
            ptr++;
            ctx.count++;
        }
        if (max == SreCode.MAXREPEAT || ctx.count <= max) {
            st.ptr = ptr;
            return call(RESUME_MIN_REPEAT_ONE, pc + code[pc], ctx.toplevel);
        }
        if (st.repeat != null) {
            markPopDiscard(ctx.lastmark);
        }
        return FAIL;
    }

    private int minRepeatOneResume() {
        if (ret) {
            if (st.repeat != null) {
                markPopDiscard(ctx.lastmark);
            }
            return SUCCEED;
        }
        if (st.repeat != null) {
            markPopKeep(ctx.lastmark);
        }
        restoreLastmark();
        st.ptr = ptr;
        if (count(pc + 3, 1) == 0) {
            if (st.repeat != null) {
                markPopDiscard(ctx.lastmark);
            }
            return FAIL;
        }
        ptr++;
        ctx.count++;
        return minRepeatOneNext();
    }

    // ---- POSSESSIVE_REPEAT_ONE: as REPEAT_ONE, but the tail runs in this context: nothing is given back ----

    private int possessiveRepeatOne() {
        long min = unsigned(code[pc + 1]);
        if (min > st.end - ptr) {
            return FAIL;
        }
        st.ptr = ptr;
        int n = count(pc + 3, unsigned(code[pc + 2]));
        ptr += n;
        if (n < min) {
            return FAIL;
        }
        pc += code[pc];
        if (code[pc] == SreCode.SUCCESS && ptr == st.end && !(ctx.toplevel && st.mustAdvance && ptr == st.start)) {
            st.ptr = ptr;
            return SUCCEED;
        }
        return NEXT;
    }

    // ---- REPEAT <skip> <min> <max> body MAX_UNTIL|MIN_UNTIL tail: the UNTIL decides on each iteration ----

    private int maxUntil() {
        SreRepeat rep = st.repeat;
        if (rep == null) {
            throw new SreException("internal error in regular expression engine");
        }
        ctx.rep = rep;
        st.ptr = ptr;
        ctx.count = rep.count + 1;
        if (ctx.count < unsigned(code[rep.pc + 1])) {
            rep.count = ctx.count;
            return call(RESUME_MAX_UNTIL_BODY_MIN, rep.pc + 3, ctx.toplevel);
        }
        long max = unsigned(code[rep.pc + 2]);
        if ((ctx.count < max || max == SreCode.MAXREPEAT) && st.ptr != rep.lastPtr) {
            rep.count = ctx.count;
            saveLastmark();
            markPush(ctx.lastmark);
            dataPush(rep.lastPtr);
            rep.lastPtr = st.ptr;
            return call(RESUME_MAX_UNTIL_BODY_MORE, rep.pc + 3, ctx.toplevel);
        }
        return maxUntilTail();
    }

    private int maxUntilTail() {
        st.repeat = ctx.rep.prev;
        return call(RESUME_MAX_UNTIL_TAIL, pc, ctx.toplevel);
    }

    private int minUntil() {
        SreRepeat rep = st.repeat;
        if (rep == null) {
            throw new SreException("internal error in regular expression engine");
        }
        ctx.rep = rep;
        st.ptr = ptr;
        ctx.count = rep.count + 1;
        if (ctx.count < unsigned(code[rep.pc + 1])) {
            rep.count = ctx.count;
            return call(RESUME_MIN_UNTIL_BODY_MIN, rep.pc + 3, ctx.toplevel);
        }
        st.repeat = rep.prev;
        saveLastmark();
        if (st.repeat != null) {
            markPush(ctx.lastmark);
        }
        return call(RESUME_MIN_UNTIL_TAIL, pc, ctx.toplevel);
    }

    private int minUntilTailResume() {
        SreRepeat rep = ctx.rep;
        SreRepeat repeatOfTail = st.repeat;
        st.repeat = rep;
        if (ret) {
            if (repeatOfTail != null) {
                markPopDiscard(ctx.lastmark);
            }
            return SUCCEED;
        }
        if (repeatOfTail != null) {
            markPop(ctx.lastmark);
        }
        restoreLastmark();
        st.ptr = ptr;
        long max = unsigned(code[rep.pc + 2]);
        if ((ctx.count >= max && max != SreCode.MAXREPEAT) || st.ptr == rep.lastPtr) {
            return FAIL;
        }
        rep.count = ctx.count;
        dataPush(rep.lastPtr);
        rep.lastPtr = st.ptr;
        return call(RESUME_MIN_UNTIL_BODY_MORE, rep.pc + 3, ctx.toplevel);
    }

    // ---- POSSESSIVE_REPEAT <skip> <min> <max> body <SUCCESS> tail: iterations are never given back ----

    private int possessiveNextMin() {
        if (ctx.count < unsigned(code[pc + 1])) {
            return call(RESUME_POSSESSIVE_MIN, pc + 3, false);
        }
        ptr = -1; // no iteration has started yet: the zero-width check below must not stop the first
        return possessiveNextMore();
    }

    private int possessiveNextMore() {
        long max = unsigned(code[pc + 2]);
        if ((ctx.count < max || max == SreCode.MAXREPEAT) && st.ptr != ptr) {
            saveLastmark();
            markPush(ctx.lastmark);
            ptr = st.ptr;
            return call(RESUME_POSSESSIVE_MORE, pc + 3, false);
        }
        return possessiveTail();
    }

    private int possessiveTail() {
        pc += code[pc] + 1;
        ptr = st.ptr;
        return NEXT;
    }

    // ---- single steps ----

    private void mark(int i) {
        if ((i & 1) != 0) {
            st.lastindex = i / 2 + 1;
        }
        if (i > st.lastmark) {
            // marks between the old highest and this one were never reached in this attempt
            for (int j = st.lastmark + 1; j < i; j++) {
                marks[j] = -1;
            }
            st.lastmark = i;
        }
        marks[i] = ptr;
    }

    /** Whether group {@code g} (0-based) has matched so far in this attempt. */
    private boolean groupMatched(int g) {
        int j = 2 * g;
        if (j >= st.lastmark) {
            return false;
        }
        int s = marks[j];
        int e = marks[j + 1];
        return s >= 0 && e >= 0 && e >= s;
    }

    /** A backreference to group {@code g} (0-based), compared as {@code op} says; advances {@link #ptr}. */
    private boolean groupref(int op, int g) {
        if (!groupMatched(g)) {
            return false;
        }
        int p = marks[2 * g];
        int e = marks[2 * g + 1];
        final int end = st.end;
        for (; p < e; p++, ptr++) {
            if (ptr >= end) {
                return false;
            }
            int a = text.at(ptr);
            int b = text.at(p);
            switch (op) {
                case SreCode.GROUPREF:
                    break;
                case SreCode.GROUPREF_IGNORE:
                    a = SreChars.asciiLower(a);
                    b = SreChars.asciiLower(b);
                    break;
                case SreCode.GROUPREF_UNI_IGNORE:
                    a = SreChars.unicodeLower(a);
                    b = SreChars.unicodeLower(b);
                    break;
                default:
                    a = SreChars.localeLower(a);
                    b = SreChars.localeLower(b);
            }
            if (a != b) {
                return false;
            }
        }
        return true;
    }

    /** The AT tests; {@code ^} and {@code \A} mean the text's start (not pos), {@code $} and {@code \Z} endpos. */
    private boolean atPosition(int p, int at) {
        final int end = st.end;
        switch (at) {
            case SreCode.AT_BEGINNING:
            case SreCode.AT_BEGINNING_STRING:
                return p == 0;
            case SreCode.AT_BEGINNING_LINE:
                return p == 0 || text.at(p - 1) == '\n';
            case SreCode.AT_END:
                return (end - p == 1 && text.at(p) == '\n') || p == end;
            case SreCode.AT_END_LINE:
                return p == end || text.at(p) == '\n';
            case SreCode.AT_END_STRING:
                return p == end;
            case SreCode.AT_BOUNDARY:
            case SreCode.AT_NON_BOUNDARY:
            case SreCode.AT_LOC_BOUNDARY:
            case SreCode.AT_LOC_NON_BOUNDARY:
            case SreCode.AT_UNI_BOUNDARY:
            case SreCode.AT_UNI_NON_BOUNDARY: {
                if (end == 0) {
                    return false;
                }
                int kind = at == SreCode.AT_BOUNDARY || at == SreCode.AT_NON_BOUNDARY ? 0
                        : at == SreCode.AT_LOC_BOUNDARY || at == SreCode.AT_LOC_NON_BOUNDARY ? 1 : 2;
                boolean before = p > 0 && isWord(kind, text.at(p - 1));
                boolean here = p < end && isWord(kind, text.at(p));
                boolean boundary = at == SreCode.AT_BOUNDARY || at == SreCode.AT_LOC_BOUNDARY
                        || at == SreCode.AT_UNI_BOUNDARY;
                return boundary ? before != here : before == here;
            }
            default:
                return false;
        }
    }

    private static boolean isWord(int kind, int c) {
        return kind == 0 ? SreChars.isAsciiWord(c) : kind == 1 ? SreChars.isLocWord(c) : SreChars.isUniWord(c);
    }

    /**
     * How many times the one-char item at {@code itemPc} matches from {@code st.ptr}, at most {@code maxCount}
     * ({@link SreCode#MAXREPEAT}: no limit). Leaves {@code st.ptr} alone except for items it runs as sub-matches.
     */
    private int count(int itemPc, long maxCount) {
        final int start = st.ptr;
        int end = st.end;
        if (maxCount != SreCode.MAXREPEAT && maxCount < end - start) {
            end = start + (int) maxCount;
        }
        int p = start;
        int c = code[itemPc + 1];
        switch (code[itemPc]) {
            case SreCode.IN:
                while (p < end && program.inSet(itemPc + 2, text.at(p))) {
                    p++;
                }
                break;
            case SreCode.ANY:
                while (p < end && text.at(p) != '\n') {
                    p++;
                }
                break;
            case SreCode.ANY_ALL:
                p = end;
                break;
            case SreCode.LITERAL:
                while (p < end && text.at(p) == c) {
                    p++;
                }
                break;
            case SreCode.LITERAL_IGNORE:
                while (p < end && SreChars.asciiLower(text.at(p)) == c) {
                    p++;
                }
                break;
            case SreCode.LITERAL_UNI_IGNORE:
                while (p < end && SreChars.unicodeLower(text.at(p)) == c) {
                    p++;
                }
                break;
            case SreCode.LITERAL_LOC_IGNORE:
                while (p < end && SreChars.localeEqualIgnoringCase(c, text.at(p))) {
                    p++;
                }
                break;
            case SreCode.NOT_LITERAL:
                while (p < end && text.at(p) != c) {
                    p++;
                }
                break;
            case SreCode.NOT_LITERAL_IGNORE:
                while (p < end && SreChars.asciiLower(text.at(p)) != c) {
                    p++;
                }
                break;
            case SreCode.NOT_LITERAL_UNI_IGNORE:
                while (p < end && SreChars.unicodeLower(text.at(p)) != c) {
                    p++;
                }
                break;
            case SreCode.NOT_LITERAL_LOC_IGNORE:
                while (p < end && !SreChars.localeEqualIgnoringCase(c, text.at(p))) {
                    p++;
                }
                break;
            default:
                // any other item: match it as a pattern of its own, one char at a time
                while (st.ptr < end) {
                    int before = st.ptr;
                    if (!run(itemPc, false) || st.ptr == before) {
                        break;
                    }
                }
                int n = st.ptr - start;
                st.ptr = start;
                return n;
        }
        return p - start;
    }

    // ---- the saved-state stack ----

    private void saveLastmark() {
        ctx.lastmark = st.lastmark;
        ctx.lastindex = st.lastindex;
    }

    private void restoreLastmark() {
        st.lastmark = ctx.lastmark;
        st.lastindex = ctx.lastindex;
    }

    private void dataPush(int v) {
        if (dataTop == data.length) {
            data = Arrays.copyOf(data, dataTop * 2);
        }
        data[dataTop++] = v;
    }

    private void markPush(int lastmark) {
        if (lastmark >= 0) {
            int n = lastmark + 1;
            if (dataTop + n > data.length) {
                data = Arrays.copyOf(data, Math.max(data.length * 2, dataTop + n));
            }
            System.arraycopy(marks, 0, data, dataTop, n);
            dataTop += n;
        }
    }

    private void markPop(int lastmark) {
        markPopKeep(lastmark);
        markPopDiscard(lastmark);
    }

    private void markPopKeep(int lastmark) {
        if (lastmark >= 0) {
            System.arraycopy(data, dataTop - (lastmark + 1), marks, 0, lastmark + 1);
        }
    }

    private void markPopDiscard(int lastmark) {
        if (lastmark >= 0) {
            dataTop -= lastmark + 1;
        }
    }
}
