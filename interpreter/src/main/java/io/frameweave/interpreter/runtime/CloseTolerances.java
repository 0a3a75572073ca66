package io.frameweave.interpreter.runtime;

/** The tolerances of {@code math.isclose} and {@code cmath.isclose}, and the test they share. */
public final class CloseTolerances {
    private final double rel;
    private final double abs;

    private CloseTolerances(double rel, double abs) {
        this.rel = rel;
        this.abs = abs;
    }

    /** From the keyword arguments (null when not given: 1e-09 and 0.0); ValueError when one is negative. */
    public static CloseTolerances of(PyObject relTol, PyObject absTol) {
        double rel = relTol == null ? 1e-09 : PyFloat.asDouble(relTol);
        double abs = absTol == null ? 0.0 : PyFloat.asDouble(absTol);
        if (rel < 0.0 || abs < 0.0) {
            throw Py.ValueError("tolerances must be non-negative");
        }
        return new CloseTolerances(rel, abs);
    }

    /**
     * Whether two values are close: equal ones are; else, when one is infinite, they are not; else they are
     * when their distance {@code diff} is within the relative tolerance of either magnitude, or within the
     * absolute tolerance.
     */
    public boolean allows(boolean equal, boolean anyInfinite, double diff, double magnitudeA, double magnitudeB) {
        if (equal) {
            return true;
        }
        if (anyInfinite) {
            return false;
        }
        return diff <= rel * magnitudeB || diff <= rel * magnitudeA || diff <= abs;
    }
}
