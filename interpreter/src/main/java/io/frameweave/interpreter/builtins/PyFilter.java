package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.ArgParser;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyTuple;
import io.frameweave.interpreter.runtime.PyType;
import io.frameweave.interpreter.runtime.PyTypedIterator;

/** The {@code filter} type: the items of an iterator for which a predicate (or the item itself) is true. */
final class PyFilter extends PyTypedIterator {
    static final PyType TYPE = PyType.newBuiltin("filter", PyType.OBJECT);

    static {
        TYPE.defineNew((type, given, kwnames) -> {
            PyObject[] args = keywordsLeftToInit(type, TYPE, given, kwnames);
            ArgParser.checkArity("filter", args, args == given ? kwnames : null, 2, 2);
            return new PyFilter(type, args[0] == Py.None ? null : args[0], Ops.iter(args[1]));
        });
        BuiltinIterator.defineProtocol(TYPE);
        // (filter, (predicate, iterator)), None for the identity, as CPython 3.11 pickles it
        BuiltinIterator.defineReduce(TYPE, self -> {
            PyFilter f = (PyFilter) self;
            return PyTuple.of(self.type(), PyTuple.of(f.predicate == null ? Py.None : f.predicate, f.iterator));
        });
    }

    /** The predicate, or null for {@code filter(None, ...)}. */
    private final PyObject predicate;
    private final PyObject iterator;

    PyFilter(PyType type, PyObject predicate, PyObject iterator) {
        super(type);
        this.predicate = predicate;
        this.iterator = iterator;
    }

    @Override
    public PyObject next() {
        while (true) {
            PyObject item = Ops.next(iterator);
            if (item == null) {
                return null;
            }
            boolean keep = predicate == null ? Ops.isTrue(item) : Ops.isTrue(Ops.call(predicate, item));
            if (keep) {
                return item;
            }
        }
    }
}
