package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.ast.CmpOp;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyList;
import io.frameweave.interpreter.runtime.PyObject;

/** {@code sorted}, {@code min} and {@code max}. */
final class OrderingFunctions {
    private OrderingFunctions() {}

    /** {@code sorted(iterable, /, *, key=None, reverse=False)}: a new list, sorted by {@code list.sort}. */
    static PyObject sorted(PyObject[] args, String[] kwnames) {
        int nkw = kwnames == null ? 0 : kwnames.length;
        int npos = args.length - nkw;
        if (npos != 1) {
            throw Py.TypeError("sorted expected 1 argument, got " + npos);
        }
        PyObject list = Ops.call(PyList.TYPE, args[0]);
        PyObject[] kwargs = new PyObject[nkw];
        System.arraycopy(args, 1, kwargs, 0, nkw);
        Ops.call(Ops.getAttr(list, "sort"), kwargs, nkw == 0 ? null : kwnames);
        return list;
    }

    static PyObject min(PyObject[] args, String[] kwnames) {
        return extreme("min", CmpOp.LT.ordinal(), args, kwnames);
    }

    static PyObject max(PyObject[] args, String[] kwnames) {
        return extreme("max", CmpOp.GT.ordinal(), args, kwnames);
    }

    /** CPython's min_max: the first item whose key compares {@code op} against the best so far. */
    private static PyObject extreme(String name, int op, PyObject[] args, String[] kwnames) {
        int nkw = kwnames == null ? 0 : kwnames.length;
        int npos = args.length - nkw;
        PyObject key = null;
        PyObject dflt = null;
        for (int k = 0; k < nkw; k++) {
            switch (kwnames[k]) {
                case "key" -> key = args[npos + k];
                case "default" -> dflt = args[npos + k];
                default -> throw Py.TypeError("'" + kwnames[k] + "' is an invalid keyword argument for " + name + "()");
            }
        }
        if (npos == 0) {
            throw Py.TypeError(name + " expected at least 1 argument, got 0");
        }
        if (key == Py.None) {
            key = null;
        }
        if (npos > 1 && dflt != null) {
            throw Py.TypeError("Cannot specify a default for " + name + "() with multiple positional arguments");
        }
        PyObject best = null;
        PyObject bestKey = null;
        if (npos > 1) {
            // several arguments: compare them in place, no tuple or iterator needed
            for (int i = 0; i < npos; i++) {
                PyObject item = args[i];
                PyObject k = key == null ? item : Ops.call(key, item);
                if (best == null || better(k, bestKey, op)) {
                    best = item;
                    bestKey = k;
                }
            }
            return best;
        }
        PyObject it = Ops.iter(args[0]);
        for (PyObject item = Ops.next(it); item != null; item = Ops.next(it)) {
            PyObject k = key == null ? item : Ops.call(key, item);
            if (best == null || better(k, bestKey, op)) {
                best = item;
                bestKey = k;
            }
        }
        if (best == null) {
            if (dflt != null) {
                return dflt;
            }
            throw Py.ValueError(name + "() arg is an empty sequence");
        }
        return best;
    }

    private static boolean better(PyObject candidate, PyObject best, int op) {
        if (op == CmpOp.LT.ordinal()) {
            return Ops.lessThan(candidate, best);
        }
        return Ops.isTrue(Ops.compare(candidate, best, op));
    }
}
