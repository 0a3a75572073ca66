package io.frameweave.interpreter.modules.itertools;

import io.frameweave.interpreter.modules.ClinicArgs;
import io.frameweave.interpreter.modules.ModuleTypes;
import io.frameweave.interpreter.modules.NativeIterator;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyTuple;
import io.frameweave.interpreter.runtime.PyType;

/**
 * {@code combinations(iterable, r)} and, with {@link #withReplacement}, {@code combinations_with_replacement}: the
 * r-length selections of the items in the order of their places, each place once or as often as wanted.
 */
final class Combinations extends NativeIterator {
    static final PyType TYPE = ModuleTypes.newType("itertools", "combinations", null);
    static final PyType WITH_REPLACEMENT_TYPE = ModuleTypes.newType("itertools", "combinations_with_replacement", null);
    private static final ClinicArgs ARGS = new ClinicArgs("combinations", 2, "iterable", "r");
    private static final ClinicArgs WR_ARGS = new ClinicArgs("combinations_with_replacement", 2, "iterable", "r");

    static {
        TYPE.defineNew((type, args, kw) -> create(type, ARGS.parse(args, kw), false));
        WITH_REPLACEMENT_TYPE.defineNew((type, args, kw) -> create(type, WR_ARGS.parse(args, kw), true));
        defineProtocol(TYPE);
        defineProtocol(WITH_REPLACEMENT_TYPE);
        Pickling.reduce(TYPE, self -> ((Combinations) self).reduce());
        Pickling.reduce(WITH_REPLACEMENT_TYPE, self -> ((Combinations) self).reduce());
        Pickling.setState(TYPE, (self, state) -> ((Combinations) self).setState(state));
        Pickling.setState(WITH_REPLACEMENT_TYPE, (self, state) -> ((Combinations) self).setState(state));
    }

    private static Combinations create(PyType type, PyObject[] a, boolean withReplacement) {
        PyObject[] pool = Ops.toArray(a[0]);
        long r = Sizes.asSsize(a[1]);
        if (r < 0) {
            throw Py.ValueError("r must be non-negative");
        }
        if (r > Integer.MAX_VALUE) {
            throw Py.MemoryError();
        }
        return new Combinations(type, pool, (int) r, withReplacement);
    }

    private final PyObject[] pool;
    private final int r;
    private int[] indices;
    private final boolean withReplacement;
    private boolean started;
    private boolean stopped;

    private Combinations(PyType type, PyObject[] pool, int r, boolean withReplacement) {
        super(type);
        this.pool = pool;
        this.withReplacement = withReplacement;
        this.r = r;
        this.stopped = withReplacement ? pool.length == 0 && r > 0 : r > pool.length;
        this.indices = new int[stopped ? 0 : r];
        for (int i = 0; i < indices.length; i++) {
            indices[i] = withReplacement ? 0 : i;
        }
    }

    @Override
    public PyObject next() {
        if (stopped) {
            return null;
        }
        if (!started) {
            started = true;
        } else if (!advance()) {
            stopped = true;
            return null;
        }
        PyObject[] result = new PyObject[indices.length];
        for (int k = 0; k < indices.length; k++) {
            result[k] = pool[indices[k]];
        }
        return PyTuple.wrap(result);
    }

    /** The state is the indices of the result last given. */
    private PyObject reduce() {
        return Pickling.combinatoric(this, pool, r, started, stopped, () -> Pickling.ints(indices, r));
    }

    /** The indices of the result last given, each clamped to where it can stand. */
    private void setState(PyObject state) {
        if (!(state instanceof PyTuple t) || t.size() != r) {
            throw Py.ValueError("invalid arguments");
        }
        int n = pool.length;
        int[] chosen = new int[r];
        for (int i = 0; i < r; i++) {
            long index = Pickling.ssize(t.get(i));
            long max = withReplacement ? n - 1 : i + n - r;
            chosen[i] = (int) Math.max(0, Math.min(index, max));
        }
        if (n == 0 && r > 0 || !withReplacement && r > n) {
            stopped = true;
            return;
        }
        indices = chosen;
        started = true;
    }

    /** Moves the indices to the next selection; false after the last. */
    private boolean advance() {
        int n = pool.length;
        int r = indices.length;
        int i = r - 1;
        if (withReplacement) {
            while (i >= 0 && indices[i] == n - 1) {
                i--;
            }
            if (i < 0) {
                return false;
            }
            int value = indices[i] + 1;
            for (int j = i; j < r; j++) {
                indices[j] = value;
            }
            return true;
        }
        while (i >= 0 && indices[i] == i + n - r) {
            i--;
        }
        if (i < 0) {
            return false;
        }
        indices[i]++;
        for (int j = i + 1; j < r; j++) {
            indices[j] = indices[j - 1] + 1;
        }
        return true;
    }
}
