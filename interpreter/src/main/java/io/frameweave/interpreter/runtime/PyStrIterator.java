package io.frameweave.interpreter.runtime;

/** {@code str_iterator}: yields one-code-point strs. */
public final class PyStrIterator extends PyIterator {
    public static final PyType TYPE = PyType.newBuiltin("str_iterator", PyType.OBJECT);

    static {
        defineProtocol(TYPE);
        IteratorState.define(TYPE, self -> {
            PyStrIterator it = (PyStrIterator) self;
            return it.offset >= it.value.length() && !it.value.isEmpty() ? IteratorState.exhausted(PyStr.of(""))
                    : IteratorState.running(PyStr.of(it.value), it.value.codePointCount(0, it.offset));
        }, (self, state) -> {
            PyStrIterator it = (PyStrIterator) self;
            long n = IteratorState.index(state, it.value.codePointCount(0, it.value.length()));
            it.offset = it.value.offsetByCodePoints(0, (int) n);
        });
    }

    private final String value;
    private int offset;

    public PyStrIterator(PyStr s) {
        this.value = s.value;
    }

    @Override
    public PyType type() {
        return TYPE;
    }

    @Override
    public PyObject next() {
        int i = offset;
        if (i >= value.length()) {
            return null;
        }
        char c = value.charAt(i);
        if (Character.isHighSurrogate(c) && i + 1 < value.length() && Character.isLowSurrogate(value.charAt(i + 1))) {
            offset = i + 2;
            return PyStr.ofCodePoint(value.codePointAt(i));
        }
        offset = i + 1;
        return PyStr.ofCodePoint(c);
    }
}
