package io.frameweave.interpreter.runtime;

/**
 * The iterator {@code iter(o)} makes for an object with {@code __getitem__} but no {@code __iter__}: o[0], o[1] ...
 * until IndexError.
 */
final class SequenceIterator extends PyIterator {
    static final PyType TYPE = PyType.newBuiltin("iterator", PyType.OBJECT);

    static {
        TYPE.acceptableBase = false;
        defineProtocol(TYPE);
        IteratorState.define(TYPE, self -> {
            SequenceIterator it = (SequenceIterator) self;
            return it.seq == null ? IteratorState.exhausted(PyTuple.EMPTY) : IteratorState.running(it.seq, it.index);
        }, (self, state) -> {
            SequenceIterator it = (SequenceIterator) self;
            if (it.seq != null) {
                it.index = IteratorState.index(state, Long.MAX_VALUE);
            }
        });
    }

    private PyObject seq;
    private long index;

    SequenceIterator(PyObject seq) {
        this.seq = seq;
    }

    @Override
    public PyType type() {
        return TYPE;
    }

    @Override
    public PyObject next() {
        if (seq == null) {
            return null;
        }
        try {
            return Ops.getItem(seq, PyInt.of(index++));
        } catch (PyException e) {
            if (e.matches(ExceptionTypes.IndexError) || e.matches(ExceptionTypes.StopIteration)) {
                seq = null;
                return null;
            }
            throw e;
        }
    }
}
