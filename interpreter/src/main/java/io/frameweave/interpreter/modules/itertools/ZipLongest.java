package io.frameweave.interpreter.modules.itertools;

import io.frameweave.interpreter.modules.ModuleTypes;
import io.frameweave.interpreter.modules.NativeIterator;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyTuple;
import io.frameweave.interpreter.runtime.PyType;

/** {@code zip_longest(*iterables, fillvalue=None)}: tuples in step until the longest ends, the rest filled in. */
final class ZipLongest extends NativeIterator {
    static final PyType TYPE = ModuleTypes.newType("itertools", "zip_longest", null);

    static {
        TYPE.defineNew((type, args, kw) -> {
            int nkw = kw == null ? 0 : kw.length;
            PyObject fill = Py.None;
            if (nkw > 0) {
                if (nkw != 1 || !kw[0].equals("fillvalue")) {
                    throw Py.TypeError("zip_longest() got an unexpected keyword argument");
                }
                fill = args[args.length - 1];
            }
            PyObject[] its = new PyObject[args.length - nkw];
            for (int i = 0; i < its.length; i++) {
                its[i] = Ops.iter(args[i]);
            }
            return new ZipLongest(type, its, fill);
        });
        defineProtocol(TYPE);
        // (zip_longest, iterators with () for the exhausted ones, fill value), the fill set back by __setstate__
        Pickling.reduce(TYPE, self -> {
            ZipLongest z = (ZipLongest) self;
            PyObject[] its = new PyObject[z.iterators.length];
            for (int i = 0; i < its.length; i++) {
                its[i] = z.iterators[i] == null ? PyTuple.EMPTY : z.iterators[i];
            }
            return PyTuple.of(z.type(), PyTuple.of(its), z.fill);
        });
        Pickling.setState(TYPE, (self, state) -> ((ZipLongest) self).fill = state);
    }

    /** The iterators; an exhausted one becomes null and gives the fill value from then on. */
    private final PyObject[] iterators;
    private PyObject fill;
    private int active;

    private ZipLongest(PyType type, PyObject[] iterators, PyObject fill) {
        super(type);
        this.iterators = iterators;
        this.fill = fill;
        this.active = iterators.length;
    }

    @Override
    public PyObject next() {
        if (iterators.length == 0 || active == 0) {
            return null;
        }
        PyObject[] items = new PyObject[iterators.length];
        for (int i = 0; i < iterators.length; i++) {
            PyObject it = iterators[i];
            PyObject item = it == null ? fill : Ops.next(it);
            if (item == null) {
                active--;
                if (active == 0) {
                    return null;
                }
                iterators[i] = null;
                item = fill;
            }
            items[i] = item;
        }
        return PyTuple.wrap(items);
    }
}
