package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.ArgParser;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyTuple;
import io.frameweave.interpreter.runtime.PyType;
import io.frameweave.interpreter.runtime.PyTypedIterator;

/** The {@code map} type: a function applied lazily to the items of one or more iterators in step. */
final class PyMap extends PyTypedIterator {
    static final PyType TYPE = PyType.newBuiltin("map", PyType.OBJECT);

    static {
        TYPE.defineNew((type, given, kwnames) -> {
            PyObject[] args = keywordsLeftToInit(type, TYPE, given, kwnames);
            ArgParser.noKeywords("map", args == given ? kwnames : null);
            if (args.length < 2) {
                throw Py.TypeError("map() must have at least two arguments.");
            }
            PyObject[] its = new PyObject[args.length - 1];
            for (int i = 0; i < its.length; i++) {
                its[i] = Ops.iter(args[i + 1]);
            }
            return new PyMap(type, args[0], its);
        });
        BuiltinIterator.defineProtocol(TYPE);
        // (map, (function, *iterators)), as CPython 3.11 pickles it
        BuiltinIterator.defineReduce(TYPE, self -> {
            PyMap m = (PyMap) self;
            PyObject[] a = new PyObject[m.iterators.length + 1];
            a[0] = m.function;
            System.arraycopy(m.iterators, 0, a, 1, m.iterators.length);
            return PyTuple.of(self.type(), PyTuple.of(a));
        });
    }

    private final PyObject function;
    private final PyObject[] iterators;

    PyMap(PyType type, PyObject function, PyObject[] iterators) {
        super(type);
        this.function = function;
        this.iterators = iterators;
    }

    @Override
    public PyObject next() {
        PyObject[] its = iterators;
        PyObject[] items = new PyObject[its.length];
        for (int i = 0; i < its.length; i++) {
            PyObject item = Ops.next(its[i]);
            if (item == null) {
                return null;
            }
            items[i] = item;
        }
        return Ops.call(function, items, null);
    }
}
