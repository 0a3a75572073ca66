package io.frameweave.interpreter.sre;

/**
 * One frame of the matcher's explicit stack (CPython's {@code match_context}): a sub-match that was started
 * to try one alternative, and what its parent resumes with when it returns ({@link #resume}).
 */
final class SreContext {
    /** What the parent does with this sub-match's result: one of SreMatcher's RESUME_* codes. */
    int resume;
    boolean toplevel;
    /** Where this context stood when it started a sub-match. */
    int pc;
    int ptr;
    int count;
    /** The tail's literal REPEAT_ONE looks for. */
    int chr;
    SreRepeat rep;
    int lastmark;
    int lastindex;
}
