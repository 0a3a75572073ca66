package io.frameweave.interpreter.modules.cmath;

import io.frameweave.interpreter.runtime.MathErrors;
import io.frameweave.interpreter.runtime.PyComplex;

/**
 * The one rule that decides a cmath function's error from its argument and its result, as C99 Annex G's
 * floating-point exceptions would: a NaN made from an argument without one is "invalid" (ValueError), an
 * infinity made from a finite argument is "divide-by-zero" at a pole (ValueError) or else "overflow"
 * (OverflowError). Every result CPython's test data lists obeys it.
 */
final class ComplexErrors {
    private ComplexErrors() {}

    /** {@code result} of a function of {@code (x, y)}; {@code hasPole} for log, log10, atan and atanh. */
    static PyComplex checked(double x, double y, PyComplex result, boolean hasPole) {
        boolean argumentHasNaN = Double.isNaN(x) || Double.isNaN(y);
        if (!argumentHasNaN && (Double.isNaN(result.real) || Double.isNaN(result.imag))) {
            throw MathErrors.domainError();
        }
        if (Double.isFinite(x) && Double.isFinite(y)
                && (Double.isInfinite(result.real) || Double.isInfinite(result.imag))) {
            throw hasPole ? MathErrors.domainError() : MathErrors.rangeError();
        }
        return result;
    }
}
