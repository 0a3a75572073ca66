package io.frameweave.interpreter.runtime;

import static io.frameweave.interpreter.runtime.Ops.EQ;
import static io.frameweave.interpreter.runtime.Ops.GE;
import static io.frameweave.interpreter.runtime.Ops.GT;
import static io.frameweave.interpreter.runtime.Ops.LE;
import static io.frameweave.interpreter.runtime.Ops.LT;
import static io.frameweave.interpreter.runtime.Ops.NE;

/** Lexicographic rich comparison of two item arrays, as CPython's list and tuple compare. */
final class SequenceCompare {
    private SequenceCompare() {}

    static PyObject compare(PyObject[] a, int na, PyObject[] b, int nb, int op) {
        if (na != nb && (op == EQ || op == NE)) {
            return op == EQ ? Py.False : Py.True;
        }
        int[] depth = NestingGuard.enter(" in comparison");
        try {
            return compareItems(a, na, b, nb, op);
        } finally {
            NestingGuard.exit(depth);
        }
    }

    private static PyObject compareItems(PyObject[] a, int na, PyObject[] b, int nb, int op) {
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
