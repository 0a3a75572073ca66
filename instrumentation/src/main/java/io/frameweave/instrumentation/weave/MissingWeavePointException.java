package io.frameweave.instrumentation.weave;

import io.frameweave.interpreter.WeavePoint;

/** A weave point the loaded interpreter does not provide; the message is one line for the user. */
public final class MissingWeavePointException extends Exception {
    public final WeavePoint point;

    public MissingWeavePointException(WeavePoint point, String reason) {
        super("weave point " + point + " is missing: " + reason, null, false, false);
        this.point = point;
    }
}
