package io.frameweave.interpreter.runtime;

/** Lexicographic rich comparison of two item arrays, as CPython's list and tuple compare. */
final class SequenceCompare {
    private SequenceCompare() {}

    static final int LT = 0;
    static final int LE = 1;
    static final int EQ = 2;
    static final int NE = 3;
    static final int GT = 4;
    static final int GE = 5;

    static PyObject compare(PyObject[] a, int na, PyObject[] b, int nb, int op) {
        if (na != nb && (op == EQ || op == NE)) {
            return op == EQ ? Py.False : Py.True;
        }
        int i = 0;
        for (; i < na && i < nb; i++) {
            PyObject x = a[i];
            PyObject y = b[i];
            if (x != y && !Ops.eq(x, y)) {
                break;
            }
        }
        if (i >= na || i >= nb) {
            return Py.newBool(compareInts(na, nb, op));
        }
        if (op == EQ) {
            return Py.False;
        }
        if (op == NE) {
            return Py.True;
        }
        return Ops.compare(a[i], b[i], op);
    }

    static boolean compareInts(int x, int y, int op) {
        switch (op) {
            case LT: return x < y;
            case LE: return x <= y;
            case EQ: return x == y;
            case NE: return x != y;
            case GT: return x > y;
            default: return x >= y;
        }
    }
}
