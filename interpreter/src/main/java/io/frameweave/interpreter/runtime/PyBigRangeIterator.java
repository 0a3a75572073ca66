package io.frameweave.interpreter.runtime;

import java.math.BigInteger;

/** {@code longrange_iterator}: iterates a range whose values or length exceed a long. */
public final class PyBigRangeIterator extends PyIterator {
    public static final PyType TYPE = PyType.newBuiltin("longrange_iterator", PyType.OBJECT);

    static {
        defineProtocol(TYPE);
        // what is left, as an int however large (CPython's longrangeiter_len)
        TYPE.define("__length_hint__", (self, args, kw) -> {
            ArgParser.checkArity("__length_hint__", args, kw, 0, 0);
            return PyInt.of(((PyBigRangeIterator) self).remaining.max(BigInteger.ZERO));
        });
        // CPython's longrangeiter: pickled as iter(range(next, next + remaining * step, step)); __setstate__(n)
        // skips n more values (clamped to 0..remaining)
        IteratorState.define(TYPE, self -> {
            PyBigRangeIterator it = (PyBigRangeIterator) self;
            BigInteger left = it.remaining.max(BigInteger.ZERO);
            PyRange rest = new PyRange(PyInt.of(it.next), PyInt.of(it.next.add(left.multiply(it.step))),
                    PyInt.of(it.step));
            return PyTuple.of(ObjectReduce.builtin("iter"), PyTuple.of(rest), Py.None);
        }, (self, state) -> {
            PyBigRangeIterator it = (PyBigRangeIterator) self;
            if (!(state instanceof PyInt i)) {
                throw Py.TypeError("an integer is required");
            }
            BigInteger n = i.asBig().max(BigInteger.ZERO).min(it.remaining.max(BigInteger.ZERO));
            it.next = it.next.add(n.multiply(it.step));
            it.remaining = it.remaining.subtract(n);
        });
    }

    private BigInteger next;
    private final BigInteger step;
    private BigInteger remaining;

    public PyBigRangeIterator(BigInteger first, BigInteger step, BigInteger count) {
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
        if (remaining.signum() <= 0) {
            return null;
        }
        remaining = remaining.subtract(BigInteger.ONE);
        BigInteger v = next;
        next = v.add(step);
        return PyInt.of(v);
    }
}
