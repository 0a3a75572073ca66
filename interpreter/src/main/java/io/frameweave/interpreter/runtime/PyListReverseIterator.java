package io.frameweave.interpreter.runtime;

/** {@code list_reverseiterator}, from {@code reversed(list)}. */
public final class PyListReverseIterator extends PyIterator {
    public static final PyType TYPE = PyType.newBuiltin("list_reverseiterator", PyType.OBJECT);

    static {
        defineProtocol(TYPE);
        TYPE.define("__length_hint__", (self, args, kw) -> {
            // what is left, or 0 once the list shrank below the position (CPython's listreviter_len)
            PyListReverseIterator it = (PyListReverseIterator) self;
            int left = it.index + 1;
            return PyInt.of(it.list == null || it.list.size < left ? 0 : left);
        });
        IteratorState.define(TYPE, self -> {
            PyListReverseIterator it = (PyListReverseIterator) self;
            PyList l = it.list;
            if (l == null || it.index < 0 || it.index >= l.size) {
                return IteratorState.exhausted(new PyList());
            }
            return PyTuple.of(ObjectReduce.builtin("reversed"), PyTuple.of(l), PyInt.of(it.index));
        }, (self, state) -> {
            PyListReverseIterator it = (PyListReverseIterator) self;
            if (it.list != null) {
                it.index = (int) Math.max(-1, Math.min(IteratorState.given(state), it.list.size - 1L));
            }
        });
    }

    private PyList list;
    private int index;

    public PyListReverseIterator(PyList list) {
        this.list = list;
        this.index = list.size - 1;
    }

    @Override
    public PyType type() {
        return TYPE;
    }

    @Override
    public PyObject next() {
        PyList l = list;
        if (l != null) {
            int i = index;
            if (i >= 0 && i < l.size) {
                index = i - 1;
                return l.items[i];
            }
            list = null;
        }
        return null;
    }
}
