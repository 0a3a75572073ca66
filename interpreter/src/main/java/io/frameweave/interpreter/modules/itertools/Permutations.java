package io.frameweave.interpreter.modules.itertools;

import io.frameweave.interpreter.modules.ClinicArgs;
import io.frameweave.interpreter.modules.ModuleTypes;
import io.frameweave.interpreter.modules.NativeIterator;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyException;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyTuple;
import io.frameweave.interpreter.runtime.PyType;

/** {@code permutations(iterable, r=None)}: the r-length arrangements of the items, in lexicographic order of place. */
final class Permutations extends NativeIterator {
    static final PyType TYPE = ModuleTypes.newType("itertools", "permutations", null);
    private static final ClinicArgs ARGS = new ClinicArgs("permutations", 1, "iterable", "r");

    static {
        TYPE.defineNew((type, args, kw) -> {
            PyObject[] a = ARGS.parse(args, kw);
            PyObject[] pool = Ops.toArray(a[0]);
            long r = pool.length;
            if (a[1] != null && a[1] != Py.None) {
                if (!(a[1] instanceof PyInt)) {
                    throw Py.TypeError("Expected int as r");
                }
                try {
                    r = Sizes.asSsize(a[1]);
                } catch (PyException e) {
                    throw Py.TypeError("Expected int as r");
                }
                if (r < 0) {
                    throw Py.ValueError("r must be non-negative");
                }
            }
            return new Permutations(type, pool, r);
        });
        defineProtocol(TYPE);
        Pickling.reduce(TYPE, self -> ((Permutations) self).reduce());
        Pickling.setState(TYPE, (self, state) -> ((Permutations) self).setState(state));
    }

    private final PyObject[] pool;
    private final int r;
    /** The length asked for, which may exceed the pool's (then there is no result). */
    private final long requested;
    private final int[] indices;
    private final int[] cycles;
    private boolean started;
    private boolean stopped;

    private Permutations(PyType type, PyObject[] pool, long r) {
        super(type);
        this.pool = pool;
        int n = pool.length;
        this.stopped = r > n;
        this.r = (int) Math.min(r, n);
        this.requested = r;
        this.indices = new int[n];
        this.cycles = new int[this.r];
        for (int i = 0; i < n; i++) {
            indices[i] = i;
        }
        for (int i = 0; i < this.r; i++) {
            cycles[i] = n - i;
        }
    }

    /** The state is the indices and the cycles of the result last given. */
    private PyObject reduce() {
        return Pickling.combinatoric(this, pool, requested, started, stopped,
                () -> PyTuple.of(Pickling.ints(indices, indices.length), Pickling.ints(cycles, r)));
    }

    /** The indices and cycles of the result last given, each clamped to where it can stand. */
    private void setState(PyObject state) {
        PyTuple t = Pickling.tuple(state);
        if (t.size() != 2 || !(t.get(0) instanceof PyTuple ix) || !(t.get(1) instanceof PyTuple cy)) {
            throw Py.TypeError("state must be a pair of tuples");
        }
        int n = pool.length;
        if (ix.size() != n || cy.size() != r) {
            throw Py.ValueError("invalid arguments");
        }
        for (int i = 0; i < n; i++) {
            indices[i] = (int) Math.max(0, Math.min(Pickling.ssize(ix.get(i)), n - 1));
        }
        for (int i = 0; i < r; i++) {
            cycles[i] = (int) Math.max(1, Math.min(Pickling.ssize(cy.get(i)), n - i));
        }
        started = true;
    }

    @Override
    public PyObject next() {
        if (stopped) {
            return null;
        }
        int n = pool.length;
        if (!started) {
            started = true;
        } else if (n == 0) {
            stopped = true;
            return null;
        } else {
            int i = r - 1;
            for (; i >= 0; i--) {
                cycles[i]--;
                if (cycles[i] == 0) {
                    int first = indices[i];
                    System.arraycopy(indices, i + 1, indices, i, n - i - 1);
                    indices[n - 1] = first;
                    cycles[i] = n - i;
                } else {
                    int j = cycles[i];
                    int t = indices[i];
                    indices[i] = indices[n - j];
                    indices[n - j] = t;
                    break;
                }
            }
            if (i < 0) {
                stopped = true;
                return null;
            }
        }
        PyObject[] result = new PyObject[r];
        for (int k = 0; k < r; k++) {
            result[k] = pool[indices[k]];
        }
        return PyTuple.wrap(result);
    }
}
