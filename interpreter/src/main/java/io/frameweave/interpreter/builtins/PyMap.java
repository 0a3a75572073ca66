package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.ArgParser;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyType;

/** The {@code map} type: a function applied lazily to the items of one or more iterators in step. */
final class PyMap extends BuiltinIterator {
    static final PyType TYPE = PyType.newBuiltin("map", PyType.OBJECT);

    static {
        TYPE.defineNew((type, args, kwnames) -> {
            ArgParser.noKeywords("map", kwnames);
            if (args.length < 2) {
                throw Py.TypeError("map() must have at least two arguments.");
            }
            PyObject[] its = new PyObject[args.length - 1];
            for (int i = 0; i < its.length; i++) {
                its[i] = Ops.iter(args[i + 1]);
            }
            return new PyMap(args[0], its);
        });
        defineProtocol(TYPE);
    }

    private final PyObject function;
    private final PyObject[] iterators;

    PyMap(PyObject function, PyObject[] iterators) {
        this.function = function;
        this.iterators = iterators;
    }

    @Override
    public PyType type() {
        return TYPE;
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
