package io.frameweave.interpreter.modules.itertools;

import io.frameweave.interpreter.modules.ClinicArgs;
import io.frameweave.interpreter.modules.ModuleTypes;
import io.frameweave.interpreter.modules.NativeIterator;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyTuple;
import io.frameweave.interpreter.runtime.PyType;

/** {@code product(*iterables, repeat=1)}: the cartesian product, the rightmost element advancing fastest. */
final class Product extends NativeIterator {
    static final PyType TYPE = ModuleTypes.newType("itertools", "product", null);
    private static final ClinicArgs ARGS = new ClinicArgs("product", 0, "repeat");

    static {
        TYPE.defineNew((type, args, kw) -> {
            int nkw = kw == null ? 0 : kw.length;
            int npos = args.length - nkw;
            long repeat = 1;
            if (nkw > 0) {
                PyObject[] kwargs = java.util.Arrays.copyOfRange(args, npos, args.length);
                PyObject r = ARGS.parse(kwargs, kw)[0];
                if (r != null) {
                    repeat = Sizes.asSsize(r);
                }
                if (repeat < 0) {
                    throw Py.ValueError("repeat argument cannot be negative");
                }
            }
            PyObject[][] distinct = new PyObject[npos][];
            for (int i = 0; i < npos; i++) {
                distinct[i] = Ops.toArray(args[i]);
            }
            if (npos != 0 && repeat > Integer.MAX_VALUE / npos) {
                throw Py.OverflowError("repeat argument too large");
            }
            PyObject[][] pools = new PyObject[(int) (npos * repeat)][];
            for (int i = 0; i < pools.length; i++) {
                pools[i] = distinct[i % Math.max(npos, 1)];
            }
            return new Product(type, pools);
        });
        defineProtocol(TYPE);
        // (product, pools) before the first result, (product, pools, indices) after, (product, ((),)) at the end
        Pickling.reduce(TYPE, self -> {
            Product p = (Product) self;
            if (p.stopped) {
                return PyTuple.of(p.type(), PyTuple.of(PyTuple.EMPTY));
            }
            PyObject[] pools = new PyObject[p.pools.length];
            for (int i = 0; i < pools.length; i++) {
                pools[i] = PyTuple.of(p.pools[i]);
            }
            return p.indices == null ? PyTuple.of(p.type(), PyTuple.of(pools))
                    : PyTuple.of(p.type(), PyTuple.of(pools), Pickling.ints(p.indices, p.indices.length));
        });
        Pickling.setState(TYPE, (self, state) -> {
            Product p = (Product) self;
            int n = p.pools.length;
            if (!(state instanceof PyTuple t) || t.size() != n) {
                throw Py.ValueError("invalid arguments");
            }
            int[] indices = new int[n];
            for (int i = 0; i < n; i++) {
                long index = Pickling.ssize(t.get(i));
                int size = p.pools[i].length;
                if (size == 0) {
                    p.stopped = true;
                    return;
                }
                indices[i] = (int) Math.max(0, Math.min(index, size - 1));
            }
            p.indices = indices;
        });
    }

    private final PyObject[][] pools;
    /** The index into each pool of the last result; null before the first. */
    private int[] indices;
    private boolean stopped;

    private Product(PyType type, PyObject[][] pools) {
        super(type);
        this.pools = pools;
    }

    @Override
    public PyObject next() {
        if (stopped) {
            return null;
        }
        int n = pools.length;
        if (indices == null) {
            indices = new int[n];
            for (PyObject[] pool : pools) {
                if (pool.length == 0) {
                    stopped = true;
                    return null;
                }
            }
        } else {
            int i = n - 1;
            while (i >= 0 && indices[i] == pools[i].length - 1) {
                indices[i] = 0;
                i--;
            }
            if (i < 0) {
                stopped = true;
                return null;
            }
            indices[i]++;
        }
        PyObject[] result = new PyObject[n];
        for (int i = 0; i < n; i++) {
            result[i] = pools[i][indices[i]];
        }
        return PyTuple.wrap(result);
    }
}
