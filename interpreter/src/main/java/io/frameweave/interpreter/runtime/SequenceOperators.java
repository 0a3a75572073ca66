package io.frameweave.interpreter.runtime;

/**
 * The operand rules of {@code +} and {@code *} on str, list and tuple. CPython gives these types no numeric
 * {@code __add__}: a guest right operand's {@code __radd__} gets its turn first, and only then does the
 * sequence concatenation raise its own TypeError. The special methods here reproduce that: they return
 * NotImplemented when the other operand's type defines the reflected method in guest code, and otherwise
 * raise CPython's operator message.
 */
final class SequenceOperators {
    private SequenceOperators() {}

    /** Whether {@code other}'s type has a guest-defined (not builtin) special method {@code name}. */
    static boolean hasGuestMethod(PyObject other, String name) {
        PyObject m = other.type().lookup(name);
        return m != null && !(m instanceof PyMethodDescr);
    }

    /** The TypeError of {@code seq + other} for a non-matching operand. */
    static PyException concatError(String seqType, PyObject other) {
        return Py.TypeError("can only concatenate " + seqType + " (not \"" + Py.typeName(other) + "\") to " + seqType);
    }

    /** The TypeError of {@code seq * other} for a non-int operand. */
    static PyException repeatError(PyObject other) {
        return Py.TypeError("can't multiply sequence by non-int of type '" + Py.typeName(other) + "'");
    }

    /** The repeat count of {@code seq * n}, or null when NotImplemented should be returned. */
    static Long repeatCount(PyObject n, String reflected) {
        if (SequenceIndex.isIndex(n)) {
            return ListMethods.repeatCount(n);
        }
        if (hasGuestMethod(n, reflected)) {
            return null;
        }
        throw repeatError(n);
    }
}
