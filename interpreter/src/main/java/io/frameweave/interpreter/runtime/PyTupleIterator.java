package io.frameweave.interpreter.runtime;

/** {@code tuple_iterator}: walks an item array that never changes. */
public final class PyTupleIterator extends PyIterator {
    public static final PyType TYPE = PyType.newBuiltin("tuple_iterator", PyType.OBJECT);

    static {
        defineProtocol(TYPE);
        IteratorState.define(TYPE, self -> {
            PyTupleIterator it = (PyTupleIterator) self;
            return it.index >= it.items.length && it.items.length > 0 ? IteratorState.exhausted(PyTuple.EMPTY)
                    : IteratorState.running(PyTuple.of(it.items), it.index);
        }, (self, state) -> {
            PyTupleIterator it = (PyTupleIterator) self;
            it.index = (int) IteratorState.index(state, it.items.length);
        });
    }

    private final PyObject[] items;
    private int index;

    public PyTupleIterator(PyObject[] items) {
        this.items = items;
    }

    @Override
    public PyType type() {
        return TYPE;
    }

    @Override
    public PyObject next() {
        int i = index;
        if (i < items.length) {
            index = i + 1;
            return items[i];
        }
        return null;
    }
}
