package io.frameweave.interpreter.modules.cmath;

import io.frameweave.interpreter.runtime.ExceptionTypes;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyComplex;
import io.frameweave.interpreter.runtime.PyFloat;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.Warnings;

/**
 * A cmath argument as CPython's {@code PyComplex_AsCComplex} reads it: a complex (a subclass's own value, its
 * {@code __complex__} unused), else what {@code __complex__} returns, else a float by {@code __float__} or
 * {@code __index__}. Strings are refused: cmath does not parse text.
 */
final class ComplexArgument {
    private ComplexArgument() {}

    static PyComplex of(PyObject o) {
        if (o instanceof PyComplex c) {
            return c;
        }
        PyObject r = Ops.callSpecial(o, "__complex__");
        if (r != null) {
            if (!(r instanceof PyComplex c)) {
                throw Py.TypeError("__complex__ returned non-complex (type " + Py.typeName(r) + ")");
            }
            if (r.type() != PyComplex.TYPE) {
                Warnings.warn(ExceptionTypes.DeprecationWarning, "__complex__ returned non-complex (type "
                        + Py.typeName(r) + ").  The ability to return an instance of a strict subclass of complex is"
                        + " deprecated, and may be removed in a future version of Python.");
            }
            return c;
        }
        return PyComplex.of(PyFloat.asDouble(o), 0.0);
    }
}
