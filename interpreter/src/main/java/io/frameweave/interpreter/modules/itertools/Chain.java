package io.frameweave.interpreter.modules.itertools;

import io.frameweave.interpreter.modules.ClinicArgs;
import io.frameweave.interpreter.modules.ModuleTypes;
import io.frameweave.interpreter.modules.NativeIterator;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBuiltinFunction;
import io.frameweave.interpreter.runtime.PyClassMethod;
import io.frameweave.interpreter.runtime.PyGenericAlias;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyTuple;
import io.frameweave.interpreter.runtime.PyType;

/** {@code chain(*iterables)} and {@code chain.from_iterable(iterables)}: the items of one iterable after another. */
final class Chain extends NativeIterator {
    static final PyType TYPE = ModuleTypes.newType("itertools", "chain", null);

    static {
        TYPE.defineNew((type, given, kw) -> {
            PyObject[] args = keywordsLeftToInit(type, TYPE, given, kw);
            ClinicArgs.noKeywords("chain", args == given ? kw : null);
            return new Chain(type, PyTuple.of(args.clone()).iter());
        });
        defineProtocol(TYPE);
        // (chain, (), (sources[, active])) while there are sources, else (chain, ())
        Pickling.reduce(TYPE, self -> {
            Chain c = (Chain) self;
            if (c.sources == null) {
                return PyTuple.of(c.type(), PyTuple.EMPTY);
            }
            return PyTuple.of(c.type(), PyTuple.EMPTY,
                    c.active == null ? PyTuple.of(c.sources) : PyTuple.of(c.sources, c.active));
        });
        Pickling.setState(TYPE, (self, state) -> {
            PyTuple t = Pickling.tuple(state);
            if (t.size() < 1 || t.size() > 2) {
                throw Py.TypeError("function takes at least 1 argument (" + t.size() + " given)");
            }
            PyObject sources = t.get(0);
            PyObject active = t.size() == 2 ? t.get(1) : null;
            if (!isIterator(sources) || (active != null && !isIterator(active))) {
                throw Py.TypeError("Arguments must be iterators.");
            }
            ((Chain) self).sources = sources;
            ((Chain) self).active = active;
        });
        TYPE.defineAttr("from_iterable", new PyClassMethod(new PyBuiltinFunction("from_iterable", (args, kw) -> {
            ClinicArgs.noKeywords("chain.from_iterable", kw);
            if (args.length != 2) {
                throw io.frameweave.interpreter.runtime.Py.TypeError(
                        "chain.from_iterable() takes exactly one argument (" + (args.length - 1) + " given)");
            }
            return new Chain((PyType) args[0], Ops.iter(args[1]));
        })));
        TYPE.defineAttr("__class_getitem__", PyGenericAlias.classGetItem());
    }

    /** {@code PyIter_Check}: the object's type has {@code __next__}. */
    private static boolean isIterator(PyObject o) {
        return o.type().lookup("__next__") != null;
    }

    /** The iterator of the iterables, or null once it is exhausted. */
    private PyObject sources;
    /** The iterator of the iterable being read, or null between two. */
    private PyObject active;

    private Chain(PyType type, PyObject sources) {
        super(type);
        this.sources = sources;
    }

    @Override
    public PyObject next() {
        while (true) {
            if (active == null) {
                if (sources == null) {
                    return null;
                }
                PyObject iterable = Ops.next(sources);
                if (iterable == null) {
                    sources = null;
                    return null;
                }
                active = Ops.iter(iterable);
            }
            PyObject item = Ops.next(active);
            if (item != null) {
                return item;
            }
            active = null;
        }
    }
}
