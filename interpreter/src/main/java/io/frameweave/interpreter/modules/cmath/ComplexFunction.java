package io.frameweave.interpreter.modules.cmath;

import io.frameweave.interpreter.runtime.PyComplex;

/** A cmath function of the two parts of its complex argument, without its errors. */
interface ComplexFunction {
    PyComplex apply(double x, double y);

    /** {@code finite} where both parts are finite, else {@code special}. */
    static ComplexFunction joined(ComplexFunction finite, ComplexFunction special) {
        return (x, y) -> Double.isFinite(x) && Double.isFinite(y) ? finite.apply(x, y) : special.apply(x, y);
    }
}
