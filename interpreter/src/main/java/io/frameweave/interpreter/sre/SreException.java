package io.frameweave.interpreter.sre;

/** The engine met code it cannot run (CPython's "internal error in regular expression engine"). */
public final class SreException extends RuntimeException {
    public SreException(String message) {
        super(message, null, false, false);
    }
}
