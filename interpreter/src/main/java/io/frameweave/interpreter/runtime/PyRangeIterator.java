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
    }

    public long next;
    public final long step;
    public long remaining;

    public PyRangeIterator(long first, long step, long count) {
        this.next = first;
        this.step = step;
        this.remaining = count;
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
