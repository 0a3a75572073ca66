package io.frameweave.interpreter.classfile;

/** A position in a {@link MethodBody}, usable as a branch target before it is placed. */
public final class Label {
    /** The offset in the method's code once placed, or -1. */
    int offset = -1;

    public boolean placed() {
        return offset >= 0;
    }
}
