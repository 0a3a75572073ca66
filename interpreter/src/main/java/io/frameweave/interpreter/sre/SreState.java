package io.frameweave.interpreter.sre;

/**
 * One run of a pattern over a subject (CPython's {@code SRE_STATE}): where the match started and ended, the
 * group marks, and the flags a scanner carries from one match to the next. Positions are indexes into the
 * subject; -1 is an unset mark.
 */
public final class SreState {
    final SreProgram program;
    final int[] code;
    final Subject text;
    /** Where the current attempt starts ({@code state->start}); becomes the match's start. */
    public int start;
    /** Where matching stands; after a match, its end. */
    public int ptr;
    /** The end of the text as the pattern sees it (endpos). */
    final int end;
    public final int pos;
    public final int endpos;
    /** fullmatch: the top level succeeds only at {@link #end}. */
    boolean matchAll;
    /** After an empty match, the next match must not be empty at the same place (finditer, sub, split). */
    public boolean mustAdvance;
    final int[] marks;
    /** The highest mark set, or -1. */
    int lastmark = -1;
    /** The group that closed last, or -1. */
    int lastindex = -1;
    SreRepeat repeat;
    private final SreMatcher matcher;

    /**
     * A state for {@code code} over {@code text} between {@code pos} and {@code endpos}, which are clamped to
     * the text as CPython clamps them; {@code groups} is the pattern's number of capturing groups.
     */
    public SreState(int[] code, int groups, Subject text, long pos, long endpos) {
        this(new SreProgram(code), groups, text, pos, endpos);
    }

    /** A state for a program that is run again and again (a compiled pattern's). */
    public SreState(SreProgram program, int groups, Subject text, long pos, long endpos) {
        this.program = program;
        this.code = program.code;
        this.text = text;
        int n = text.length();
        this.pos = (int) Math.max(0, Math.min(pos, n));
        this.endpos = (int) Math.max(0, Math.min(endpos, n));
        this.start = this.pos;
        this.ptr = this.pos;
        this.end = this.endpos;
        this.marks = new int[Math.max(2, 2 * groups)];
        this.matcher = new SreMatcher(this);
    }

    /** Forgets the marks of the last attempt (CPython's {@code state_reset}). */
    public void reset() {
        lastmark = -1;
        lastindex = -1;
        repeat = null;
    }

    /** Matches at {@link #start} (match, or fullmatch when {@code all}); true on a match. */
    public boolean match(boolean all) {
        ptr = start;
        matchAll = all;
        return matcher.match(0, true);
    }

    /** Searches from {@link #start}; on a match {@link #start} and {@link #ptr} are its bounds. */
    public boolean search() {
        ptr = start;
        return SreSearch.search(this, matcher);
    }

    public Subject text() {
        return text;
    }

    /** The span of group {@code g} (1-based) after a match: {start, end}, or {-1, -1} when it did not take part. */
    public int[] groupSpan(int g) {
        int j = 2 * (g - 1);
        if (j + 1 <= lastmark && marks[j] >= 0 && marks[j + 1] >= 0) {
            return new int[] {marks[j], marks[j + 1]};
        }
        return new int[] {-1, -1};
    }

    /** The group that closed last (1-based), or -1. */
    public int lastIndex() {
        return lastindex;
    }
}
