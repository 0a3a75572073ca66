package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyTuple;
import io.frameweave.interpreter.runtime.PyType;
import io.frameweave.interpreter.runtime.PyTypedIterator;

/** The {@code zip} type: tuples of the items of several iterators in step, optionally {@code strict}. */
final class PyZip extends PyTypedIterator {
    static final PyType TYPE = PyType.newBuiltin("zip", PyType.OBJECT);

    static {
        TYPE.defineNew((type, args, kwnames) -> {
            int nkw = kwnames == null ? 0 : kwnames.length;
            int npos = args.length - nkw;
            boolean strict = false;
            for (int k = 0; k < nkw; k++) {
                if (!kwnames[k].equals("strict")) {
                    throw Py.TypeError("'" + kwnames[k] + "' is an invalid keyword argument for zip()");
                }
                strict = Ops.isTrue(args[npos + k]);
            }
            PyObject[] its = new PyObject[npos];
            for (int i = 0; i < npos; i++) {
                its[i] = Ops.iter(args[i]);
            }
            return new PyZip(type, its, strict);
        });
        BuiltinIterator.defineProtocol(TYPE);
        // (zip, iterators), with True as the state when strict (which __setstate__ takes back), as CPython 3.11
        BuiltinIterator.defineReduce(TYPE, self -> {
            PyZip z = (PyZip) self;
            PyTuple its = PyTuple.of(z.all);
            return z.strict ? PyTuple.of(self.type(), its, Py.True) : PyTuple.of(self.type(), its);
        });
        TYPE.define("__setstate__", (self, args, kw) -> {
            io.frameweave.interpreter.runtime.ArgParser.checkArity("__setstate__", args, kw, 1, 1);
            ((PyZip) self).strict = Ops.isTrue(args[0]);
            return Py.None;
        });
    }

    private PyObject[] iterators;
    /** The iterators still after exhaustion, for {@code __reduce__}. */
    private final PyObject[] all;
    private boolean strict;

    PyZip(PyType type, PyObject[] iterators, boolean strict) {
        super(type);
        this.iterators = iterators;
        this.all = iterators;
        this.strict = strict;
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
