package io.frameweave.interpreter.sre;

/** A REPEAT being run (CPython's {@code SRE_REPEAT}): how many times its body matched, for MAX/MIN_UNTIL. */
final class SreRepeat {
    int count = -1;
    /** The word after the REPEAT opcode (its skip): min, max and the body follow. */
    final int pc;
    /** Where the last iteration started, to stop a body that matches empty from looping; -1 at first. */
    int lastPtr = -1;
    final SreRepeat prev;

    SreRepeat(int pc, SreRepeat prev) {
        this.pc = pc;
        this.prev = prev;
    }
}
