package io.frameweave.interpreter.runtime;

/** The two errors {@code math} and {@code cmath} raise for a C library's EDOM and ERANGE. */
public final class MathErrors {
    private MathErrors() {}

    /** EDOM: ValueError "math domain error". */
    public static PyException domainError() {
        return Py.ValueError("math domain error");
    }

    /** ERANGE: OverflowError "math range error". */
    public static PyException rangeError() {
        return Py.OverflowError("math range error");
    }
}
