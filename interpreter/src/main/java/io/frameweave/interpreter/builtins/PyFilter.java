package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.ArgParser;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyType;

/** The {@code filter} type: the items of an iterator for which a predicate (or the item itself) is true. */
final class PyFilter extends BuiltinIterator {
    static final PyType TYPE = PyType.newBuiltin("filter", PyType.OBJECT);

    static {
        TYPE.defineNew((type, args, kwnames) -> {
            ArgParser.checkArity("filter", args, kwnames, 2, 2);
            return new PyFilter(args[0] == Py.None ? null : args[0], Ops.iter(args[1]));
        });
        defineProtocol(TYPE);
    }

    /** The predicate, or null for {@code filter(None, ...)}. */
    private final PyObject predicate;
    private final PyObject iterator;

    PyFilter(PyObject predicate, PyObject iterator) {
        this.predicate = predicate;
        this.iterator = iterator;
    }

    @Override
    public PyType type() {
        return TYPE;
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
