package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyTuple;
import io.frameweave.interpreter.runtime.PyType;

/** The {@code zip} type: tuples of the items of several iterators in step, optionally {@code strict}. */
final class PyZip extends BuiltinIterator {
    static final PyType TYPE = PyType.newBuiltin("zip", PyType.OBJECT);

    static {
        TYPE.defineNew((type, args, kwnames) -> {
            int nkw = kwnames == null ? 0 : kwnames.length;
            int npos = args.length - nkw;
            boolean strict = false;
            for (int k = 0; k < nkw; k++) {
                if (!kwnames[k].equals("strict")) {
                    throw Py.TypeError("zip() got an unexpected keyword argument '" + kwnames[k] + "'");
                }
                strict = Ops.isTrue(args[npos + k]);
            }
            PyObject[] its = new PyObject[npos];
            for (int i = 0; i < npos; i++) {
                its[i] = Ops.iter(args[i]);
            }
            return new PyZip(its, strict);
        });
        defineProtocol(TYPE);
    }

    private PyObject[] iterators;
    private final boolean strict;

    PyZip(PyObject[] iterators, boolean strict) {
        this.iterators = iterators;
        this.strict = strict;
    }

    @Override
    public PyType type() {
        return TYPE;
    }

    @Override
    public PyObject next() {
        PyObject[] its = iterators;
        if (its == null || its.length == 0) {
            return null;
        }
        PyObject[] items = new PyObject[its.length];
        for (int i = 0; i < its.length; i++) {
            PyObject item = Ops.next(its[i]);
            if (item == null) {
                iterators = null;
                if (strict) {
                    checkStrict(its, i);
                }
                return null;
            }
            items[i] = item;
        }
        return PyTuple.of(items);
    }

    /** Iterator {@code i} ran out: CPython's strict-mode errors when the others are not exhausted too. */
    private static void checkStrict(PyObject[] its, int i) {
        if (i > 0) {
            String plural = i == 1 ? " " : "s 1-";
            throw Py.ValueError("zip() argument " + (i + 1) + " is shorter than argument" + plural + i);
        }
        for (int j = 1; j < its.length; j++) {
            if (Ops.next(its[j]) != null) {
                String plural = j == 1 ? " " : "s 1-";
                throw Py.ValueError("zip() argument " + (j + 1) + " is longer than argument" + plural + j);
            }
        }
    }
}
