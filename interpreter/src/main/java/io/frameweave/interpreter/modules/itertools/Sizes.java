package io.frameweave.interpreter.modules.itertools;

import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyObject;

/** CPython's {@code Py_ssize_t} conversions of an argument, as the itertools constructors make them. */
final class Sizes {
    private Sizes() {}

    /** {@code PyNumber_AsSsize_t(o, OverflowError)}: an index that fits 64 bits. */
    static long asSsize(PyObject o) {
        PyInt i = Ops.index(o);
        if (i.big != null) {
            throw Py.OverflowError("Python int too large to convert to C ssize_t");
        }
        return i.value;
    }

    /** An index that fits 64 bits, or null when {@code o} is no index or is too big (islice's arguments). */
    static Long asSsizeOrNull(PyObject o) {
        PyInt i;
        try {
            i = Ops.index(o);
        } catch (io.frameweave.interpreter.runtime.PyException e) {
            return null;
        }
        return i.big != null ? null : i.value;
    }
}
