package io.frameweave.interpreter.runtime;

/**
 * {@code range_iterator} over a range whose values fit a long. The fields are public so the VM's
 * {@code FOR_ITER} can step it inline: while {@code remaining > 0}, the value is {@code next}, then
 * {@code next += step; remaining--}.
 */
public final class PyRangeIterator extends PyIterator {
    public static final PyType TYPE = PyType.newBuiltin("range_iterator", PyType.OBJECT);

    static {
        defineProtocol(TYPE);
        TYPE.define("__length_hint__", (self, args, kw) -> {
            ArgParser.checkArity("__length_hint__", args, kw, 0, 0);
            return PyInt.of(Math.max(0, ((PyRangeIterator) self).remaining));
        });
        IteratorState.define(TYPE, self -> {
            PyRangeIterator it = (PyRangeIterator) self;
            long index = it.length - it.remaining;
            long first = it.next - index * it.step; // exact: the wrap-around of next undoes itself
            // the stop may lie beyond a long (range(2**63 - 2, 2**63 - 1, 2))
            java.math.BigInteger stop = java.math.BigInteger.valueOf(it.length)
                    .multiply(java.math.BigInteger.valueOf(it.step)).add(java.math.BigInteger.valueOf(first));
            return IteratorState.running(new PyRange(PyInt.of(first), PyInt.of(stop), PyInt.of(it.step)), index);
        }, (self, state) -> {
            PyRangeIterator it = (PyRangeIterator) self;
            long index = IteratorState.index(state, it.length);
            it.next += (index - (it.length - it.remaining)) * it.step;
            it.remaining = it.length - index;
        });
    }

    public long next;
    public final long step;
    public long remaining;
    /** How many values the iterator gives in all, for its index when pickled. */
    private final long length;

    public PyRangeIterator(long first, long step, long count) {
        this.next = first;
        this.step = step;
        this.remaining = count;
        this.length = count;
    }

    @Override
    public PyType type() {
        return TYPE;
    }

    @Override
    public PyObject next() {
        if (remaining <= 0) {
            return null;
        }
        remaining--;
        long v = next;
        next = v + step;
        return PyInt.of(v);
    }
}
